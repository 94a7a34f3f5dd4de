/**
 * The stream pages' fan-out to the processors (page-fan-out.ts, issue 22 soak): every runner
 * gets every page in order, a slow runner holds back no other while its backlog is under the
 * bound, the poller waits once a backlog passes it (so the heap holds a bounded number of
 * records), and stop drops what has not started. Fake consumers released by hand; no sleeps.
 */
import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { createPageFanOut, MAX_QUEUED_RECORDS, type PageConsumer } from './page-fan-out';

const page = (from: number, n: number): DynamoDBRecord[] =>
  Array.from({ length: n }, (_, i) => ({ eventID: `e${from + i}`, dynamodb: { SequenceNumber: String(from + i) } }));

/** A consumer that records what it got; `gated` ones finish a page only when `releaseOne()` is called. */
function consumer(name: string, gated = false) {
  const got: string[] = [];
  const gates: (() => void)[] = [];
  let waiting: (() => void) | undefined;
  const c: PageConsumer & { got: string[]; releaseOne: () => void; started: () => Promise<void>; inProgress: () => number } = {
    name,
    got,
    async deliver(records) {
      got.push(...records.map((r) => r.eventID!));
      if (!gated) return;
      const done = new Promise<void>((resolve) => gates.push(resolve));
      waiting?.();
      await done;
    },
    releaseOne: () => gates.shift()?.(),
    /** Resolves once a page is waiting for `releaseOne`. */
    started: () => (gates.length ? Promise.resolve() : new Promise<void>((resolve) => (waiting = resolve))),
    inProgress: () => gates.length,
  };
  return c;
}

/** Whether `promise` has settled, looked at once every pending microtask has run (setImmediate). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('stream page fan-out (bounded read-ahead)', () => {
  it('bounds the backlog by records: 2,000 records, ≈ 40 s of the soak\'s writes', () => {
    expect(MAX_QUEUED_RECORDS).toBe(2_000);
  });

  it('delivers every page to every consumer, in order', async () => {
    const a = consumer('a');
    const b = consumer('b');
    const fanOut = createPageFanOut([a, b], { maxQueuedRecords: 10 });
    for (let i = 0; i < 5; i++) await fanOut.deliver(page(i * 3, 3));
    await fanOut.drained();
    const all = Array.from({ length: 15 }, (_, i) => `e${i}`);
    expect(a.got).toEqual(all);
    expect(b.got).toEqual(all);
  });

  it('a slow consumer holds back no other while its backlog is within the bound', async () => {
    const slow = consumer('slow', true);
    const fast = consumer('fast');
    const fanOut = createPageFanOut([slow, fast], { maxQueuedRecords: 10 });
    // 3 pages of 3: the slow one has 9 records queued (≤ 10), the poller goes on at once.
    for (let i = 0; i < 3; i++) expect(await settled(fanOut.deliver(page(i * 3, 3)))).toBe(true);
    await slow.started();
    expect(fast.got).toHaveLength(9);
    expect(slow.got).toEqual(['e0', 'e1', 'e2']);
    expect(fanOut.stats()).toMatchObject({ maxQueuedPages: 3, maxQueuedRecords: 9, byConsumer: { slow: { pages: 3, records: 9 }, fast: { pages: 0, records: 0 } } });
    expect(fanOut.idle()).toBe(false);
    for (let i = 0; i < 3; i++) {
      await slow.started();
      slow.releaseOne();
    }
    await fanOut.stop();
    expect(slow.got).toHaveLength(9);
  });

  it('the poller waits once a consumer has more records queued than the bound, and goes on when it is back under it', async () => {
    const slow = consumer('slow', true);
    const fanOut = createPageFanOut([slow, consumer('fast')], { maxQueuedRecords: 10 });
    await fanOut.deliver(page(0, 6));
    const second = fanOut.deliver(page(6, 6)); // 12 > 10 queued
    expect(await settled(second)).toBe(false);
    expect(fanOut.stats().maxQueuedRecords).toBe(12);
    await slow.started();
    slow.releaseOne(); // the first page done: 6 queued
    expect(await settled(second)).toBe(true);
    expect(fanOut.stats().maxQueuedRecords).toBe(6);
    await slow.started();
    slow.releaseOne();
    await fanOut.stop();
    expect(fanOut.idle()).toBe(true);
  });

  it('holds at most the bound + one page of records however long the consumer lags', async () => {
    const slow = consumer('slow', true);
    const fanOut = createPageFanOut([slow], { maxQueuedRecords: 10 });
    let held = 0;
    let delivered = 0;
    // A poller that reads the next page as soon as deliver resolves: 40 pages of 4, while the
    // consumer finishes one page at a time.
    const reading = (async () => {
      for (let i = 0; i < 40; i++) {
        const queued = fanOut.deliver(page(i * 4, 4));
        held = Math.max(held, fanOut.stats().maxQueuedRecords);
        await queued;
        delivered++;
      }
    })();
    while (!(await settled(reading)) || !fanOut.idle()) slow.releaseOne();
    expect(delivered).toBe(40);
    expect(held).toBeGreaterThan(10);
    expect(held).toBeLessThanOrEqual(10 + 4);
    expect(slow.got).toHaveLength(160);
    await fanOut.stop();
  });

  it('is idle for named consumers once they are, while another still works (issue 36 §4: a seed stage waits only for what it needs)', async () => {
    const fast = consumer('fast');
    const slow = consumer('slow', true);
    const fanOut = createPageFanOut([fast, slow]);
    await fanOut.deliver(page(0, 2));
    await slow.started();
    expect(fanOut.idle(['fast'])).toBe(true);
    expect(fanOut.idle(['fast', 'slow'])).toBe(false);
    expect(fanOut.idle()).toBe(false);
    slow.releaseOne();
    await fanOut.drained();
    expect(fanOut.idle()).toBe(true);
  });

  it('stop drops the pages not yet started and releases a waiting poller', async () => {
    const slow = consumer('slow', true);
    const fanOut = createPageFanOut([slow], { maxQueuedRecords: 2 });
    const waiting = fanOut.deliver(page(0, 3));
    void fanOut.deliver(page(3, 3));
    await slow.started();
    expect(await settled(waiting)).toBe(false);
    const stopping = fanOut.stop();
    expect(await settled(waiting)).toBe(true);
    slow.releaseOne();
    await stopping;
    expect(slow.got).toEqual(['e0', 'e1', 'e2']);
  });
});
