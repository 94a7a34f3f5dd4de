/**
 * `GET /api/users/{userId}/feed` (issue 19; spec 02 §2.10, §4 Feed filter, §5 25 newest first).
 *
 * A page is a bounded number of calls, independent of the number of users, posts and followees:
 * - first page only, read alongside the entries: the FeedState (GetItem) — a feed not read for 30
 *   days is rebuilt (`rebuild.ts`, once per return) and due AI Picks are refreshed (`ai-picks.ts`,
 *   once a day), after which the entries are read again; `lastReadAt` is moved at most once an hour
 *   (one UpdateItem, alongside the hydration);
 * - the stored entries: ONE Query of the caller's feed partition (or its gsi1 partition of one
 *   type for a filter), descending, strictly older than the cursor, Limit 25;
 * - merged at read (filters all / friends / moodboards): ONE Query of the caller's FeedPull
 *   markers (≤ 100) and ONE BatchGet of those authors' `recent` lists;
 * - blocked people (`blocked-filter.ts`): ONE Query of the caller's Block rows, alongside the
 *   entries; entries whose actor or post author is hidden either way are left out;
 * - hydration (`feed-hydrate.ts`): one round of parallel BatchGets bounded by the page (posts,
 *   counts, the caller's post likes and product likes, people, products, …; a second round only for
 *   entries written before the post's ids were copied into them);
 * - stale entries found on the way: one BatchWriteItem of deletes.
 * Figures: docs/architecture.md, Feed; `npm run bench -- feed`.
 */
import {
  FEED_ERRORS,
  FEED_FILTER_TYPE,
  FEED_LIMITS,
  type FeedFilter,
  type FeedItemType,
  type FeedPage,
} from '@seamline/shared/contracts/feed';
import { db } from '../_core/aws-clients';
import { BadRequest, Forbidden } from '../_core/http-errors';
import { batchGetAll } from '../people/people-reads';
import { aiPicksDue, refreshAiPicks } from './ai-picks';
import { readBlockedPeople, withoutBlockedPeople } from './blocked-filter';
import { hydrateEntries, type PageEntry } from './feed-hydrate';
import { decodeCursor, encodeCursor, isActive, mergePage, type RankKey } from './feed-rank';
import { deleteEntryKeys } from './feed-store';
import { rebuildFeed } from './rebuild';

/** `lastReadAt` is written again after this long (a read is not a write). */
export const TOUCH_AFTER_MS = 60 * 60 * 1000;

/** Types an author's `recent` list can hold, and which a filter shows. */
const PULLED_TYPES: readonly FeedItemType[] = ['friend_post', 'moodboard'];

type FeedStateItem = Awaited<ReturnType<typeof readState>>;

async function readState(userId: string) {
  return (await db.entities.feedState.get({ userId }).go({ consistent: true })).data;
}

/**
 * The first-page upkeep (module doc), given the state read alongside the entries:
 * `entries` settles the rebuild / AI Picks writes (the page must be read again after them),
 * `touch` the `lastReadAt` move (awaited with the hydration).
 */
function upkeep(userId: string, state: FeedStateItem, now: Date): { rebuild: boolean; entries: Promise<unknown> | null; touch: Promise<unknown> | null } {
  const rebuild = !isActive(state?.lastReadAt, now);
  const writes: Promise<unknown>[] = [];
  if (rebuild) writes.push(rebuildFeed(userId, now));
  if (aiPicksDue(state?.aiPicksAt, now)) writes.push(refreshAiPicks(userId, state?.aiShown ?? [], now));
  const touch =
    !rebuild && state?.lastReadAt && now.getTime() - Date.parse(state.lastReadAt) >= TOUCH_AFTER_MS
      ? db.entities.feedState.upsert({ userId, lastReadAt: now.toISOString() }).go({ response: 'none' })
      : null;
  return { rebuild, entries: writes.length ? Promise.all(writes) : null, touch };
}

/** Stored entries strictly older than `after`, newest first, at most `limit`. */
async function storedEntries(ownerId: string, type: FeedItemType | null, after: RankKey | null, limit: number) {
  const options = { order: 'desc', limit } as const;
  const key = after ? { rankAt: after.rankAt, entryId: after.entryId } : null;
  if (type) {
    const q = db.entities.feedEntry.query.byType({ ownerId, type });
    return key ? q.lt(key).go(options) : q.go(options);
  }
  const q = db.entities.feedEntry.query.byFeed({ ownerId });
  return key ? q.lt(key).go(options) : q.go(options);
}

/** The `recent` items of the caller's pulled authors, as page entries of the wanted types. */
async function pulledEntries(ownerId: string, type: FeedItemType | null): Promise<PageEntry[]> {
  if (type && !PULLED_TYPES.includes(type)) return [];
  const { data: pulls } = await db.entities.feedPull.query
    .byFeed({ ownerId })
    .go({ limit: FEED_LIMITS.pulledAuthorsRead, attributes: ['authorId'] });
  if (pulls.length === 0) return [];
  const authors = await batchGetAll(
    pulls.map(({ authorId }) => ({ authorId })),
    (k) => db.entities.feedAuthor.get(k).go({ attributes: ['authorId', 'recent'] }),
  );
  return authors.flatMap((a) =>
    (a.recent ?? [])
      .filter((r) => !type || r.type === type)
      .map((r): PageEntry => ({ ...r, ownerId, actorId: r.actorId ?? a.authorId })),
  );
}

export interface FeedReadOptions {
  now?: Date;
}

/**
 * One page of `userId`'s feed as the caller sees it (module doc).
 * @throws Forbidden (403) 'You can only see your own feed' for another person's feed.
 * @throws BadRequest (400) 'Invalid cursor' for a cursor this route did not answer for this filter.
 */
export async function feedPage(
  callerId: string,
  userId: string,
  query: { filter: FeedFilter; cursor?: string },
  { now = new Date() }: FeedReadOptions = {},
): Promise<FeedPage> {
  if (callerId !== userId) throw new Forbidden(FEED_ERRORS.notYourFeed);
  const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor, query.filter);
  if (query.cursor !== undefined && !cursor) throw new BadRequest(FEED_ERRORS.invalidCursor);
  const served = cursor?.served ?? 0;
  const limit = Math.min(FEED_LIMITS.pageSize, FEED_LIMITS.entriesKept - served);
  if (limit <= 0) return { items: [], nextCursor: null, rebuilt: false };

  const type = FEED_FILTER_TYPE[query.filter];
  const readPage = () => Promise.all([storedEntries(userId, type, cursor, limit), pulledEntries(userId, type)]);
  // First page: the state is read ALONGSIDE the entries; only a rebuild or an AI Picks refresh
  // (at most once a day) makes the page be read again after its writes.
  const [state, firstRead, blocked] = await Promise.all([cursor ? null : readState(userId), readPage(), readBlockedPeople(userId)]);
  const work = cursor ? { rebuild: false, entries: null, touch: null } : upkeep(userId, state, now);
  const rebuilt = work.rebuild;
  let [stored, pulled] = firstRead;
  if (work.entries) {
    await work.entries;
    [stored, pulled] = await readPage();
  }
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const page = mergePage<PageEntry & { expired?: boolean }>({
    stored: stored.data.map((e) => ({ ...e, expired: e.ttl <= nowSeconds })),
    storedHasMore: stored.cursor !== null,
    pulled,
    after: cursor,
    limit,
  });
  const visible = await withoutBlockedPeople(userId, page.items, blocked);
  const [{ items, stale }] = await Promise.all([hydrateEntries(userId, visible), work.touch]);
  if (stale.length) await deleteEntryKeys(stale);
  const total = served + page.items.length;
  const nextCursor =
    page.last && total < FEED_LIMITS.entriesKept ? encodeCursor({ filter: query.filter, ...page.last, served: Math.max(total, served + 1) }) : null;
  return { items, nextCursor, rebuilt };
}
