/**
 * The daily retention job (issue 22): one handler, invoked by the EventBridge rule of the CDK
 * events stack (03:30 UTC) and by the local runtime's timer (infra/local/retention-timer.ts).
 * Applies every person's `dataRetention` (retention.ts); idempotent and resumable, so a retry,
 * an overlapping run or a run after a crash only removes what is still past retention.
 */
import { logger } from '../_core/powertools';
import { applyRetentionToEveryone, type RetentionRunTotals } from './retention';

/**
 * @param event the scheduled event (its `time`, ISO, is the pass's "now" when present)
 * @returns the run's totals (people, versions and photos deleted, failed people)
 */
export async function handler(event: { time?: string } = {}): Promise<RetentionRunTotals> {
  const at = event.time ? new Date(event.time) : new Date();
  const now = Number.isNaN(at.getTime()) ? new Date() : at;
  const started = Date.now();
  const totals = await applyRetentionToEveryone(now);
  logger.info('retention job done', { ...totals, ms: Date.now() - started });
  return totals;
}
