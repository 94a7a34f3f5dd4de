/**
 * The feed's order, cursor and page merge (issue 19), pure: no I/O, unit-tested with fast-check.
 *
 * ORDER. Every entry — stored in the reader's partition (fanned out) or merged at read from an
 * author's `recent` list (hybrid fan-out) — has a rank key (`rankAt` ISO-8601, `entryId`) and the
 * feed is newest first by that key. DynamoDB sorts the stored sort key
 * `$feedentry_1#rankat_<iso>#entryid_<id>` (ElectroDB lower-cases key values) by bytes; because
 * `rankAt` is a fixed-width ISO string, that order is exactly {@link compareRank}'s order of
 * (lower-cased rankAt, lower-cased entryId). So a Query `lt` a key and an in-memory filter `<` the
 * same key cut at the same place.
 *
 * CURSOR. The key of the last entry a page CONSIDERED plus how many items were served so far
 * (the rank cap). The next page reads strictly older keys, so an entry that arrives between two
 * pages — newer than the cursor — can only appear above the first page, never twice and never
 * in place of one not yet served (issue 19 "stable cursor").
 */
import { FEED_LIMITS, type FeedFilter } from '@seamline/shared/contracts/feed-constants';

/** Where an entry sits in the feed. */
export interface RankKey {
  /** ISO-8601 (`Date.toISOString()`). */
  rankAt: string;
  entryId: string;
}

const low = (s: string) => s.toLowerCase();

/**
 * Sort order of rank keys as DynamoDB orders the stored sort keys: < 0 when `a` is OLDER than
 * `b`, > 0 when newer, 0 for the same key.
 */
export function compareRank(a: RankKey, b: RankKey): number {
  const ra = low(a.rankAt);
  const rb = low(b.rankAt);
  if (ra !== rb) return ra < rb ? -1 : 1;
  const ea = low(a.entryId);
  const eb = low(b.entryId);
  return ea === eb ? 0 : ea < eb ? -1 : 1;
}

/** Newest first. */
export const newestFirst = (a: RankKey, b: RankKey) => compareRank(b, a);

/** A decoded cursor: the last key considered, the filter it belongs to and items served so far. */
export interface FeedCursor extends RankKey {
  filter: FeedFilter;
  served: number;
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const ENTRY_ID = /^[A-Za-z0-9_:.-]{1,200}$/;

/** base64url JSON `{v: 1, f, r, e, n}`. */
export function encodeCursor(c: FeedCursor): string {
  const json = JSON.stringify({ v: 1, f: c.filter, r: c.rankAt, e: c.entryId, n: c.served });
  return Buffer.from(json, 'utf8').toString('base64url');
}

/**
 * The cursor of `filter`, or null when `raw` is not a cursor this route answered for that filter
 * (malformed, tampered, another filter's, or past the rank cap). Never throws.
 */
export function decodeCursor(raw: string, filter: FeedFilter): FeedCursor | null {
  if (!/^[A-Za-z0-9_-]+$/.test(raw)) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { v, f, r, e, n } = value as Record<string, unknown>;
  if (v !== 1 || f !== filter) return null;
  if (typeof r !== 'string' || !ISO.test(r) || Number.isNaN(Date.parse(r))) return null;
  if (typeof e !== 'string' || !ENTRY_ID.test(e)) return null;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > FEED_LIMITS.entriesKept) return null;
  return { filter, rankAt: r, entryId: e, served: n };
}

/** What {@link mergePage} needs of an entry. */
export type Ranked = RankKey & { expired?: boolean };

export interface MergeInput<T extends Ranked> {
  /** The stored entries the Query answered (strictly older than the cursor), newest first. */
  stored: readonly T[];
  /** Whether the Query stopped at its Limit with more stored entries after the last one. */
  storedHasMore: boolean;
  /** Entries merged at read (pulled authors' recent items), any order, any age. */
  pulled: readonly T[];
  /** The cursor's key (null on the first page): only strictly older pulled entries count. */
  after: RankKey | null;
  /** Items this page may take. */
  limit: number;
}

export interface MergedPage<T> {
  items: T[];
  /** The key the next page continues after (null when nothing follows). */
  last: RankKey | null;
}

/**
 * One page of the merged feed (module doc). Rules:
 * - pulled entries at or above the cursor are left out (served before, or newer than the page);
 * - while more stored entries follow, a pulled entry OLDER than the last stored one read waits for
 *   a later page (an unread stored entry may be newer than it);
 * - duplicates (same entryId: a post both fanned out and pulled) count once; expired entries are
 *   consumed but not returned;
 * - `last` is the key of the last entry consumed, or the last stored key read when the page
 *   consumed every stored entry it read and more follow.
 */
export function mergePage<T extends Ranked>({ stored, storedHasMore, pulled, after, limit }: MergeInput<T>): MergedPage<T> {
  const boundary = storedHasMore && stored.length ? stored[stored.length - 1]! : null;
  const eligible = pulled.filter(
    (p) => (!after || compareRank(p, after) < 0) && (!boundary || compareRank(p, boundary) >= 0),
  );
  const pool = [...stored, ...eligible].sort(newestFirst);
  const seen = new Set<string>();
  const items: T[] = [];
  let last: RankKey | null = null;
  let consumed = 0;
  for (const entry of pool) {
    if (items.length >= limit) break;
    consumed++;
    last = { rankAt: entry.rankAt, entryId: entry.entryId };
    if (seen.has(entry.entryId) || entry.expired) continue;
    seen.add(entry.entryId);
    items.push(entry);
  }
  const poolLeft = pool.slice(consumed).some((e) => !seen.has(e.entryId));
  const pulledLeft = pulled.some((p) => (!after || compareRank(p, after) < 0) && (!last || compareRank(p, last) < 0) && !seen.has(p.entryId));
  if (!poolLeft && !storedHasMore && !pulledLeft) return { items, last: null };
  if (!poolLeft && storedHasMore && boundary && (!last || compareRank(boundary, last) < 0)) last = boundary;
  return { items, last: last ?? (after ? { rankAt: after.rankAt, entryId: after.entryId } : null) };
}

/** True when the person read their feed within `FEED_LIMITS.activeDays` of `now` (issue 19 active rule). */
export function isActive(lastReadAt: string | undefined | null, now: Date): boolean {
  if (!lastReadAt) return false;
  const at = Date.parse(lastReadAt);
  return Number.isFinite(at) && now.getTime() - at <= FEED_LIMITS.activeDays * 24 * 60 * 60 * 1000;
}

/** Epoch seconds an entry ranked at `rankAt` expires (`FEED_LIMITS.entryTtlDays` after it, at least an hour from now). */
export function entryTtl(rankAt: string, now: Date): number {
  const rank = Date.parse(rankAt);
  const byRank = (Number.isFinite(rank) ? rank : now.getTime()) + FEED_LIMITS.entryTtlDays * 24 * 60 * 60 * 1000;
  return Math.floor(Math.max(byRank, now.getTime() + 60 * 60 * 1000) / 1000);
}

/** Entry ids (deterministic for what they report; see `shared/db/entities/feed-entry.ts`). */
export const entryIds = {
  post: (postId: string) => `p:${postId}`,
  share: (shareId: string) => `s:${shareId}`,
  /** A public board's update: at most one entry per board and UTC day. */
  moodboard: (moodboardId: string, at: string) => `m:${moodboardId}:${at.slice(0, 10)}`,
  fitMatch: (userId: string, productId: string, action: string) => `fm:${userId}:${productId}:${action}`,
  aiPick: (productId: string, at: string) => `ai:${productId}:${at.slice(0, 10)}`,
};
