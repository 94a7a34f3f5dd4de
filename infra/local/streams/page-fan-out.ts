/**
 * The stream poller's pages → every processor's own queue (infra/local/streams/event-processing.ts).
 *
 * Each page read from the stream is queued to every runner; each runner works through its
 * queue in order, so a slow processor does not hold back the others while its backlog is small.
 * The backlog is bounded in RECORDS, not pages: the poller waits before its next read while any
 * runner has more than {@link MAX_QUEUED_RECORDS} records queued. Past that, the records stay in
 * the stream (DynamoDB Local) until the slowest processor gets to them, as with Lambda, whose
 * event source mapping holds one batch per shard in flight and leaves the rest in the stream
 * (IteratorAge grows, the function's memory does not).
 *
 * Why (issue 22 soak, docs/architecture.md "Soak memory"): the former bound of 200 pages per
 * runner let the read-ahead grow with the processors' lag — a heap snapshot at the end of a
 * 5-minute soak held 9,005 converted stream records (≈ 2.4 KB of heap each, 21 MB, the whole
 * growth of the live heap since minute 2), and the gateway process's RSS followed.
 */
import type { DynamoDBRecord } from 'aws-lambda';

/**
 * Records a runner may have queued before the poller waits for it. All runners share the page
 * objects, so the heap holds at most this + one GetRecords page (≤ 1,000 records) ≈ 7 MB of
 * records however far the processors lag. 2,000 records ≈ 40 s of the soak's writes (≈ 50/s):
 * enough for a burst to pass a slow processor without holding back the others.
 */
export const MAX_QUEUED_RECORDS = 2_000;

/** What the fan-out needs of a runner (processor-runner.ts: `deliver` never throws). */
export interface PageConsumer {
  name: string;
  deliver(records: DynamoDBRecord[]): Promise<void>;
}

/** One runner's queue figures (for the memory report's gauges). */
export interface QueueFigures {
  /** pages queued and not finished (the one in progress included) */
  pages: number;
  /** records in those pages */
  records: number;
}

/**
 * Queue pages to `consumers`. `deliver(page)` queues the page to every consumer and resolves
 * once every consumer has ≤ `maxQueuedRecords` records queued (at once when none is over), or
 * once `stop()` was called.
 * @param opts.maxQueuedRecords default {@link MAX_QUEUED_RECORDS}; ≥ 0
 */
export function createPageFanOut(consumers: readonly PageConsumer[], opts: { maxQueuedRecords?: number } = {}) {
  const limit = opts.maxQueuedRecords ?? MAX_QUEUED_RECORDS;
  let stopping = false;
  const queues = consumers.map((consumer) => ({
    consumer,
    /** the last delivery queued (consumer.deliver never throws) */
    tail: Promise.resolve(),
    pages: 0,
    records: 0,
    /** resolvers waiting for `records ≤ limit` */
    waiters: [] as (() => void)[],
  }));
  type Queue = (typeof queues)[number];
  const release = (q: Queue) => {
    const waiting = q.waiters;
    q.waiters = [];
    for (const resolve of waiting) resolve();
  };
  const belowLimit = (q: Queue) =>
    q.records <= limit || stopping ? Promise.resolve() : new Promise<void>((resolve) => q.waiters.push(resolve));

  return {
    async deliver(records: DynamoDBRecord[]): Promise<void> {
      for (const q of queues) {
        q.pages++;
        q.records += records.length;
        q.tail = q.tail
          .then(() => (stopping ? undefined : q.consumer.deliver(records)))
          .finally(() => {
            q.pages--;
            q.records -= records.length;
            if (q.records <= limit) release(q);
          });
      }
      await Promise.all(queues.map(belowLimit));
    },
    /** Figures per consumer now, and the largest queue (the records the heap holds for them). */
    stats() {
      const byConsumer = Object.fromEntries(queues.map((q) => [q.consumer.name, { pages: q.pages, records: q.records } satisfies QueueFigures]));
      return {
        maxQueuedPages: Math.max(0, ...queues.map((q) => q.pages)),
        maxQueuedRecords: Math.max(0, ...queues.map((q) => q.records)),
        byConsumer,
      };
    },
    /** True when nothing is queued anywhere, or, given `names`, for any of those consumers. */
    idle: (names?: readonly string[]) => queues.every((q) => q.pages === 0 || (names !== undefined && !names.includes(q.consumer.name))),
    /** Resolves when every page queued so far has been worked through. */
    drained: async (): Promise<void> => void (await Promise.all(queues.map((q) => q.tail))),
    /** Pages not yet started are dropped (as a stopped mapping would); resolves when the ones in progress end. */
    async stop(): Promise<void> {
      stopping = true;
      for (const q of queues) release(q);
      await Promise.all(queues.map((q) => q.tail));
    },
  };
}
