/** `GET /api/posts/{postId}/likes?cursor=&limit=`: likers newest first, with the total; people hidden from the caller left out (issue 33). */
import type { RouteImpl } from '../../_core/http-handler';
import { likers } from '../likes.service';

export const listLikesRoute: RouteImpl<'GET /api/posts/{postId}/likes'> = async ({ params, query, caller }) =>
  likers(caller.userId, params.postId, query);
