/**
 * Retention job benchmark (issue 35 §2), `npm run bench -- retention`: the daily retention job
 * (functions/measurements/retention-run.ts: planner + RETENTION_SHARDS segment workers, run
 * in-process as the local timer runs them, all segments at once as the Step Functions Map does)
 * over {@link SIZES} synthetic people (default 100,000 and 1,000,000; `RETENTION_BENCH_SIZES`).
 *
 * Per size, in a fresh table of DynamoDB Local (in memory, no stream: nothing but the job reads
 * it) and the S3 stand-in, the people are written straight to the table with BatchWriteItem
 * ({@link WRITE_CONCURRENCY} batches of 25 in flight). The mix (shares of people, by index):
 * - {@link SHARE_DUE_HISTORY} summary says a history version is past the cutoff (2 Measurement
 *   items: one 400 days old, the current one 10 days old; the old one is removed);
 * - {@link SHARE_NO_SUMMARY} no summary yet (signed up / changed something today): the full pass
 *   (privacy settings, history Queries, an S3 LIST) — with one current measurement version;
 * - {@link SHARE_DUE_PHOTO} summary says a retained photo is past the cutoff (one S3 object,
 *   400 days old, removed);
 * - {@link SHARE_STUCK} a deletion requested 2 h ago with no round left (restarted: round 0 written);
 * - the rest: a summary with nothing due (history start 20 days ago or none, the four settings in turn).
 *
 * Figures: wall time of the run, items read per person (every item the table returned to the job:
 * Query `ScannedCount`, GetItem 1 when found, counted by a middleware on the functions' own
 * DynamoDB client, which the job uses in this process), read capacity units per person
 * (`ConsumedCapacity` asked on every call), DynamoDB calls per person, the slowest segment (work
 * ms), people per second, and the write time of the synthetic data. The per-person figures at the
 * two sizes are compared (`flat`: within 10 %). Writes tests/bench/results/retention.json (each
 * size's figures kept when a later run measures only the other size).
 */
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { randomUUID } from 'node:crypto';
import { CreateTableCommand, DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { createTableInput } from '@seamline/shared/db/table';
import { repoRoot, round, writeResult } from './lib';

const SIZES = (process.env.RETENTION_BENCH_SIZES ?? '100000,1000000').split(',').map(Number);
/** BatchWriteItem requests in flight while writing the synthetic people. */
const WRITE_CONCURRENCY = Number(process.env.RETENTION_BENCH_WRITE_CONCURRENCY ?? 12);
const SHARE_DUE_HISTORY = 0.05;
const SHARE_NO_SUMMARY = 0.02;
const SHARE_DUE_PHOTO = 0.002;
const SHARE_STUCK = 0.001;
/**
 * People worked at once per segment. The Lambda worker uses 8 (SEGMENT_CONCURRENCY); here all 16
 * segments share one process and DynamoDB Local on 2 cores, where 16 × 8 passes at once made
 * connections wait past the SDK's 1 s connect timeout (30 of 100,000 people failed in one run).
 */
const SEGMENT_CONCURRENCY = Number(process.env.RETENTION_BENCH_CONCURRENCY ?? 4);
const TABLE = 'seamline-bench-retention';
const BUCKET = 'seamline-bench-retention';
const DAY = 86_400_000;

interface SizeFigures {
  people: number;
  writeSeconds: number;
  wallSeconds: number;
  peoplePerSecond: number;
  itemsReadPerPerson: number;
  readCapacityUnitsPerPerson: number | null;
  callsPerPerson: number;
  slowestSegment: { segment: number; workSeconds: number; people: number } | null;
  segments: number;
  mix: Record<string, number>;
  report: Record<string, unknown>;
  loadAverage1m: number;
  measuredAt: string;
}

/** Counts what the functions' DynamoDB client reads: items returned/scanned, RCUs, calls. */
function readCounter(client: DynamoDBClient) {
  const totals = { items: 0, rcu: 0, calls: 0, rcuSeen: false };
  client.middlewareStack.add(
    (next) => async (args) => {
      const input = (args as { input: Record<string, unknown> }).input;
      input.ReturnConsumedCapacity ??= 'TOTAL';
      const result = await next(args);
      const out = result.output as {
        ScannedCount?: number;
        Count?: number;
        Item?: unknown;
        Responses?: Record<string, unknown[]>;
        ConsumedCapacity?: { CapacityUnits?: number; ReadCapacityUnits?: number } | { CapacityUnits?: number; ReadCapacityUnits?: number }[];
      };
      totals.calls++;
      if (typeof out.ScannedCount === 'number') totals.items += out.ScannedCount;
      else if (out.Item) totals.items += 1;
      else if (out.Responses) totals.items += Object.values(out.Responses).reduce((n, r) => n + r.length, 0);
      for (const c of [out.ConsumedCapacity ?? []].flat()) {
        totals.rcuSeen = true;
        totals.rcu += c.ReadCapacityUnits ?? (out.ScannedCount !== undefined || out.Item !== undefined ? (c.CapacityUnits ?? 0) : 0);
      }
      return result;
    },
    { step: 'initialize', name: 'benchRetentionReadCounter' },
  );
  return {
    take() {
      const out = { ...totals };
      Object.assign(totals, { items: 0, rcu: 0, calls: 0 });
      return out;
    },
  };
}

type Kind = 'steady' | 'dueHistory' | 'noSummary' | 'duePhoto' | 'stuck';

/** The kind of person `i` of `n` (spread evenly over the index so every shard gets its share). */
function kindOf(i: number): Kind {
  const r = (i * 0.6180339887498949) % 1; // golden-ratio sequence: evenly spread, deterministic
  if (r < SHARE_STUCK) return 'stuck';
  if (r < SHARE_STUCK + SHARE_DUE_PHOTO) return 'duePhoto';
  if (r < SHARE_STUCK + SHARE_DUE_PHOTO + SHARE_NO_SUMMARY) return 'noSummary';
  if (r < SHARE_STUCK + SHARE_DUE_PHOTO + SHARE_NO_SUMMARY + SHARE_DUE_HISTORY) return 'dueHistory';
  return 'steady';
}

const SETTINGS = ['6months', '30days', '1year', 'forever'] as const;

async function writeAll(doc: DynamoDBDocumentClient, items: Record<string, unknown>[]) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const batch = items.slice(next, next + 25);
      next += 25;
      let requests: Record<string, unknown>[] | undefined = batch.map((Item) => ({ PutRequest: { Item } }));
      for (let attempt = 0; requests && requests.length > 0; attempt++) {
        const res = await doc.send(new BatchWriteCommand({ RequestItems: { [TABLE]: requests as never } }));
        requests = res.UnprocessedItems?.[TABLE] as Record<string, unknown>[] | undefined;
        if (requests?.length && attempt > 20) throw new Error(`${requests.length} items unprocessed after 20 retries`);
      }
    }
  };
  await Promise.all(Array.from({ length: WRITE_CONCURRENCY }, lane));
}

async function benchSize(n: number, env: { doc: DynamoDBDocumentClient; admin: DynamoDBClient }): Promise<SizeFigures> {
  const { env: functionsEnv } = await import('@seamline/functions/_core/env');
  if (functionsEnv.TABLE_NAME !== TABLE) throw new Error(`the functions' environment was read before the bench set it (table ${functionsEnv.TABLE_NAME})`);
  const { db, dynamo } = await import('@seamline/functions/_core/aws-clients');
  const { s3, mediaBucket } = await import('@seamline/functions/media/s3');
  const { runRetentionInProcess } = await import('@seamline/functions/measurements/retention-run');
  const { RETENTION_SHARDS } = await import('@seamline/shared/db/entities/user');
  const e = db.entities;

  await env.admin.send(new DeleteTableCommand({ TableName: TABLE })).catch(() => undefined);
  const { StreamSpecification: _stream, ...create } = createTableInput(TABLE);
  await env.admin.send(new CreateTableCommand(create));

  const now = Date.now();
  const iso = (msAgo: number) => new Date(now - msAgo).toISOString();
  const mix: Record<string, number> = { steady: 0, dueHistory: 0, noSummary: 0, duePhoto: 0, stuck: 0 };
  const photos: string[] = [];
  const started = performance.now();
  const CHUNK = 50_000;
  for (let from = 0; from < n; from += CHUNK) {
    const items: Record<string, unknown>[] = [];
    for (let i = from; i < Math.min(n, from + CHUNK); i++) {
      const id = randomUUID();
      const kind = kindOf(i);
      mix[kind]!++;
      const setting = SETTINGS[i % SETTINGS.length]!;
      const summary = {
        retentionCheckedAt: iso(DAY),
        retentionSetting: kind === 'dueHistory' || kind === 'duePhoto' ? '6months' : setting,
        retentionPhotoUploadOff: false,
        retentionWrites: 2,
      };
      const user: Record<string, unknown> = {
        id,
        username: `bench_${id.slice(0, 13)}`,
        email: `bench-${id}@bench.seamline.local`,
        createdAt: iso(400 * DAY),
        updatedAt: iso(DAY),
        ...(kind === 'noSummary' || kind === 'stuck' ? {} : summary),
        ...(kind === 'steady' && i % 3 === 0 ? { retentionHistoryFrom: iso(20 * DAY) } : {}),
        ...(kind === 'dueHistory' ? { retentionHistoryFrom: iso(400 * DAY) } : {}),
        ...(kind === 'duePhoto' ? { retentionPhotosFrom: iso(400 * DAY) } : {}),
        ...(kind === 'stuck' ? { deletingAt: iso(2 * 3600_000) } : {}),
      };
      items.push(e.user.put(user as never).params({ table: TABLE }).Item as Record<string, unknown>);
      const version = (msAgo: number) =>
        e.measurements
          .put({ userId: id, versionId: `${iso(msAgo)}-00000000`, unit: 'cm', weightUnit: 'kg', heightCm: 170, updatedAt: iso(msAgo) })
          .params({ table: TABLE }).Item as Record<string, unknown>;
      if (kind === 'dueHistory') items.push(version(400 * DAY), version(10 * DAY));
      if (kind === 'noSummary') items.push(version(10 * DAY));
      if (kind === 'duePhoto') photos.push(`scans/retained/${id}/${iso(400 * DAY)}_${randomUUID()}.jpg`);
    }
    await writeAll(env.doc, items);
    process.stdout.write(`\r  wrote ${Math.min(n, from + CHUNK).toLocaleString('en')} / ${n.toLocaleString('en')} people`);
  }
  for (let i = 0; i < photos.length; i += 16) {
    await Promise.all(photos.slice(i, i + 16).map((Key) => s3.send(new PutObjectCommand({ Bucket: mediaBucket(), Key, Body: Buffer.from([0xff, 0xd8, 0xff, 0xd9]) }))));
  }
  const writeSeconds = (performance.now() - started) / 1000;
  console.log(`\n  ${n.toLocaleString('en')} people written in ${round(writeSeconds, 1)} s (${JSON.stringify(mix)})`);

  const counter = readCounter(dynamo);
  counter.take();
  const runStarted = performance.now();
  const report = await runRetentionInProcess(new Date(now), { runId: `bench-${n}-${now}`, segmentConcurrency: RETENTION_SHARDS, concurrency: SEGMENT_CONCURRENCY });
  const wallSeconds = (performance.now() - runStarted) / 1000;
  const reads = counter.take();
  // Every person walked once; what was due removed (a person whose pass failed — logged, retried by
  // the next run — is the only allowed shortfall, and is reported).
  if (report.people !== n) throw new Error(`the run processed ${report.people} people of ${n}`);
  const short = (done: number, expected: number, what: string) => {
    if (done > expected || done < expected - report.failed) throw new Error(`${done} ${what}, expected ${expected} (failed ${report.failed})`);
  };
  short(report.versions, mix.dueHistory!, 'versions removed');
  short(report.photos, mix.duePhoto!, 'photos removed');
  short(report.deletionsRestarted, mix.stuck!, 'deletions restarted');
  const figures: SizeFigures = {
    people: n,
    writeSeconds: round(writeSeconds, 1),
    wallSeconds: round(wallSeconds, 1),
    peoplePerSecond: Math.round(n / wallSeconds),
    itemsReadPerPerson: round(reads.items / n, 4),
    readCapacityUnitsPerPerson: reads.rcuSeen ? round(reads.rcu / n, 4) : null,
    callsPerPerson: round(reads.calls / n, 4),
    slowestSegment: report.slowestSegment
      ? { segment: report.slowestSegment.segment, workSeconds: round(report.slowestSegment.workMs / 1000, 1), people: report.slowestSegment.people }
      : null,
    segments: report.segments,
    mix,
    report: { ...report },
    loadAverage1m: round(loadavg()[0]!, 2),
    measuredAt: new Date().toISOString(),
  };
  console.log(`  ${JSON.stringify(figures)}`);
  await env.admin.send(new DeleteTableCommand({ TableName: TABLE })).catch(() => undefined);
  return figures;
}

export async function benchRetention(): Promise<void> {
  process.env.POWERTOOLS_LOG_LEVEL = process.env.RETENTION_BENCH_LOG_LEVEL ?? 'ERROR';
  const { startDynamoDbLocal } = await import('../../infra/local/dynamodb/dynamodb-local');
  const { startS3StandIn } = await import('../../infra/local/s3/s3-server');
  const { LOCAL_CREDENTIALS, LOCAL_REGION } = await import('../../infra/local/support/credentials');
  const ddb = await startDynamoDbLocal(null);
  const s3 = await startS3StandIn({ directory: null, bucket: BUCKET, origins: ['http://localhost'] });
  Object.assign(process.env, {
    TABLE_NAME: TABLE,
    MEDIA_BUCKET: BUCKET,
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: ddb.endpoint,
    AWS_ENDPOINT_URL_S3: s3.endpoint,
    AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
    AWS_RESPONSE_CHECKSUM_VALIDATION: 'WHEN_REQUIRED',
    S3_FORCE_PATH_STYLE: 'true',
    AWS_SDK_SOCKET_TIMEOUT_MS: '60000',
  });
  const admin = new DynamoDBClient({ region: LOCAL_REGION, endpoint: ddb.endpoint, credentials: LOCAL_CREDENTIALS });
  const doc = DynamoDBDocumentClient.from(admin, { marshallOptions: { removeUndefinedValues: true } });
  const resultFile = `${repoRoot}tests/bench/results/retention.json`;
  const previous = existsSync(resultFile) ? (JSON.parse(readFileSync(resultFile, 'utf8')) as { sizes?: Record<string, SizeFigures> }) : {};
  // The figures of the two sizes the issue asks for are kept from an earlier run (smoke runs of other sizes are not).
  const sizes: Record<string, SizeFigures> = Object.fromEntries(Object.entries(previous.sizes ?? {}).filter(([k]) => k === '100000' || k === '1000000'));
  try {
    for (const n of SIZES) {
      console.log(`  retention over ${n.toLocaleString('en')} people`);
      sizes[String(n)] = await benchSize(n, { doc, admin });
    }
  } finally {
    admin.destroy();
    await s3.stop();
    await ddb.stop();
  }
  const [small, large] = [sizes['100000'], sizes['1000000']];
  const ratio = (a?: number | null, b?: number | null) => (a && b ? round(b / a, 3) : null);
  const comparison = small && large
    ? {
        itemsReadPerPerson1MOver100k: ratio(small.itemsReadPerPerson, large.itemsReadPerPerson),
        readCapacityUnitsPerPerson1MOver100k: ratio(small.readCapacityUnitsPerPerson, large.readCapacityUnitsPerPerson),
        callsPerPerson1MOver100k: ratio(small.callsPerPerson, large.callsPerPerson),
        wallSecondsPerPerson1MOver100k: ratio(small.wallSeconds / small.people, large.wallSeconds / large.people),
      }
    : null;
  const flat = comparison ? Math.abs((comparison.itemsReadPerPerson1MOver100k ?? 0) - 1) <= 0.1 : null;
  writeResult('retention', {
    what: 'Daily retention job (issue 35 §2) over synthetic people written straight to DynamoDB Local (in memory) and the S3 stand-in; all 16 segments at once in one process on this machine',
    shares: { dueHistory: SHARE_DUE_HISTORY, noSummary: SHARE_NO_SUMMARY, duePhoto: SHARE_DUE_PHOTO, stuckDeletion: SHARE_STUCK },
    sizes,
    comparison,
    flat,
    command: 'npm run bench -- retention   (RETENTION_BENCH_SIZES=100000 or 1000000 for one size)',
  });
}
