/** `POST|DELETE /api/posts/{postId}/share`: share / un-share, both idempotent (one share per person, issue 32). */
import type { RouteImpl } from '../../_core/http-handler';
import { sharePost, unsharePost } from '../shares.service';

export const sharePostRoute: RouteImpl<'POST /api/posts/{postId}/share'> = async ({ params, caller }) =>
  sharePost(caller.userId, params.postId);

export const unsharePostRoute: RouteImpl<'DELETE /api/posts/{postId}/share'> = async ({ params, caller }) =>
  unsharePost(caller.userId, params.postId);
