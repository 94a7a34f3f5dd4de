/**
 * Notifications FROM a person being deleted (issue 22): in another person's list, a row whose
 * only actor is the deleted person is deleted (counted out of `total` / the badge the same way as
 * Clear All: `deleteRowCounted`), an aggregated row loses the actor (`actorIds` without them,
 * `actorCount` − 1, conditioned on the row's `version`), and the person's NotificationActor markers
 * in that list are deleted. A recipient keeps at most 50 rows (spec 02 §9), so one call reads a
 * bounded list.
 */
import { db } from '../_core/aws-clients';
import { isConditionalFailure } from '../_core/db-errors';
import { deleteRowCounted } from '../notifications/notification-state';

/** Attempts at an aggregated row that keeps changing under us. */
const ROW_ATTEMPTS = 5;

/**
 * Remove `actorId` from `recipientId`'s notifications (module doc). Idempotent: a second call
 * finds nothing of the actor.
 * @returns how many rows were deleted or changed.
 * @throws on DynamoDB failures (the deletion round is retried).
 */
export async function eraseActorFromNotifications(recipientId: string, actorId: string): Promise<number> {
  if (recipientId === actorId) return 0;
  const [{ data: rows }, { data: markers }] = await Promise.all([
    db.entities.notification.query.byRecipient({ recipientId }).go({ pages: 'all', consistent: true }),
    db.entities.notificationActor.query.byRow({ recipientId }).go({ pages: 'all', consistent: true, attributes: ['recipientId', 'notificationId', 'actorId'] }),
  ]);
  let changed = 0;
  for (const row of rows) {
    if (!row.actorIds.includes(actorId)) continue;
    changed++;
    if (row.actorIds.length <= 1 || row.actorCount <= 1) {
      await deleteRowCounted(row);
      continue;
    }
    await removeFromRow(recipientId, row.notificationId, actorId);
  }
  const mine = markers.filter((m) => m.actorId === actorId);
  if (mine.length) await db.entities.notificationActor.delete(mine).go();
  return changed;
}

async function removeFromRow(recipientId: string, notificationId: string, actorId: string): Promise<void> {
  for (let attempt = 1; attempt <= ROW_ATTEMPTS; attempt++) {
    const { data: row } = await db.entities.notification.get({ recipientId, notificationId }).go({ consistent: true });
    if (!row || !row.actorIds.includes(actorId)) return;
    if (row.actorIds.length <= 1 || row.actorCount <= 1) {
      await deleteRowCounted(row);
      return;
    }
    try {
      await db.entities.notification
        .patch({ recipientId, notificationId })
        .set({ actorIds: row.actorIds.filter((id) => id !== actorId), actorCount: row.actorCount - 1, version: row.version + 1 })
        .where((a, op) => op.eq(a.version, row.version))
        .go();
      return;
    } catch (error) {
      if (!isConditionalFailure(error)) throw error;
    }
  }
  throw new Error(`Notification ${notificationId} of ${recipientId} kept changing`);
}
