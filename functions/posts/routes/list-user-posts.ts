/** `GET /api/users/{userId}/posts?cursor=&limit=`: a person's posts, newest first, 20 a page. */
import type { RouteImpl } from '../../_core/http-handler';
import { userPosts } from '../posts.service';

export const listUserPostsRoute: RouteImpl<'GET /api/users/{userId}/posts'> = async ({ params, query, caller }) =>
  userPosts(caller.userId, params.userId, query);
