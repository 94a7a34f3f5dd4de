/**
 * WebSocket API contract (ARCHITECTURE §7; spec 02 §4, §7 notifications; issue 18). Route keys are
 * API Gateway's `$connect`, `$disconnect`, `$default`; the client sends JSON frames with an
 * `action`, the server pushes JSON frames with a `type`.
 */
import * as z from 'zod';
import { FEED_ITEM_TYPES } from './feed-constants';
import { notificationSchema } from './notifications';

export const WS_PATH = '/ws';

export const clientMessageSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('ping') }),
  /**
   * Spec 02 §7: sent after open with the user id. The session cookie already authenticated
   * `$connect`; a `userId` that is not the session's → an `error` frame and no subscription.
   */
  z.object({ action: z.literal('authenticate'), userId: z.string().min(1).max(64).optional() }),
  z.object({ action: z.literal('mark_read'), notificationId: z.string().min(1).max(64) }),
  /** Spec 02 §7 `mark_all_seen` (userId): the badge goes to 0 (the bell was opened). */
  z.object({ action: z.literal('mark_all_seen'), userId: z.string().min(1).max(64).optional() }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/**
 * Server frames (spec 02 §7): `connection_established` (first frame of a connection: in AWS a
 * `$connect` cannot be answered with a frame, so it is sent before `authenticated`, in answer to
 * the client's first frame), `authenticated`, `unread_count`, `notification`,
 * `notification_read`, `all_notifications_seen`; plus `pong`, `error`, `session_ended`, and
 * `feed_updated` (issue 19).
 */
export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('connection_established') }),
  z.object({ type: z.literal('pong'), time: z.string() }),
  z.object({ type: z.literal('authenticated'), userId: z.string() }),
  z.object({ type: z.literal('error'), message: z.string() }),
  z.object({ type: z.literal('session_ended') }),
  /** The badge: notifications newer than the person's seenAt. */
  z.object({ type: z.literal('unread_count'), count: z.number().int().min(0) }),
  z.object({ type: z.literal('notification'), notification: notificationSchema }),
  z.object({ type: z.literal('notification_read'), notificationId: z.string() }),
  z.object({ type: z.literal('all_notifications_seen') }),
  /**
   * Issue 19: a new item reached the person's feed (fan-out on write) — the screen shows its
   * 'New posts' pill; the item itself is read with the feed's first page. Sent to subscribed
   * connections of people whose feed was written, not for merged-at-read (celebrity) authors.
   */
  z.object({ type: z.literal('feed_updated'), itemType: z.enum(FEED_ITEM_TYPES), createdAt: z.string() }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

/**
 * Reconnect rule of the web client (spec 02 notifications): first retry after 1 000 ms,
 * doubling, capped at 30 000 ms, at most 5 attempts; the counter resets when a socket opens.
 */
export const WS_RECONNECT = { initialDelayMs: 1000, maxDelayMs: 30_000, maxAttempts: 5 } as const;
