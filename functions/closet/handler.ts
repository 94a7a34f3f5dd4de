/**
 * Area `closet`: the part of the closet the catalogue needs (issue 6 'Add to Closet' from the
 * product dialog; spec 02 §2.12, §3 Closet and ClosetItem, §7 closet items). The closet issue
 * adds sections, custom items and reordering here.
 */
import { createAreaHandler } from '../_core/http-handler';
import { addClosetItemRoute } from './routes/add-closet-item';
import { createCustomItemRoute } from './routes/create-custom-item';
import { updateCustomItemRoute } from './routes/update-custom-item';
import { listClosetItemsRoute } from './routes/list-closet-items';

export const handler = createAreaHandler('closet', {
  'POST /api/closets/{closetId}/items': addClosetItemRoute,
  'GET /api/closets/{closetId}/items': listClosetItemsRoute,
  'POST /api/closets/{closetId}/custom-items': createCustomItemRoute,
  'PUT /api/closets/{closetId}/custom-items/{itemId}': updateCustomItemRoute,
});
