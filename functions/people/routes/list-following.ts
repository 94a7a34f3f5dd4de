/** `GET /api/users/{userId}/following?cursor=&limit=`: the people userId follows, newest first. */
import type { RouteImpl } from '../../_core/http-handler';
import { followList } from '../follows.service';

export const listFollowing: RouteImpl<'GET /api/users/{userId}/following'> = async ({
  params,
  query,
  caller,
}) => followList(caller.userId, params.userId, 'following', query);
