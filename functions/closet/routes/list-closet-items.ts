/** `GET /api/closets/{closetId}/items`: a closet's items in order with products and the total. */
import type { RouteImpl } from '../../_core/http-handler';
import { listClosetItems } from '../closet.service';

export const listClosetItemsRoute: RouteImpl<'GET /api/closets/{closetId}/items'> = async ({
  params,
  query,
  caller,
}) => listClosetItems(caller.userId, params.closetId, query);
