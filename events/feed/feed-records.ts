/**
 * What a stream record means for the feed (issue 19), pure: the decisions of the `feed-fanout`,
 * `feed-follows` and `feed-fit-matches` processors without a table (unit-tested with the filter
 * patterns of `processors.ts`).
 */
import type { DynamoDBRecord } from 'aws-lambda';
import type { FitMatchAction } from '@seamline/shared/contracts/feed-constants';
import { entryIds } from '@seamline/functions/feed/feed-rank';
import { sizeOfNotes } from '@seamline/functions/feed/feed-reasons';
import { postItemOf, shareItemOf, type AuthorItem } from '@seamline/functions/feed/fan-out';
import { newImage, oldImage } from '../stream-records';

const str = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/** An author's item to fan out (posts, shares, public boards); `onceKey` limits boards to one per day. */
export interface AuthorChange {
  authorId: string;
  item: AuthorItem;
  /** Moodboards: the "already fanned out today" key (`<moodboardId>:<yyyy-mm-dd>`). */
  onceKey?: string;
  /** Shares: the post's product is copied from the Post item before the fan-out. */
  needsPost?: true;
  /** An un-shared share (PostShare REMOVE, issue 32): the item leaves the followers' feeds. */
  removed?: true;
}

/** The record's time (ApproximateCreationDateTime, epoch s) as ISO-8601, else `fallback`. */
export function recordTime(record: DynamoDBRecord, fallback: Date): string {
  const s = record.dynamodb?.ApproximateCreationDateTime;
  return new Date(typeof s === 'number' && s > 0 ? s * 1000 : fallback.getTime()).toISOString();
}

/**
 * The feed item of a Post INSERT (the author's post), a PostShare INSERT (the sharer shares
 * someone else's post; sharing one's own post is not news) or a Moodboard INSERT / MODIFY that is
 * public with at least one item; a PostShare REMOVE (un-shared, issue 32) is the same item marked
 * `removed`; null for anything else.
 */
export function authorChangeOf(record: DynamoDBRecord, now = new Date()): AuthorChange | null {
  if (record.eventName === 'REMOVE') return shareRemovalOf(record);
  if (record.eventName !== 'INSERT' && record.eventName !== 'MODIFY') return null;
  const image = newImage(record);
  if (!image) return null;
  const inserted = record.eventName === 'INSERT';
  switch (image.__edb_e__) {
    case 'post':
      if (!inserted || !str(image.postId) || !str(image.userId) || !str(image.createdAt) || !str(image.productId)) return null;
      if (image.productSource !== 'catalogue' && image.productSource !== 'closet') return null;
      return {
        authorId: image.userId,
        item: postItemOf({ postId: image.postId, userId: image.userId, productId: image.productId, productSource: image.productSource, createdAt: image.createdAt }),
      };
    case 'postShare': {
      if (!inserted || !str(image.shareId) || !str(image.postId) || !str(image.userId) || !str(image.sharedAt)) return null;
      if (!str(image.postAuthorId)) return null;
      // The product is read from the Post before the fan-out (feed-fanout): a deleted post is skipped.
      const item = shareItemOf({ shareId: image.shareId, postId: image.postId, userId: image.userId, postAuthorId: image.postAuthorId, sharedAt: image.sharedAt });
      return item ? { authorId: image.userId, item, needsPost: true } : null;
    }
    case 'moodboard': {
      if (!str(image.moodboardId) || !str(image.userId) || image.isPublic !== true) return null;
      if (typeof image.itemCount !== 'number' || image.itemCount < 1) return null;
      const old = oldImage(record);
      // A rename or description edit of a public board is not news; items added or going public is.
      if (old && old.isPublic === true && typeof old.itemCount === 'number' && old.itemCount >= image.itemCount) return null;
      const at = recordTime(record, now);
      return {
        authorId: image.userId,
        item: { entryId: entryIds.moodboard(image.moodboardId, at), type: 'moodboard', rankAt: at, actorId: image.userId, moodboardId: image.moodboardId },
        onceKey: `${image.moodboardId}:${at.slice(0, 10)}`,
      };
    }
    default:
      return null;
  }
}

/** PostShare REMOVE → the share's item to withdraw from the sharer's followers' feeds, else null. */
function shareRemovalOf(record: DynamoDBRecord): AuthorChange | null {
  const image = oldImage(record);
  if (image?.__edb_e__ !== 'postShare' || !str(image.shareId) || !str(image.postId) || !str(image.userId) || !str(image.sharedAt) || !str(image.postAuthorId)) return null;
  const item = shareItemOf({ shareId: image.shareId, postId: image.postId, userId: image.userId, postAuthorId: image.postAuthorId, sharedAt: image.sharedAt });
  return item ? { authorId: image.userId, item, removed: true } : null;
}

/** A follow made or ended. */
export interface FollowChange {
  followerId: string;
  followingId: string;
  followed: boolean;
}

/** Follow INSERT (followed) / REMOVE (unfollowed); null for anything else or a self-follow. */
export function followChangeOf(record: DynamoDBRecord): FollowChange | null {
  const followed = record.eventName === 'INSERT';
  if (!followed && record.eventName !== 'REMOVE') return null;
  const image = followed ? newImage(record) : oldImage(record);
  if (image?.__edb_e__ !== 'follow' || !str(image.followerId) || !str(image.followingId)) return null;
  if (image.followerId === image.followingId) return null;
  return { followerId: image.followerId, followingId: image.followingId, followed };
}

/** A person's action on a catalogue product that their fit-similar people may see. */
export interface FitAction {
  userId: string;
  productId: string;
  action: FitMatchAction;
  /** When (ISO-8601): the entry's rank. */
  at: string;
  size: string | null;
}

/**
 * CollectionItem INSERT (saved), ClosetItem INSERT of a catalogue product (kept), Interaction
 * INSERT of type like (liked) → the action; null for anything else (custom closet items have no
 * catalogue product to show).
 */
export function fitActionOf(record: DynamoDBRecord): FitAction | null {
  if (record.eventName !== 'INSERT') return null;
  const image = newImage(record);
  if (!image || !str(image.userId) || !str(image.productId)) return null;
  switch (image.__edb_e__) {
    case 'collectionItem':
      return str(image.savedAt) ? { userId: image.userId, productId: image.productId, action: 'saved', at: image.savedAt, size: sizeOfNotes(image.notes) } : null;
    case 'closetItem':
      return str(image.savedAt)
        ? { userId: image.userId, productId: image.productId, action: 'kept', at: image.savedAt, size: str(image.size) ? image.size : sizeOfNotes(image.notes) }
        : null;
    case 'interaction': {
      const at = str(image.firstAt) ? image.firstAt : image.lastAt;
      return image.type === 'like' && str(at) ? { userId: image.userId, productId: image.productId, action: 'liked', at, size: null } : null;
    }
    default:
      return null;
  }
}
