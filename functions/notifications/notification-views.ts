/**
 * Notification rows → the bell's DTO (`shared/contracts/notifications.ts` notificationSchema):
 * actors with their current names and avatars (never an email), the sentence and the target
 * built by `notification-text.ts`. One BatchGet of the actors of every row shown (≤ 3 per row).
 */
import type { EntityItem } from 'electrodb';
import type { Notification } from '@seamline/shared/contracts/notifications';
import type { PostAuthor } from '@seamline/shared/contracts/posts';
import type { Notification as NotificationEntity } from '@seamline/shared/db/entities/notification';
import { usersById, type UserItem } from '../people/people-reads';
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

/** One row as the bell shows it, with the actors found in `users` (missing accounts are left out). */
export function notificationDtoOf(row: NotificationItem, users: ReadonlyMap<string, UserItem>): Notification {
  const actors = row.actorIds.flatMap((id) => {
    const user = users.get(id);
    return user ? [actorOf(user)] : [];
  });
  const names = row.actorIds.flatMap((id) => {
    const user = users.get(id);
    return user ? [displayNameOf(user)] : [];
  });
  return {
    id: row.notificationId,
    type: row.type,
    message: messageOf(row.type, names, row.actorCount, row.message),
    actors,
    actorCount: row.actorCount,
    postId: row.postId ?? null,
    targetUrl: targetUrlOf(row),
    createdAt: row.updatedAt,
    isRead: row.isRead,
  };
}

/** The DTOs of `rows`, in order, reading every actor once. */
export async function notificationDtos(rows: readonly NotificationItem[]): Promise<Notification[]> {
  const users = await usersById(rows.flatMap((r) => r.actorIds));
  return rows.map((row) => notificationDtoOf(row, users));
}

/** True while a row is alive: TTL deletion lags, so readers drop rows past their `ttl`. */
export function isLive(row: Pick<NotificationItem, 'ttl'>, now: Date): boolean {
  return row.ttl > Math.floor(now.getTime() / 1000);
}
