/** `DELETE /api/closet-items/{itemId}`: delete one of the caller's items and its photos. */
import type { RouteImpl } from '../../_core/http-handler';
import { deleteClosetItem } from '../closet.service';

export const deleteClosetItemRoute: RouteImpl<'DELETE /api/closet-items/{itemId}'> = async ({ params, caller }) =>
  deleteClosetItem(caller.userId, params.itemId);
