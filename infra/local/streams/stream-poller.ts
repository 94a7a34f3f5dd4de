/**
 * The local event source mapping of the table's stream (ARCHITECTURE §8): follows every shard
 * (DescribeStream; new and child shards after their parents; closed shards finished),
 * reads with GetRecords, converts records to Lambda's shape and hands each shard's records,
 * in order, to `deliver`. Idle shards are polled every `intervalMs`.
 */
import {
  DescribeStreamCommand,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type DynamoDBStreamsClient,
  type Shard,
  type ShardIteratorType,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBRecord } from 'aws-lambda';
import type { RuntimeLog } from '../support/log';
import { delay } from '../support/net';
import { toLambdaRecord } from './lambda-record';

export interface StreamPollerOptions {
  client: DynamoDBStreamsClient;
  streamArn: string;
  /** Region reported in records (`awsRegion`). */
  region: string;
  /** TRIM_HORIZON for a fresh table; LATEST to skip what an earlier run already handled. */
  startAt: 'TRIM_HORIZON' | 'LATEST';
  intervalMs: number;
  /** Receives each GetRecords page (non-empty). Must not throw. */
  deliver: (records: DynamoDBRecord[]) => Promise<void>;
  /** Called after each successful step that found no new record in any shard (caught up). */
  onCaughtUp?: () => void;
  log: RuntimeLog;
  /**
   * Resolves when the stream's endpoint is up again (DynamoDB Local's supervisor, issue 22);
   * a failed step waits for it before retrying. Without it, failed steps only back off.
   */
  whenUp?: () => Promise<void>;
}

interface ShardState {
  shard: Shard;
  iterator?: string;
  lastSequence?: string;
  done: boolean;
}

const DESCRIBE_EVERY_MS = 1000;
/** Backoff after failed steps: 100 ms doubling to this cap. */
const MAX_BACKOFF_MS = 2000;

/**
 * Outages (issue 22): a failed step (DynamoDB Local down or restarting) drops the shard
 * iterators, waits for `whenUp` and backs off; the next step re-opens each shard's iterator
 * AFTER_SEQUENCE_NUMBER its checkpoint (the last record delivered), so nothing is skipped or
 * delivered twice. DynamoDB Local with `-dbPath` keeps the stream's shards and records across
 * a restart (same shard id, sequence numbers continue; checked in runtime-faults.test.ts).
 *
 * Start polling; `stop()` resolves when the loop has finished its current step. `positioned`
 * resolves once every shard has its first iterator (after the first successful step), so a
 * write made after it is delivered even when starting at LATEST.
 */
export function startStreamPoller(opts: StreamPollerOptions) {
  const shards = new Map<string, ShardState>();
  let stopped = false;
  let markPositioned: () => void = () => undefined;
  const positioned = new Promise<void>((resolve) => (markPositioned = resolve));
  let wake: (() => void) | undefined;
  let lastDescribe = 0;
  let first = true;

  async function describe(): Promise<void> {
    let start: string | undefined;
    do {
      const out = await opts.client.send(
        new DescribeStreamCommand({ StreamArn: opts.streamArn, ExclusiveStartShardId: start }),
      );
      for (const shard of out.StreamDescription?.Shards ?? []) {
        if (!shard.ShardId || shards.has(shard.ShardId)) continue;
        // On a pre-existing table, shards closed before we started were handled by an earlier run.
        const skip =
          first && opts.startAt === 'LATEST' && !!shard.SequenceNumberRange?.EndingSequenceNumber;
        shards.set(shard.ShardId, { shard, done: skip });
      }
      start = out.StreamDescription?.LastEvaluatedShardId;
    } while (start);
    lastDescribe = Date.now();
  }

  async function iteratorFor(
    state: ShardState,
    type: ShardIteratorType,
  ): Promise<string | undefined> {
    const out = await opts.client.send(
      new GetShardIteratorCommand({
        StreamArn: opts.streamArn,
        ShardId: state.shard.ShardId,
        ShardIteratorType: state.lastSequence ? 'AFTER_SEQUENCE_NUMBER' : type,
        ...(state.lastSequence ? { SequenceNumber: state.lastSequence } : {}),
      }),
    );
    return out.ShardIterator;
  }

  /** Read one page of a shard. @returns how many records were delivered. */
  async function poll(state: ShardState): Promise<number> {
    try {
      state.iterator ??= await iteratorFor(
        state,
        first && opts.startAt === 'LATEST' ? 'LATEST' : 'TRIM_HORIZON',
      );
      if (!state.iterator) {
        state.done = true;
        return 0;
      }
      const out = await opts.client.send(
        new GetRecordsCommand({ ShardIterator: state.iterator, Limit: 1000 }),
      );
      const records = out.Records ?? [];
      if (records.length) {
        await opts.deliver(records.map((r) => toLambdaRecord(r, opts.streamArn, opts.region)));
        state.lastSequence = records.at(-1)!.dynamodb?.SequenceNumber ?? state.lastSequence;
      }
      state.iterator = out.NextShardIterator;
      if (!state.iterator) state.done = true;
      return records.length;
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'ResourceNotFoundException') state.done = true;
      else if (name === 'TrimmedDataAccessException') state.lastSequence = undefined;
      else if (name !== 'ExpiredIteratorException') {
        reopenFromCheckpoint(state);
        throw error;
      }
      state.iterator = undefined;
      return 0;
    }
  }

  /**
   * After a failure, the next read of a shard re-opens its iterator AFTER_SEQUENCE_NUMBER the
   * checkpoint. A shard with no checkpoint yet keeps its iterator (positional; an expired one
   * is re-opened by poll()): re-opening it at TRIM_HORIZON would replay what an earlier run
   * handled when the poller started at LATEST.
   */
  const reopenFromCheckpoint = (state: ShardState) => {
    if (state.lastSequence) state.iterator = undefined;
  };

  const ready = (s: ShardState) => {
    const parent = s.shard.ParentShardId && shards.get(s.shard.ParentShardId);
    return !s.done && (!parent || parent.done);
  };

  async function loop(): Promise<void> {
    let failures = 0;
    while (!stopped) {
      let delivered = 0;
      try {
        if (first || Date.now() - lastDescribe > DESCRIBE_EVERY_MS) await describe();
        for (const state of [...shards.values()].filter(ready)) delivered += await poll(state);
        first = false;
        markPositioned();
        if (!delivered) opts.onCaughtUp?.();
        if (failures) opts.log.warn(`Stream poller resumed from its checkpoints after ${failures} failed step(s)`);
        failures = 0;
      } catch (error) {
        for (const state of shards.values()) reopenFromCheckpoint(state);
        if (failures++ === 0) opts.log.error('Stream poller step failed; retrying with backoff', error);
        if (opts.whenUp) await until(opts.whenUp());
        await sleep(Math.min(MAX_BACKOFF_MS, 100 * 2 ** Math.min(failures - 1, 5)));
      }
      if (!delivered && !stopped) await sleep(opts.intervalMs);
    }
  }

  /** Wait for `promise`, or less when stop() is called. */
  const until = (promise: Promise<unknown>) =>
    Promise.race([promise, new Promise<void>((resolve) => (wake = resolve))]).finally(
      () => (wake = undefined),
    );
  const sleep = (ms: number) => until(delay(ms));

  const running = loop().finally(markPositioned);
  return {
    positioned,
    /** Shards known (DescribeStream), those finished, and those read in the next step. */
    stats: () => {
      const all = [...shards.values()];
      return { shards: all.length, shardsDone: all.filter((s) => s.done).length, shardsPolled: all.filter(ready).length };
    },
    stop: async () => {
      stopped = true;
      wake?.();
      await running;
    },
  };
}
