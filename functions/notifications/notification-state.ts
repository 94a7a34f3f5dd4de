/**
 * A person's bell counters (NotificationState: `seenAt`, the O(1) `unseen` badge, `total`) and
 * the counted removal of rows (issue 18). Shared by the notifications area, the realtime
 * function (`mark_read`, `mark_all_seen`) and the notifications processor.
 *
 * The invariant kept by every writer: a row is counted in `unseen` exactly when its `updatedAt`
 * is later than `seenAt`. Writes that depend on it are conditioned on the `seenAt` they read
 * and retried when it changed in between.
 */
import { db } from '../_core/aws-clients';
import type { NotificationItem } from './notification-views';

/** Attempts of a write conditioned on `seenAt` before giving up (a concurrent 'mark all seen'). */
export const SEEN_RETRIES = 5;

export interface NotificationStateView {
  seenAt: string | undefined;
  unseen: number;
  total: number;
}

/** The counters of `userId` (strongly consistent; no item = never seen, all zero). */
export async function stateOf(userId: string): Promise<NotificationStateView> {
  const { data } = await db.entities.notificationState.get({ userId }).go({ consistent: true });
  return { seenAt: data?.seenAt, unseen: Math.max(0, data?.unseen ?? 0), total: Math.max(0, data?.total ?? 0) };
}

/** The badge: how many rows are newer than the person's `seenAt` (one GetItem). */
export async function unseenCountOf(userId: string): Promise<number> {
  return (await stateOf(userId)).unseen;
}

/** Is a row with this `updatedAt` unseen (counted in the badge) for this `seenAt`? */
export function isUnseen(updatedAt: string, seenAt: string | undefined): boolean {
  return !seenAt || Date.parse(updatedAt) > Date.parse(seenAt);
}

/**
 * The bell was opened: `seenAt` = now and the badge goes to 0 (spec 02 §4 "Opening the bell
 * marks all as seen"). One UpdateItem; creates the state when absent.
 */
export async function markAllSeen(userId: string, now = new Date()): Promise<number> {
  await db.entities.notificationState.update({ userId }).set({ seenAt: now.toISOString(), unseen: 0 }).go();
  return 0;
}

/**
 * Delete one row and count it out (`total` −1, `unseen` −1 when it was unseen) in one
 * transaction; the delete is conditioned on the row's `updatedAt` (a row merged meanwhile is
 * newer and stays), the counters on `seenAt`.
 * @returns true when this call deleted the row; false when it was gone or changed.
 * @throws Error when the state kept changing for {@link SEEN_RETRIES} attempts.
 */
export async function deleteRowCounted(row: Pick<NotificationItem, 'recipientId' | 'notificationId' | 'updatedAt'>): Promise<boolean> {
  for (let attempt = 0; attempt < SEEN_RETRIES; attempt++) {
    const state = await stateOf(row.recipientId);
    const unseen = isUnseen(row.updatedAt, state.seenAt) ? -1 : 0;
    const { canceled, data } = await db.transaction
      .write(({ notification, notificationState }) => [
        notification
          .delete({ recipientId: row.recipientId, notificationId: row.notificationId })
          .where((a, op) => op.eq(a.updatedAt, row.updatedAt))
          .commit(),
        notificationState
          .update({ userId: row.recipientId })
          .add({ total: -1, unseen })
          .where((a, op) => (state.seenAt === undefined ? op.notExists(a.seenAt) : op.eq(a.seenAt, state.seenAt)))
          .commit(),
      ])
      .go();
    if (!canceled) return true;
    const [rowReason] = data as { code?: string }[];
    if (rowReason?.code === 'ConditionalCheckFailed') return false;
  }
  throw new Error(`Notification state of ${row.recipientId} kept changing; row ${row.notificationId} not deleted`);
}
