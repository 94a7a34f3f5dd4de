/**
 * NotificationState: a person's bell counters (issue 18; spec 02 §4, §9), one item per user.
 *
 * - `seenAt`: when the person last opened the bell (ISO instant; absent = never).
 * - `unseen`: the badge, kept by atomic `ADD` — +1 when a row becomes newer than `seenAt` (a new
 *   row, or a merge into a row that was already seen), −1 when an unseen row is trimmed,
 *   deleted or expires; set to 0 with `seenAt` when the bell is opened. Reading the badge is one
 *   GetItem (O(1)), never a count over the list.
 * - `total`: how many Notification rows exist, so the processor knows when to trim the oldest
 *   beyond 50 without counting.
 *
 * Every processor write that depends on "is this row unseen?" (`updatedAt > seenAt`) is
 * conditioned on the `seenAt` it read, so a concurrent "mark all seen" makes it retry instead
 * of miscounting. No item means all zero and never seen.
 *
 * Access pattern: get / update by userId (table, pk `$seamline#userid_<id>`, sk `$notificationstate_1`).
 */
import { Entity } from 'electrodb';

export const NotificationState = new Entity({
  model: { entity: 'notificationState', version: '1', service: 'seamline' },
  attributes: {
    userId: { type: 'string', required: true },
    seenAt: { type: 'string' },
    unseen: { type: 'number', default: 0 },
    total: { type: 'number', default: 0 },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
