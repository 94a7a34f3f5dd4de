/** `POST|DELETE /api/posts/{postId}/like` {userId?}: like / unlike, both idempotent. */
import type { RouteImpl } from '../../_core/http-handler';
import { likePost, unlikePost } from '../likes.service';

export const likePostRoute: RouteImpl<'POST /api/posts/{postId}/like'> = async ({ params, body, caller }) =>
  likePost(caller.userId, params.postId, body);

export const unlikePostRoute: RouteImpl<'DELETE /api/posts/{postId}/like'> = async ({ params, body, caller }) =>
  unlikePost(caller.userId, params.postId, body);
