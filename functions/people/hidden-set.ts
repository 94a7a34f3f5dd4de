/**
 * The hidden set (issue 33, "block-aware reads add ≤ 2 ms p50 to the feed and people routes"):
 * everyone hidden from a person in either direction, kept as ONE string set on their BlockCount
 * item (`shared/db/entities/block-count.ts`), so the feed and every people list read it with one
 * GetItem of ≤ 2,000 ids instead of a Query of the person's Block rows (a 200-row Query cost the
 * feed +3.6 ms p50 in `npm run bench -- visibility`).
 *
 * Who writes it (each in the SAME TransactWriteItems as the Block rows, so it never disagrees
 * with them):
 * - block (`blocks.service.ts`): `ADD hidden` on both people's items; the blocked person's only
 *   while they are blocked by fewer than `BLOCK_LIMITS.maxBlockedBy` people, else their set is
 *   dropped (`hiddenComplete` false: reads go back to the Block rows);
 * - unblock: `DELETE hidden` on both, conditioned on the other direction's row NOT existing (a
 *   mutual block keeps both hidden); when it exists the counts change and the sets do not;
 * - account deletion (`functions/privacy/deletion-steps.ts`): the leaving person's id leaves
 *   everyone's set;
 * - registration: the item is created complete and empty; {@link rebuildHiddenSet} (the
 *   maintenance pass `npm run admin:backfill-block-sets`) makes it for people stored before.
 * Every write bumps `hiddenVersion`; a rebuild commits only if the version is still the one it
 * read, so a block that lands during a rebuild is never lost.
 */
import { BLOCK_LIMITS } from '@seamline/shared/contracts/people';
import { db } from '../_core/aws-clients';
import { isConditionalFailure } from '../_core/db-errors';

/** `BLOCK_LIMITS.maxBlockedBy` as a plain number (ElectroDB's `op.lt` wants the attribute's type). */
export const MAX_BLOCKED_BY: number = BLOCK_LIMITS.maxBlockedBy;

/**
 * The person's hidden set when it is kept complete, else `null` (the caller reads the Block rows).
 * One GetItem (≤ ~75 KB).
 */
export async function readHiddenSet(userId: string, { consistent = false } = {}): Promise<ReadonlySet<string> | null> {
  const { data } = await db.entities.blockCount.get({ userId }).go({ attributes: ['hidden', 'hiddenComplete'], consistent });
  return data?.hiddenComplete ? new Set(data.hidden ?? []) : null;
}

/** What a rebuild wrote: the set's size, or that the person is past `maxBlockedBy` (set dropped). */
export type RebuildOutcome = { userId: string; hidden: number; overflow: boolean };

/** Rebuild attempts before giving up (each lost only to a concurrent block write of the person). */
const REBUILD_ATTEMPTS = 5;

/**
 * Make `userId`'s hidden set and counts exactly their Block rows: reads the item and every Block
 * row (consistent, paged), then one UpdateItem conditioned on `hiddenVersion` being what it read
 * (or absent), retried when a block / unblock committed in between. Safe beside live traffic and
 * to repeat.
 * @throws Error when {@link REBUILD_ATTEMPTS} attempts all lost to concurrent writes.
 */
export async function rebuildHiddenSet(userId: string): Promise<RebuildOutcome> {
  for (let attempt = 1; attempt <= REBUILD_ATTEMPTS; attempt++) {
    const { data: item } = await db.entities.blockCount.get({ userId }).go({ attributes: ['hiddenVersion'], consistent: true });
    const rows = await db.entities.block.query.byPerson({ userId }).go({ attributes: ['otherUserId', 'direction'], consistent: true, pages: 'all' });
    const hidden = [...new Set(rows.data.map((r) => r.otherUserId))];
    const blocking = rows.data.filter((r) => r.direction === 'blocks').length;
    const blockedBy = rows.data.length - blocking;
    const overflow = blockedBy > MAX_BLOCKED_BY;
    const seen = item?.hiddenVersion;
    let update = db.entities.blockCount
      .update({ userId })
      .set({ blocking, blockedBy, hiddenComplete: !overflow, hiddenVersion: (seen ?? 0) + 1 });
    update = overflow || hidden.length === 0 ? update.remove(['hidden']) : update.set({ hidden });
    try {
      await update.where((a, op) => (seen === undefined ? op.notExists(a.hiddenVersion) : op.eq(a.hiddenVersion, seen))).go();
      return { userId, hidden: overflow ? 0 : hidden.length, overflow };
    } catch (error) {
      if (!isConditionalFailure(error)) throw error;
    }
  }
  throw new Error(`The hidden set of ${userId} kept changing during ${REBUILD_ATTEMPTS} rebuilds`);
}
