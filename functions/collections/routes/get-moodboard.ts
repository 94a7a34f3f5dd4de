/** `GET /api/moodboards/{moodboardId}`: one board (someone else's private board → 404). */
import type { RouteImpl } from '../../_core/http-handler';
import { moodboardDto } from '../collection-views';
import { requireVisibleBoard } from '../moodboard-access';

export const getMoodboard: RouteImpl<'GET /api/moodboards/{moodboardId}'> = async ({
  params,
  caller,
}) => moodboardDto(await requireVisibleBoard(caller.userId, params.moodboardId));
