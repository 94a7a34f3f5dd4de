/** `PUT /api/closets/{closetId}/custom-items/{itemId}`: edit one of the caller's items (fields and photos); answers the item. */
import type { RouteImpl } from '../../_core/http-handler';
import { updateCustomItem } from '../custom-items.service';

export const updateCustomItemRoute: RouteImpl<'PUT /api/closets/{closetId}/custom-items/{itemId}'> = async ({
  params,
  body,
  caller,
}) => updateCustomItem(caller.userId, params.closetId, params.itemId, body);
