/**
 * Reads of the block relation (issue 19; entity and keys: `shared/db/entities/block.ts`). Every
 * block is two rows, one in each person's partition, so each question below reads ONE partition:
 * - {@link blockBetween}: is there a block between two people, and which way (one Query of ≤ 2
 *   rows, as cheap as a GetItem) — follow, like, comment, share, the profile, notifications;
 * - {@link hiddenPeopleOf}: everyone hidden from a viewer in either direction — the feed and every
 *   people list: ONE GetItem of their hidden set (`hidden-set.ts`), or, when that set is not kept
 *   (a person stored before issue 33 and not yet backfilled, or blocked by more than
 *   `BLOCK_LIMITS.maxBlockedBy` people), one Query of their Block rows, Limit `hiddenRead`;
 * - {@link blockedAmong}: which of given people are hidden from a viewer (one BatchGet of 2 keys
 *   per person) — the feed's check when the Query above was cut by its limit.
 */
import { BLOCK_LIMITS } from '@seamline/shared/contracts/people';
import type { BlockDirection } from '@seamline/shared/db/entities/block';
import { db } from '../_core/aws-clients';
import { readHiddenSet } from './hidden-set';
import { batchGetAll } from './people-reads';

/** The block relation of a pair as one of them (`viewer`) sees it. */
export interface BlockRelation {
  /** The viewer blocked the other person. */
  viewerBlocks: boolean;
  /** The other person blocked the viewer. */
  blocksViewer: boolean;
}

/** True when either person blocked the other. */
export const isBlocked = (r: BlockRelation): boolean => r.viewerBlocks || r.blocksViewer;

/**
 * The block relation between `viewerId` and `otherId`, read from the viewer's partition (both
 * directions live there). One Query of at most 2 rows.
 * @param consistent strongly consistent read (processors deciding after a block just committed)
 */
export async function blockBetween(viewerId: string, otherId: string, { consistent = false } = {}): Promise<BlockRelation> {
  if (viewerId === otherId) return { viewerBlocks: false, blocksViewer: false };
  const { data } = await db.entities.block.query
    .byPerson({ userId: viewerId, otherUserId: otherId })
    .go({ attributes: ['direction'], consistent, limit: 2 });
  const has = (d: BlockDirection) => data.some((r) => r.direction === d);
  return { viewerBlocks: has('blocks'), blocksViewer: has('blocked_by') };
}

/** Everyone hidden from a viewer, as far as one bounded Query could tell. */
export interface HiddenPeople {
  ids: ReadonlySet<string>;
  /** False when the viewer's partition holds more than `BLOCK_LIMITS.hiddenRead` rows (then check by key). */
  complete: boolean;
}

/**
 * Everyone hidden from `viewerId` in either direction (people they blocked and people who
 * blocked them): ONE GetItem of the viewer's hidden set when it is kept (`hidden-set.ts`), else
 * ONE Query of the viewer's Block rows, Limit `BLOCK_LIMITS.hiddenRead` (2,000; ~100 bytes a row,
 * one 1 MB page), `complete` false only when that Query was cut.
 */
export async function hiddenPeopleOf(viewerId: string): Promise<HiddenPeople> {
  const kept = await readHiddenSet(viewerId);
  if (kept) return { ids: kept, complete: true };
  const { data, cursor } = await db.entities.block.query
    .byPerson({ userId: viewerId })
    .go({ attributes: ['otherUserId'], limit: BLOCK_LIMITS.hiddenRead });
  return { ids: new Set(data.map((r) => r.otherUserId)), complete: cursor === null };
}

/**
 * Which of `personIds` are hidden from `viewerId` (either direction): one BatchGet of the two
 * possible rows per person in the viewer's partition (100 keys a request; callers bound the ids,
 * e.g. a feed page's ≤ 50 people).
 */
export async function blockedAmong(viewerId: string, personIds: readonly string[]): Promise<Set<string>> {
  const others = [...new Set(personIds)].filter((id) => id !== viewerId);
  if (others.length === 0) return new Set();
  const keys = others.flatMap((otherUserId) =>
    (['blocks', 'blocked_by'] as const).map((direction) => ({ userId: viewerId, otherUserId, direction })),
  );
  const rows = await batchGetAll(keys, (k) => db.entities.block.get(k).go({ attributes: ['otherUserId'] }));
  return new Set(rows.map((r) => r.otherUserId));
}
