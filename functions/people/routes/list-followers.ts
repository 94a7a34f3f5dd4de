/** `GET /api/users/{userId}/followers?cursor=&limit=`: userId's followers, newest first. */
import type { RouteImpl } from '../../_core/http-handler';
import { followList } from '../follows.service';

export const listFollowers: RouteImpl<'GET /api/users/{userId}/followers'> = async ({
  params,
  query,
  caller,
}) => followList(caller.userId, params.userId, 'followers', query);
