/** `GET /api/users/{userId}/collection`: one's own saved items, newest first, paginated. */
import type { RouteImpl } from '../../_core/http-handler';
import { listCollection } from '../collection.service';

export const listCollectionItems: RouteImpl<'GET /api/users/{userId}/collection'> = async ({
  params,
  query,
  caller,
}) => listCollection(caller.userId, params.userId, query);
