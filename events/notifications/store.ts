/**
 * The notifications processor's writes (issue 18): store a notification (a new row, or a merge
 * into the open 24 h row of its group), trim the list to 50, delete a post's rows, count out an
 * expired row. Each store is ONE TransactWriteItems:
 *
 *   StreamReceipt (this processor + stream record id, `attribute_not_exists`)  — idempotency
 *   + the row: create (`attribute_not_exists`) or merge (`version` = the one read)
 *   + NotificationActor marker for aggregated rows (`attribute_not_exists`: the same person
 *     never counts twice in one row — like, unlike, like again)
 *   + NotificationState: `unseen` ADD 1 when the row becomes unseen, `total` ADD 1 for a new
 *     row, conditioned on the `seenAt` read (so "unseen ⇔ updatedAt > seenAt" holds)
 *   + (first) ConditionChecks that neither the recipient nor the actor is deleting or gone
 *     (`functions/people/live-people.ts`, issue 35 §3): refused → dropped as `blocked`.
 *
 * A cancelled transaction is read from its reasons: receipt refused → the record was applied
 * before (redelivery, nothing changes); marker refused → the actor is already in the row
 * (nothing changes); row or state refused → something changed between read and write, so the
 * whole step is read and tried again (at most {@link STORE_ATTEMPTS} times, then it throws and
 * the record is retried by the event source).
 */
import type { EntityItem } from 'electrodb';
import type { Notification as NotificationEntity } from '@seamline/shared/db/entities/notification';
import { NOTIFICATION_TTL_SECONDS } from '@seamline/shared/db/entities/notification';
import { STREAM_RECEIPT_TTL_SECONDS } from '@seamline/shared/db/entities/stream-receipt';
import { SOCIAL_LIMITS } from '@seamline/shared/contracts/social-constants';
import { db } from '@seamline/functions/_core/aws-clients';
import { logger } from '@seamline/functions/_core/powertools';
import { deleteRowCounted, isUnseen, stateOf } from '@seamline/functions/notifications/notification-state';
import { WELCOME_TARGET_URL, welcomeMessage } from '@seamline/functions/notifications/notification-text';
import { preferencesOf } from '@seamline/functions/notifications/preferences.service';
import { blockBetween, isBlocked } from '@seamline/functions/people/block-graph';
import { deletingAmong, distinctPeople, livePeopleChecks } from '@seamline/functions/people/live-people';
import type { CancellationReason } from '@seamline/functions/collections/transactions';
import { isInWindow, isWanted, mergeActors, stampAfter, ttlAfter, windowIdOf, type NotificationPlan } from './aggregation';

export const NOTIFICATIONS_PROCESSOR = 'notifications';
/** Read-and-write attempts of one store before the record is failed (and retried by the source). */
export const STORE_ATTEMPTS = 5;
/** Rows deleted per run when a list is over 50 (bounded work; the next run trims the rest). */
export const TRIM_MAX_PER_RUN = 10;
/** A NotificationActor marker outlives its row's window by a day. */
const MARKER_GRACE_SECONDS = 24 * 60 * 60;

type Row = EntityItem<typeof NotificationEntity>;
type NotifyPlan = Extract<NotificationPlan, { kind: 'notify' }>;

export type StoreResult =
  | { outcome: 'stored' | 'merged'; row: Row; total: number }
  | { outcome: 'redelivered' | 'duplicate-actor' | 'unwanted' | 'blocked' };

/**
 * The row of the plan's group whose window holds the action (strongly consistent): among the
 * windows starting within a day either side of `occurredAt` (a key range of the 13-digit
 * window ids), the latest; null when none holds it or it has expired. Records of other shards
 * may arrive late, so an action can belong to a window older than the group's latest one.
 */
async function openRowOf(plan: NotifyPlan, now: Date): Promise<Row | null> {
  if (!plan.groupPrefix) return null;
  const at = Date.parse(plan.occurredAt);
  const windowMs = SOCIAL_LIMITS.aggregationWindowMs;
  const { data } = await db.entities.notification.query
    .byRecipient({ recipientId: plan.recipientId })
    .between(
      { notificationId: windowIdOf(plan.groupPrefix, new Date(Math.max(0, at - windowMs)).toISOString()) },
      { notificationId: windowIdOf(plan.groupPrefix, new Date(at + windowMs).toISOString()) },
    )
    .go({ order: 'desc', limit: 1, consistent: true });
  const row = data[0];
  if (!row || row.ttl <= Math.floor(now.getTime() / 1000)) return null;
  return isInWindow(row.windowStartedAt, plan.occurredAt) ? row : null;
}

/** The text of a system row (the welcome reads the person's first name; a moderation notice carries its own). */
async function systemTextOf(plan: NotifyPlan): Promise<{ message: string; targetUrl: string } | null> {
  if (plan.system === 'moderation') return { message: plan.message ?? '', targetUrl: plan.targetUrl ?? '/' };
  if (plan.system !== 'welcome') return null;
  const { data: user } = await db.entities.user.get({ id: plan.recipientId }).go();
  return { message: welcomeMessage(user?.firstName), targetUrl: WELCOME_TARGET_URL };
}

/**
 * Blocking (issue 19): is the actor someone the recipient blocked, or who blocked them? One
 * strongly consistent Query of the pair's Block rows in the recipient's partition, read in the
 * same round as the preferences, so it adds no round trip. Checked when the record is applied:
 * an action that raced a block is dropped too. A suspended actor (issue 33 §4) is dropped the
 * same way, read in the same BatchGet as the deletion check below.
 */
async function blockedPair(plan: NotifyPlan): Promise<boolean> {
  const [blocked, gone] = await Promise.all([
    plan.actorId !== null && blockBetween(plan.recipientId, plan.actorId, { consistent: true }).then(isBlocked),
    anyoneLeaving([plan.recipientId, ...(plan.actorId ? [plan.actorId] : [])], plan.actorId),
  ]);
  return blocked || gone;
}

/**
 * True when any of `userIds` is gone or being deleted (issue 22): an action that raced an
 * account deletion must not write a row the deletion job has already cleaned up; or when
 * `actorId` is suspended (issue 33 §4: nobody is told of a suspended person's action).
 */
async function anyoneLeaving(userIds: string[], actorId: string | null): Promise<boolean> {
  const { data } = await db.entities.user
    .get(userIds.map((id) => ({ id })))
    .go({ consistent: true, attributes: ['id', 'deletingAt', 'suspendedAt'] });
  return (
    data.length < new Set(userIds).size ||
    data.some((u) => u.deletingAt !== undefined || (u.id === actorId && u.suspendedAt !== undefined))
  );
}

const codesOf = (data: unknown) => (data as { code?: string }[]).map((r) => r?.code);

/**
 * Store the notification of `plan` for stream record `receiptId` (module doc), unless the
 * recipient turned its type off ('unwanted': nothing is written) or a block stands between the
 * actor and the recipient ('blocked': nothing is written, {@link blockedPair}). The preferences, the
 * counters and the open row are read at once (one round trip before the transaction).
 * @throws Error when the row or the counters kept changing for {@link STORE_ATTEMPTS} attempts,
 *   or on any DynamoDB failure (the record is then retried).
 */
export async function storeNotification(plan: NotifyPlan, receiptId: string, now = new Date()): Promise<StoreResult> {
  const once = Promise.all([preferencesOf(plan.recipientId), systemTextOf(plan), blockedPair(plan)]);
  const receiptTtl = Math.floor(now.getTime() / 1000) + STREAM_RECEIPT_TTL_SECONDS;
  let lastCodes = '';
  for (let attempt = 1; attempt <= STORE_ATTEMPTS; attempt++) {
    const [[preferences, system, blocked], state, open] = await Promise.all([once, stateOf(plan.recipientId), openRowOf(plan, now)]);
    if (blocked) return { outcome: 'blocked' };
    if (!isWanted(preferences, plan.type)) return { outcome: 'unwanted' };
    const updatedAt = stampAfter(now, state.seenAt);
    const ttl = ttlAfter(updatedAt, NOTIFICATION_TTL_SECONDS);
    let row: Row;
    let outcome: 'stored' | 'merged';
    if (open && plan.actorId) {
      outcome = 'merged';
      row = {
        ...open,
        actorIds: mergeActors(open.actorIds, plan.actorId),
        actorCount: open.actorCount + 1,
        updatedAt,
        isRead: false,
        version: open.version + 1,
        ttl,
      };
    } else {
      outcome = 'stored';
      const notificationId = plan.groupPrefix ? windowIdOf(plan.groupPrefix, plan.occurredAt) : plan.singleId;
      row = {
        recipientId: plan.recipientId,
        notificationId,
        type: plan.type,
        actorIds: plan.actorId ? [plan.actorId] : [],
        actorCount: plan.actorId ? 1 : 0,
        ...(plan.postId ? { postId: plan.postId } : {}),
        ...(plan.commentId ? { commentId: plan.commentId } : {}),
        ...(plan.targetUrl ? { targetUrl: plan.targetUrl } : {}),
        ...(system ?? {}),
        windowStartedAt: plan.occurredAt,
        createdAt: updatedAt,
        updatedAt,
        isRead: false,
        version: 1,
        ttl,
      };
    }
    const unseenDelta = outcome === 'stored' || !isUnseen(open!.updatedAt, state.seenAt) ? 1 : 0;
    const totalDelta = outcome === 'stored' ? 1 : 0;
    const marker =
      plan.groupPrefix && plan.actorId
        ? {
            recipientId: plan.recipientId,
            notificationId: row.notificationId,
            actorId: plan.actorId,
            ttl: ttlAfter(row.windowStartedAt, SOCIAL_LIMITS.aggregationWindowMs / 1000 + MARKER_GRACE_SECONDS),
          }
        : null;
    // Issue 35 §3: the recipient and the actor are checked in the transaction, so an action that
    // read them a moment before either one's account deletion started writes no row the job has
    // already swept (the BatchGet above only narrows the window).
    const people = [plan.recipientId, ...(plan.actorId ? [plan.actorId] : [])];
    const { canceled, data } = await db.transaction
      .write(({ streamReceipt, notification, notificationActor, notificationState, user }) => [
        ...livePeopleChecks(user, people),
        streamReceipt.create({ processor: NOTIFICATIONS_PROCESSOR, eventId: receiptId, ttl: receiptTtl }).commit(),
        outcome === 'stored'
          ? notification.create(row).commit()
          : notification
              .patch({ recipientId: row.recipientId, notificationId: row.notificationId })
              .set({ actorIds: row.actorIds, updatedAt, isRead: false, version: row.version, ttl })
              .add({ actorCount: 1 })
              .where((a, op) => op.eq(a.version, open!.version))
              .commit(),
        ...(marker ? [notificationActor.create(marker).commit()] : []),
        notificationState
          .update({ userId: plan.recipientId })
          .add({ unseen: unseenDelta, total: totalDelta })
          .where((a, op) => (state.seenAt === undefined ? op.notExists(a.seenAt) : op.eq(a.seenAt, state.seenAt)))
          .commit(),
      ])
      .go();
    if (!canceled) return { outcome, row, total: state.total + totalDelta };
    if (deletingAmong(data as CancellationReason[], people, 0).length) return { outcome: 'blocked' };
    const [receiptCode, rowCode, ...rest] = codesOf(data).slice(distinctPeople(people).length);
    if (receiptCode === 'ConditionalCheckFailed') return { outcome: 'redelivered' };
    if (marker && rest[0] === 'ConditionalCheckFailed' && rowCode !== 'ConditionalCheckFailed')
      return { outcome: 'duplicate-actor' };
    lastCodes = codesOf(data).join(', ');
    logger.debug('Notification store raced; reading again', { attempt, codes: lastCodes });
  }
  throw new Error(`Notification for ${plan.recipientId} not stored: the row or counters kept changing (${lastCodes})`);
}

/**
 * Keep at most 50 rows (spec 02 §9): delete the oldest beyond it, at most
 * {@link TRIM_MAX_PER_RUN} per run (each counted out of `total` / `unseen`).
 * @param total the number of rows after this run's store.
 * @returns how many rows this call deleted.
 */
export async function trimOldest(recipientId: string, total: number): Promise<number> {
  const excess = Math.min(total - SOCIAL_LIMITS.notificationsKept, TRIM_MAX_PER_RUN);
  if (excess <= 0) return 0;
  const { data: oldest } = await db.entities.notification.query
    .newest({ recipientId })
    .go({ order: 'asc', limit: excess, attributes: ['recipientId', 'notificationId', 'updatedAt'] });
  let deleted = 0;
  for (const row of oldest) if (await deleteRowCounted(row)) deleted++;
  return deleted;
}

/** `post.deleted`: delete the post's rows of its author (their ≤ 50 rows are read whole). */
export async function deletePostRows(recipientId: string, postId: string): Promise<number> {
  const { data: rows } = await db.entities.notification.query
    .byRecipient({ recipientId })
    .go({ pages: 'all', consistent: true, attributes: ['recipientId', 'notificationId', 'updatedAt', 'postId'] });
  let deleted = 0;
  for (const row of rows) if (row.postId === postId && (await deleteRowCounted(row))) deleted++;
  return deleted;
}

/**
 * A row expired (TTL delete, seen on the stream): count it out of `total` and, when it was
 * unseen, out of the badge — once per stream record (StreamReceipt in the same transaction).
 * @returns 'applied' or 'redelivered'.
 * @throws Error when the counters kept changing for {@link STORE_ATTEMPTS} attempts.
 */
export async function countOutExpired(
  row: { recipientId: string; updatedAt: string },
  receiptId: string,
  now = new Date(),
): Promise<'applied' | 'redelivered'> {
  const receiptTtl = Math.floor(now.getTime() / 1000) + STREAM_RECEIPT_TTL_SECONDS;
  for (let attempt = 1; attempt <= STORE_ATTEMPTS; attempt++) {
    const state = await stateOf(row.recipientId);
    const unseen = isUnseen(row.updatedAt, state.seenAt) && state.unseen > 0 ? -1 : 0;
    const total = state.total > 0 ? -1 : 0;
    const { canceled, data } = await db.transaction
      .write(({ streamReceipt, notificationState }) => [
        streamReceipt.create({ processor: NOTIFICATIONS_PROCESSOR, eventId: receiptId, ttl: receiptTtl }).commit(),
        notificationState
          .update({ userId: row.recipientId })
          .add({ unseen, total })
          .where((a, op) => (state.seenAt === undefined ? op.notExists(a.seenAt) : op.eq(a.seenAt, state.seenAt)))
          .commit(),
      ])
      .go();
    if (!canceled) return 'applied';
    if (codesOf(data)[0] === 'ConditionalCheckFailed') return 'redelivered';
  }
  throw new Error(`Expired notification of ${row.recipientId} not counted out: the counters kept changing`);
}
