/**
 * Notification rows → the bell's DTO (`shared/contracts/notifications.ts` notificationSchema):
 * actors with their current names and avatars (never an email), the sentence and the target
 * built by `notification-text.ts`.
 *
 * Visibility at read (issue 33 §1, §4), for rows stored before a block, a suspension or a removal
 * too: actors hidden from the recipient (a block either way, suspended) are taken out of a row —
 * its names and its count — and a row left with none of its people is left out; so is a row
 * about a removed post or comment. Nothing is deleted: an unblock or a restore brings rows back.
 * Reads, in ONE parallel round: a BatchGet of the actors (≤ 3 per row), the recipient's Block rows
 * (one Query), and a BatchGet of the rows' posts and comments (`removedAt` only).
 */
import type { EntityItem } from 'electrodb';
import type { Notification } from '@seamline/shared/contracts/notifications';
import type { PostAuthor } from '@seamline/shared/contracts/posts';
import type { Notification as NotificationEntity } from '@seamline/shared/db/entities/notification';
import { db } from '../_core/aws-clients';
import { batchGetAll, usersById, type UserItem } from '../people/people-reads';
import { canSeeContent, peopleVisibility } from '../people/visibility';
import { displayNameOf, messageOf, targetUrlOf } from './notification-text';

export type NotificationItem = EntityItem<typeof NotificationEntity>;

/** A person as a notification shows them (spec 02 §3 fromUser, without the email). */
export function actorOf(user: UserItem): PostAuthor {
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    profileImageUrl: user.profileImageUrl ?? null,
  };
}

/**
 * One row as the bell shows it, with the actors found in `users` (missing accounts are left out).
 * @param hiddenActors actors of the row the recipient may not see (module doc): left out of its
 *   people and subtracted from its count.
 * @returns null when every actor of a people's row is hidden (a system row has none and stays).
 */
export function notificationDtoOf(
  row: NotificationItem,
  users: ReadonlyMap<string, UserItem>,
  hiddenActors: ReadonlySet<string> = new Set(),
): Notification | null {
  const shown = row.actorIds.filter((id) => !hiddenActors.has(id));
  if (row.actorIds.length > 0 && shown.length === 0) return null;
  const people = shown.flatMap((id) => {
    const user = users.get(id);
    return user ? [user] : [];
  });
  const actorCount = Math.max(shown.length, row.actorCount - (row.actorIds.length - shown.length));
  return {
    id: row.notificationId,
    type: row.type,
    message: messageOf(row.type, people.map(displayNameOf), actorCount, row.message),
    actors: people.map(actorOf),
    actorCount,
    postId: row.postId ?? null,
    targetUrl: targetUrlOf(row),
    createdAt: row.updatedAt,
    isRead: row.isRead,
  };
}

/**
 * The ids among the rows' posts and comments that an admin removed (two BatchGets of `removedAt`):
 * hidden from everyone whoever the author is (`canSeeContent` with the author taken as visible;
 * the actors' own visibility is judged per row).
 */
async function removedTargets(rows: readonly NotificationItem[]): Promise<Set<string>> {
  const postIds = [...new Set(rows.flatMap((r) => (r.type !== 'other' && r.postId ? [r.postId] : [])))];
  const commentIds = [...new Set(rows.flatMap((r) => (r.commentId ? [r.commentId] : [])))];
  const [posts, comments] = await Promise.all([
    postIds.length ? batchGetAll(postIds.map((postId) => ({ postId })), (k) => db.entities.post.get(k).go({ attributes: ['postId', 'userId', 'removedAt'] })) : [],
    commentIds.length
      ? batchGetAll(commentIds.map((commentId) => ({ commentId })), (k) => db.entities.postComment.get(k).go({ attributes: ['commentId', 'userId', 'removedAt'] }))
      : [],
  ]);
  const removed = (content: { userId: string; removedAt?: string | null }) => !canSeeContent(content, true);
  return new Set([...posts.filter(removed).map((p) => p.postId), ...comments.filter(removed).map((c) => c.commentId)]);
}

/**
 * The rows of `recipientId` as they see them, in order, with those left out at read (module doc).
 * @returns `items` the DTOs shown; `hidden` the rows left out.
 */
export async function visibleNotifications(
  recipientId: string,
  rows: readonly NotificationItem[],
): Promise<{ items: Notification[]; hidden: NotificationItem[] }> {
  const actorIds = rows.flatMap((r) => r.actorIds);
  const [users, see, removed] = await Promise.all([usersById(actorIds), peopleVisibility(recipientId, actorIds), removedTargets(rows)]);
  const items: Notification[] = [];
  const hidden: NotificationItem[] = [];
  for (const row of rows) {
    // Missing actors stay in the row's ids: `notificationDtoOf` handles people who no longer exist.
    const hiddenActors = new Set(row.actorIds.filter((id) => see(users.get(id)) === 'hidden'));
    const targetRemoved = (row.type !== 'other' && !!row.postId && removed.has(row.postId)) || (!!row.commentId && removed.has(row.commentId));
    const dto = targetRemoved ? null : notificationDtoOf(row, users, hiddenActors);
    if (dto) items.push(dto);
    else hidden.push(row);
  }
  return { items, hidden };
}

/** The DTOs `recipientId` sees of `rows`, in order ({@link visibleNotifications}). */
export async function notificationDtos(recipientId: string, rows: readonly NotificationItem[]): Promise<Notification[]> {
  return (await visibleNotifications(recipientId, rows)).items;
}

/** True while a row is alive: TTL deletion lags, so readers drop rows past their `ttl`. */
export function isLive(row: Pick<NotificationItem, 'ttl'>, now: Date): boolean {
  return row.ttl > Math.floor(now.getTime() / 1000);
}
