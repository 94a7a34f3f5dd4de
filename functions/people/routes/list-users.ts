/** `GET /api/users?cursor=&limit=`: the directory of people, newest first. */
import type { RouteImpl } from '../../_core/http-handler';
import { directory } from '../search.service';

export const listUsers: RouteImpl<'GET /api/users'> = async ({ query, caller }) =>
  directory(caller.userId, query);
