/**
 * People benchmarks (issue 5 "Benchmarks"), `npm run bench -- people`:
 *
 * - `GET /api/users/{id}/connect-matches` through the local gateway: p50 / p90 / max (target
 *   p50 ≤ 30 ms at 100,000 people) and the ITEMS READ per request (GetItem, BatchGetItem,
 *   Query, counted by a middleware on the functions' DynamoDB client: handlers run
 *   in-process), at 1k, 10k and 100k people: it must stay flat;
 * - `GET /api/users/search?q=<2–3 letters>`: p50 / p90 / max (target p50 ≤ 20 ms at 100k) and
 *   items read;
 * - follow → ProfileStats `followers` updated by the stream processor: latency p50 / p90 over
 *   30 follows (from the request and from the answer);
 * - Scan operations seen: must be 0.
 *
 * People get realistic bodies (`infra/local/seeders/ansur-bodies.ts`, ANSUR II) and names, and
 * their User, FitIndex and SearchToken items are written DIRECTLY with BatchWriteItem, built by
 * `shared/db/people-index.ts` (the code the people-index processor runs), so 100k take minutes.
 * One local runtime in memory, in this process (so the item counter sees the handlers' calls),
 * grows from 1k to 10k to 100k people. The runtime cannot pause its stream poller, so after
 * each load the bench waits until the stream has drained (a canary Follow written last has
 * been counted; the people-index processor then finds every token in place and writes
 * nothing) before it creates viewers — User + Measurements, indexed by the processors like a
 * real save — and measures.
 */
import http from 'node:http';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { DbService } from '@seamline/shared/db/service';
import { fitIndexItemOf, searchTokenItemsOf } from '@seamline/shared/db/people-index';
import { APP_REQUEST_HEADER } from '@seamline/shared/contracts/session';
import { bodyGenerator, type Sex } from '../../infra/local/seeders/ansur-bodies';
import { percentile, round, writeResult } from './lib';
import { waitFor } from '../fixtures/poll';

const SIZES = (process.env.PEOPLE_BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const BENCH_SEED = 5_100_000;
const VIEWERS = 6;
const MATCH_REQUESTS_PER_VIEWER = 40;
const SEARCH_TERMS = ['ma', 'jo', 'li', 'sa', 'an', 'chr', 'kim', 'lee', 'ros', 'nak'];
const SEARCH_REQUESTS_PER_TERM = 20;
const FOLLOWS = 30;
/** People per BatchWrite round (each 6 items or so: User, FitIndex, ~4 SearchTokens). */
const LOAD_CHUNK = 1000;

const FIRST: Record<Sex, string[]> = {
  female: ['Maria', 'Anna', 'Sarah', 'Linda', 'Joanna', 'Christine', 'Sakura', 'Aisha', 'Rosa', 'Emily', 'Julia', 'Priya', 'Chloe', 'Lea', 'Sofia', 'Hana', 'Nadia', 'Olivia', 'Zoë', 'Camila'],
  male: ['James', 'John', 'Mark', 'Liam', 'Samuel', 'Andrew', 'Christopher', 'Kenji', 'Ahmed', 'Lucas', 'Mateo', 'Daniel', 'Omar', 'Noah', 'Ravi', 'Felix', 'Diego', 'Tom', 'Leo', 'Marcus'],
};
const LAST = ['Smith', 'Johnson', 'Lee', 'Kim', 'Garcia', 'Rossi', 'Nakamura', 'Okafor', 'Müller', 'Novak', 'Silva', 'Chen', 'Patel', 'Brown', 'Martin', 'Dubois', 'Larsen', 'Haddad', 'Cohen', 'Kowalski', 'Singh', 'Costa', 'Evans', 'Tanaka', 'Rahman', 'Moreau', 'Ramírez', 'Wilson', 'Young', 'Clarke'];

const DAY_MS = 24 * 60 * 60 * 1000;
const summary = (t: number[]) => ({ p50Ms: round(percentile(t, 50), 2), p90Ms: round(percentile(t, 90), 2), maxMs: round(Math.max(...t), 2), n: t.length });
const counts = (t: number[]) => ({ p50: percentile(t, 50), max: Math.max(...t), min: Math.min(...t) });

type PersonItems = ReturnType<typeof peopleRange> extends Generator<infer P> ? P : never;

/** The bench people [from, to): deterministic from the index (bodies from one seeded stream). */
function* peopleRange(from: number, to: number, now: Date) {
  const nextBody = bodyGenerator(BENCH_SEED);
  for (let i = 0; i < to; i++) {
    const sex: Sex = i % 2 === 0 ? 'female' : 'male';
    const body = nextBody(sex);
    if (i < from) continue;
    const firstName = FIRST[sex][(i >> 1) % FIRST[sex].length]!;
    const lastName = LAST[(i * 7 + Math.floor(i / 40)) % LAST.length]!;
    const id = `bench-${String(i).padStart(7, '0')}`;
    const handle = `${firstName}_${lastName}`.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
    const at = new Date(now.getTime() - (i % 700) * DAY_MS).toISOString();
    const user = { id, username: `${handle}_${i}`, email: `${handle}.${i}@bench.seamline.local`, firstName, lastName, isEmailVerified: true, createdAt: at, updatedAt: at };
    yield { user, fit: fitIndexItemOf(id, { ...body, updatedAt: at }, null)!, tokens: searchTokenItemsOf(user) };
  }
}

/** Throw when a BatchWrite left items unprocessed (a bench must not silently load fewer). */
function allProcessed({ unprocessed }: { unprocessed: unknown[] }): void {
  if (unprocessed.length) throw new Error(`${unprocessed.length} items unprocessed`);
}

/** People [from, to) straight into the table (BatchWriteItem). @returns people, items written and ms. */
async function loadPeople(db: DbService, from: number, to: number) {
  const started = performance.now();
  let items = 0;
  let chunk: PersonItems[] = [];
  const flush = async () => {
    const tokens = chunk.flatMap((p) => p.tokens);
    const go = { concurrency: 4 };
    const results = await Promise.all([
      db.entities.user.put(chunk.map((p) => p.user)).go(go),
      db.entities.fitIndex.put(chunk.map((p) => p.fit)).go(go),
      db.entities.searchToken.put(tokens).go(go),
    ]);
    results.forEach(allProcessed);
    items += chunk.length * 2 + tokens.length;
    chunk = [];
  };
  for (const person of peopleRange(from, to, new Date())) {
    chunk.push(person);
    if (chunk.length === LOAD_CHUNK) await flush();
  }
  if (chunk.length) await flush();
  return { people: to - from, items, ms: Math.round(performance.now() - started) };
}

/** Counts items returned by every call of a DynamoDB client, by command. */
function itemCounter(client: DynamoDBClient) {
  const byCommand: Record<string, { calls: number; items: number; scanned: number }> = {};
  let dynamoMs = 0;
  /** Every call's duration by command, kept across resets (see `callTimes`). */
  const callMs: Record<string, number[]> = {};
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const t0 = performance.now();
      const result = await next(args);
      const ms = performance.now() - t0;
      dynamoMs += ms;
      (callMs[context.commandName ?? '?'] ??= []).push(ms);
      const out = result.output as { Items?: unknown[]; Item?: unknown; Responses?: Record<string, unknown[]> | unknown[]; ScannedCount?: number };
      const responses = out.Responses ? (Array.isArray(out.Responses) ? out.Responses.length : Object.values(out.Responses).reduce((n, r) => n + r.length, 0)) : 0;
      const items = (out.Items?.length ?? 0) + (out.Item ? 1 : 0) + responses;
      const c = (byCommand[context.commandName ?? '?'] ??= { calls: 0, items: 0, scanned: 0 });
      c.calls++;
      c.items += items;
      c.scanned += out.ScannedCount ?? items;
      return result;
    },
    { step: 'initialize', name: 'benchItemCounter' },
  );
  const read = (k: 'items' | 'scanned' | 'calls') => ['GetItemCommand', 'BatchGetItemCommand', 'QueryCommand', 'TransactGetItemsCommand', 'ScanCommand'].reduce((n, c) => n + (byCommand[c]?.[k] ?? 0), 0);
  return {
    /** Durations of the calls since the last `clearCallTimes`, by command. */
    callTimes: () => Object.fromEntries(Object.entries(callMs).map(([c, t]) => [c, summary(t)])),
    clearCallTimes: () => Object.keys(callMs).forEach((k) => delete callMs[k]),
    reset: () => {
      Object.keys(byCommand).forEach((k) => delete byCommand[k]);
      dynamoMs = 0;
    },
    /** `dynamoMs`: the durations of the calls added up (parallel calls overlap). */
    snapshot: () => ({ items: read('items'), scanned: read('scanned'), calls: read('calls'), scans: byCommand.ScanCommand?.calls ?? 0, dynamoMs }),
  };
}

/** One keep-alive GET; @returns status, ms and how many `items` the body holds. */
function get(agent: http.Agent, base: URL, pathname: string, cookie: string): Promise<{ status: number; ms: number; returned: number }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.request({ host: base.hostname, port: base.port, path: pathname, agent, headers: { cookie } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const ms = performance.now() - t0;
        const body = JSON.parse(Buffer.concat(chunks).toString() || 'null') as { items?: unknown[] } | null;
        resolve({ status: res.statusCode ?? 0, ms, returned: body?.items?.length ?? 0 });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

type Counter = ReturnType<typeof itemCounter>;
type Db = DbService;

/** Wait until the stream has caught up: a Follow written now has been counted by its processor. */
async function drain(db: Db, n: number): Promise<number> {
  const t0 = performance.now();
  for (let round = 0; round < 2; round++) {
    // Two canaries: when the second is counted, every page before the first has been processed by every runner.
    const followingId = `bench-${String((n - 1 - round) % n).padStart(7, '0')}`;
    const followerId = `bench-${String(round).padStart(7, '0')}`;
    const before = (await db.entities.profileStats.get({ userId: followingId }).go()).data?.followers ?? 0;
    await db.entities.follow.create({ followerId, followingId, createdAt: new Date().toISOString() }).go();
    await waitFor('the stream to drain', async () => ((await db.entities.profileStats.get({ userId: followingId }).go()).data?.followers ?? 0) > before, {
      timeoutMs: 60 * 60_000,
      intervalMs: 500,
    });
    await db.entities.follow.delete({ followerId, followingId }).go();
  }
  return Math.round(performance.now() - t0);
}

/** Viewers with typical bodies, saved like a real save, with sessions; waits until indexed. */
async function createViewers(db: Db, n: number) {
  const { createSession } = await import('@seamline/functions/_core/sessions');
  const { toItem } = await import('@seamline/functions/measurements/measurements-mapping');
  const now = new Date();
  const nextBody = bodyGenerator(BENCH_SEED + n);
  const viewers: { id: string; cookie: string }[] = [];
  for (let k = 0; k < VIEWERS; k++) {
    const id = `bench-viewer-${n}-${k}`;
    const b = nextBody(k % 2 === 0 ? 'female' : 'male');
    const at = now.toISOString();
    await db.entities.user.create({ id, username: `viewer_${n}_${k}`, email: `viewer.${n}.${k}@bench.seamline.local`, firstName: 'Viewer', lastName: `${k}`, createdAt: at, updatedAt: at }).go();
    const input = { unit: 'cm' as const, weightUnit: 'kg' as const, height: b.heightCm, bust: b.bustCm, waist: b.waistCm, hips: b.hipsCm, weight: b.weightKg };
    await db.entities.measurements.create(toItem(id, input, now)).go();
    const { token } = await createSession(id, 'user');
    viewers.push({ id, cookie: `sl_session=${token}` });
  }
  await waitFor('the viewers in the fit index', async () => {
    const { data } = await db.entities.fitIndex.get(viewers.map(({ id }) => ({ userId: id }))).go();
    return data.length === VIEWERS;
  }, { timeoutMs: 60_000, intervalMs: 50 });
  return viewers;
}

/** The measurements at one size (runtime running, people loaded and drained). */
async function measure(url: string, db: Db, counter: Counter, n: number) {
  const viewers = await createViewers(db, n);
  const base = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const run = async (pathname: string, cookie: string) => {
    counter.reset();
    const r = await get(agent, base, pathname, cookie);
    if (r.status !== 200) throw new Error(`GET ${pathname} answered ${r.status}`);
    return { ...r, ...counter.snapshot() };
  };
  // Warm-up: module loads, JIT, the authorizer cache of each cookie.
  for (const v of viewers) for (let i = 0; i < 10; i++) await run(`/api/users/${v.id}/connect-matches`, v.cookie);
  for (const q of SEARCH_TERMS) await run(`/api/users/search?q=${q}`, viewers[0]!.cookie);

  const matches: Awaited<ReturnType<typeof run>>[] = [];
  counter.clearCallTimes();
  for (let i = 0; i < MATCH_REQUESTS_PER_VIEWER; i++)
    for (const v of viewers) matches.push(await run(`/api/users/${v.id}/connect-matches`, v.cookie));
  const matchCallTimes = counter.callTimes();
  const search: Awaited<ReturnType<typeof run>>[] = [];
  counter.clearCallTimes();
  for (let i = 0; i < SEARCH_REQUESTS_PER_TERM; i++)
    for (const [k, q] of SEARCH_TERMS.entries()) search.push(await run(`/api/users/search?q=${q}`, viewers[k % VIEWERS]!.cookie));
  const searchCallTimes = counter.callTimes();
  agent.destroy();

  // Follow → counter: POST, then poll the target's ProfileStats until `followers` went up.
  const fromRequest: number[] = [];
  const fromAnswer: number[] = [];
  const follower = viewers[0]!;
  for (let k = 0; k < FOLLOWS; k++) {
    const target = `bench-${String((k * 7919 + 17) % n).padStart(7, '0')}`;
    const followers = async () => (await db.entities.profileStats.get({ userId: target }).go()).data?.followers ?? 0;
    const before = await followers();
    const t0 = performance.now();
    const res = await fetch(`${url}/api/users/${target}/follow`, {
      method: 'POST',
      headers: { cookie: follower.cookie, [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value, origin: url },
    });
    const t1 = performance.now();
    if (res.status !== 200) throw new Error(`follow answered ${res.status}: ${await res.text()}`);
    await waitFor('the followers counter', async () => (await followers()) > before, { timeoutMs: 10_000, intervalMs: 2 });
    const t2 = performance.now();
    fromRequest.push(t2 - t0);
    fromAnswer.push(t2 - t1);
  }
  return {
    connectMatches: {
      latency: summary(matches.map((m) => m.ms)),
      itemsReadPerRequest: counts(matches.map((m) => m.items)),
      itemsEvaluatedPerRequest: counts(matches.map((m) => m.scanned)),
      dynamoCallsPerRequest: counts(matches.map((m) => m.calls)),
      dynamoCallMsSumPerRequest: summary(matches.map((m) => m.dynamoMs)),
      dynamoCallMsByCommand: matchCallTimes,
      matchesReturned: counts(matches.map((m) => m.returned)),
    },
    search: {
      terms: SEARCH_TERMS,
      latency: summary(search.map((s) => s.ms)),
      itemsReadPerRequest: counts(search.map((s) => s.items)),
      dynamoCallsPerRequest: counts(search.map((s) => s.calls)),
      dynamoCallMsSumPerRequest: summary(search.map((s) => s.dynamoMs)),
      dynamoCallMsByCommand: searchCallTimes,
      resultsReturned: counts(search.map((s) => s.returned)),
    },
    followToCounter: { fromRequest: summary(fromRequest), fromAnswer: summary(fromAnswer) },
    scans: matches.concat(search).reduce((sum, m) => sum + m.scans, 0),
  };
}

export async function benchPeople(): Promise<void> {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  const { startLocalRuntime } = await import('../../infra/local/runtime');
  const runtime = await startLocalRuntime({ inMemory: true, port: 0, webDist: false, quiet: true });
  const sizes: Record<string, unknown>[] = [];
  try {
    const { db, dynamo } = await import('@seamline/functions/_core/aws-clients');
    const counter = itemCounter(dynamo);
    let from = 0;
    for (const n of SIZES) {
      const load = await loadPeople(db, from, n);
      const drainMs = await drain(db, n);
      console.log(`people ${n}: loaded ${load.people} (${load.items} items) in ${load.ms} ms, stream drained ${drainMs} ms later; measuring`);
      sizes.push({ people: n, load: { ...load, streamDrainedAfterMs: drainMs }, ...(await measure(runtime.url, db, counter, n)) });
      from = n;
    }
  } finally {
    await runtime.stop();
  }
  const { MAX_INDEX_ITEMS_READ, MATCHES_MAX } = await import('@seamline/functions/people/matches.service');
  type Size = { people: number; connectMatches: { latency: { p50Ms: number } }; search: { latency: { p50Ms: number } }; scans: number };
  const largest = sizes.at(-1) as Size;
  writeResult(process.env.PEOPLE_BENCH_RESULT ?? 'people', {
    method:
      "One local runtime in memory in this process; people (realistic ANSUR II bodies and names) written straight as User + FitIndex + SearchToken items (shared/db/people-index.ts builders, BatchWriteItem), stream drained before measuring; viewers saved like real users; sequential keep-alive requests through the gateway after a warm-up. Items read = items returned by GetItem/BatchGetItem/Query/TransactGetItems (authorizer included, usually cached), counted by a middleware on the functions' DynamoDB client; dynamoCallMsSumPerRequest adds up the durations of those calls (parallel calls overlap, so it can exceed the request's latency). DynamoDB Local runs with the runtime's JVM flags (serial GC, default tiered JIT).",
    /** Designed bound of one match request: fit-index items read, plus the card reads of at most MATCHES_MAX people. */
    connectMatchesBound: { fitIndexItemsMax: MAX_INDEX_ITEMS_READ, matchesMax: MATCHES_MAX },
    sizes,
    targets: { connectMatchesP50Ms: 30, searchP50Ms: 20, scans: 0 },
    pass: largest.people >= 100_000 && largest.connectMatches.latency.p50Ms <= 30 && largest.search.latency.p50Ms <= 20 && sizes.every((r) => (r as Size).scans === 0),
  });
}
