/**
 * Notifications FROM a person being deleted (issue 22): in another person's list, a row that
 * counts only the deleted person is deleted (counted out of `total` / the badge the same way as
 * Clear All: `deleteRowCounted`), an aggregated row loses the actor (`actorIds` without them,
 * `actorCount` − 1, conditioned on the row's `version`), and the person's NotificationActor markers
 * in that list are deleted. A recipient keeps at most 50 rows (spec 02 §9), so one call reads a
 * bounded list.
 *
 * The same removal, scoped to one post's rows of one type, takes an un-shared share out of the
 * author's 'Maya and 3 others shared your post' row (issue 32): there the actor's marker also
 * says they are counted when they are no longer among the latest 3 names. Its markers are read by
 * key, (recipient, row, actor) for each of the post's rows, never by a Query of the whole list.
 *
 * A row is deleted only when the actor was the last one counted (`actorCount` 1): a row can name
 * fewer people than it counts (earlier removals), and it keeps the others' count, its names
 * without the actor ('2 people shared your post' when no name is left).
 */
import { db } from '../_core/aws-clients';
import { isConditionalFailure } from '../_core/db-errors';
import { deleteRowCounted } from '../notifications/notification-state';

/** The attributes read of a NotificationActor marker: its key. */
const MARKER_KEY = ['recipientId', 'notificationId', 'actorId'] as const;

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
  const [{ data: all }, listMarkers] = await Promise.all([
    db.entities.notification.query.byRecipient({ recipientId }).go({ pages: 'all', consistent: true }),
    // Unscoped (account deletion): every marker of the list, read alongside the rows.
    scope ? null : db.entities.notificationActor.query.byRow({ recipientId }).go({ pages: 'all', consistent: true, attributes: [...MARKER_KEY] }),
  ]);
  const rows = scope ? all.filter((row) => row.type === scope.type && row.postId === scope.postId) : all;
  // Scoped: the actor's marker of each of the post's rows by its key — never the author's other
  // markers, which a popular author has thousands of.
  const mine = listMarkers
    ? listMarkers.data.filter((m) => m.actorId === actorId)
    : await markersInRows(recipientId, actorId, rows.map((row) => row.notificationId));
  const marked = new Set(mine.map((m) => m.notificationId));
  // Scoped: the marker also finds an actor counted beyond the latest 3 names.
  const counted = (row: { notificationId: string; actorIds: string[] }) => row.actorIds.includes(actorId) || (scope !== undefined && marked.has(row.notificationId));
  let changed = 0;
  for (const row of rows) {
    if (!counted(row)) continue;
    changed++;
    if (row.actorCount <= 1) {
      await deleteRowCounted(row);
      continue;
    }
    await removeFromRow(recipientId, row.notificationId, actorId, counted);
  }
  if (mine.length) await db.entities.notificationActor.delete(mine).go();
  return changed;
}

/** `actorId`'s markers of the rows `notificationIds` of `recipientId`: one strongly consistent GetItem per row. */
async function markersInRows(recipientId: string, actorId: string, notificationIds: readonly string[]) {
  const found = await Promise.all(
    notificationIds.map((notificationId) =>
      db.entities.notificationActor.get({ recipientId, notificationId, actorId }).go({ consistent: true, attributes: [...MARKER_KEY] }),
    ),
  );
  return found.flatMap(({ data }) => (data ? [data] : []));
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
    // Only the last one counted takes the row: names [C] with a count of 2 keep a row for C when D goes.
    if (row.actorCount <= 1) {
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
