/**
 * BlockCount (issue 19; blocking): how many people a person blocks, kept in the SAME
 * TransactWriteItems as the Block rows (`ADD blocking 1` on block, conditioned on
 * `blocking < BLOCK_LIMITS.maxBlocked`; `ADD -1` on unblock), so the cap holds exactly under
 * concurrent blocks without counting rows. No item means 0.
 *
 * Since issue 33 it also holds the person's HIDDEN SET: the ids of everyone hidden from them in
 * either direction (the `otherUserId`s of their Block rows), maintained in the same transactions
 * (`functions/people/hidden-set.ts`), so "who is hidden from X" is ONE GetItem of ≤ ~2,000 ids
 * (≤ ~75 KB) instead of a Query of their Block rows. The set is trusted only while
 * `hiddenComplete` is true: registration creates the item complete and empty; a person stored
 * before issue 33 has none until `npm run admin:backfill-block-sets` rebuilds it; a person blocked
 * by more than `BLOCK_LIMITS.maxBlockedBy` people drops the set (`hiddenComplete` false) and is
 * read through the Block rows again.
 *
 * Access pattern: table, pk `$seamline#userid_<id>`, sk `$blockcount_1` (UpdateItem in the
 * block / unblock transactions; GetItem by every block-aware list read).
 */
import { Entity } from 'electrodb';

export const BlockCount = new Entity({
  model: { entity: 'blockCount', version: '1', service: 'seamline' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    /** People this person blocks (0–1,000). */
    blocking: { type: 'number' },
    /** People who block this person (`ADD ±1` with the Block rows; drives `BLOCK_LIMITS.maxBlockedBy`). */
    blockedBy: { type: 'number' },
    /** Everyone hidden from this person, either direction (user ids); meaningful only when `hiddenComplete`. */
    hidden: { type: 'set', items: 'string' },
    /** True when `hidden` is exactly the person's Block rows' `otherUserId`s. */
    hiddenComplete: { type: 'boolean' },
    /** Bumped by every write of `hidden` (a rebuild commits only if nothing changed since it read). */
    hiddenVersion: { type: 'number' },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
