/**
 * Area `posts`: posts, the lazy post of a product, likes, comments and shares (issue 18;
 * spec 02 §2.14, §3 Post / PostLike / PostComment / Interaction, §4 Like toggle, §7 posts calls).
 * Counts are kept by the `post-counters` stream processor; notifications are made from the
 * DomainEvents these routes write (`events/post-events.ts`).
 */
import { createAreaHandler } from '../_core/http-handler';
import { createPostRoute } from './routes/create-post';
import { productPostRoute } from './routes/product-post';
import { getPostRoute } from './routes/get-post';
import { deletePostRoute } from './routes/delete-post';
import { listUserPostsRoute } from './routes/list-user-posts';
import { likePostRoute, unlikePostRoute } from './routes/like-post';
import { listLikesRoute } from './routes/list-likes';
import { addCommentRoute, deleteCommentRoute, listCommentsRoute } from './routes/comments';
import { sharePostRoute, unsharePostRoute } from './routes/share-post';

export const handler = createAreaHandler('posts', {
  'POST /api/posts': createPostRoute,
  'PUT /api/posts/by-product/{productId}': productPostRoute,
  'GET /api/posts/{postId}': getPostRoute,
  'DELETE /api/posts/{postId}': deletePostRoute,
  'GET /api/users/{userId}/posts': listUserPostsRoute,
  'POST /api/posts/{postId}/like': likePostRoute,
  'DELETE /api/posts/{postId}/like': unlikePostRoute,
  'GET /api/posts/{postId}/likes': listLikesRoute,
  'GET /api/posts/{postId}/comments': listCommentsRoute,
  'POST /api/posts/{postId}/comments': addCommentRoute,
  'DELETE /api/comments/{commentId}': deleteCommentRoute,
  'POST /api/posts/{postId}/share': sharePostRoute,
  'DELETE /api/posts/{postId}/share': unsharePostRoute,
});
