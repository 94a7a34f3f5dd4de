/** `GET /api/posts/{postId}`: one post with counts and `likedByMe` (404 when deleted, removed, or hidden from the caller: issue 33). */
import type { RouteImpl } from '../../_core/http-handler';
import { getPost } from '../posts.service';

export const getPostRoute: RouteImpl<'GET /api/posts/{postId}'> = async ({ params, caller }) => getPost(caller.userId, params.postId);
