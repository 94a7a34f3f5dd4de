/**
 * Notification preferences (issue 18): per type on/off, oneself only. No stored item means all
 * on. The notifications processor reads the same item before storing anything.
 */
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
} from '@seamline/shared/contracts/notifications';
import { db } from '../_core/aws-clients';
import { assertOwner } from '../_core/http-errors';

/** The preferences of `userId` (defaults when never saved). Server-side read, no access check. */
export async function preferencesOf(userId: string): Promise<NotificationPreferences> {
  const { data } = await db.entities.notificationPreferences.get({ userId }).go();
  if (!data) return { ...DEFAULT_NOTIFICATION_PREFERENCES };
  const { likes, comments, follows, shares, eventInvites } = data;
  return { likes, comments, follows, shares, eventInvites };
}

/**
 * `GET /api/users/{userId}/notification-preferences`.
 * @throws Forbidden (403) when `userId` is not the caller.
 */
export async function getPreferences(callerId: string, userId: string): Promise<NotificationPreferences> {
  assertOwner(callerId, userId);
  return preferencesOf(userId);
}

/**
 * `PUT /api/users/{userId}/notification-preferences`: replace all five switches.
 * @throws Forbidden (403) when `userId` is not the caller.
 */
export async function putPreferences(
  callerId: string,
  userId: string,
  preferences: NotificationPreferences,
  now = new Date(),
): Promise<NotificationPreferences> {
  assertOwner(callerId, userId);
  const { likes, comments, follows, shares, eventInvites } = preferences;
  const saved = { likes, comments, follows, shares, eventInvites };
  await db.entities.notificationPreferences.put({ userId, ...saved, updatedAt: now.toISOString() }).go();
  return saved;
}
