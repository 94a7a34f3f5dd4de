/** `PATCH /api/moodboards/{moodboardId}`: rename / re-describe / change visibility (owner only; issue 17 §4). */
import type { RouteImpl } from '../../_core/http-handler';
import { updateMoodboard } from '../moodboards.service';

export const updateMoodboardRoute: RouteImpl<'PATCH /api/moodboards/{moodboardId}'> = async ({ params, body, caller }) =>
  updateMoodboard(caller.userId, params.moodboardId, body);
