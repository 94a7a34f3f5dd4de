/**
 * Processor: DataExport `pending` (INSERT, or MODIFY when a new request replaced a finished job)
 * → the person's archive, the item `ready` and the email (issue 22, GDPR Art. 20;
 * `functions/privacy/data-export-job.ts`: states, idempotency, failures).
 * Filter (`processors.ts`): INSERT/MODIFY with NewImage of entity `dataExport` and status `pending`.
 */
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from '@seamline/functions/_core/powertools';
import { exportJobOf, runDataExport } from '@seamline/functions/privacy/data-export-job';
import { newImage, processBatch } from '../stream-records';

export const handler = (event: DynamoDBStreamEvent) =>
  processBatch(
    event,
    async (record) => {
      const job = exportJobOf(newImage(record));
      if (!job) return;
      const outcome = await runDataExport(job);
      logger.info('Data export job', { exportId: job.exportId, outcome });
    },
    (record, error) => logger.error('data-export failed', { eventID: record.eventID, error: error as Error }),
  );
