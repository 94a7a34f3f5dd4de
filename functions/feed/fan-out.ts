/**
 * Hybrid fan-out of an author's new feed item (issue 19 Design), run by the `feed-fanout` stream
 * processor for posts, shares and public moodboard updates:
 *
 * - PUSH (the author has ≤ threshold followers, default 5,000): read the author's followers
 *   (Follow gsi1, pages of {@link FOLLOWER_PAGE}), keep the ACTIVE ones (FeedState read in the
 *   last 30 days, BatchGet 100 a request) and PUT one FeedEntry into each one's feed partition
 *   (BatchWriteItem 25 a request, unprocessed items retried; `feed-store.ts`), then `feed_updated`
 *   to the subscribed sockets of those who may be online (FeedState `liveUntil`: no connection
 *   look-up for offline people). Cost: O(followers) reads and O(active followers) writes, once per item.
 * - PULL (more followers than the threshold, or already pulled): ONE conditional UpdateItem of the
 *   author's FeedAuthor `recent` list; readers merge it into their pages. The first time an author
 *   is pulled, each follower gets a FeedPull marker (one-off O(followers) writes) and `recent` is
 *   seeded with the author's latest posts, so nothing they posted before goes missing.
 *
 * Idempotent: entries and markers have deterministic keys (PUT again = same item) and `recent` is
 * deduplicated by entry id, so a redelivered record changes nothing twice.
 */
import { FEED_LIMITS, type FeedItemType } from '@seamline/shared/contracts/feed-constants';
import { db } from '../_core/aws-clients';
import { isConditionalFailure } from '../_core/db-errors';
import { celebrityThreshold, deleteEntryKeys, feedStatesOf, pushFeedUpdated, putEntries, putPulls, type FeedEntryItem } from './feed-store';
import { entryIds, entryTtl, newestFirst } from './feed-rank';

/** Followers read per Query page (ids only). */
export const FOLLOWER_PAGE = 2000;

/** What an author's item puts into a follower's feed (the owner and TTL are added per follower). */
export interface AuthorItem {
  entryId: string;
  type: Extract<FeedItemType, 'friend_post' | 'moodboard'>;
  rankAt: string;
  actorId: string;
  postId?: string;
  /** Copied from the (immutable) Post: its author, product and the product's source. */
  postAuthorId?: string;
  productSource?: 'catalogue' | 'closet';
  shareId?: string;
  moodboardId?: string;
  productId?: string;
}

export interface FanOutOptions {
  now?: Date;
  /** Followers above which the author is pulled (default: env FEED_CELEBRITY_FOLLOWERS). */
  celebrityFollowers?: number;
}

export type FanOutResult =
  | { mode: 'push'; followers: number; written: number }
  | { mode: 'pull'; followers: number; written: number; turnedPulled: boolean };

/** Every follower id of `authorId` (Follow gsi1, pages of {@link FOLLOWER_PAGE}). */
export async function followerIdsOf(authorId: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const page: { data: { followerId: string }[]; cursor: string | null } = await db.entities.follow.query
      .followersOf({ followingId: authorId })
      .go({ cursor, limit: FOLLOWER_PAGE, attributes: ['followerId'] });
    for (const f of page.data) ids.push(f.followerId);
    cursor = page.cursor;
  } while (cursor);
  return ids;
}

type RecentItem = NonNullable<Awaited<ReturnType<typeof readAuthor>>>['recent'][number];

async function readAuthor(authorId: string) {
  const { data } = await db.entities.feedAuthor.get({ authorId }).go({ consistent: true });
  return data ? { ...data, recent: data.recent ?? [] } : null;
}

const recentOf = (item: AuthorItem): RecentItem => ({
  entryId: item.entryId,
  type: item.type,
  rankAt: item.rankAt,
  actorId: item.actorId,
  ...(item.postId ? { postId: item.postId } : {}),
  ...(item.postAuthorId ? { postAuthorId: item.postAuthorId } : {}),
  ...(item.productId ? { productId: item.productId } : {}),
  ...(item.productSource ? { productSource: item.productSource } : {}),
  ...(item.shareId ? { shareId: item.shareId } : {}),
  ...(item.moodboardId ? { moodboardId: item.moodboardId } : {}),
});

/** `recent` with `items` added: each entry once, newest first, the latest {@link FEED_LIMITS.pulledRecentKept}. */
export function withRecent(recent: readonly RecentItem[], items: readonly RecentItem[]): RecentItem[] {
  const byId = new Map<string, RecentItem>();
  for (const r of [...items, ...recent]) if (!byId.has(r.entryId)) byId.set(r.entryId, r);
  return [...byId.values()].sort(newestFirst).slice(0, FEED_LIMITS.pulledRecentKept);
}

/** Attempts of the `recent` read-modify-write against concurrent writers. */
const RECENT_ATTEMPTS = 8;

/** `recent` without the entry `entryId` (pure). */
export function withoutRecent(recent: readonly RecentItem[], entryId: string): RecentItem[] {
  return recent.filter((r) => r.entryId !== entryId);
}

/** Take `entryId` out of a pulled author's `recent` (conditional on the version read). @throws after {@link RECENT_ATTEMPTS} conflicts. */
async function removeRecent(authorId: string, entryId: string): Promise<boolean> {
  for (let attempt = 0; attempt < RECENT_ATTEMPTS; attempt++) {
    const author = await readAuthor(authorId);
    if (!author || !author.recent.some((r) => r.entryId === entryId)) return false;
    try {
      await db.entities.feedAuthor
        .patch({ authorId })
        .set({ recent: withoutRecent(author.recent, entryId), version: author.version + 1 })
        .where((a, op) => op.eq(a.version, author.version))
        .go({ response: 'none' });
      return true;
    } catch (error) {
      if (!isConditionalFailure(error)) throw error;
    }
  }
  throw new Error(`FeedAuthor ${authorId}: too many concurrent updates`);
}

/** Add items to a pulled author's `recent` (conditional on the version read). @throws after {@link RECENT_ATTEMPTS} conflicts. */
async function addRecent(authorId: string, items: readonly RecentItem[]): Promise<void> {
  for (let attempt = 0; attempt < RECENT_ATTEMPTS; attempt++) {
    const author = await readAuthor(authorId);
    if (!author) throw new Error(`FeedAuthor ${authorId} missing`);
    try {
      await db.entities.feedAuthor
        .patch({ authorId })
        .set({ recent: withRecent(author.recent, items), version: author.version + 1 })
        .where((a, op) => op.eq(a.version, author.version))
        .go({ response: 'none' });
      return;
    } catch (error) {
      if (!isConditionalFailure(error)) throw error;
    }
  }
  throw new Error(`FeedAuthor ${authorId}: too many concurrent updates`);
}

/** The latest `limit` posts of `authorId` as feed items (Post gsi1, descending). */
export async function latestPostItems(authorId: string, limit: number): Promise<AuthorItem[]> {
  const { data } = await db.entities.post.query
    .byAuthor({ userId: authorId })
    .go({ order: 'desc', limit, attributes: ['postId', 'userId', 'productId', 'productSource', 'createdAt'] });
  return data.map((p) => postItemOf(p));
}

/** A post's feed item (the author's own post). */
export function postItemOf(p: { postId: string; userId: string; productId: string; productSource: 'catalogue' | 'closet'; createdAt: string }): AuthorItem {
  return {
    entryId: entryIds.post(p.postId),
    type: 'friend_post',
    rankAt: p.createdAt,
    actorId: p.userId,
    postId: p.postId,
    postAuthorId: p.userId,
    productId: p.productId,
    productSource: p.productSource,
  };
}

/** What a share item carries (PostShare: the sharer is `userId`; product copied from the Post when present). */
export interface ShareFields {
  shareId: string;
  postId: string;
  userId: string;
  postAuthorId: string;
  sharedAt: string;
  productId?: string;
  productSource?: 'catalogue' | 'closet';
}

/**
 * A share's feed item ('Ben shared Dee's post', entry `s:<shareId>`, ranked at the share's time),
 * or null for a share of one's own post (not news). Without the copied product the reader reads
 * the Post (a second hydration round).
 */
export function shareItemOf(s: ShareFields): AuthorItem | null {
  if (s.userId === s.postAuthorId) return null;
  return {
    entryId: entryIds.share(s.shareId),
    type: 'friend_post',
    rankAt: s.sharedAt,
    actorId: s.userId,
    postId: s.postId,
    postAuthorId: s.postAuthorId,
    shareId: s.shareId,
    ...(s.productId && s.productSource ? { productId: s.productId, productSource: s.productSource } : {}),
  };
}

/**
 * The latest `limit` shares by `sharerId` of other people's posts as feed items (PostShare gsi1,
 * descending: ONE Query; shares of their own posts are read and skipped, so fewer may come back).
 */
export async function latestShareItems(sharerId: string, limit: number): Promise<AuthorItem[]> {
  const { data } = await db.entities.postShare.query
    .bySharer({ userId: sharerId })
    .go({ order: 'desc', limit, attributes: ['shareId', 'postId', 'userId', 'postAuthorId', 'sharedAt', 'productId', 'productSource'] });
  return data.flatMap((s) => shareItemOf(s) ?? []);
}

/**
 * Turn `authorId` pulled: the FeedAuthor item first (created once, `recent` seeded with the latest
 * posts), so a follow made from now on gets a marker; then a FeedPull marker for every follower;
 * then `markersAt`. A turn interrupted before `markersAt` is completed by the next item.
 * @returns how many markers were written.
 */
async function turnPulled(authorId: string, exists: boolean, now: Date): Promise<number> {
  const since = now.toISOString();
  if (!exists) {
    const latest = await latestPostItems(authorId, FEED_LIMITS.pulledRecentKept);
    try {
      await db.entities.feedAuthor
        .create({ authorId, pulled: true, pulledSince: since, recent: withRecent([], latest.map(recentOf)), version: 1 })
        .go({ response: 'none' });
    } catch (error) {
      if (!isConditionalFailure(error)) throw error;
    }
  }
  const followers = await followerIdsOf(authorId);
  await putPulls(followers.map((ownerId) => ({ ownerId, authorId, since })));
  await db.entities.feedAuthor.patch({ authorId }).set({ markersAt: since }).go({ response: 'none' });
  return followers.length;
}

/** FeedEntry items of `item` for each owner. */
export function entriesFor(owners: Iterable<string>, item: AuthorItem, now: Date): FeedEntryItem[] {
  const ttl = entryTtl(item.rankAt, now);
  return [...owners].map((ownerId) => ({ ownerId, ...item, ttl }));
}

/**
 * Fan `item` of `authorId` out to their followers' feeds (module doc).
 * @throws on DynamoDB errors after retries (the stream record is retried; every write is idempotent).
 */
export async function fanOut(authorId: string, item: AuthorItem, options: FanOutOptions = {}): Promise<FanOutResult> {
  const now = options.now ?? new Date();
  const threshold = options.celebrityFollowers ?? celebrityThreshold();
  const [stats, author] = await Promise.all([
    db.entities.profileStats.get({ userId: authorId }).go({ attributes: ['followers'] }),
    readAuthor(authorId),
  ]);
  const counted = stats.data?.followers ?? 0;
  if (author?.pulled || counted > threshold) {
    let written = 1;
    const turnedPulled = !author?.markersAt;
    if (turnedPulled) written += await turnPulled(authorId, author !== null, now);
    await addRecent(authorId, [recentOf(item)]);
    return { mode: 'pull', followers: counted, written, turnedPulled };
  }
  const followers = await followerIdsOf(authorId);
  const { active, live } = await feedStatesOf(followers, now);
  const written = await putEntries(entriesFor(active, item, now));
  await pushFeedUpdated(live, item);
  return { mode: 'push', followers: followers.length, written };
}

/** What {@link withdraw} did: entries deleted from followers' feeds, and whether `recent` lost it. */
export interface WithdrawResult {
  followers: number;
  fromRecent: boolean;
}

/**
 * Take `item` of `authorId` back out of their followers' feeds (issue 32: an un-shared share):
 * out of the author's FeedAuthor `recent` when they are pulled, and — unless the item was made
 * after they turned pulled (then it was never pushed) — a DELETE of its deterministic key
 * (owner, `rankAt`, `entryId`) in every follower's partition (BatchWriteItem; a follower who
 * never got it costs a no-op delete). Followers are read as the fan-out reads them, so the cost
 * is the fan-out's. Idempotent: deleting a deleted entry changes nothing.
 * @throws on DynamoDB errors after retries (the stream record is retried).
 */
export async function withdraw(authorId: string, item: Pick<AuthorItem, 'entryId' | 'rankAt'>): Promise<WithdrawResult> {
  const author = await readAuthor(authorId);
  const fromRecent = author?.pulled ? await removeRecent(authorId, item.entryId) : false;
  const pushedNever = author?.pulled === true && author.pulledSince !== undefined && item.rankAt >= author.pulledSince;
  if (pushedNever) return { followers: 0, fromRecent };
  const followers = await followerIdsOf(authorId);
  await deleteEntryKeys(followers.map((ownerId) => ({ ownerId, rankAt: item.rankAt, entryId: item.entryId })));
  return { followers: followers.length, fromRecent };
}
