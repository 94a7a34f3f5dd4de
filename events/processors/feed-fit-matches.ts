/**
 * Processor `feed-fit-matches` (issue 19): a save (CollectionItem INSERT), a closet add of a
 * catalogue product (ClosetItem INSERT with `productId`) or a product like (Interaction INSERT of
 * type like) → fit_match entries in the feeds of the person's top 50 fit-similar active people
 * (`functions/feed/fit-match-fanout.ts`). Entries have deterministic keys (person, product,
 * action, the action's time): a redelivered record PUTs the same items.
 * Filter (`processors.ts`): those INSERTs.
 */
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from '@seamline/functions/_core/powertools';
import { fanOutFitAction } from '@seamline/functions/feed/fit-match-fanout';
import { fitActionOf } from '../feed/feed-records';
import { processGrouped } from '../feed/grouped-batch';

export const handler = (event: DynamoDBStreamEvent) =>
  processGrouped(
    event,
    fitActionOf,
    (action) => action.userId,
    async (action) => {
      const result = await fanOutFitAction(action);
      logger.debug('Feed fit-match fan-out', { ...action, ...result });
    },
    (record, error) => logger.error('feed-fit-matches failed', { eventID: record.eventID, error: error as Error }),
  );
