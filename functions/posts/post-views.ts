/**
 * Stored posts and comments → the contract DTOs (`shared/contracts/posts.ts`), pure: no
 * ElectroDB keys, absent optional attributes as `null`, counts never below zero, people as
 * {@link PostAuthor} (no email).
 */
import type { EntityItem } from 'electrodb';
import type { Comment, Post, PostAuthor } from '@seamline/shared/contracts/posts';
import type { Post as PostEntity } from '@seamline/shared/db/entities/post';
import type { PostComment as PostCommentEntity } from '@seamline/shared/db/entities/post-comment';
import type { PostProduct } from './post-products';

export type PostItem = EntityItem<typeof PostEntity>;
export type CommentItem = EntityItem<typeof PostCommentEntity>;

/** A post's counts as readers see them. */
export interface PostCountsView {
  likeCount: number;
  commentCount: number;
  shareCount: number;
}

const nonNegative = (n: number | undefined) => Math.max(0, Math.trunc(n ?? 0));

/**
 * The counts of a PostCounts item (no item = all 0). A counter is never shown below zero
 * (it cannot go there: every −1 follows its +1 through the processor; clamped defensively).
 */
export function countsOf(item: Partial<PostCountsView> | null | undefined): PostCountsView {
  return {
    likeCount: nonNegative(item?.likeCount),
    commentCount: nonNegative(item?.commentCount),
    shareCount: nonNegative(item?.shareCount),
  };
}

/** The parts of a post DTO that are read from other items. */
export interface PostParts {
  author: PostAuthor;
  product: PostProduct | null;
  counts: PostCountsView;
  likedByMe: boolean;
  /** The viewer shares the post (PostShare of the pair exists). */
  sharedByMe: boolean;
  /** Image URLs in order (presigned GETs). */
  images: string[];
}

/** A stored Post with its parts → `Post` (spec 02 §3 Post; issue 18 GET /api/posts/{postId}). */
export function postDto(post: PostItem, parts: PostParts): Post {
  return {
    id: post.postId,
    author: parts.author,
    product: parts.product,
    caption: post.caption ?? null,
    images: parts.images,
    createdAt: post.createdAt,
    ...parts.counts,
    likedByMe: parts.likedByMe,
    sharedByMe: parts.sharedByMe,
  };
}

/**
 * A stored comment → `Comment`: the text exactly as stored (plain text, never HTML),
 * `canDelete` for its author and the post's author.
 */
export function commentDto(comment: CommentItem, user: PostAuthor, viewerId: string): Comment {
  return {
    id: comment.commentId,
    postId: comment.postId,
    content: comment.content,
    createdAt: comment.createdAt,
    user,
    canDelete: viewerId === comment.userId || viewerId === comment.postAuthorId,
  };
}
