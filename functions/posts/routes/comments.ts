/**
 * Comment routes: `GET /api/posts/{postId}/comments` (oldest first, 50 a page),
 * `POST /api/posts/{postId}/comments` (201) and `DELETE /api/comments/{commentId}`.
 */
import type { RouteImpl } from '../../_core/http-handler';
import { addComment, deleteComment, listComments } from '../comments.service';

export const listCommentsRoute: RouteImpl<'GET /api/posts/{postId}/comments'> = async ({ params, query, caller }) =>
  listComments(caller.userId, params.postId, query);

export const addCommentRoute: RouteImpl<'POST /api/posts/{postId}/comments'> = async ({ params, body, caller }) =>
  addComment(caller.userId, params.postId, body);

export const deleteCommentRoute: RouteImpl<'DELETE /api/comments/{commentId}'> = async ({ params, caller }) =>
  deleteComment(caller.userId, params.commentId);
