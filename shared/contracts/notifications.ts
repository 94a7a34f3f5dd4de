/**
 * Notifications (issue 18; spec 02 §2.9 bell, §3 Notification, §4 Notifications socket, §7
 * WebSocket, §9 limits). Created by a stream processor from DomainEvents (follow, like, comment,
 * share, `other` system messages; event_invite later), aggregated at write (likes on one post /
 * follows within one day → one row with the latest 3 actors and a count), at most 50 per person,
 * 90-day TTL. Two states: seen (the badge: newer than the person's `seenAt`, an O(1) counter)
 * and read (the row's unread dot).
 */
import * as z from 'zod';
import { cursorSchema, idSchema, pageQuerySchema } from './common';
import { NOTIFICATION_TYPES } from './social-constants';
import { postAuthorSchema } from './posts';

export * from './social-constants';

/** One notification row as the bell shows it. */
export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  /** The sentence shown, e.g. 'Ana and 14 others liked your post'. */
  message: z.string(),
  /** Latest actors first, at most 3 (none for `other`). */
  actors: z.array(postAuthorSchema).max(3),
  /** Everyone who acted in this row (≥ actors.length). */
  actorCount: z.number().int().min(0),
  postId: z.string().nullable(),
  /** Where clicking the row goes: `/posts/{id}`, `/profile/{username}`, an event… */
  targetUrl: z.string(),
  /** When the row last changed (a merge moves it to the top). */
  createdAt: z.string(),
  isRead: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /api/notifications?cursor=`: newest first, plus the badge count. */
export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  unseenCount: z.number().int().min(0),
  nextCursor: cursorSchema.nullable(),
});
export const notificationsQuerySchema = pageQuerySchema;
export const notificationIdParamsSchema = z.object({ notificationId: idSchema });
export const unseenCountSchema = z.object({ unseenCount: z.number().int().min(0) });
export const notificationReadSchema = z.object({ notificationId: z.string(), isRead: z.literal(true), unseenCount: z.number().int().min(0) });

/** `GET/PUT /api/users/{userId}/notification-preferences` (oneself only): all on by default. */
export const notificationPreferencesSchema = z.object({
  likes: z.boolean(),
  comments: z.boolean(),
  follows: z.boolean(),
  shares: z.boolean(),
  eventInvites: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  likes: true,
  comments: true,
  follows: true,
  shares: true,
  eventInvites: true,
};
