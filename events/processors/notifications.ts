/**
 * Processor: DomainEvent INSERTs → notifications, stored and pushed (issue 18 "Notifications";
 * spec 02 §2.9, §4, §7, §9); and Notification TTL deletes → counted out of the badge.
 *
 * - `user.followed` → follow, `post.liked` → like, `post.shared` → post_share (all three
 *   aggregated: one row per 24 h window with the latest 3 actors and a count; likes and shares
 *   per post), `post.commented` → comment, `user.registered` → the welcome (`other`),
 *   `post.deleted` → the post's rows go. A share un-shared before its record is applied
 *   ('undone', issue 32: the PostShare of the pair no longer has the event's `shareId`) tells nobody.
 *   Nobody is notified of their own action; a type the recipient turned off is neither stored
 *   nor pushed (`aggregation.ts` planOf / isWanted). Nor is an action of someone the recipient
 *   blocked or who blocked them ('blocked'; issue 19, checked in `storeNotification`'s first read),
 *   nor one of a suspended person (also 'blocked', issue 33). Pushed frames go through the same
 *   read filter as the list (`notificationDtos`): a row that is hidden at read is not pushed.
 * - Stored in one transaction with this record's StreamReceipt (`../notifications/store.ts`):
 *   a redelivered record changes nothing and pushes nothing. Then the list is trimmed to 50.
 * - Pushed to every subscribed connection of the recipient (all their tabs): `notification`
 *   {notification} then `unread_count` {count}; a Gone connection is forgotten (only that one).
 *   A failed push is logged, not retried: the client resyncs over REST.
 *
 * Filter (`processors.ts`): INSERT of entity `domainEvent` with a type above; REMOVE of entity
 * `notification` by the TTL service.
 */
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { db } from '@seamline/functions/_core/aws-clients';
import { logger } from '@seamline/functions/_core/powertools';
import { pushToUser } from '@seamline/functions/_core/push';
import { notificationDtos } from '@seamline/functions/notifications/notification-views';
import { unseenCountOf } from '@seamline/functions/notifications/notification-state';
import type { DomainEvent } from '../catalogue';
import { domainEventOfItem } from '../domain-events';
import { shareIdOfEvent } from '../post-events';
import { planOf } from '../notifications/aggregation';
import { countOutExpired, deletePostRows, storeNotification, trimOldest } from '../notifications/store';
import { isTtlDelete, newImage, oldImage, processBatch } from '../stream-records';

export type ApplyOutcome =
  | 'stored'
  | 'merged'
  | 'redelivered'
  | 'duplicate-actor'
  | 'unwanted'
  | 'blocked'
  | 'undone'
  | 'deleted'
  | 'expired'
  | 'ignored';

/**
 * Apply one domain event (module doc) as stream record `receiptId`.
 * @throws on a DynamoDB failure or a store that kept racing (the record is retried).
 */
export async function applyNotificationEvent(event: DomainEvent, receiptId: string, now = new Date()): Promise<ApplyOutcome> {
  const plan = planOf(event);
  if (plan.kind === 'none') return 'ignored';
  if (plan.kind === 'delete-post') {
    const deleted = await deletePostRows(plan.recipientId, plan.postId);
    if (deleted > 0) await pushToUser(plan.recipientId, { type: 'unread_count', count: await unseenCountOf(plan.recipientId) }, { subscribedOnly: true });
    return 'deleted';
  }
  // A share un-shared before its record got here (quick toggle) tells nobody (issue 32).
  if (event.type === 'post.shared' && !(await shareStands(event.postId, event.userId, event.id))) return 'undone';
  const result = await storeNotification(plan, receiptId, now);
  if (!('row' in result)) return result.outcome;
  await trimOldest(plan.recipientId, result.total);
  // The frames are built only when the person has a subscribed tab (most have none).
  await pushToUser(
    plan.recipientId,
    async () => {
      const [[notification], count] = await Promise.all([notificationDtos(plan.recipientId, [result.row]), unseenCountOf(plan.recipientId)]);
      return [...(notification ? [{ type: 'notification', notification } as const] : []), { type: 'unread_count', count } as const];
    },
    { subscribedOnly: true },
  );
  return result.outcome;
}

/** Is the share of `eventId` still the person's current share of the post? (One strongly consistent GetItem.) */
async function shareStands(postId: string, userId: string, eventId: string): Promise<boolean> {
  const { data } = await db.entities.postShare.get({ postId, userId }).go({ consistent: true, attributes: ['shareId'] });
  return data !== null && data.shareId === shareIdOfEvent(eventId);
}

/** What a stream record is to this processor: a domain event, an expired row, or nothing. */
type RecordWork =
  | { kind: 'event'; event: DomainEvent; recipientId: string | null }
  | { kind: 'expired'; recipientId: string; updatedAt: string }
  | { kind: 'none' };

/** Read a stream record (module doc); a DomainEvent that does not parse is logged and skipped. */
function workOf(record: DynamoDBRecord): RecordWork {
  if (record.eventName === 'REMOVE') {
    const old = oldImage(record);
    if (old?.__edb_e__ !== 'notification' || !isTtlDelete(record)) return { kind: 'none' };
    const { recipientId, updatedAt } = old;
    if (typeof recipientId !== 'string' || typeof updatedAt !== 'string') return { kind: 'none' };
    return { kind: 'expired', recipientId, updatedAt };
  }
  const image = newImage(record);
  if (record.eventName !== 'INSERT' || image?.__edb_e__ !== 'domainEvent') return { kind: 'none' };
  try {
    const event = domainEventOfItem(image as Parameters<typeof domainEventOfItem>[0]);
    const plan = planOf(event);
    return { kind: 'event', event, recipientId: plan.kind === 'none' ? null : plan.recipientId };
  } catch (error) {
    // Retrying cannot fix an item that is not a catalogue event.
    logger.warn('DomainEvent item is not a catalogue event; skipped', { eventID: record.eventID, error: error as Error });
    return { kind: 'none' };
  }
}

/**
 * Apply one stream record: a DomainEvent INSERT, or a Notification TTL delete.
 * @throws as {@link applyNotificationEvent}.
 */
export async function applyNotificationRecord(record: DynamoDBRecord, now = new Date()): Promise<ApplyOutcome> {
  const work = workOf(record);
  if (!record.eventID || work.kind === 'none') return 'ignored';
  if (work.kind === 'expired') {
    const outcome = await countOutExpired(work, record.eventID, now);
    return outcome === 'applied' ? 'expired' : 'redelivered';
  }
  return applyNotificationEvent(work.event, record.eventID, now);
}

/** Recipients whose records run at the same time within one batch. */
export const RECIPIENTS_IN_PARALLEL = 4;

/**
 * The Lambda handler: a batch's records are grouped by recipient; each recipient's records run
 * in stream order, {@link RECIPIENTS_IN_PARALLEL} recipients at a time (a seed or a burst of
 * follows does not queue behind one person, and one person's rows never race each other).
 * Failed records are reported as partial batch failures.
 */
export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  const groups = new Map<string, DynamoDBRecord[]>();
  event.Records.forEach((record, i) => {
    const work = workOf(record);
    const key = work.kind === 'none' || !work.recipientId ? `#${i.toString()}` : work.recipientId;
    groups.set(key, [...(groups.get(key) ?? []), record]);
  });
  const failures: DynamoDBBatchResponse['batchItemFailures'] = [];
  const queue = [...groups.values()];
  const worker = async () => {
    for (let records = queue.shift(); records; records = queue.shift()) {
      const { batchItemFailures } = await processBatch(
        { Records: records },
        async (record) => {
          const outcome = await applyNotificationRecord(record);
          if (outcome === 'redelivered') logger.info('Notification record already applied', { eventID: record.eventID });
        },
        (record, error) => logger.error('notifications failed', { eventID: record.eventID, error: error as Error }),
      );
      failures.push(...batchItemFailures);
    }
  };
  await Promise.all(Array.from({ length: Math.min(RECIPIENTS_IN_PARALLEL, queue.length) }, worker));
  return { batchItemFailures: failures };
}
