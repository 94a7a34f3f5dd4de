/**
 * Notifications FROM a person being deleted (issue 22): in another person's list, a row whose
 * only actor is the deleted person is deleted (counted out of `total` / the badge the same way as
 * Clear All: `deleteRowCounted`), an aggregated row loses the actor (`actorIds` without them,
 * `actorCount` − 1, conditioned on the row's `version`), and the person's NotificationActor markers
 * in that list are deleted. A recipient keeps at most 50 rows (spec 02 §9), so one call reads a
 * bounded list.
 *
 * The same removal, scoped to one post's rows of one type, takes an un-shared share out of the
 * author's 'Maya and 3 others shared your post' row (issue 32): there the actor's marker also
 * says they are counted when they are no longer among the latest 3 names.
 */
import { db } from '../_core/aws-clients';
import { isConditionalFailure } from '../_core/db-errors';
import { deleteRowCounted } from '../notifications/notification-state';

/** Attempts at an aggregated row that keeps changing under us. */
const ROW_ATTEMPTS = 5;

/** Limits the removal to the rows of one post and type (un-share, issue 32). */
export interface ActorScope {
  type: 'post_share';
  postId: string;
}

/**
 * Remove `actorId` from `recipientId`'s notifications (module doc), or only from the rows of
 * `scope`. Idempotent: a second call finds nothing of the actor.
 * @returns how many rows were deleted or changed.
 * @throws on DynamoDB failures (the deletion round or the request is retried).
 */
export async function eraseActorFromNotifications(recipientId: string, actorId: string, scope?: ActorScope): Promise<number> {
  if (recipientId === actorId) return 0;
  const [{ data: all }, { data: markers }] = await Promise.all([
    db.entities.notification.query.byRecipient({ recipientId }).go({ pages: 'all', consistent: true }),
    db.entities.notificationActor.query.byRow({ recipientId }).go({ pages: 'all', consistent: true, attributes: ['recipientId', 'notificationId', 'actorId'] }),
  ]);
  const rows = scope ? all.filter((row) => row.type === scope.type && row.postId === scope.postId) : all;
  const inRows = new Set(rows.map((row) => row.notificationId));
  const mine = markers.filter((m) => m.actorId === actorId && (!scope || inRows.has(m.notificationId)));
  const marked = new Set(mine.map((m) => m.notificationId));
  // Scoped: the marker also finds an actor counted beyond the latest 3 names.
  const counted = (row: { notificationId: string; actorIds: string[] }) => row.actorIds.includes(actorId) || (scope !== undefined && marked.has(row.notificationId));
  let changed = 0;
  for (const row of rows) {
    if (!counted(row)) continue;
    changed++;
    if (row.actorIds.length <= 1 || row.actorCount <= 1) {
      await deleteRowCounted(row);
      continue;
    }
    await removeFromRow(recipientId, row.notificationId, actorId, counted);
  }
  if (mine.length) await db.entities.notificationActor.delete(mine).go();
  return changed;
}

async function removeFromRow(
  recipientId: string,
  notificationId: string,
  actorId: string,
  counted: (row: { notificationId: string; actorIds: string[] }) => boolean,
): Promise<void> {
  for (let attempt = 1; attempt <= ROW_ATTEMPTS; attempt++) {
    const { data: row } = await db.entities.notification.get({ recipientId, notificationId }).go({ consistent: true });
    if (!row || !counted(row)) return;
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
