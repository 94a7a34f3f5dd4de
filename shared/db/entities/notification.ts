/**
 * Notification: one row of a person's bell (issue 18; spec 02 §2.9, §3 Notification, §9).
 * Written ONLY by the `notifications` stream processor (events/processors/notifications.ts);
 * people read it, mark it read, and clear it.
 *
 * - Aggregated rows (likes on one post, follows) have a deterministic id per 24 h window:
 *   `like-<postId>-<window start, 13-digit epoch ms>` and `follow-<window start>`, so the open
 *   window of a group is ONE strongly consistent Query (`begins_with(sk, …like-<postId>-)`,
 *   descending, Limit 1). Other rows: `<type>-<sha-256 of the event id, 20 hex>`.
 * - `actorIds`: the latest 3 actors, latest first; `actorCount` everyone who acted in the row.
 *   Names are read from the User items when the row is shown (a renamed person shows the new
 *   name). `message` and `targetUrl` are stored only for `other` rows (system messages).
 * - `updatedAt` is the row's last change (a merge moves it to the top) and the gsi1 sort key;
 *   it is always later than the person's `seenAt` when written (NotificationState), so a row
 *   is unseen (counted in the badge) exactly when `updatedAt > seenAt`.
 * - `version` guards merges (optimistic concurrency: two processors merging into one row).
 * - `ttl` (epoch seconds): 90 days after `updatedAt`; readers also drop expired rows because
 *   DynamoDB's TTL deletion lags.
 *
 * Access patterns:
 * - get / mark read / delete one of a person's rows: table, pk `$seamline#recipientid_<id>`,
 *   sk `$notification_1#notificationid_<id>` (someone else's id is simply not in the partition);
 * - the open window of a group: same pk, `begins_with(sk, $notification_1#notificationid_like-<postid>-)`;
 * - a person's rows, newest first: gsi1, gsi1pk `$seamline#recipientid_<id>`,
 *   gsi1sk `$notification_1#updatedat_<iso>#notificationid_<id>` (Query descending, Limit + cursor;
 *   ascending for trimming the oldest beyond 50).
 */
import { Entity } from 'electrodb';
import { NOTIFICATION_TYPES } from '../../contracts/social-constants';

/** Notifications are kept 90 days (issue 18), in seconds. */
export const NOTIFICATION_TTL_SECONDS = 90 * 24 * 60 * 60;

export const Notification = new Entity({
  model: { entity: 'notification', version: '1', service: 'seamline' },
  attributes: {
    recipientId: { type: 'string', required: true },
    notificationId: { type: 'string', required: true },
    type: { type: NOTIFICATION_TYPES, required: true, readOnly: true },
    /** Latest actors first, at most 3 (empty for system messages). */
    actorIds: { type: 'list', items: { type: 'string' }, required: true },
    actorCount: { type: 'number', required: true },
    postId: { type: 'string' },
    /** The comment of a `comment` row (rows stored since issue 33): a removed comment hides the row at read. */
    commentId: { type: 'string' },
    /** Stored text of an `other` (system) row; other types build it from the actors. */
    message: { type: 'string' },
    /** Stored target of an `other` row. */
    targetUrl: { type: 'string' },
    /** ISO instant of the first action of an aggregated row (its 24 h window starts here). */
    windowStartedAt: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string', required: true },
    isRead: { type: 'boolean', required: true },
    version: { type: 'number', required: true },
    ttl: { type: 'number', required: true },
  },
  indexes: {
    byRecipient: {
      pk: { field: 'pk', composite: ['recipientId'] },
      sk: { field: 'sk', composite: ['notificationId'] },
    },
    newest: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['recipientId'] },
      sk: { field: 'gsi1sk', composite: ['updatedAt', 'notificationId'] },
    },
  },
});
