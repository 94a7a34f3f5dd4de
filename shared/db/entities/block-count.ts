/**
 * BlockCount (issue 19; blocking): how many people a person blocks, kept in the SAME
 * TransactWriteItems as the Block rows (`ADD blocking 1` on block, conditioned on
 * `blocking < BLOCK_LIMITS.maxBlocked`; `ADD -1` on unblock), so the cap holds exactly under
 * concurrent blocks without counting rows. No item means 0.
 *
 * Access pattern: table, pk `$seamline#userid_<id>`, sk `$blockcount_1` (UpdateItem in the
 * block / unblock transactions).
 */
import { Entity } from 'electrodb';

export const BlockCount = new Entity({
  model: { entity: 'blockCount', version: '1', service: 'seamline' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    /** People this person blocks (0–1,000). */
    blocking: { type: 'number' },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
