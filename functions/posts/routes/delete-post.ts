/** `DELETE /api/posts/{postId}`: the author deletes their post (403 for anyone else). */
import type { RouteImpl } from '../../_core/http-handler';
import { deletePost } from '../posts.service';

export const deletePostRoute: RouteImpl<'DELETE /api/posts/{postId}'> = async ({ params, caller }) =>
  deletePost(caller.userId, params.postId);
