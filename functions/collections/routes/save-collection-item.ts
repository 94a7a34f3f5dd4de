/**
 * `POST /api/collection` and `POST /api/collection-items` (one implementation): save a product
 * to the caller's collection; 201 when new, 200 with the existing item when saved before.
 */
import { reply, type RouteImpl } from '../../_core/http-handler';
import { saveToCollection } from '../collection.service';

type SaveRoute = 'POST /api/collection' | 'POST /api/collection-items';

export const saveCollectionItem: RouteImpl<SaveRoute> = async ({ body, caller }) => {
  const result = await saveToCollection(caller.userId, body);
  return reply({ status: result.created ? 201 : 200, body: result });
};
