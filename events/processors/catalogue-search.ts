/**
 * Processor: a Product was inserted, changed or removed → one CatalogueChange item, the feed
 * the catalogue Lambdas' in-memory search indexes follow (functions/catalogue/search.service.ts).
 *
 * Idempotent in effect: a change says only 'look at this product again'; a redelivered record
 * adds one more such item, and applying it twice leaves the index the same. The `seq` is the
 * processing time (never earlier than the write it reports), so an index whose build started
 * before the write always sees it.
 * Filter: INSERT / MODIFY with NewImage entity `product`, REMOVE with OldImage entity `product`.
 */
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { db } from '@seamline/functions/_core/aws-clients';
import { logger } from '@seamline/functions/_core/powertools';
import { newImage, oldImage, processBatch } from '../stream-records';

/** How long a change is kept for lagging indexes (seconds). */
const KEEP_SECONDS = 24 * 3600;

export const handler = (event: DynamoDBStreamEvent) =>
  processBatch(
    event,
    async (record) => {
      const image = record.eventName === 'REMOVE' ? oldImage(record) : newImage(record);
      if (image?.__edb_e__ !== 'product') return;
      const when = new Date();
      await db.entities.catalogueChange
        .put({
          seq: `${when.toISOString()}#${record.dynamodb?.SequenceNumber ?? record.eventID ?? ''}`,
          productId: String(image.productId),
          kind: record.eventName === 'REMOVE' ? 'remove' : 'upsert',
          ttl: Math.ceil(when.getTime() / 1000) + KEEP_SECONDS,
        })
        .go();
    },
    (record, error) => logger.error('catalogue-search failed', { eventID: record.eventID, error: error as Error }),
  );
