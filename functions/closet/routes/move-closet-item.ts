/** `PATCH /api/closet-items/{itemId}` {order, sectionId}: move one of the caller's items (ONE write). */
import type { RouteImpl } from '../../_core/http-handler';
import { moveClosetItem } from '../closet.service';

export const moveClosetItemRoute: RouteImpl<'PATCH /api/closet-items/{itemId}'> = async ({ params, body, caller }) =>
  moveClosetItem(caller.userId, params.itemId, body);
