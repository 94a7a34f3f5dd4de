/**
 * Rebuild of a returning person's feed (issue 19: "only active users' feeds are written; a
 * returning user's feed is rebuilt from the people they follow on first read"). Run by the read
 * path when the person has not read their feed for 30 days (or never has):
 *
 * 1. the {@link FEED_LIMITS.rebuildFollowees} people they followed most recently (one Query, gsi2);
 * 2. which of them are pulled authors (BatchGet of FeedAuthor, 100 keys a request) → FeedPull
 *    markers (their posts are merged at read);
 * 3. for the others, in parallel ({@link REBUILD_CONCURRENCY} at a time): their latest
 *    {@link FEED_LIMITS.rebuildPostsPerFollowee} posts (Post gsi1), their latest as many shares of
 *    other people's posts (PostShare gsi1: friend_post is posts AND shares) and 2 latest boards
 *    (three Queries each);
 * 4. fit matches: the person's top 20 fit-similar people (the matches index) and their 3 latest
 *    saves each;
 * 5. the newest {@link FEED_LIMITS.entriesKept} of all that become entries (BatchWriteItem), and
 *    FeedState says read now and rebuilt now.
 * Likes are not a feed source. Pulled followees' posts and shares come from their FeedAuthor
 * `recent` lists at read. Cost grows with the number of people followed (≤ 3 Queries each) — once
 * per return, never per page.
 */
import { FEED_LIMITS } from '@seamline/shared/contracts/feed-constants';
import { db } from '../_core/aws-clients';
import { batchGetAll, latestBodyOf } from '../people/people-reads';
import { followingOf } from '../people/follow-graph';
import { nearestFits } from '../people/matches.service';
import { entriesFor, latestPostItems, latestShareItems, type AuthorItem } from './fan-out';
import { chunks, inParallel, putEntries, putPulls, type FeedEntryItem } from './feed-store';
import { entryIds, entryTtl, newestFirst } from './feed-rank';
import { sizeOfNotes } from './feed-reasons';

/** Followees read at once during a rebuild. */
export const REBUILD_CONCURRENCY = 16;
/** Boards read per followee. */
const BOARDS_PER_FOLLOWEE = 2;
/** Fit-similar people whose saves a rebuild reads, and saves each. */
const REBUILD_MATCHES = 20;
const SAVES_PER_MATCH = 3;

/** The latest public boards with items of `ownerId` as feed items (rank = created). */
async function latestBoardItems(ownerId: string): Promise<AuthorItem[]> {
  const { data } = await db.entities.moodboard.query
    .byOwner({ userId: ownerId })
    .go({ order: 'desc', limit: BOARDS_PER_FOLLOWEE, attributes: ['moodboardId', 'userId', 'isPublic', 'itemCount', 'createdAt'] });
  return data
    .filter((b) => b.isPublic === true && (b.itemCount ?? 0) > 0)
    .map((b) => ({ entryId: entryIds.moodboard(b.moodboardId, b.createdAt), type: 'moodboard' as const, rankAt: b.createdAt, actorId: b.userId, moodboardId: b.moodboardId }));
}

/** fit_match entries of the person's fit-similar people's latest saves. */
async function fitMatchEntries(userId: string, now: Date): Promise<FeedEntryItem[]> {
  const self = await latestBodyOf(userId);
  if (!self) return [];
  const fits = await nearestFits(userId, self.body, REBUILD_MATCHES);
  const perMatch = await Promise.all(
    fits.map(async (f) => {
      const { data } = await db.entities.collectionItem.query
        .newestOfUser({ userId: f.entry.userId })
        .go({ order: 'desc', limit: SAVES_PER_MATCH, attributes: ['userId', 'productId', 'savedAt', 'notes'] });
      return data.map(
        (s): FeedEntryItem => ({
          ownerId: userId,
          entryId: entryIds.fitMatch(s.userId, s.productId, 'saved'),
          type: 'fit_match',
          rankAt: s.savedAt,
          actorId: s.userId,
          productId: s.productId,
          fitSimilarity: f.score,
          action: 'saved',
          ...(sizeOfNotes(s.notes) ? { size: sizeOfNotes(s.notes)! } : {}),
          ttl: entryTtl(s.savedAt, now),
        }),
      );
    }),
  );
  return perMatch.flat();
}

export interface RebuildResult {
  followees: number;
  pulled: number;
  written: number;
}

/** Rebuild `userId`'s feed (module doc). @throws on DynamoDB errors (the read answers 500; the next read tries again). */
export async function rebuildFeed(userId: string, now = new Date()): Promise<RebuildResult> {
  const [following, fitEntries] = await Promise.all([followingOf(userId, FEED_LIMITS.rebuildFollowees), fitMatchEntries(userId, now)]);
  const pulled = new Set<string>();
  await inParallel(chunks(following.ids, 100), 4, async (ids) => {
    const authors = await batchGetAll(
      ids.map((authorId) => ({ authorId })),
      (k) => db.entities.feedAuthor.get(k).go({ attributes: ['authorId', 'pulled'] }),
    );
    for (const a of authors) if (a.pulled) pulled.add(a.authorId);
  });
  const items: AuthorItem[] = [];
  await inParallel(
    following.ids.filter((id) => !pulled.has(id)),
    REBUILD_CONCURRENCY,
    async (followeeId) => {
      const [posts, shares, boards] = await Promise.all([
        latestPostItems(followeeId, FEED_LIMITS.rebuildPostsPerFollowee),
        latestShareItems(followeeId, FEED_LIMITS.rebuildPostsPerFollowee),
        latestBoardItems(followeeId),
      ]);
      items.push(...posts, ...shares, ...boards);
    },
  );
  const entries = [...items.flatMap((i) => entriesFor([userId], i, now)), ...fitEntries].sort(newestFirst).slice(0, FEED_LIMITS.entriesKept);
  const since = now.toISOString();
  await Promise.all([
    putEntries(entries),
    putPulls([...pulled].map((authorId) => ({ ownerId: userId, authorId, since }))),
  ]);
  await db.entities.feedState.upsert({ userId, lastReadAt: since, rebuiltAt: since }).go({ response: 'none' });
  return { followees: following.ids.length, pulled: pulled.size, written: entries.length };
}
