/**
 * Processor `feed-fit-matches` (issue 19): a save (CollectionItem INSERT), a closet add of a
 * catalogue product (ClosetItem INSERT with `productId`) or a product like (Interaction INSERT of
 * type like) → fit_match entries in the feeds of the person's top 50 fit-similar active people
 * (`functions/feed/fit-match-fanout.ts`). Entries have deterministic keys (person, product,
 * action, the action's time): a redelivered record PUTs the same items. The actions of one
 * person in a batch share one lookup of their fit-similar active people (issue 36 §4).
 * Filter (`processors.ts`): those INSERTs.
 */
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from '@seamline/functions/_core/powertools';
import { fanOutFitAction, type FitAudienceCache } from '@seamline/functions/feed/fit-match-fanout';
import { fitActionOf } from '../feed/feed-records';
import { processGrouped } from '../feed/grouped-batch';

export const handler = (event: DynamoDBStreamEvent) => {
  // One audience lookup per actor per batch (fit-match-fanout.ts FitAudienceCache, issue 36 §4).
  const audiences: FitAudienceCache = new Map();
  return processGrouped(
    event,
    fitActionOf,
    (action) => action.userId,
    async (action) => {
      const result = await fanOutFitAction(action, new Date(), audiences);
      logger.debug('Feed fit-match fan-out', { ...action, ...result });
    },
    (record, error) => logger.error('feed-fit-matches failed', { eventID: record.eventID, error: error as Error }),
  );
};
