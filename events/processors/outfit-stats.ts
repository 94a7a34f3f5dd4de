/**
 * Processor: OutfitEvent INSERT / MODIFY / REMOVE (issue 20) → the creator's ProfileStats
 * `outfits` (the profile header's Outfits count = finalized events) and their ItemWear log
 * (`events/outfits/outfit-stats-plan.ts` decides what a change means).
 *
 * Per record: the wear elements first — string-set DELETE / ADD per closet item, idempotent by
 * themselves (a redelivered record sets the same elements) — then, when the count moves, ONE
 * TransactWriteItems of StreamReceipt (`attribute_not_exists`) + `outfits` ADD ±1, so a
 * redelivered record never counts twice. Records are applied in stream order; after a failure
 * the rest of the batch is reported failed too, so a retry replays them in order (an event's
 * changes share a partition key, hence a shard and an order).
 * Filter (`processors.ts`): INSERT / MODIFY with NewImage, REMOVE with OldImage of `outfitEvent`.
 */
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { db } from '@seamline/functions/_core/aws-clients';
import { logger } from '@seamline/functions/_core/powertools';
import { STREAM_RECEIPT_TTL_SECONDS } from '@seamline/shared/db/entities/stream-receipt';
import { statsImageOf, statsPlanOf, type StatsPlan } from '../outfits/outfit-stats-plan';
import { newImage, oldImage } from '../stream-records';

export const OUTFIT_STATS = 'outfit-stats';

async function applyWears(plan: StatsPlan): Promise<void> {
  // Removals before additions: an item whose wear moved (new date) loses the old element first.
  await Promise.all(
    plan.removeWears.map(({ itemId, entry }) => db.entities.itemWear.update({ userId: plan.creatorId, itemId }).delete({ wears: [entry] }).go()),
  );
  await Promise.all(
    plan.addWears.map(({ itemId, entry }) => db.entities.itemWear.update({ userId: plan.creatorId, itemId }).add({ wears: [entry] }).go()),
  );
}

/** Apply one OutfitEvent record (module doc). @throws on any failure but a redelivered count. */
export async function applyOutfitStatsRecord(record: DynamoDBRecord, now = new Date()): Promise<'applied' | 'redelivered' | 'ignored'> {
  if (!record.eventID) return 'ignored';
  // An event removed by its creator's account deletion (issue 22): nothing of theirs is kept.
  if (oldImage(record)?.erasing === true || newImage(record)?.erasing === true) return 'ignored';
  const plan = statsPlanOf(statsImageOf(oldImage(record)), statsImageOf(newImage(record)));
  if (!plan) return 'ignored';
  await applyWears(plan);
  if (plan.outfitsDelta === 0) return 'applied';
  const ttl = Math.floor(now.getTime() / 1000) + STREAM_RECEIPT_TTL_SECONDS;
  const { canceled, data } = await db.transaction
    .write(({ streamReceipt, profileStats }) => [
      streamReceipt.create({ processor: OUTFIT_STATS, eventId: record.eventID!, ttl }).commit(),
      profileStats.update({ userId: plan.creatorId }).add({ outfits: plan.outfitsDelta }).commit(),
    ])
    .go();
  if (!canceled) return 'applied';
  const reasons = data as { code?: string }[];
  if (reasons[0]?.code === 'ConditionalCheckFailed') return 'redelivered';
  throw new Error(`outfit-stats transaction cancelled: ${reasons.map((r) => r.code ?? '?').join(', ')}`);
}

export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  const batchItemFailures: DynamoDBBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    if (batchItemFailures.length > 0) {
      batchItemFailures.push({ itemIdentifier: record.dynamodb?.SequenceNumber ?? record.eventID ?? '' });
      continue;
    }
    try {
      await applyOutfitStatsRecord(record);
    } catch (error) {
      logger.error('outfit-stats failed', { eventID: record.eventID, error: error as Error });
      batchItemFailures.push({ itemIdentifier: record.dynamodb?.SequenceNumber ?? record.eventID ?? '' });
    }
  }
  return { batchItemFailures };
}
