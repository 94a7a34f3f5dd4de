/**
 * Query keys of the social layer (issue 18): posts, their likers and comments, a person's
 * posts. They all start with `'social'`; the second element names the shape.
 */
export const socialKeys = {
  all: ['social'] as const,
  /** `GET /api/posts/{postId}` → `Post`. */
  post: (postId: string) => ['social', 'post', postId] as const,
  /** `GET /api/posts/{postId}/likes` (first page) → `{ items, total, nextCursor }`. */
  likers: (postId: string) => ['social', 'likers', postId] as const,
  /** `GET /api/posts/{postId}/comments` → infinite pages, oldest first. */
  comments: (postId: string) => ['social', 'comments', postId] as const,
  /** `PUT /api/posts/by-product/{productId}` → the caller's post of a product (got or created, spec 02 §4 lazy post). */
  productPost: (productId: string) => ['social', 'product-post', productId] as const,
  /** `GET /api/users/{userId}/posts` → infinite pages, newest first. */
  userPosts: (userId: string) => ['social', 'user-posts', userId] as const,
};
