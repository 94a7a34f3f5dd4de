/**
 * The daily retention job's planner (issues 22 and 35): the first state of the CDK events stack's
 * retention state machine (EventBridge rule, 03:30 UTC). Creates the run's segment items and
 * answers the segments still to do, which the state machine's Map hands to the segment worker
 * (retention-segment-job.ts), each looping until done. Locally the runtime's timer runs the same
 * planner and worker in-process (retention-run.ts `runRetentionInProcess`).
 */
import { planRetentionRun, type RetentionPlan } from './retention-run';

/**
 * @param event the scheduled event (its `time`, ISO, is the run's "now" and its date the run id)
 * @returns the run id, its "now" and the segments not done yet
 * @throws DynamoDB errors (the state machine retries the planner)
 */
export async function handler(event: { time?: string } = {}): Promise<RetentionPlan> {
  const at = event.time ? new Date(event.time) : new Date();
  const now = Number.isNaN(at.getTime()) ? new Date() : at;
  return planRetentionRun(now);
}
