/**
 * Processor `feed-follows` (issue 19): Follow INSERT → the followed person's latest 20 posts into
 * the follower's feed (or a FeedPull marker for a pulled author); Follow REMOVE → their entries
 * and marker leave the follower's feed (`functions/feed/follow-sync.ts`). Every write is a PUT or
 * DELETE of a deterministic key, so a redelivered record changes nothing twice.
 * Filter (`processors.ts`): INSERT with NewImage / REMOVE with OldImage of entity `follow`.
 */
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from '@seamline/functions/_core/powertools';
import { syncFollow, syncUnfollow } from '@seamline/functions/feed/follow-sync';
import { followChangeOf } from '../feed/feed-records';
import { processGrouped } from '../feed/grouped-batch';

export const handler = (event: DynamoDBStreamEvent) =>
  processGrouped(
    event,
    followChangeOf,
    (change) => `${change.followerId}:${change.followingId}`,
    async (change) => {
      const result = change.followed
        ? await syncFollow(change.followerId, change.followingId)
        : await syncUnfollow(change.followerId, change.followingId);
      logger.debug('Feed follow sync', { ...change, ...result });
    },
    (record, error) => logger.error('feed-follows failed', { eventID: record.eventID, error: error as Error }),
  );
