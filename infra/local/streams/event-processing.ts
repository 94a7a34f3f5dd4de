/**
 * The table stream wired to the processors of `events/processors.ts` (plus any extra ones):
 * one poller, one runner per processor; each page of records is queued to every runner, and
 * each runner works through its own queue in order. As in AWS, where every event source
 * mapping reads the stream with its own iterator, a slow processor (the notifications of a
 * freshly seeded runtime) does not hold back the others (the fit index of a first measurement)
 * while its backlog is small; the poller waits once a runner has more than
 * {@link MAX_QUEUED_RECORDS} records queued, so the rest of a backlog stays in the stream, not in
 * the process's heap (page-fan-out.ts, issue 22 soak).
 */
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import type { RuntimeLog } from '../support/log';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../support/credentials';
import type { DeadLetters } from './dead-letters';
import { createProcessorRunner, type DependencyHealth, type ProcessorSpec } from './processor-runner';
import { createPageFanOut, MAX_QUEUED_RECORDS } from './page-fan-out';
import { startStreamPoller } from './stream-poller';

export { MAX_QUEUED_RECORDS };

export interface EventProcessingOptions {
  /** DynamoDB Local endpoint (streams are served on the same port). */
  endpoint: string;
  streamArn: string;
  startAt: 'TRIM_HORIZON' | 'LATEST';
  processors: ProcessorSpec[];
  deadLetters: DeadLetters;
  intervalMs: number;
  log: RuntimeLog;
  /** DynamoDB Local's supervision state: the poller and runners wait out its outages (issue 22). */
  health?: DependencyHealth;
}

/** Start polling the stream into the processors. @returns `stop()` (waits for the current step). */
export function startEventProcessing(opts: EventProcessingOptions) {
  const client = new DynamoDBStreamsClient({
    endpoint: opts.endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  // Waiting for the table ends when processing stops (stop() must not wait for an outage).
  let stopped: () => void = () => undefined;
  const stoppedSignal = new Promise<void>((resolve) => (stopped = resolve));
  const health: DependencyHealth | undefined = opts.health && {
    get up() {
      return opts.health!.up;
    },
    get outages() {
      return opts.health!.outages;
    },
    whenUp: () => Promise.race([opts.health!.whenUp(), stoppedSignal]),
  };
  const runners = opts.processors.map((p) =>
    createProcessorRunner(p, { deadLetters: opts.deadLetters, log: opts.log, health }),
  );
  const fanOut = createPageFanOut(runners);
  /**
   * Waiters of `idle()` (`names`: only those runners), and how many caught-up steps in a row found
   * every runner idle (`quiet` of a waiter: its runners, counted from when it started waiting).
   */
  let idleWaiters: { names?: readonly string[]; quiet: number; resolve: () => void }[] = [];
  let quietSteps = 0;
  const poller = startStreamPoller({
    client,
    streamArn: opts.streamArn,
    region: LOCAL_REGION,
    startAt: opts.startAt,
    intervalMs: opts.intervalMs,
    log: opts.log,
    onCaughtUp: () => {
      // Two quiet steps in a row: what the runners wrote while finishing has been read too.
      quietSteps = fanOut.idle() ? quietSteps + 1 : 0;
      if (idleWaiters.length === 0) return;
      for (const w of idleWaiters) if (w.names) w.quiet = fanOut.idle(w.names) ? w.quiet + 1 : 0;
      const done = idleWaiters.filter((w) => (w.names ? w.quiet : quietSteps) >= 2);
      if (done.length === 0) return;
      idleWaiters = idleWaiters.filter((w) => !done.includes(w));
      for (const w of done) w.resolve();
    },
    whenUp: health?.whenUp,
    // Waits while a runner is over its backlog bound; never past stop().
    deliver: (records) => Promise.race([fanOut.deliver(records), stoppedSignal]),
  });
  return {
    processorNames: runners.map((r) => r.name),
    /** Resolves when the poller reads from its start position (see `startStreamPoller`). */
    positioned: poller.positioned,
    /**
     * Figures for the memory report: the poller's shards (known, finished, read each step) and the
     * largest queue of pages / records a runner has waiting (what the heap holds for them).
     */
    stats: () => {
      const { maxQueuedPages, maxQueuedRecords, byConsumer } = fanOut.stats();
      const behind = Object.entries(byConsumer).filter(([, q]) => q.records > 0);
      return { ...poller.stats(), maxQueuedPages, maxQueuedRecords, queuedRecordsByRunner: Object.fromEntries(behind.map(([name, q]) => [name, q.records])) };
    },
    /**
     * Resolves once the stream is caught up and every processor has applied every record read
     * (two poll steps in a row with nothing new and no runner busy), e.g. a seed's records and
     * what the processors wrote in turn. Tests wait for it before they change the world.
     * With `processors`: once those (names of `processorNames`) have; the others may still work.
     * @throws (synchronously) for a name no runner has.
     */
    idle: (processors?: readonly string[]): Promise<void> => {
      const unknown = processors?.filter((name) => !runners.some((r) => r.name === name)) ?? [];
      if (unknown.length) throw new Error(`idle(): no processor named ${unknown.join(', ')}`);
      return new Promise<void>((resolve) => idleWaiters.push({ names: processors, quiet: 0, resolve }));
    },
    stop: async () => {
      stopped();
      await poller.stop();
      await fanOut.stop(); // pages not yet started are dropped, as a stopped mapping would
      client.destroy();
    },
  };
}
