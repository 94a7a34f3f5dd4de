/**
 * Processor: AccountDeletion round INSERT (issue 22) → one round of the person's deletion job
 * (`functions/privacy/account-deletion-job.ts`: states, resume, what is deleted).
 *
 * Idempotent and resumable: a round's steps re-find their work from the data and its successor is
 * a conditional create, so a redelivered or retried record does the rest and nothing more.
 * Filter (`processors.ts`): INSERT with NewImage of entity `accountDeletion`.
 */
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from '@seamline/functions/_core/powertools';
import { deletionRoundOf, runDeletionRound } from '@seamline/functions/privacy/account-deletion-job';
import { newImage, processBatch } from '../stream-records';

export const handler = (event: DynamoDBStreamEvent) =>
  processBatch(
    event,
    async (record) => {
      if (record.eventName !== 'INSERT') return;
      const round = deletionRoundOf(newImage(record));
      if (!round) return;
      const next = await runDeletionRound(round);
      logger.info('Account deletion round', { round: round.round, from: round.step, next });
    },
    (record, error) => logger.error('account-deletion failed', { eventID: record.eventID, error: error as Error }),
  );
