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
}

interface ShardState {
  shard: Shard;
  iterator?: string;
  lastSequence?: string;
  done: boolean;
}

const DESCRIBE_EVERY_MS = 1000;

/**
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
      state.iterator = undefined;
      if (name === 'ResourceNotFoundException') state.done = true;
      else if (name === 'TrimmedDataAccessException') state.lastSequence = undefined;
      else if (name !== 'ExpiredIteratorException') throw error;
      return 0;
    }
  }

  const ready = (s: ShardState) => {
    const parent = s.shard.ParentShardId && shards.get(s.shard.ParentShardId);
    return !s.done && (!parent || parent.done);
  };

  async function loop(): Promise<void> {
    while (!stopped) {
      let delivered = 0;
      try {
        if (first || Date.now() - lastDescribe > DESCRIBE_EVERY_MS) await describe();
        for (const state of [...shards.values()].filter(ready)) delivered += await poll(state);
        first = false;
        markPositioned();
        if (!delivered) opts.onCaughtUp?.();
      } catch (error) {
        opts.log.error('Stream poller step failed; retrying', error);
        await sleep(1000);
      }
      if (!delivered && !stopped) await sleep(opts.intervalMs);
    }
  }

  const sleep = (ms: number) =>
    Promise.race([delay(ms), new Promise<void>((resolve) => (wake = resolve))]).finally(
      () => (wake = undefined),
    );

  const running = loop().finally(markPositioned);
  return {
    positioned,
    stop: async () => {
      stopped = true;
      wake?.();
      await running;
    },
  };
}
