/** `GET /api/moodboards/{moodboardId}/items`: a board's items in the order added, paginated. */
import type { RouteImpl } from '../../_core/http-handler';
import { listMoodboardItems } from '../moodboard-items.service';

export const listMoodboardItemsRoute: RouteImpl<'GET /api/moodboards/{moodboardId}/items'> = async ({
  params,
  query,
  caller,
}) => listMoodboardItems(caller.userId, params.moodboardId, query);
