/** `GET /api/users/search?q=&cursor=&limit=`: prefix search on username and names, paginated. */
import type { RouteImpl } from '../../_core/http-handler';
import { searchPeople } from '../search.service';

export const searchUsers: RouteImpl<'GET /api/users/search'> = async ({ query, caller }) =>
  searchPeople(caller.userId, query);
