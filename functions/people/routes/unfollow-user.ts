/**
 * `POST /api/users/{userId}/unfollow` (measurements-page reading) and
 * `DELETE /api/users/{userId}/unfollow` (followers-page reading): one implementation, 404 when
 * the caller does not follow userId.
 */
import type { RouteImpl } from '../../_core/http-handler';
import { unfollow } from '../follows.service';

export const unfollowUser: RouteImpl<'POST /api/users/{userId}/unfollow'> &
  RouteImpl<'DELETE /api/users/{userId}/unfollow'> = async ({ params, caller }) =>
  unfollow(caller.userId, params.userId);
