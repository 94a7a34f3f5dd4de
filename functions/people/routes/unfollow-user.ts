/**
 * `POST /api/users/{userId}/unfollow` (measurements-page reading) and
 * `DELETE /api/users/{userId}/unfollow` (followers-page reading): one implementation, 404 when
 * the caller does not follow userId; 429 past `RATE_LIMITS.follow` (shared with follows).
 */
import type { RouteImpl } from '../../_core/http-handler';
import { takeLimited } from '../../_core/rate-limit';
import { unfollow } from '../follows.service';

export const unfollowUser: RouteImpl<'POST /api/users/{userId}/unfollow'> &
  RouteImpl<'DELETE /api/users/{userId}/unfollow'> = async ({ params, caller }) => {
  await takeLimited('follow', caller.userId);
  return unfollow(caller.userId, params.userId);
};
