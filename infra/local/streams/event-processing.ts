/**
 * The table stream wired to the processors of `events/processors.ts` (plus any extra ones):
 * one poller, one runner per processor; each page of records goes to every runner at once,
 * and each runner keeps the records' order.
 */
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import type { RuntimeLog } from '../support/log';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../support/credentials';
import type { DeadLetters } from './dead-letters';
import { createProcessorRunner, type ProcessorSpec } from './processor-runner';
import { startStreamPoller } from './stream-poller';

export interface EventProcessingOptions {
  /** DynamoDB Local endpoint (streams are served on the same port). */
  endpoint: string;
  streamArn: string;
  startAt: 'TRIM_HORIZON' | 'LATEST';
  processors: ProcessorSpec[];
  deadLetters: DeadLetters;
  intervalMs: number;
  log: RuntimeLog;
}

/** Start polling the stream into the processors. @returns `stop()` (waits for the current step). */
export function startEventProcessing(opts: EventProcessingOptions) {
  const client = new DynamoDBStreamsClient({
    endpoint: opts.endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  const runners = opts.processors.map((p) =>
    createProcessorRunner(p, { deadLetters: opts.deadLetters, log: opts.log }),
  );
  const poller = startStreamPoller({
    client,
    streamArn: opts.streamArn,
    region: LOCAL_REGION,
    startAt: opts.startAt,
    intervalMs: opts.intervalMs,
    log: opts.log,
    deliver: async (records) => {
      await Promise.all(runners.map((r) => r.deliver(records)));
    },
  });
  return {
    processorNames: runners.map((r) => r.name),
    /** Resolves when the poller reads from its start position (see `startStreamPoller`). */
    positioned: poller.positioned,
    stop: async () => {
      await poller.stop();
      client.destroy();
    },
  };
}
