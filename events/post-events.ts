/**
 * The DomainEvents of posts (issue 18; catalogue: `catalogue.ts`, storage: `domain-events.ts`
 * `domainEventItemOf`). The posts area writes each one in the SAME TransactWriteItems as the
 * change it reports, so an event exists if and only if its change was applied. `authorId` is
 * the post's author: the person to notify (consumers skip events where `userId === authorId`,
 * nobody is notified of their own action).
 *
 * Ids are deterministic for the change (the DomainEvent item is created with
 * `attribute_not_exists(pk)`):
 * - `post.liked:<postId>:<userId>:<like createdAt>` — one per like; unlike + like again is a new
 *   like with its own `createdAt`, hence a new event (aggregation is the consumer's business);
 * - `post.commented:<postId>:<commentId>`;
 * - `post.shared:<postId>:<shareId>` — one per share; a person shares a post once (issue 32), and
 *   un-share + share again is a new share with its own `shareId`, hence a new event;
 * - `post.deleted:<postId>` — a post is deleted once.
 */
import { domainEventSchema, type DomainEvent } from './catalogue';

type EventOf<T extends DomainEvent['type']> = Extract<DomainEvent, { type: T }>;

/**
 * `post.liked` of a PostLike item.
 * @throws ZodError when a field is not a string (catalogue schema).
 */
export function postLikedEvent(like: {
  postId: string;
  userId: string;
  postAuthorId: string;
  createdAt: string;
}): EventOf<'post.liked'> {
  return domainEventSchema.parse({
    type: 'post.liked',
    id: `post.liked:${like.postId}:${like.userId}:${like.createdAt}`,
    occurredAt: like.createdAt,
    postId: like.postId,
    userId: like.userId,
    authorId: like.postAuthorId,
  }) as EventOf<'post.liked'>;
}

/**
 * `post.commented` of a PostComment item.
 * @throws ZodError when a field is not a string.
 */
export function postCommentedEvent(comment: {
  commentId: string;
  postId: string;
  userId: string;
  postAuthorId: string;
  createdAt: string;
}): EventOf<'post.commented'> {
  return domainEventSchema.parse({
    type: 'post.commented',
    id: `post.commented:${comment.postId}:${comment.commentId}`,
    occurredAt: comment.createdAt,
    postId: comment.postId,
    userId: comment.userId,
    authorId: comment.postAuthorId,
    commentId: comment.commentId,
  }) as EventOf<'post.commented'>;
}

/**
 * `post.shared` of a PostShare item.
 * @throws ZodError when a field is not a string.
 */
export function postSharedEvent(share: {
  postId: string;
  shareId: string;
  userId: string;
  postAuthorId: string;
  sharedAt: string;
}): EventOf<'post.shared'> {
  return domainEventSchema.parse({
    type: 'post.shared',
    id: `post.shared:${share.postId}:${share.shareId}`,
    occurredAt: share.sharedAt,
    postId: share.postId,
    userId: share.userId,
    authorId: share.postAuthorId,
  }) as EventOf<'post.shared'>;
}

/** The `shareId` of a `post.shared` event id (`post.shared:<postId>:<shareId>`), else null. */
export function shareIdOfEvent(eventId: string): string | null {
  const match = /^post\.shared:[^:]+:([^:]+)$/.exec(eventId);
  return match ? match[1]! : null;
}

/**
 * `post.deleted` of a post deleted by its author at `deletedAt` (ISO-8601).
 * @throws ZodError when a field is not a string.
 */
export function postDeletedEvent(post: { postId: string; authorId: string; deletedAt: string }): EventOf<'post.deleted'> {
  return domainEventSchema.parse({
    type: 'post.deleted',
    id: `post.deleted:${post.postId}`,
    occurredAt: post.deletedAt,
    postId: post.postId,
    authorId: post.authorId,
  }) as EventOf<'post.deleted'>;
}
