/**
 * Processor: Follow items inserted / removed (spec 01 §4 Follow) → the ProfileStats counts of
 * both people (ARCHITECTURE §5: counters by atomic `ADD`, never counted by a scan or query),
 * and `user.followed` emitted for each new follow.
 *
 * Each record is applied in ONE TransactWriteItems:
 * - INSERT: StreamReceipt (this processor + record eventID, `attribute_not_exists`) +
 *   follower's `following` ADD 1 + followed person's `followers` ADD 1 + the `user.followed`
 *   DomainEvent item (`domain-events.ts`, deterministic id, `attribute_not_exists`);
 * - REMOVE: StreamReceipt + both counts ADD −1; a follow the account deletion job removed
 *   (`erasedUserId` in the old image, issue 22) counts out of the other person only, so the
 *   deleted person's ProfileStats is not created again.
 * ElectroDB's `update().add()` sets the key composites and entity identifiers too, so the
 * ProfileStats item is created by the first count (missing counts read as 0).
 *
 * Idempotent: a redelivered record finds its receipt, the transaction is cancelled by that
 * condition alone and the record is skipped; any other failure throws, so the record is
 * reported in `batchItemFailures` and retried.
 * Filter (`processors.ts`): INSERT with NewImage / REMOVE with OldImage of entity `follow`.
 */
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { db } from '@seamline/functions/_core/aws-clients';
import { logger } from '@seamline/functions/_core/powertools';
import { STREAM_RECEIPT_TTL_SECONDS } from '@seamline/shared/db/entities/stream-receipt';
import { domainEventItemOf, userFollowedEvent } from '../domain-events';
import { newImage, oldImage, processBatch } from '../stream-records';

export const FOLLOW_COUNTERS = 'follow-counters';

interface FollowImage {
  followerId: string;
  followingId: string;
  createdAt: string;
  /** The person an account deletion removes (their own count is not kept, issue 22). */
  erasedUserId?: string;
}

function followOf(image: Record<string, unknown> | undefined): FollowImage | null {
  if (image?.__edb_e__ !== 'follow') return null;
  const { followerId, followingId, createdAt, erasedUserId } = image;
  if (
    typeof followerId !== 'string' ||
    typeof followingId !== 'string' ||
    typeof createdAt !== 'string'
  )
    return null;
  return {
    followerId,
    followingId,
    createdAt,
    ...(typeof erasedUserId === 'string' ? { erasedUserId } : {}),
  };
}

/**
 * True when a cancelled transaction was refused only because this record's receipt (the
 * first operation) exists: the record was applied before. The DomainEvent create may be
 * refused for the same reason (it was written by that first application).
 */
function alreadyApplied(reasons: { code?: string }[]): boolean {
  const [receipt, ...rest] = reasons;
  return (
    receipt?.code === 'ConditionalCheckFailed' &&
    rest.every(
      (r) => r.code === 'None' || r.code === 'ConditionalCheckFailed' || r.code === undefined,
    )
  );
}

/** Apply one Follow INSERT / REMOVE record (module doc). @throws on any failure but a redelivery. */
export async function applyFollowRecord(
  record: DynamoDBRecord,
  now = new Date(),
): Promise<'applied' | 'redelivered' | 'ignored'> {
  const inserted = record.eventName === 'INSERT';
  const follow = inserted
    ? followOf(newImage(record))
    : record.eventName === 'REMOVE'
      ? followOf(oldImage(record))
      : null;
  if (!follow || !record.eventID) return 'ignored';
  if (follow.followerId === follow.followingId) {
    // The API refuses self-follows (400); such an item counts for nobody.
    logger.warn('Self-follow item ignored', { userId: follow.followerId });
    return 'ignored';
  }
  const delta = inserted ? 1 : -1;
  const ttl = Math.floor(now.getTime() / 1000) + STREAM_RECEIPT_TTL_SECONDS;
  const { canceled, data } = await db.transaction
    .write(({ streamReceipt, profileStats, domainEvent }) => [
      streamReceipt.create({ processor: FOLLOW_COUNTERS, eventId: record.eventID!, ttl }).commit(),
      // A follow removed by an account deletion counts out of the OTHER person only.
      ...(follow.erasedUserId === follow.followerId
        ? []
        : [profileStats.update({ userId: follow.followerId }).add({ following: delta }).commit()]),
      ...(follow.erasedUserId === follow.followingId
        ? []
        : [profileStats.update({ userId: follow.followingId }).add({ followers: delta }).commit()]),
      ...(inserted
        ? [domainEvent.create(domainEventItemOf(userFollowedEvent(follow), now)).commit()]
        : []),
    ])
    .go();
  if (!canceled) return 'applied';
  const reasons = data as { code?: string }[];
  if (alreadyApplied(reasons)) return 'redelivered';
  throw new Error(
    `follow-counters transaction cancelled: ${reasons.map((r) => r.code ?? '?').join(', ')}`,
  );
}

export const handler = (event: DynamoDBStreamEvent) =>
  processBatch(
    event,
    async (record) => {
      const outcome = await applyFollowRecord(record);
      if (outcome === 'redelivered')
        logger.info('Follow record already applied', { eventID: record.eventID });
    },
    (record, error) =>
      logger.error('follow-counters failed', { eventID: record.eventID, error: error as Error }),
  );
