/** `DELETE /api/users/{userId}/remove-follower`: userId stops following the caller (404 when they did not). */
import type { RouteImpl } from '../../_core/http-handler';
import { removeFollower as remove } from '../follows.service';

export const removeFollower: RouteImpl<'DELETE /api/users/{userId}/remove-follower'> = async ({
  params,
  caller,
}) => remove(caller.userId, params.userId);
