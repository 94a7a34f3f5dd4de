/** `POST /api/posts/{postId}/share`: record a share of a post (idempotent per Idempotency-Key). */
import type { RouteImpl } from '../../_core/http-handler';
import { sharePost } from '../shares.service';

export const sharePostRoute: RouteImpl<'POST /api/posts/{postId}/share'> = async ({ params, caller }) =>
  sharePost(caller.userId, params.postId);
