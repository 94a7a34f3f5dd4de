/**
 * Block (issue 19; blocking): A blocks B. Written as TWO rows in ONE TransactWriteItems
 * (`functions/people/blocks.service.ts`): the blocker's row (`userId` A, `otherUserId` B,
 * `direction` `blocks`) and a reverse row in the blocked person's partition (`userId` B,
 * `otherUserId` A, `direction` `blocked_by`). So each person's partition holds everyone hidden
 * from them in either direction, and a mutual block is four rows (no key collides).
 * Both rows are created with `attribute_not_exists` (a second block writes nothing) and deleted
 * together on unblock. The blocker's count lives in BlockCount (cap: `BLOCK_LIMITS.maxBlocked`).
 *
 * Access patterns:
 * - everyone hidden from X (feed filter): table, Query pk `$seamline#userid_<X>`,
 *   `begins_with(sk, $block_1#)`, Limit `BLOCK_LIMITS.hiddenRead` (one bounded Query);
 * - is there a block between X and Y, either way (follow, like, comment, share, profile,
 *   notifications): table, Query pk `$seamline#userid_<X>`,
 *   `begins_with(sk, $block_1#otheruserid_<Y>#direction_)` (≤ 2 rows: one request, like a GetItem);
 * - one row by key (ConditionCheck of a follow; BatchGet of a page's people): pk
 *   `$seamline#userid_<X>`, sk `$block_1#otheruserid_<Y>#direction_<blocks|blocked_by>`;
 * - the people X blocked, most recent first: gsi1, gsi1pk `$seamline#userid_<X>#direction_blocks`,
 *   gsi1sk `$block_1#createdat_<iso>#otheruserid_<Y>` (Query descending, Limit + cursor). The
 *   reverse rows land in `…#direction_blocked_by` partitions that nothing lists.
 */
import { Entity } from 'electrodb';

/** `blocks`: the partition's owner blocked `otherUserId`; `blocked_by`: `otherUserId` blocked the owner. */
export const BLOCK_DIRECTIONS = ['blocks', 'blocked_by'] as const;
export type BlockDirection = (typeof BLOCK_DIRECTIONS)[number];

export const Block = new Entity({
  model: { entity: 'block', version: '1', service: 'seamline' },
  attributes: {
    /** Whose partition the row is in. */
    userId: { type: 'string', required: true, readOnly: true },
    /** The other person of the pair. */
    otherUserId: { type: 'string', required: true, readOnly: true },
    direction: { type: BLOCK_DIRECTIONS, required: true, readOnly: true },
    /** ISO-8601 instant of the block (the same on both rows). */
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byPerson: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['otherUserId', 'direction'] },
    },
    byDirection: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId', 'direction'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'otherUserId'] },
    },
  },
});
