/**
 * The local runtime (ARCHITECTURE §10): the cloud topology on one machine. DynamoDB Local and
 * the S3 stand-in, the table and bucket from the shared definitions, the seed data, one
 * gateway server (SPA, HTTP API, WebSocket API + management API) running the real handlers
 * in-process with genuine events, and the stream poller feeding `events/` processors.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createDbService } from '@seamline/shared/db/service';
import { startDynamoDbLocal, type DynamoDbLocal } from './dynamodb/dynamodb-local';
import { ensureTable } from './dynamodb/table-setup';
import { appOrigins, functionEnv, MEDIA_BUCKET, RUNTIME_ENV_FILE, TABLE_NAME } from './function-env';
import { createGatewayServer } from './gateway/gateway-server';
import { localCspSources, securityHeaders } from '../lib/security-header-policy';
import { startRetentionTimer } from './retention-timer';
import { resolveOptions, type LocalRuntimeOptions } from './runtime-options';
import { startS3StandIn, type S3StandIn } from './s3/s3-server';
import { seed, seeders } from './seed';
import { DeadLetters, type DeadLetter } from './streams/dead-letters';
import { startEventProcessing } from './streams/event-processing';
import { watchLockTimeouts } from './streams/lock-timeouts';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './support/credentials';
import { createLog } from './support/log';
import { closeServer, listen } from './support/net';

export type { LocalRuntimeOptions } from './runtime-options';

/**
 * While the supervisor restarts DynamoDB Local, the functions' client fails each call at once,
 * as a dead endpoint does but without the SDK's retry delay (→ 503 within the 3 s of issue 22). Without it, a
 * request sent while the new JVM has bound its port but is not serving yet would wait the whole
 * socket timeout (measured: one answer of 8.9 s in `npm run bench -- faults`). In AWS there is no
 * such window; the handlers' code is unchanged (a middleware added from outside, per attempt).
 */
function gateWhileDown(client: DynamoDBClient, health: DynamoDbLocal['health']): void {
  client.middlewareStack.add(
    (next) => async (args) => {
      if (!health.up) {
        // Named like a service's 503 but without a status: the SDK does not retry it (the
        // supervisor knows the endpoint is down), dependency-errors.ts maps it to the API's 503.
        throw Object.assign(new Error('DynamoDB Local is restarting'), { name: 'ServiceUnavailable', $metadata: {} });
      }
      return next(args);
    },
    { step: 'finalizeRequest', priority: 'low', name: 'localDynamoDbRestartGate' },
  );
}

export interface LocalRuntime {
  /** `http://localhost:<port>` */
  url: string;
  port: number;
  /** The function environment, also set in `process.env`. */
  env: Record<string, string>;
  /** Absolute data folder (temporary when in memory). */
  dataDir: string;
  /** `health`: supervision (restarts after a death, issue 22); fault tests kill `health.javaPid`. */
  dynamodb: Pick<DynamoDbLocal, 'endpoint' | 'port' | 'dbPath' | 'startupMs' | 'health'>;
  /** `simulateOutage()`: the S3 stand-in's fault hook (issue 22). */
  s3: Pick<S3StandIn, 'endpoint' | 'directory' | 'simulateOutage'>;
  processors: string[];
  /**
   * The stream runner's figures now (memory report gauges, issue 22 soak): shards known / done /
   * polled, and the largest queue of pages and records any processor has waiting.
   */
  streamStats(): ReturnType<ReturnType<typeof startEventProcessing>['stats']>;
  /** Seeders that wrote data on this start before it served (empty when already seeded). */
  seeded: string[];
  /**
   * All seeders that wrote data on this start, once seeding is complete (with
   * `seedInBackground` the later stages finish after the runtime serves); rejects when one failed.
   */
  seeding: Promise<string[]>;
  /**
   * Resolves once seeding is complete and the processors have applied every stream record so far
   * (the demo data has settled: feeds filled, fit index written, counters added). Integration and
   * e2e setups wait for it, so a test never races the seed's processing on a slow machine.
   */
  settled(): Promise<void>;
  /** Records whose processor retries were exhausted (also in `<dataDir>/dlq/<processor>.jsonl`). */
  deadLetters: DeadLetter[];
  /** Stop everything (poller, sockets, servers, s3rver, Java); idempotent. */
  stop(): Promise<void>;
}

/**
 * Start the local runtime. Only one per process: handlers read `process.env` once.
 * @throws PrerequisiteError without Java 17+; Error when a port is taken or a stand-in fails
 *   (everything started so far is stopped first).
 */
export async function startLocalRuntime(options: LocalRuntimeOptions = {}): Promise<LocalRuntime> {
  const opts = resolveOptions(options);
  const log = createLog(opts.quiet);
  const stops: (() => Promise<void>)[] = [];
  // Throw-away data goes even when the process exits without stop() (Java dies by watchdog).
  const removeTemp = () => {
    if (opts.inMemory) rmSync(opts.dataDir, { recursive: true, force: true });
  };
  process.once('exit', removeTemp);
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      for (const fn of stops.reverse())
        await fn().catch((error) => log.error('Stop step failed', error));
      removeTemp();
      process.off('exit', removeTemp);
    })());

  try {
    // The site's security headers name the S3 stand-in, whose port is known once it started.
    let siteHeaders: Record<string, string> = {};
    const gateway = createGatewayServer({
      webDist: opts.webDist,
      log,
      siteHeaders: () => siteHeaders,
      authorizerCacheTtlSeconds: opts.authorizerCacheTtlSeconds,
      onResponse: opts.onApiResponse,
    });
    const port = await listen(gateway.server, opts.port);
    // Stop order (stops run last-in first): poller, sockets and gateway, S3, DynamoDB.
    stops.push(async () => {
      await gateway.connections.closeAll();
      await closeServer(gateway.server);
    });
    const url = `http://localhost:${port}`;

    const [ddbResult, s3Result] = await Promise.allSettled([
      startDynamoDbLocal(opts.inMemory ? null : path.join(opts.dataDir, 'dynamodb'), log),
      startS3StandIn({
        directory: path.join(opts.dataDir, 's3'),
        bucket: MEDIA_BUCKET,
        origins: appOrigins(port, opts.extraOrigins),
      }),
    ]);
    if (ddbResult.status === 'fulfilled') stops.unshift(ddbResult.value.stop);
    if (s3Result.status === 'fulfilled') stops.unshift(s3Result.value.stop);
    if (ddbResult.status === 'rejected') throw ddbResult.reason;
    if (s3Result.status === 'rejected') throw s3Result.reason;
    const ddb = ddbResult.value;
    const s3 = s3Result.value;
    siteHeaders = securityHeaders(localCspSources(appOrigins(port, opts.extraOrigins), s3.endpoint), 'local');

    const env = functionEnv({
      gatewayUrl: url,
      port,
      dynamoDbEndpoint: ddb.endpoint,
      s3Endpoint: s3.endpoint,
      dataDir: opts.dataDir,
      extraOrigins: opts.extraOrigins,
      appUrl: opts.extraOrigins[0] ?? url,
      feedCelebrityFollowers: opts.feedCelebrityFollowers,
      imageModeration: opts.imageModeration,
    });
    Object.assign(process.env, env);
    // Scripts (`npm run admin:create`) read the endpoints of the running runtime from here.
    mkdirSync(opts.dataDir, { recursive: true });
    writeFileSync(path.join(opts.dataDir, RUNTIME_ENV_FILE), `${JSON.stringify(env, null, 2)}\n`);

    const admin = new DynamoDBClient({
      endpoint: ddb.endpoint,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
    });
    const table = await ensureTable(admin, TABLE_NAME).finally(() => admin.destroy());

    const { processors } = await import('@seamline/events/processors');
    const deadLetters = new DeadLetters(path.join(opts.dataDir, 'dlq'));
    const events = startEventProcessing({
      endpoint: ddb.endpoint,
      streamArn: table.streamArn,
      startAt: table.created ? 'TRIM_HORIZON' : 'LATEST',
      processors: [...processors, ...opts.extraProcessors],
      deadLetters,
      intervalMs: opts.streamPollIntervalMs,
      log,
      health: ddb.health,
    });
    stops.push(events.stop);
    // Seed once the poller has its position, so seeded items reach the processors (fit index,
    // search tokens, counters) also on a table an earlier run created (poller at LATEST).
    await events.positioned;
    const { dynamo, sdkLogger } = await import('@seamline/functions/_core/aws-clients');
    gateWhileDown(dynamo, ddb.health);
    // DynamoDB Local's lock timeouts cost a processor batch no attempt (streams/lock-timeouts.ts).
    watchLockTimeouts(dynamo);
    // The seed is a bulk admin job, not a request: its own client without the functions' fail-fast
    // socket timeout (its BatchWrite bursts left DynamoDB Local silent for > 10 s on a loaded machine).
    const seedClient = new DynamoDBClient({ endpoint: ddb.endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, logger: sdkLogger });
    stops.push(async () => seedClient.destroy());
    // Isolated: its own Entity objects, so the functions' `db` keeps the functions' client (issue 36).
    const db = createDbService(DynamoDBDocumentClient.from(seedClient, { marshallOptions: { removeUndefinedValues: true } }), TABLE_NAME, { isolated: true });
    const seedContext = { db, now: new Date(), processorsIdle: events.idle };
    const [firstStage, ...laterStages] = seeders;
    const seeded = await seed(seedContext, opts.seedInBackground ? [firstStage!] : seeders);
    const seeding = opts.seedInBackground
      ? seed(seedContext, laterStages).then((names) => [...seeded, ...names])
      : Promise.resolve(seeded);
    seeding.catch((error: unknown) => log.error('Seeding failed', error));
    const everyMs = opts.retentionEveryMs;
    if (everyMs !== false) {
      // The CDK rule's stand-in (issue 22): the same handler, first run once seeding is done.
      let timer: ReturnType<typeof startRetentionTimer> | undefined;
      let stopped = false;
      stops.push(async () => {
        stopped = true;
        await timer?.stop();
      });
      void seeding.finally(() => {
        if (!stopped) timer = startRetentionTimer(everyMs, log);
      }).catch(() => undefined);
    }
    gateway.setReady();

    return {
      url,
      port,
      env,
      dataDir: opts.dataDir,
      dynamodb: {
        endpoint: ddb.endpoint,
        port: ddb.port,
        dbPath: ddb.dbPath,
        startupMs: ddb.startupMs,
        health: ddb.health,
      },
      s3: { endpoint: s3.endpoint, directory: s3.directory, simulateOutage: s3.simulateOutage },
      processors: events.processorNames,
      /** The stream runner's shards and queues (memory report gauges). */
      streamStats: events.stats,
      seeded,
      seeding,
      settled: async () => {
        await seeding;
        await events.idle();
      },
      deadLetters: deadLetters.entries,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
