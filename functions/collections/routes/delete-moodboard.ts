/** `DELETE /api/users/{userId}/moodboards/{moodboardId}`: delete one's own board and its items. */
import type { RouteImpl } from '../../_core/http-handler';
import { deleteMoodboard } from '../moodboards.service';

export const deleteMoodboardRoute: RouteImpl<'DELETE /api/users/{userId}/moodboards/{moodboardId}'> = async ({
  params,
  caller,
}) => deleteMoodboard(caller.userId, params.userId, params.moodboardId);
