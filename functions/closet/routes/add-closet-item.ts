/**
 * `POST /api/closets/{closetId}/items`: add a catalogue product to the caller's own closet;
 * 201 when new, 200 with the existing item when the product is in the closet already.
 */
import { reply, type RouteImpl } from '../../_core/http-handler';
import { addClosetItem } from '../closet.service';

export const addClosetItemRoute: RouteImpl<'POST /api/closets/{closetId}/items'> = async ({
  params,
  body,
  caller,
}) => {
  const result = await addClosetItem(caller.userId, params.closetId, body);
  return reply({ status: result.created ? 201 : 200, body: result });
};
