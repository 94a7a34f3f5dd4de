/**
 * One stream processor as a Lambda event source mapping runs it: filter criteria, batches of
 * up to `batchSize`, partial batch responses (`batchItemFailures`, identified by sequence
 * number) with Lambda's checkpoint rule — the retry restarts at the LOWEST failed record and
 * redelivers every record after it, so processors must be idempotent — 1 +
 * {@link STREAM_RETRY_ATTEMPTS} invocations (the CDK mapping's `retryAttempts`, same constant)
 * with exponential backoff, then bisect-on-error (each half retried on its own) down to single
 * records, and a record that still fails goes to the on-failure destination (dead letters). A
 * throwing handler is a failed batch; so is one that runs past its timeout (the processor's
 * `timeoutSeconds`, default {@link DEFAULT_PROCESSOR_TIMEOUT_SECONDS}, as in CDK).
 *
 * A timed-out invocation cannot be killed in-process (Lambda would kill it): its retry starts
 * only once the abandoned run has settled (logged), so one batch never runs twice at once —
 * two runs of a batch would double the work exactly when the processors are behind, and race
 * each other's transactions.
 *
 * Failures that are not the record's fault cost no attempt; the runner waits and runs the batch
 * again (as Lambda keeps retrying a stream batch until the record's max age, 24 h in the CDK
 * events stack), instead of sending good records to the dead letters:
 * - outages (issue 22): DynamoDB Local is down or was restarted meanwhile (`health`); the
 *   runner waits until the table is back;
 * - DynamoDB Local's lock timeouts (`lock-timeouts.ts`): the invocation met one (thrown, or
 *   noted by the client middleware even when the processor reported the record in
 *   `batchItemFailures`); the runner backs off exponentially (up to {@link MAX_BACKOFF_MS}).
 * Only other failures count towards `maxAttempts`.
 */
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { RuntimeLog } from '../support/log';
import { delay } from '../support/net';
import { functionNames } from '../gateway/functions';
import { invokeLambda, LambdaTimeout } from '../gateway/lambda';
import { DEFAULT_PROCESSOR_TIMEOUT_SECONDS, STREAM_RETRY_ATTEMPTS } from '@seamline/events/processors';
import type { DeadLetters } from './dead-letters';
import { passesFilters } from './filter-patterns';
import { isLockTimeout, trackInvocation } from './lock-timeouts';

/** Invocations of a batch (half) before it is bisected or dead-lettered: Lambda's first + its retries. */
export const MAX_ATTEMPTS = 1 + STREAM_RETRY_ATTEMPTS;
/** Longest wait between two invocations of one batch (ms). */
export const MAX_BACKOFF_MS = 5_000;

/** The fields of `events/processors.ts` entries the runner needs. */
export interface ProcessorSpec {
  name: string;
  load: () => Promise<(event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse | void>>;
  filterPatterns: Record<string, unknown>[];
  batchSize: number;
  /** Invocation timeout, seconds (default {@link DEFAULT_PROCESSOR_TIMEOUT_SECONDS}). */
  timeoutSeconds?: number;
}

export interface RunnerOptions {
  deadLetters: DeadLetters;
  log: RuntimeLog;
  /** Invocations per batch (half) before bisecting / dead-lettering (default {@link MAX_ATTEMPTS}). */
  maxAttempts?: number;
  /** Backoff unit in ms: the n-th wait is this × 2^(n−1), at most {@link MAX_BACKOFF_MS} (default 100). */
  backoffMs?: number;
  /** DynamoDB Local's supervision state (dynamodb-local.ts); without it every failure counts. */
  health?: DependencyHealth;
}

/** The part of `DynamoDbHealth` the runner reads. */
export interface DependencyHealth {
  readonly up: boolean;
  readonly outages: number;
  /** Resolves when up again, or when waiting is pointless (stopped, gave up: `up` stays false). */
  whenUp(): Promise<void>;
}

/**
 * What Lambda redelivers after a partial batch response: the batch from its lowest failed
 * record on (the whole batch when an identifier is unknown or empty), nothing on success.
 */
function toRedeliver(batch: DynamoDBRecord[], response: unknown): DynamoDBRecord[] {
  const failures = (response as DynamoDBBatchResponse | undefined)?.batchItemFailures ?? [];
  if (failures.length === 0) return [];
  const ids = new Set(failures.map((f) => f.itemIdentifier));
  const first = batch.findIndex((r) => ids.has(r.dynamodb?.SequenceNumber ?? ''));
  const known = failures.every((f) => batch.some((r) => r.dynamodb?.SequenceNumber === f.itemIdentifier));
  return known && first >= 0 ? batch.slice(first) : batch;
}

/** Create the runner of one processor: `deliver(records)` never throws. */
export function createProcessorRunner(spec: ProcessorSpec, opts: RunnerOptions) {
  const maxAttempts = opts.maxAttempts ?? MAX_ATTEMPTS;
  const backoffMs = opts.backoffMs ?? 100;
  const timeoutMs = (spec.timeoutSeconds ?? DEFAULT_PROCESSOR_TIMEOUT_SECONDS) * 1000;
  const functionName = functionNames.processor(spec.name);
  let handler: Promise<Awaited<ReturnType<ProcessorSpec['load']>>> | undefined;
  /** The n-th wait (n ≥ 1), ms; the exponent stops at 16 so that a 0 ms unit never meets 2^n = Infinity (NaN). */
  const backoff = (n: number) => Math.min(MAX_BACKOFF_MS, backoffMs * 2 ** Math.min(n - 1, 16));

  /**
   * After a failed invocation: true when an outage explains it (the table is down, or went down
   * since `outagesBefore`); then waits until it is back. The supervisor sees a death a few ms
   * after the calls fail, hence the short wait before looking.
   */
  async function outageExplains(outagesBefore: number): Promise<boolean> {
    const health = opts.health;
    if (!health) return false;
    await delay(backoffMs);
    if (health.up && health.outages === outagesBefore) return false;
    opts.log.warn(`${functionName}: DynamoDB Local is down; the batch waits for it (no attempt counted)`);
    await health.whenUp();
    return health.up;
  }

  /**
   * One invocation of `records`. A timed-out one is waited for until it has really ended
   * (module doc). @returns what to redeliver, the error (or 'batchItemFailures') and whether a
   * DynamoDB Local lock timeout was met.
   */
  async function invoke(records: DynamoDBRecord[], attempt: number) {
    const tracked = trackInvocation(async () => {
      handler ??= spec.load();
      return invokeLambda(await handler, { Records: records }, functionName, timeoutMs);
    });
    try {
      const response = await tracked.result;
      return { pending: toRedeliver(records, response), error: 'batchItemFailures', lockTimeouts: tracked.scope.lockTimeouts };
    } catch (e) {
      const error = e instanceof Error ? e.message : String(e);
      opts.log.warn(`${functionName} failed (attempt ${attempt}/${maxAttempts}): ${error}`);
      if (e instanceof LambdaTimeout) {
        opts.log.warn(`${functionName}: the timed-out invocation is still running; its retry waits until it ends`);
        const t0 = Date.now();
        await e.settled;
        opts.log.warn(`${functionName}: the timed-out invocation ended ${Date.now() - t0} ms after its timeout; retrying the batch`);
      } else handler = undefined;
      return { pending: records, error, lockTimeouts: tracked.scope.lockTimeouts + (isLockTimeout(e) ? 1 : 0) };
    }
  }

  async function runBatch(batch: DynamoDBRecord[]): Promise<void> {
    let pending = batch;
    let waits = 0;
    for (let attempt = 1; ; attempt++) {
      const outagesBefore = opts.health?.outages ?? 0;
      const outcome = await invoke(pending, attempt);
      pending = outcome.pending;
      const error = outcome.error;
      if (pending.length === 0) return;
      if (await outageExplains(outagesBefore)) {
        attempt = 0;
        continue;
      }
      if (outcome.lockTimeouts > 0) {
        // DynamoDB Local's table lock, not the records: no attempt counted, back off and run again.
        const wait = backoff(++waits);
        opts.log.warn(`${functionName}: ${pending.length} record(s) failed under ${outcome.lockTimeouts} DynamoDB Local lock timeout(s); retried in ${wait} ms (no attempt counted)`);
        await delay(wait);
        attempt--;
        continue;
      }
      if (attempt >= maxAttempts && pending.length > 1) {
        // Bisect on error: each half gets its own attempts, isolating the failing record.
        const half = Math.ceil(pending.length / 2);
        await runBatch(pending.slice(0, half));
        await runBatch(pending.slice(half));
        return;
      }
      if (attempt >= maxAttempts) {
        const timestamp = new Date().toISOString();
        await opts.deadLetters.add(
          pending.map((record) => ({
            timestamp,
            processor: spec.name,
            condition: 'RetryAttemptsExhausted',
            approximateInvokeCount: attempt,
            error,
            record,
          })),
        );
        opts.log.error(
          `${functionName}: ${pending.length} record(s) sent to the dead letters after ${attempt} attempts (${opts.deadLetters.fileOf(spec.name) ?? 'in memory'})`,
        );
        return;
      }
      await delay(backoff(++waits));
    }
  }

  return {
    name: spec.name,
    async deliver(records: DynamoDBRecord[]): Promise<void> {
      const selected = records.filter((r) => passesFilters(spec.filterPatterns, r));
      for (let i = 0; i < selected.length; i += spec.batchSize) {
        try {
          await runBatch(selected.slice(i, i + spec.batchSize));
        } catch (error) {
          opts.log.error(`${functionName}: could not record dead letters`, error);
        }
      }
    },
  };
}

export type ProcessorRunner = ReturnType<typeof createProcessorRunner>;
