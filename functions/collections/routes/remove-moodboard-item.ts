/** `DELETE /api/moodboards/{moodboardId}/items/{productId}`: take a product off one's own board (issue 17 §4). */
import type { RouteImpl } from '../../_core/http-handler';
import { removeMoodboardItem } from '../moodboard-items.service';

export const removeMoodboardItemRoute: RouteImpl<'DELETE /api/moodboards/{moodboardId}/items/{productId}'> = async ({ params, caller }) =>
  removeMoodboardItem(caller.userId, params.moodboardId, params.productId);
