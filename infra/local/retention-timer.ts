/**
 * The local stand-in of the CDK events stack's daily retention rule and state machine (issues 22
 * and 35): runs the same planner and segment worker in-process (functions/measurements/
 * retention-run.ts `runRetentionInProcess`: 4 segments at a time) once when started and then
 * every `everyMs`. A run never overlaps the previous one (a tick while one is running is skipped);
 * a failed run is logged and the timer goes on (the job is idempotent).
 */
import type { RuntimeLog } from './support/log';

export interface RetentionTimer {
  /** Clear the timer and wait for a run in progress; idempotent. */
  stop(): Promise<void>;
}

/**
 * Hours between runs from `RETENTION_EVERY_HOURS` (default 24; `0` = off), as ms or false.
 * @throws Error when the value is not a number ≥ 0
 */
export function retentionEveryMsFromEnv(value = process.env.RETENTION_EVERY_HOURS): number | false {
  const hours = value === undefined || value === '' ? 24 : Number(value);
  if (!Number.isFinite(hours) || hours < 0) throw new Error(`RETENTION_EVERY_HOURS must be a number of hours ≥ 0, got "${value}"`);
  return hours === 0 ? false : hours * 3_600_000;
}

/**
 * Start the timer: `run` now, then every `everyMs` (ms, > 0).
 * @param run the job (default: the in-process run of the retention job, retention-run.ts, loaded on first use)
 */
export function startRetentionTimer(everyMs: number, log: RuntimeLog, run?: () => Promise<unknown>): RetentionTimer {
  const job = run ?? (async () => (await import('@seamline/functions/measurements/retention-run')).runRetentionInProcess(new Date()));
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = job()
      .then((totals) => log.info(`retention run: ${JSON.stringify(totals)}`))
      .catch((error: unknown) => log.error('Retention run failed (next run retries)', error))
      .finally(() => (running = undefined));
  };
  const interval = setInterval(tick, everyMs);
  interval.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(interval);
      await running;
    },
  };
}
