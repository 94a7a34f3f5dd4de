/**
 * The bell's reads and writes (issue 18 "Notifications"; spec 02 §2.9, §4, §9): the list with
 * the badge, mark one read, mark all seen (the bell was opened), Clear All. Rows are written
 * only by the notifications processor; this module never creates one.
 */
import type * as z from 'zod';
import { SOCIAL_ERRORS, type notificationPageSchema } from '@seamline/shared/contracts/notifications';
import { db } from '../_core/aws-clients';
import { isConditionalFailure } from '../_core/db-errors';
import { NotFound } from '../_core/http-errors';
import { withCursor } from '../people/pages';
import { isLive, visibleNotifications } from './notification-views';
import { isUnseen, stateOf, unseenCountOf } from './notification-state';

export { markAllSeen, unseenCountOf } from './notification-state';

type NotificationPage = z.infer<typeof notificationPageSchema>;

/** Page size of `GET /api/notifications` without `?limit=` (the list keeps at most 50). */
export const NOTIFICATIONS_PAGE = 20;

/**
 * One page of the caller's notifications, newest change first, and the badge. Rows past their
 * 90-day TTL are left out (DynamoDB deletes them later), and so are rows hidden at read (issue
 * 33: a hidden actor, a removed post or comment; `notification-views.ts`). The badge is the stored
 * counter, less — on the first page — the unseen rows of that page hidden at read (exact while the
 * unseen rows fit in one page, as they do unless more than `limit` arrived since the bell was last
 * opened; opening the bell zeroes it anyway). Reads: one Query (gsi1), one GetItem of the
 * counters, then one parallel round of the actors, the caller's Block rows and the rows' posts.
 * @throws BadRequest (400) 'Invalid cursor'.
 */
export async function listNotifications(
  userId: string,
  { cursor, limit = NOTIFICATIONS_PAGE }: { cursor?: string; limit?: number },
  now = new Date(),
): Promise<NotificationPage> {
  const [page, state] = await Promise.all([
    withCursor(cursor, db.entities.notification.query.newest({ recipientId: userId }), (q, c) =>
      q.go({ order: 'desc', limit, cursor: c }),
    ),
    stateOf(userId),
  ]);
  const { items, hidden } = await visibleNotifications(userId, page.data.filter((row) => isLive(row, now)));
  const hiddenUnseen = cursor === undefined ? hidden.filter((row) => isUnseen(row.updatedAt, state.seenAt)).length : 0;
  return { items, unseenCount: Math.max(0, state.unseen - hiddenUnseen), nextCursor: page.cursor };
}

/**
 * Mark one of the caller's rows read (its unread dot goes). Someone else's id is not in the
 * caller's partition, so it is "not found" like an unknown or expired one.
 * @returns the badge (unchanged: read and seen are separate states).
 * @throws NotFound (404) 'Notification not found'.
 */
export async function markRead(userId: string, notificationId: string, now = new Date()): Promise<number> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  try {
    // Ids are made lower-case (`aggregation.ts`) and keys are case-insensitive: keep the stored case.
    await db.entities.notification
      .patch({ recipientId: userId, notificationId: notificationId.toLowerCase() })
      .set({ isRead: true })
      .where((a, op) => op.gt(a.ttl, nowSeconds))
      .go();
  } catch (error) {
    if (isConditionalFailure(error)) throw new NotFound(SOCIAL_ERRORS.notificationNotFound);
    throw error;
  }
  return unseenCountOf(userId);
}

/** Deletes in flight at a time while clearing. */
const CLEAR_CONCURRENCY = 10;

/**
 * Clear All: delete every row of the caller (≤ 50 kept, plus any the processor has not trimmed
 * yet), then badge 0, `seenAt` now and `total` minus what this call deleted. Each delete is
 * conditional, so a row trimmed or deleted concurrently is not counted twice.
 */
export async function clearAll(userId: string, now = new Date()): Promise<void> {
  const { data: rows } = await db.entities.notification.query
    .byRecipient({ recipientId: userId })
    .go({ pages: 'all', consistent: true, attributes: ['recipientId', 'notificationId'] });
  let deleted = 0;
  for (let i = 0; i < rows.length; i += CLEAR_CONCURRENCY) {
    const outcomes = await Promise.all(
      rows.slice(i, i + CLEAR_CONCURRENCY).map(async ({ recipientId, notificationId }) => {
        try {
          await db.entities.notification.remove({ recipientId, notificationId }).go();
          return 1;
        } catch (error) {
          if (isConditionalFailure(error)) return 0;
          throw error;
        }
      }),
    );
    deleted += outcomes.reduce<number>((sum, n) => sum + n, 0);
  }
  const { total } = await stateOf(userId);
  await db.entities.notificationState
    .update({ userId })
    .set({ seenAt: now.toISOString(), unseen: 0 })
    .add({ total: -Math.min(deleted, total) })
    .go();
}
