/**
 * The `event-cleanup` processor (issue 35 §3) without a table: which records it acts on, that its
 * filter lets exactly those through, and that a failing cleanup is reported (never swallowed), so
 * the local event source mapping (`infra/local/streams/processor-runner.ts`, Lambda's rules)
 * retries it and, when it keeps failing, dead-letters it — while a cleanup that fails once is
 * retried and completes. The cleanup itself is replaced by a fake; its behaviour on real data is
 * tested over HTTP (tests/integration/event-cleanup.test.ts).
 */
import type { DynamoDBRecord } from 'aws-lambda';
import { marshall } from '@aws-sdk/util-dynamodb';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const cleanup = vi.hoisted(() => ({ deleteEventContents: vi.fn<(eventId: string) => Promise<{ suggestions: number }>>() }));
vi.mock('@seamline/functions/outfits/event-cleanup', () => cleanup);

import { processors } from '../processors';
import { passesFilters } from '../../infra/local/streams/filter-patterns';
import { DeadLetters } from '../../infra/local/streams/dead-letters';
import { createProcessorRunner, MAX_ATTEMPTS } from '../../infra/local/streams/processor-runner';
import { cleanUpRecord, handler, removedEventIdOf } from './event-cleanup';

type Image = NonNullable<DynamoDBRecord['dynamodb']>['NewImage'];
let seq = 0;
const record = (eventName: 'INSERT' | 'MODIFY' | 'REMOVE', image: Record<string, unknown>): DynamoDBRecord => {
  seq++;
  const marshalled = marshall(image, { removeUndefinedValues: true }) as Image;
  return {
    eventID: `e${seq}`,
    eventName,
    dynamodb: {
      SequenceNumber: String(seq),
      Keys: { pk: { S: `$seamline#eventid_${String(image.eventId)}` } },
      ...(eventName === 'INSERT' ? {} : { OldImage: marshalled }),
      ...(eventName === 'REMOVE' ? {} : { NewImage: marshalled }),
    },
  };
};
const event = (eventId: string) => ({ __edb_e__: 'outfitEvent', __edb_v__: '1', eventId, creatorId: 'u1', eventName: 'Gala', version: 1 });
const spec = processors.find((p) => p.name === 'event-cleanup')!;

beforeEach(() => {
  cleanup.deleteEventContents.mockReset();
});

describe('event-cleanup: which records', () => {
  it('acts on the REMOVE of an outfit event only; its filter lets exactly those through', () => {
    const removed = record('REMOVE', event('ev1'));
    expect(removedEventIdOf(removed)).toBe('ev1');
    const others = [
      record('INSERT', event('ev2')),
      record('MODIFY', event('ev3')),
      record('REMOVE', { __edb_e__: 'outfitSuggestion', eventId: 'ev4', suggestionId: 's1' }),
      record('REMOVE', { __edb_e__: 'eventMember', eventId: 'ev5', userId: 'u2' }),
    ];
    for (const r of others) expect(removedEventIdOf(r), r.eventID).toBeUndefined();
    expect(passesFilters(spec.filterPatterns, removed)).toBe(true);
    for (const r of others) expect(passesFilters(spec.filterPatterns, r), r.eventID).toBe(false);
    expect(removedEventIdOf(record('REMOVE', { __edb_e__: 'outfitEvent' }))).toBeUndefined();
  });

  it('cleans the removed event and throws what the cleanup throws', async () => {
    cleanup.deleteEventContents.mockResolvedValueOnce({ suggestions: 3 });
    await expect(cleanUpRecord(record('REMOVE', event('ev1')))).resolves.toBe('cleaned');
    expect(cleanup.deleteEventContents).toHaveBeenCalledWith('ev1');
    await expect(cleanUpRecord(record('INSERT', event('ev1')))).resolves.toBe('ignored');
    cleanup.deleteEventContents.mockRejectedValueOnce(new Error('S3 down'));
    await expect(cleanUpRecord(record('REMOVE', event('ev1')))).rejects.toThrow('S3 down');
  });

  it('reports a failed record in batchItemFailures and still cleans its neighbours', async () => {
    cleanup.deleteEventContents.mockImplementation(async (eventId) => {
      if (eventId === 'bad') throw new Error('photo delete failed');
      return { suggestions: 1 };
    });
    const [a, bad, c] = [record('REMOVE', event('a')), record('REMOVE', event('bad')), record('REMOVE', event('c'))];
    const response = await handler({ Records: [a, bad, c] });
    expect(response.batchItemFailures).toEqual([{ itemIdentifier: bad.dynamodb!.SequenceNumber }]);
    expect(cleanup.deleteEventContents.mock.calls.map(([id]) => id)).toEqual(['a', 'bad', 'c']);
  });
});

describe('event-cleanup under the event source mapping rules (local runner)', () => {
  const run = () => {
    const deadLetters = new DeadLetters(null);
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const runner = createProcessorRunner({ ...spec, load: async () => handler }, { deadLetters, log, backoffMs: 1 });
    return { runner, deadLetters };
  };

  it('a cleanup that fails once is retried and completes: two runs, no dead letter', async () => {
    cleanup.deleteEventContents.mockRejectedValueOnce(new Error('photo delete failed')).mockResolvedValueOnce({ suggestions: 2 });
    const { runner, deadLetters } = run();
    await runner.deliver([record('REMOVE', event('ev1'))]);
    expect(cleanup.deleteEventContents.mock.calls).toEqual([['ev1'], ['ev1']]);
    expect(deadLetters.entries).toEqual([]);
  });

  it('a cleanup that keeps failing is tried 1 + STREAM_RETRY_ATTEMPTS times, then its record goes to the failure destination', async () => {
    cleanup.deleteEventContents.mockRejectedValue(new Error('photo delete failed'));
    const { runner, deadLetters } = run();
    const removed = record('REMOVE', event('ev9'));
    await runner.deliver([removed]);
    expect(cleanup.deleteEventContents).toHaveBeenCalledTimes(MAX_ATTEMPTS);
    expect(deadLetters.entries).toMatchObject([{ processor: 'event-cleanup', condition: 'RetryAttemptsExhausted', record: { eventID: removed.eventID } }]);
  });
});
