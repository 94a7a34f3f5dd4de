/**
 * Posts, likes, comments and shares (issue 18; spec 02 §3 Post, PostLike, PostComment,
 * Interaction; §4 Like toggle; §5; §7 posts calls). Every route needs a session; a `userId` in a
 * body or path is checked against the session (403 when it is someone else), never trusted.
 *
 * People appear as {@link postAuthorSchema}: never an email (spec 02 §3 reads Like.user.email and
 * Comment.user.email; Seamline does not expose them — a deliberate departure, README).
 */
import * as z from 'zod';
import { cursorSchema, idSchema, pageQuerySchema } from './common';
import { CURRENCIES } from './catalogue-constants';
import { SOCIAL_ERRORS, SOCIAL_LIMITS } from './social-constants';

export * from './social-constants';

/** A person on a post, a like or a comment (spec 02 §3 user fields, without the email). */
export const postAuthorSchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** Avatar URL (the avatar route), null when none. */
  profileImageUrl: z.string().nullable(),
});
export type PostAuthor = z.infer<typeof postAuthorSchema>;

/** The product a post is about, as a card shows it. */
export const postProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  brand: z.string(),
  imageUrl: z.string().nullable(),
  price: z.number().min(0).nullable(),
  currency: z.enum(CURRENCIES).nullable(),
});

/** `GET /api/posts/{postId}` and every post in a list. Counts are kept by stream processors. */
export const postSchema = z.object({
  id: z.string(),
  author: postAuthorSchema,
  /** null when the product has since left the catalogue. */
  product: postProductSchema.nullable(),
  caption: z.string().nullable(),
  /** Image URLs (presigned GETs of the post's photos), at most 4. */
  images: z.array(z.string()),
  createdAt: z.string(),
  likeCount: z.number().int().min(0),
  commentCount: z.number().int().min(0),
  shareCount: z.number().int().min(0),
  likedByMe: z.boolean(),
  /** The caller shares (reposts) this post to their followers (issue 32: one share per person). */
  sharedByMe: z.boolean(),
});
export type Post = z.infer<typeof postSchema>;
export const postPageSchema = z.object({ items: z.array(postSchema), nextCursor: cursorSchema.nullable() });

/** Optional `userId` of a body: when sent it must be the caller's (403 otherwise). */
const callerId = idSchema.optional();

const trimmed = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);

/**
 * `POST /api/posts` {userId?, productId, caption?, images?}: productId must be a catalogue
 * product or the product of one of the caller's closet items (404 'Product not found');
 * caption trimmed, ≤ 2,200 characters (blank → null); images ≤ 4 keys the caller uploaded
 * (`POST /api/uploads/closet-photo` keys under the caller's prefix; others → 403).
 */
export const createPostSchema = z.object({
  userId: callerId,
  productId: idSchema,
  caption: trimmed(SOCIAL_LIMITS.captionMax, SOCIAL_ERRORS.captionTooLong).optional(),
  images: z.array(z.string().min(1).max(300)).max(SOCIAL_LIMITS.imagesMax, SOCIAL_ERRORS.tooManyImages).optional(),
});

export const postIdParamsSchema = z.object({ postId: idSchema });
export const productPostParamsSchema = z.object({ productId: idSchema });
export const commentIdParamsSchema = z.object({ commentId: idSchema });

/** `POST|DELETE /api/posts/{postId}/like` {userId?} → the caller's like state and the count. */
export const likeBodySchema = z.object({ userId: callerId });
export const likeResultSchema = z.object({ postId: z.string(), liked: z.boolean(), likeCount: z.number().int().min(0) });

/** `GET /api/posts/{postId}/likes`: who liked, newest first. */
export const likerSchema = z.object({ userId: z.string(), user: postAuthorSchema });
export const likerPageSchema = z.object({ items: z.array(likerSchema), total: z.number().int().min(0), nextCursor: cursorSchema.nullable() });

/** A comment, rendered as text (never HTML). */
export const commentSchema = z.object({
  id: z.string(),
  postId: z.string(),
  content: z.string(),
  createdAt: z.string(),
  user: postAuthorSchema,
  /** The caller may delete it (its author, or the post's author). */
  canDelete: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;
export const commentPageSchema = z.object({ items: z.array(commentSchema), nextCursor: cursorSchema.nullable() });

/** `POST /api/posts/{postId}/comments` {userId?, content}: trimmed, 1–500 characters. */
export const createCommentSchema = z.object({
  userId: callerId,
  content: z.string(SOCIAL_ERRORS.commentEmpty).trim().min(1, SOCIAL_ERRORS.commentEmpty).max(SOCIAL_LIMITS.commentMax, SOCIAL_ERRORS.commentTooLong),
});

/**
 * `POST|DELETE /api/posts/{postId}/share` → the caller's share state and the count (people who
 * share the post). One share per person (issue 32): sharing again answers the same.
 */
export const shareResultSchema = z.object({ postId: z.string(), shared: z.boolean(), shareCount: z.number().int().min(0) });

export const postsQuerySchema = pageQuerySchema;
export const deletedSchema = z.object({ deleted: z.literal(true) });

/** `DELETE /api/interactions` {userId?, productId, type: 'like'}: un-like a product (Discover). */
export const removeInteractionSchema = z.object({
  userId: callerId,
  productId: idSchema,
  type: z.literal('like', 'Only a like can be removed'),
});
