/**
 * The local event source mapping's retry rules (processor-runner.ts): Lambda's attempt budget
 * from the shared constant, no overlap of a timed-out invocation and its retry, and DynamoDB
 * Local's lock timeouts costing no attempt. Fake handlers, no DynamoDB; waits are on events
 * (vi.waitFor on what the runner logged or called), never fixed sleeps.
 */
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { STREAM_RETRY_ATTEMPTS } from '@seamline/events/processors';
import { DeadLetters } from './dead-letters';
import { noteLockTimeout } from './lock-timeouts';
import { createProcessorRunner, MAX_ATTEMPTS, type ProcessorSpec } from './processor-runner';

const record = (seq: number): DynamoDBRecord => ({
  eventID: `e${seq}`,
  eventName: 'INSERT',
  dynamodb: { SequenceNumber: String(seq), Keys: { pk: { S: `k${seq}` } }, NewImage: { pk: { S: `k${seq}` } } },
});

function setup(
  handle: (event: DynamoDBStreamEvent) => Promise<{ batchItemFailures: { itemIdentifier: string }[] } | void>,
  spec: Partial<ProcessorSpec> = {},
) {
  const lines: string[] = [];
  const log = { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(m), error: (m: string) => lines.push(m) };
  const deadLetters = new DeadLetters(null);
  const handler = vi.fn(handle);
  const runner = createProcessorRunner(
    { name: 'test-runner', load: async () => handler, filterPatterns: [], batchSize: 10, ...spec },
    { deadLetters, log, backoffMs: 1 },
  );
  return { runner, handler, deadLetters, lines };
}

describe('local stream runner (Lambda event source mapping rules)', () => {
  it('invokes a failing batch 1 + STREAM_RETRY_ATTEMPTS times (the CDK retryAttempts) before dead-lettering it', async () => {
    expect(MAX_ATTEMPTS).toBe(1 + STREAM_RETRY_ATTEMPTS);
    const { runner, handler, deadLetters } = setup(async (event) => ({
      batchItemFailures: event.Records.map((r) => ({ itemIdentifier: r.dynamodb!.SequenceNumber! })),
    }));
    await runner.deliver([record(1)]);
    expect(handler).toHaveBeenCalledTimes(MAX_ATTEMPTS);
    expect(deadLetters.entries).toMatchObject([
      { condition: 'RetryAttemptsExhausted', approximateInvokeCount: MAX_ATTEMPTS, error: 'batchItemFailures', record: { eventID: 'e1' } },
    ]);
  });

  it('bisects a batch whose retries are exhausted: only the failing record reaches the dead letters', async () => {
    const { runner, deadLetters } = setup(async (event) => ({
      batchItemFailures: event.Records.filter((r) => r.eventID === 'e3').map((r) => ({ itemIdentifier: r.dynamodb!.SequenceNumber! })),
    }));
    await runner.deliver([1, 2, 3, 4].map(record));
    expect(deadLetters.entries.map((l) => l.record.eventID)).toEqual(['e3']);
  });

  it('does not start the retry of a timed-out batch while the timed-out invocation still runs', async () => {
    let release: () => void = () => undefined;
    const stillRunning = new Promise<void>((resolve) => (release = resolve));
    let running = 0;
    let maxRunning = 0;
    const { runner, handler, deadLetters, lines } = setup(
      async () => {
        running++;
        maxRunning = Math.max(maxRunning, running);
        try {
          if (handler.mock.calls.length === 1) await stillRunning; // the first run outlives its timeout
        } finally {
          running--;
        }
      },
      { timeoutSeconds: 0.05 },
    );
    const delivered = runner.deliver([record(1), record(2)]);
    await vi.waitFor(() => expect(lines.some((l) => l.includes('still running; its retry waits'))).toBe(true), { timeout: 10_000 });
    expect(lines.some((l) => l.includes('timed out after 50 ms'))).toBe(true);
    expect(handler).toHaveBeenCalledTimes(1);
    release();
    await delivered;
    expect(handler).toHaveBeenCalledTimes(2);
    expect(maxRunning).toBe(1);
    expect(lines.some((l) => /timed-out invocation ended \d+ ms after its timeout; retrying/.test(l))).toBe(true);
    expect(deadLetters.entries).toEqual([]);
  });

  it('DynamoDB Local lock timeouts cost no attempt, thrown or hidden in batchItemFailures: the records are applied, none dead-lettered', async () => {
    const lockError = Object.assign(
      new Error('This action timed out because it too long waiting for a lock. This request will succeed in actual DynamoDB API'),
      { name: 'InternalServerError' },
    );
    let calls = 0;
    const { runner, handler, deadLetters, lines } = setup(async (event) => {
      calls++;
      if (calls <= MAX_ATTEMPTS) throw new Error('wrapped', { cause: lockError });
      if (calls <= 2 * MAX_ATTEMPTS) {
        // A processor that catches the error and reports the record: the SDK middleware noted it.
        noteLockTimeout();
        return { batchItemFailures: [{ itemIdentifier: event.Records[0]!.dynamodb!.SequenceNumber! }] };
      }
      return { batchItemFailures: [] };
    });
    await runner.deliver([record(1), record(2)]);
    expect(handler).toHaveBeenCalledTimes(2 * MAX_ATTEMPTS + 1);
    // Never bisected: every invocation got the whole batch.
    expect(handler.mock.calls.every(([event]) => event.Records.length === 2)).toBe(true);
    expect(deadLetters.entries).toEqual([]);
    expect(lines.filter((l) => l.includes('DynamoDB Local lock timeout(s); retried in'))).toHaveLength(2 * MAX_ATTEMPTS);
  });

  it('a lock timeout met outside an invocation (an API call) does not excuse a failing batch', async () => {
    const { runner, handler, deadLetters } = setup(async (event) => ({
      batchItemFailures: event.Records.map((r) => ({ itemIdentifier: r.dynamodb!.SequenceNumber! })),
    }));
    noteLockTimeout();
    await runner.deliver([record(7)]);
    expect(handler).toHaveBeenCalledTimes(MAX_ATTEMPTS);
    expect(deadLetters.entries).toHaveLength(1);
  });
});
