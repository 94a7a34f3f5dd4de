/**
 * The retention job's segment worker (issue 35): one Lambda invocation works one segment of a
 * run (retention-run.ts `runRetentionSegment`) until it is done or less than SEGMENT_RESERVE_MS
 * of the invocation is left; it then saves its cursor and answers `done: false`, and the state
 * machine invokes it again (the next invocation resumes at the cursor).
 */
import type { Context } from 'aws-lambda';
import { logger } from '../_core/powertools';
import { runRetentionSegment, type SegmentResult, type SegmentTask } from './retention-run';

/**
 * @param task the Map item: run id, segment number, the run's "now"
 * @returns the worker's result (`done` ends the segment's loop in the state machine)
 * @throws DynamoDB errors (the state machine retries; the segment resumes at its cursor)
 */
export async function handler(task: SegmentTask, context: Pick<Context, 'getRemainingTimeInMillis'>): Promise<SegmentResult> {
  const started = Date.now();
  const result = await runRetentionSegment(task, { remainingMs: () => context.getRemainingTimeInMillis() });
  logger.info('retention segment worked', { ...result, ms: Date.now() - started });
  return result;
}
