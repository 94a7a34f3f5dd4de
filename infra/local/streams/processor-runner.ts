/**
 * One stream processor as a Lambda event source mapping runs it: filter criteria, batches of
 * up to `batchSize`, partial batch responses (`batchItemFailures`, identified by sequence
 * number) with Lambda's checkpoint rule — the retry restarts at the LOWEST failed record and
 * redelivers every record after it, so processors must be idempotent — a few retries with
 * short backoff, then bisect-on-error (each half retried on its own) down to single records,
 * and a record that still fails goes to the on-failure destination (dead letters). A throwing
 * handler is a failed batch.
 *
 * Outages (issue 22): a failure while DynamoDB Local is down or was restarted meanwhile
 * (`health`) is not the record's fault, so it costs no attempt: the runner waits until the
 * table is back and runs the batch again (as Lambda keeps retrying a stream batch until the
 * record's max age, 24 h in the CDK events stack), instead of sending good records to the
 * dead letters. Only failures with the table up count towards `maxAttempts`.
 */
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { RuntimeLog } from '../support/log';
import { delay } from '../support/net';
import { functionNames } from '../gateway/functions';
import { invokeLambda } from '../gateway/lambda';
import type { DeadLetters } from './dead-letters';
import { passesFilters } from './filter-patterns';

/** The fields of `events/processors.ts` entries the runner needs. */
export interface ProcessorSpec {
  name: string;
  load: () => Promise<(event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse | void>>;
  filterPatterns: Record<string, unknown>[];
  batchSize: number;
}

export interface RunnerOptions {
  deadLetters: DeadLetters;
  log: RuntimeLog;
  /** Invocations per record before it goes to the dead letters (default 3). */
  maxAttempts?: number;
  /** Backoff unit in ms: attempt n waits n × this (default 100). */
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
  const maxAttempts = opts.maxAttempts ?? 3;
  const backoffMs = opts.backoffMs ?? 100;
  const functionName = functionNames.processor(spec.name);
  let handler: Promise<Awaited<ReturnType<ProcessorSpec['load']>>> | undefined;

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

  async function runBatch(batch: DynamoDBRecord[]): Promise<void> {
    let pending = batch;
    for (let attempt = 1; ; attempt++) {
      let error = 'batchItemFailures';
      const outagesBefore = opts.health?.outages ?? 0;
      try {
        handler ??= spec.load();
        const response = await invokeLambda(
          await handler,
          { Records: pending },
          functionName,
          60_000,
        );
        pending = toRedeliver(pending, response);
      } catch (e) {
        handler = undefined;
        error = e instanceof Error ? e.message : String(e);
        opts.log.warn(`${functionName} failed (attempt ${attempt}/${maxAttempts}): ${error}`);
      }
      if (pending.length === 0) return;
      if (await outageExplains(outagesBefore)) {
        attempt = 0;
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
      await delay(backoffMs * attempt);
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
