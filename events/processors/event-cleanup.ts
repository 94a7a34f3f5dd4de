/**
 * Processor: an OutfitEvent was removed (its creator deleted it, or their account deletion did,
 * issue 20 / 22) → its suggestions, their comments, favourite marks and stored photos are deleted
 * (`functions/outfits/event-cleanup.ts` deleteEventContents; issue 35 §3).
 *
 * A failure is NOT swallowed: the record is reported in `batchItemFailures`, so the event source
 * mapping retries it (`STREAM_RETRY_ATTEMPTS` of `processors.ts`, 5 times within 24 h, bisecting a batch down to
 * the record) and finally sends it to the processors' on-failure queue (CDK events stack
 * `StreamFailures`; alarm `StreamFailuresQueueDepth` in the observability stack; locally the dead
 * letters). Records are independent (one event each), so a failure does not hold its neighbours.
 *
 * Idempotent: a redelivered or retried record re-finds what is left of the event (its suggestions
 * by gsi1) and deletes only that; a finished event has nothing left and costs one Query.
 * Filter (`processors.ts`): REMOVE with an OldImage of `outfitEvent`.
 */
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { deleteEventContents } from '@seamline/functions/outfits/event-cleanup';
import { logger } from '@seamline/functions/_core/powertools';
import { oldImage, processBatch } from '../stream-records';

/**
 * The deleted event of a record: its id when the record is the REMOVE of an `outfitEvent`.
 * @returns undefined for any other record (ignored).
 */
export function removedEventIdOf(record: DynamoDBRecord): string | undefined {
  if (record.eventName !== 'REMOVE') return undefined;
  const old = oldImage(record);
  return old?.__edb_e__ === 'outfitEvent' && typeof old.eventId === 'string' && old.eventId ? old.eventId : undefined;
}

/** Clean up after one record (module doc). @throws whatever the cleanup throws (the record is retried). */
export async function cleanUpRecord(record: DynamoDBRecord, cleanUp = deleteEventContents): Promise<'cleaned' | 'ignored'> {
  const eventId = removedEventIdOf(record);
  if (!eventId) return 'ignored';
  const { suggestions } = await cleanUp(eventId);
  logger.info('Deleted event cleaned up', { eventId, suggestions });
  return 'cleaned';
}

export const handler = (event: DynamoDBStreamEvent) =>
  processBatch(
    event,
    async (record) => {
      await cleanUpRecord(record);
    },
    (record, error) => logger.error('event-cleanup failed; the record is retried', { eventID: record.eventID, eventId: removedEventIdOf(record), error: error as Error }),
  );
