/** `POST /api/closets/{closetId}/custom-items`: a custom item with 1–3 photos in the caller's own closet (201 with the item). */
import type { RouteImpl } from '../../_core/http-handler';
import { createCustomItem } from '../custom-items.service';

export const createCustomItemRoute: RouteImpl<'POST /api/closets/{closetId}/custom-items'> = async ({
  params,
  body,
  caller,
}) => createCustomItem(caller.userId, params.closetId, body);
