/**
 * Feed benchmarks (issue 19 "Shown by"), `npm run bench -- feed` → tests/bench/results/feed.json:
 *
 * - first page (`GET /api/users/{id}/feed`, 25 items, through the gateway): p50 / p95 and the
 *   ITEMS READ and DynamoDB calls per page (counted by a middleware on the functions' DynamoDB
 *   client: handlers run in-process) at 1k, 10k and 100k users, for readers following 10, 100 and
 *   1,000 people (their feeds hold ~200, ~560 and ~1,460 entries); deeper pages too. Target: p50
 *   ≤ 25 ms, items read flat;
 * - fan-out of one post to 10,000 active followers (target ≤ 10 s) — the processor's work
 *   (`fanOut`) timed in-process with the threshold raised to 20,000 — and to a celebrity (same
 *   author, default threshold 5,000): the one-off turn (markers) and then writes per post (O(1));
 * - post → a follower's feed visibility p95 (target ≤ 2 s): a Post item written, the follower
 *   polling its feed over HTTP until the item is there (stream poll interval 100 ms, as `npm start`),
 *   and until its subscribed socket receives `feed_updated` (the 'New posts' pill);
 * - a returning reader's rebuild (first read after 30 days away) at 10 / 100 / 1,000 followees, and
 *   the once-a-day AI Picks refresh;
 * - fit_match: the fan-out of one save to the saver's fit-similar people, against the rejected
 *   alternative (a bounded read of the reader's matches and their saves on every first page);
 * - fit scores of a 24-card grid: 24 single requests before, 1 batch request now.
 *
 * People, posts and follows are written straight to the table (BatchWriteItem: User + SearchToken
 * items built by `shared/db/people-index.ts`, so the people-index processor finds them in place);
 * the feed processors do the rest through the table stream as in `npm start`. Sizes:
 * FEED_BENCH_SIZES (default 1000,10000,100000).
 */
import http from 'node:http';
import WebSocket from 'ws';
import { randomUUID } from 'node:crypto';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { DbService } from '@seamline/shared/db/service';
import { searchTokenItemsOf } from '@seamline/shared/db/people-index';
import { APP_REQUEST_HEADER } from '@seamline/shared/contracts/session';
import { SESSION_COOKIE } from '@seamline/shared/contracts/auth';
import { percentile, round, writeResult } from './lib';
import { waitFor } from '../fixtures/poll';

const SIZES = (process.env.FEED_BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const FOLLOWEES = [10, 100, 1000] as const;
const PAGE_READS = 40;
const FAN_OUT_FOLLOWERS = 10_000;
const VISIBILITY_SAMPLES = 20;
const LOAD_CHUNK = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const summary = (t: number[]) => ({ p50Ms: round(percentile(t, 50), 2), p95Ms: round(percentile(t, 95), 2), maxMs: round(Math.max(...t), 2), n: t.length });
const counts = (t: number[]) => ({ p50: percentile(t, 50), min: Math.min(...t), max: Math.max(...t) });
const userId = (i: number) => `fb-${String(i).padStart(7, '0')}`;
/** Posts of bench user i: the first 10 post 40 times, the next 90 four times, the next 900 once. */
const postsOf = (i: number) => (i < 10 ? 40 : i < 100 ? 4 : i < 1000 ? 1 : 0);

const READS = ['GetItemCommand', 'BatchGetItemCommand', 'QueryCommand', 'TransactGetItemsCommand', 'ScanCommand'];
const WRITES = ['PutItemCommand', 'UpdateItemCommand', 'DeleteItemCommand', 'BatchWriteItemCommand', 'TransactWriteItemsCommand'];

/** Items returned and write requests of every call of a DynamoDB client, by command. */
function counter(client: DynamoDBClient) {
  const by: Record<string, { calls: number; items: number }> = {};
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      const name = context.commandName ?? '?';
      const input = args.input as { RequestItems?: Record<string, unknown[]>; TransactItems?: unknown[] };
      const out = result.output as { Items?: unknown[]; Item?: unknown; Responses?: Record<string, unknown[]> | unknown[] };
      const responses = out.Responses ? (Array.isArray(out.Responses) ? out.Responses.length : Object.values(out.Responses).reduce((n, r) => n + r.length, 0)) : 0;
      const written = name === 'BatchWriteItemCommand' ? Object.values(input.RequestItems ?? {}).reduce((n, r) => n + r.length, 0) : name === 'TransactWriteItemsCommand' ? (input.TransactItems?.length ?? 0) : 1;
      const c = (by[name] ??= { calls: 0, items: 0 });
      c.calls++;
      c.items += WRITES.includes(name) ? written : (out.Items?.length ?? 0) + (out.Item ? 1 : 0) + responses;
      return result;
    },
    { step: 'initialize', name: 'feedBenchCounter' },
  );
  const sum = (names: string[], k: 'calls' | 'items') => names.reduce((n, c) => n + (by[c]?.[k] ?? 0), 0);
  return {
    reset: () => Object.keys(by).forEach((k) => delete by[k]),
    snapshot: () => ({ itemsRead: sum(READS, 'items'), readCalls: sum(READS, 'calls'), itemsWritten: sum(WRITES, 'items'), writeCalls: sum(WRITES, 'calls'), scans: by.ScanCommand?.calls ?? 0 }),
  };
}
type Counter = ReturnType<typeof counter>;

function check({ unprocessed }: { unprocessed: unknown[] }): void {
  if (unprocessed.length) throw new Error(`${unprocessed.length} items unprocessed`);
}

/** Bench users [from, to): User + SearchToken items. */
async function loadUsers(db: DbService, from: number, to: number): Promise<number> {
  const t0 = performance.now();
  const at = new Date().toISOString();
  for (let start = from; start < to; start += LOAD_CHUNK) {
    const users = Array.from({ length: Math.min(LOAD_CHUNK, to - start) }, (_, k) => {
      const i = start + k;
      return { id: userId(i), username: `feed_bench_${i}`, email: `feed.${i}@bench.seamline.local`, firstName: `Reader${i % 97}`, lastName: `Bench${i % 89}`, isEmailVerified: true, createdAt: at, updatedAt: at };
    });
    const go = { concurrency: 4 };
    check(await db.entities.user.put(users).go(go));
    check(await db.entities.searchToken.put(users.flatMap(searchTokenItemsOf)).go(go));
  }
  return Math.round(performance.now() - t0);
}

/** Wait until the stream has caught up: a canary Follow (of a fresh id) written now has been counted by its processor. */
async function drain(db: DbService): Promise<number> {
  const t0 = performance.now();
  const followingId = `fb-canary-${randomUUID()}`;
  await db.entities.follow.put({ followerId: userId(0), followingId, createdAt: new Date().toISOString() }).go();
  await waitFor('the stream to drain', async () => ((await db.entities.profileStats.get({ userId: followingId }).go()).data?.followers ?? 0) >= 1, { timeoutMs: 60 * 60_000, intervalMs: 500 });
  return Math.round(performance.now() - t0);
}

interface Viewer {
  id: string;
  cookie: string;
  followees: number;
}

/** Wait until the stream processors are idle: no DynamoDB call of this process for 1.5 s (the poller uses another client). */
async function quiesce(c: Counter): Promise<number> {
  const t0 = performance.now();
  for (;;) {
    c.reset();
    await new Promise((r) => setTimeout(r, 1500));
    const s = c.snapshot();
    if (s.readCalls + s.writeCalls === 0) return Math.round(performance.now() - t0);
    if (performance.now() - t0 > 30 * 60_000) throw new Error('the stream never went idle');
  }
}

async function session(id: string): Promise<string> {
  const { createSession } = await import('@seamline/functions/_core/sessions');
  return `${SESSION_COOKIE}=${(await createSession(id, 'user')).token}`;
}

async function personItem(db: DbService, id: string, firstName: string): Promise<void> {
  const at = new Date().toISOString();
  await db.entities.user.put({ id, username: `u_${id.replace(/[^a-z0-9]/gi, '').slice(0, 20)}`, email: `${id}@bench.seamline.local`, firstName, lastName: 'Bench', createdAt: at, updatedAt: at }).go();
}

/** Posts of the first 1,000 bench users, and three readers following 10 / 100 / 1,000 of them (backfilled by `feed-follows`). */
async function createViewers(db: DbService, products: string[]): Promise<Viewer[]> {
  const now = Date.now();
  const posts = Array.from({ length: 1000 }, (_, i) =>
    Array.from({ length: postsOf(i) }, (_, k) => ({
      postId: `fbp-${i}-${k}`,
      userId: userId(i),
      productId: products[(i * 7 + k) % products.length]!,
      productSource: 'catalogue' as const,
      caption: `Look ${k} of ${i}`,
      images: [],
      createdAt: new Date(now - (i * 41 + k * 97 + 5) * 60_000).toISOString(),
    })),
  ).flat();
  check(await db.entities.post.put(posts).go({ concurrency: 4 }));
  const viewers: Viewer[] = [];
  for (const f of FOLLOWEES) {
    const id = `fb-viewer-${f}`;
    await personItem(db, id, `Viewer${f}`);
    await db.entities.feedState.put({ userId: id, lastReadAt: new Date().toISOString(), aiPicksAt: new Date().toISOString() }).go();
    viewers.push({ id, cookie: await session(id), followees: f });
  }
  await new Promise((r) => setTimeout(r, 500)); // the posts' own fan-outs (no followers yet) go first
  for (const v of viewers) {
    const follows = Array.from({ length: v.followees }, (_, i) => ({ followerId: v.id, followingId: userId(i), createdAt: new Date(now - (v.followees - i) * 1000).toISOString() }));
    check(await db.entities.follow.put(follows).go({ concurrency: 4 }));
  }
  const expected = (f: number) => Array.from({ length: f }, (_, i) => Math.min(20, postsOf(i))).reduce((a, b) => a + b, 0);
  for (const v of viewers)
    await waitFor(`backfill of ${v.id}`, async () => {
      const { data } = await db.entities.feedEntry.query.byFeed({ ownerId: v.id }).go({ pages: 'all', attributes: ['entryId'] });
      return data.length >= expected(v.followees);
    }, { timeoutMs: 10 * 60_000, intervalMs: 250 });
  return viewers;
}

function get(agent: http.Agent, base: URL, path: string, cookie: string): Promise<{ status: number; ms: number; body: { items?: { id: string }[]; nextCursor?: string | null; rebuilt?: boolean } }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.request({ host: base.hostname, port: base.port, path, agent, headers: { cookie } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - t0, body: JSON.parse(Buffer.concat(chunks).toString() || 'null') as never }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function measurePages(url: string, viewers: Viewer[], c: Counter) {
  const base = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const read = async (v: Viewer, query = '') => {
    c.reset();
    const r = await get(agent, base, `/api/users/${v.id}/feed${query}`, v.cookie);
    if (r.status !== 200) throw new Error(`feed answered ${r.status}`);
    return { ...r, ...c.snapshot() };
  };
  for (const v of viewers) for (let i = 0; i < 8; i++) await read(v);
  const out: Record<string, unknown> = {};
  for (const v of viewers) {
    const first = [];
    for (let i = 0; i < PAGE_READS; i++) first.push(await read(v));
    const friends = [];
    for (let i = 0; i < PAGE_READS / 2; i++) friends.push(await read(v, '?filter=friends'));
    const deeper = [];
    let cursor = first[0]!.body.nextCursor;
    for (let p = 2; p <= 6 && cursor; p++) {
      const r = await read(v, `?cursor=${encodeURIComponent(cursor)}`);
      deeper.push(r);
      cursor = r.body.nextCursor;
    }
    out[`followees${v.followees}`] = {
      firstPage: { latency: summary(first.map((r) => r.ms)), itemsRead: counts(first.map((r) => r.itemsRead)), dynamoReadCalls: counts(first.map((r) => r.readCalls)), itemsReturned: counts(first.map((r) => r.body.items?.length ?? 0)), writes: counts(first.map((r) => r.writeCalls)) },
      friendsFilterFirstPage: { latency: summary(friends.map((r) => r.ms)), itemsRead: counts(friends.map((r) => r.itemsRead)) },
      pages2to6: { latency: summary(deeper.map((r) => r.ms)), itemsRead: counts(deeper.map((r) => r.itemsRead)), dynamoReadCalls: counts(deeper.map((r) => r.readCalls)) },
      scans: [...first, ...friends, ...deeper].reduce((n, r) => n + r.scans, 0),
    };
  }
  agent.destroy();
  return out;
}

/** Returning readers: first read after 31 days away (rebuild), and the daily AI Picks refresh. */
async function measureRebuilds(db: DbService, url: string, viewers: Viewer[], c: Counter) {
  const base = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const out: Record<string, unknown> = {};
  for (const v of viewers) {
    const ms: number[] = [];
    const reads: number[] = [];
    for (let k = 0; k < 3; k++) {
      await db.entities.feedState.put({ userId: v.id, lastReadAt: new Date(Date.now() - 31 * DAY_MS).toISOString(), aiPicksAt: new Date().toISOString() }).go();
      c.reset();
      const r = await get(agent, base, `/api/users/${v.id}/feed`, v.cookie);
      if (r.status !== 200 || !r.body.rebuilt) throw new Error('rebuild expected');
      ms.push(r.ms);
      reads.push(c.snapshot().itemsRead);
    }
    out[`followees${v.followees}`] = { latency: summary(ms), itemsRead: counts(reads) };
  }
  const ai: number[] = [];
  for (let k = 0; k < 5; k++) {
    const v = viewers[0]!;
    await db.entities.feedState.put({ userId: v.id, lastReadAt: new Date().toISOString(), aiPicksAt: new Date(Date.now() - 2 * DAY_MS).toISOString() }).go();
    ai.push((await get(agent, base, `/api/users/${v.id}/feed`, v.cookie)).ms);
  }
  agent.destroy();
  return { rebuildOnReturn: out, firstReadWithAiPicksRefresh: summary(ai) };
}

/** Fan-out of one item to 10,000 active followers (push), then the same author as a celebrity (pull). */
async function measureFanOut(db: DbService, c: Counter, url: string, products: string[]) {
  const { fanOut } = await import('@seamline/functions/feed/fan-out');
  const author = `fb-author-${randomUUID().slice(0, 8)}`;
  await personItem(db, author, 'Famous');
  const at = new Date().toISOString();
  for (let start = 0; start < FAN_OUT_FOLLOWERS; start += LOAD_CHUNK) {
    const ids = Array.from({ length: Math.min(LOAD_CHUNK, FAN_OUT_FOLLOWERS - start) }, (_, k) => userId(start + k));
    check(await db.entities.feedState.put(ids.map((id) => ({ userId: id, lastReadAt: at, aiPicksAt: at }))).go({ concurrency: 4 }));
    check(await db.entities.follow.put(ids.map((followerId) => ({ followerId, followingId: author, createdAt: at }))).go({ concurrency: 4 }));
  }
  await waitFor('10,000 followers counted', async () => ((await db.entities.profileStats.get({ userId: author }).go()).data?.followers ?? 0) >= FAN_OUT_FOLLOWERS, { timeoutMs: 30 * 60_000, intervalMs: 500 });
  await quiesce(c);
  const item = (k: number) => ({ entryId: `p:fbx-${author}-${k}`, type: 'friend_post' as const, rankAt: new Date(Date.now() + k).toISOString(), actorId: author, postId: `fbx-${author}-${k}` });
  const push = [];
  for (let k = 0; k < 3; k++) {
    c.reset();
    const t0 = performance.now();
    const result = await fanOut(author, item(k), { celebrityFollowers: 20_000 });
    push.push({ ms: Math.round(performance.now() - t0), ...result, ...c.snapshot() });
  }
  c.reset();
  let t0 = performance.now();
  const turn = await fanOut(author, item(10), { celebrityFollowers: 5000 });
  const turnFigures = { ms: Math.round(performance.now() - t0), ...turn, ...c.snapshot() };
  const pull = [];
  for (let k = 11; k < 21; k++) {
    c.reset();
    t0 = performance.now();
    const result = await fanOut(author, item(k), { celebrityFollowers: 5000 });
    pull.push({ ms: performance.now() - t0, ...result, ...c.snapshot() });
  }
  // A follower's page with the celebrity merged at read: 25 real posts by the (now pulled) author,
  // added to `recent` by the feed-fanout processor from their Post INSERTs.
  const posts = Array.from({ length: 25 }, (_, k) => ({ postId: `fbc-${author}-${k}`, userId: author, productId: products[k % products.length]!, productSource: 'catalogue' as const, images: [], createdAt: new Date(Date.now() + 1000 + k).toISOString() }));
  check(await db.entities.post.put(posts).go());
  await waitFor('the posts in recent', async () => {
    const { data } = await db.entities.feedAuthor.get({ authorId: author }).go();
    return posts.every((p) => data?.recent?.some((r) => r.postId === p.postId));
  }, { timeoutMs: 5 * 60_000, intervalMs: 200 });
  await quiesce(c);
  const reader = userId(3);
  const cookie = await session(reader);
  const base = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const merged = [];
  for (let k = 0; k < 25; k++) {
    c.reset();
    const r = await get(agent, base, `/api/users/${reader}/feed`, cookie);
    if (!posts.slice(-5).every((p) => r.body.items?.some((i) => i.id === `p:${p.postId}`))) throw new Error('merged posts missing');
    merged.push({ ms: r.ms, returned: r.body.items?.length ?? 0, ...c.snapshot() });
  }
  agent.destroy();
  return {
    pushTo10kFollowers: { runs: push, msP50: percentile(push.map((p) => p.ms), 50), targetMs: 10_000 },
    celebrity: {
      oneOffTurnToPulled: turnFigures,
      perPost: { latency: summary(pull.map((p) => p.ms)), writeCalls: counts(pull.map((p) => p.writeCalls)), itemsWritten: counts(pull.map((p) => p.itemsWritten)), itemsRead: counts(pull.map((p) => p.itemsRead)) },
      followerFirstPageMerged: { latency: summary(merged.slice(5).map((m) => m.ms)), itemsRead: counts(merged.slice(5).map((m) => m.itemsRead)), itemsReturned: counts(merged.slice(5).map((m) => m.returned)) },
    },
  };
}

/** Post item written → visible in a follower's first page (HTTP polling every 10 ms). */
async function measureVisibility(db: DbService, url: string, products: string[]) {
  const author = `fb-vis-${randomUUID().slice(0, 8)}`;
  await personItem(db, author, 'Vis');
  const followers = Array.from({ length: 20 }, (_, k) => userId(20_000 + k));
  const at = new Date().toISOString();
  await db.entities.feedState.put(followers.map((id) => ({ userId: id, lastReadAt: at, aiPicksAt: at }))).go();
  await db.entities.follow.put(followers.map((followerId) => ({ followerId, followingId: author, createdAt: at }))).go();
  await waitFor('followers counted', async () => ((await db.entities.profileStats.get({ userId: author }).go()).data?.followers ?? 0) >= 20, { timeoutMs: 10 * 60_000, intervalMs: 200 });
  const reader = followers[0]!;
  const cookie = await session(reader);
  const base = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  // The reader's socket, subscribed: the 'New posts' pill frame (`feed_updated`).
  const frames: { type: string; createdAt?: string; at: number }[] = [];
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`, { headers: { cookie } });
  ws.on('message', (data: Buffer) => frames.push({ ...(JSON.parse(data.toString()) as { type: string; createdAt?: string }), at: performance.now() }));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  ws.send(JSON.stringify({ action: 'authenticate', userId: reader }));
  await waitFor('authenticated', () => frames.some((f) => f.type === 'unread_count'), { timeoutMs: 10_000 });
  const times: number[] = [];
  const pushes: number[] = [];
  for (let k = 0; k < VISIBILITY_SAMPLES; k++) {
    const postId = `fbv-${randomUUID()}`;
    const createdAt = new Date().toISOString();
    const t0 = performance.now();
    await db.entities.post.put({ postId, userId: author, productId: products[k % products.length]!, productSource: 'catalogue', images: [], createdAt }).go();
    await waitFor('the post in the feed', async () => (await get(agent, base, `/api/users/${reader}/feed?filter=friends`, cookie)).body.items?.some((i) => i.id === `p:${postId}`), { timeoutMs: 30_000, intervalMs: 10 });
    times.push(performance.now() - t0);
    const frame = await waitFor('feed_updated', () => frames.find((f) => f.type === 'feed_updated' && f.createdAt === createdAt), { timeoutMs: 30_000, intervalMs: 5 });
    pushes.push(frame.at - t0);
  }
  ws.close();
  agent.destroy();
  return { postToFirstPage: { ...summary(times), targetP95Ms: 2000 }, postToFeedUpdatedFrame: summary(pushes) };
}

/** fit_match on write (chosen) vs a bounded read of the reader's matches on every first page (rejected). */
async function measureFitMatch(db: DbService, c: Counter) {
  const { toItem } = await import('@seamline/functions/measurements/measurements-mapping');
  const { fanOutFitAction } = await import('@seamline/functions/feed/fit-match-fanout');
  const { nearestFits } = await import('@seamline/functions/people/matches.service');
  const { DEFAULT_PRIVACY_SETTINGS } = await import('@seamline/shared/contracts/privacy');
  const now = new Date();
  const ids = Array.from({ length: 60 }, (_, k) => `fb-fit-${k}-${randomUUID().slice(0, 6)}`);
  for (const [k, id] of ids.entries()) {
    await personItem(db, id, `Fit${k}`);
    const input = { unit: 'cm' as const, weightUnit: 'kg' as const, height: 251 + (k % 5) * 0.2, bust: 141 + (k % 7) * 0.3, waist: 133 + (k % 3) * 0.4, hips: 157 + (k % 4) * 0.3 };
    await db.entities.measurements.put(toItem(id, input, now)).go();
    await db.entities.feedState.put({ userId: id, lastReadAt: now.toISOString(), aiPicksAt: now.toISOString() }).go();
    // Issue 22: only people who allow machineLearning are fit-match sources.
    await db.entities.privacySettings.put({ userId: id, ...DEFAULT_PRIVACY_SETTINGS, machineLearning: true, updatedAt: now.toISOString() }).go();
  }
  await waitFor('the fit index', async () => (await db.entities.fitIndex.get(ids.map((userId) => ({ userId }))).go()).data.length === ids.length, { timeoutMs: 10 * 60_000, intervalMs: 200 });
  const write = [];
  for (let k = 0; k < 10; k++) {
    c.reset();
    const t0 = performance.now();
    const r = await fanOutFitAction({ userId: ids[k]!, productId: 'prd-0001', action: 'saved', at: new Date().toISOString(), size: 'M' });
    write.push({ ms: performance.now() - t0, ...r, ...c.snapshot() });
  }
  const read = [];
  for (let k = 0; k < 10; k++) {
    c.reset();
    const t0 = performance.now();
    const { data: self } = await db.entities.fitIndex.get({ userId: ids[k]! }).go();
    const fits = await nearestFits(ids[k]!, self!, 20);
    await Promise.all(fits.map((f) => db.entities.collectionItem.query.newestOfUser({ userId: f.entry.userId }).go({ order: 'desc', limit: 3 })));
    read.push({ ms: performance.now() - t0, ...c.snapshot() });
  }
  return {
    chosenFanOutPerSave: { latency: summary(write.map((w) => w.ms)), matches: counts(write.map((w) => w.matches)), entriesWritten: counts(write.map((w) => w.written)), itemsRead: counts(write.map((w) => w.itemsRead)), readCalls: counts(write.map((w) => w.readCalls)), writeCalls: counts(write.map((w) => w.writeCalls)) },
    rejectedReadPerFirstPage: { latency: summary(read.map((r) => r.ms)), itemsRead: counts(read.map((r) => r.itemsRead)), readCalls: counts(read.map((r) => r.readCalls)) },
  };
}

/** Fit scores of a 24-card grid: 24 single requests (before) vs one batch request (now). */
async function measureFitScores(db: DbService, url: string, products: string[]) {
  const { toItem } = await import('@seamline/functions/measurements/measurements-mapping');
  const id = `fb-grid-${randomUUID().slice(0, 8)}`;
  await personItem(db, id, 'Grid');
  await db.entities.measurements.put(toItem(id, { unit: 'cm', weightUnit: 'kg', height: 168, bust: 92, waist: 74, hips: 99 }, new Date())).go();
  const cookie = await session(id);
  const grid = products.slice(0, 24);
  const post = (path: string, body: unknown) =>
    fetch(`${url}${path}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json', [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value, origin: url }, body: JSON.stringify(body) });
  const single: number[] = [];
  const batch: number[] = [];
  for (let k = 0; k < 12; k++) {
    let t0 = performance.now();
    await Promise.all(grid.map((p) => post(`/api/products/${p}/fit-score`, { userId: id }).then((r) => r.text())));
    single.push(performance.now() - t0);
    t0 = performance.now();
    await (await post('/api/products/fit-scores', { productIds: grid })).text();
    batch.push(performance.now() - t0);
  }
  return { cards: grid.length, before: { requestsPerPageView: grid.length, allAnsweredMs: summary(single.slice(2)) }, now: { requestsPerPageView: 1, answeredMs: summary(batch.slice(2)) } };
}

export async function benchFeed(): Promise<void> {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  const { startLocalRuntime } = await import('../../infra/local/runtime');
  const runtime = await startLocalRuntime({ inMemory: true, port: 0, webDist: false, quiet: true });
  const result: Record<string, unknown> = {};
  const started = performance.now();
  try {
    const { db, dynamo } = await import('@seamline/functions/_core/aws-clients');
    const c = counter(dynamo);
    const products = (await db.entities.product.query.all({ catalogue: 'all' }).go({ limit: 100, attributes: ['productId'] })).data.map((p) => p.productId);
    const sizes: Record<string, unknown>[] = [];
    let from = 0;
    let viewers: Viewer[] = [];
    for (const n of SIZES) {
      const loadMs = await loadUsers(db, from, n);
      if (from === 0) viewers = await createViewers(db, products);
      const drainMs = (await drain(db)) + (await quiesce(c));
      console.log(`feed bench: ${n} users loaded in ${loadMs} ms (stream idle ${drainMs} ms later); measuring pages`);
      sizes.push({ users: n, load: { ms: loadMs, streamIdleAfterMs: drainMs }, ...(await measurePages(runtime.url, viewers, c)) });
      from = n;
    }
    result.sizes = sizes;
    await quiesce(c);
    console.log('feed bench: rebuilds and AI Picks');
    Object.assign(result, await measureRebuilds(db, runtime.url, viewers, c));
    if (SIZES.some((n) => n >= FAN_OUT_FOLLOWERS)) {
      console.log('feed bench: fan-out to 10,000 followers and the celebrity path');
      result.fanOut = await measureFanOut(db, c, runtime.url, products);
    }
    console.log('feed bench: post → feed visibility');
    if (SIZES.at(-1)! < 20_100) await loadUsers(db, SIZES.at(-1)!, 20_100);
    await quiesce(c);
    result.postToFeedVisibility = await measureVisibility(db, runtime.url, products);
    console.log('feed bench: fit matches and fit scores');
    result.fitMatch = await measureFitMatch(db, c);
    result.fitScores = await measureFitScores(db, runtime.url, products);
  } finally {
    await runtime.stop();
  }
  type Pages = { firstPage: { latency: { p50Ms: number }; itemsRead: { p50: number } } };
  const largest = (result.sizes as Record<string, unknown>[]).at(-1)!;
  const firstPages = FOLLOWEES.map((f) => largest[`followees${f.toString()}`] as Pages);
  const fan = result.fanOut as { pushTo10kFollowers: { msP50: number }; celebrity: { perPost: { writeCalls: { max: number } } } } | undefined;
  writeResult('feed', {
    method:
      'One local runtime in memory in this process (2 cores shared); users (User + SearchToken), posts, follows and feed state written straight to the table (BatchWriteItem), the feed processors running on the table stream as in npm start (poll interval 100 ms); sequential keep-alive requests through the gateway after a warm-up. Items read = items returned by GetItem/BatchGetItem/Query (authorizer session read included), counted by a middleware on the functions’ DynamoDB client. Readers follow 10 / 100 / 1,000 people whose posts were backfilled into their feeds (≈ 200 / 560 / 1,460 entries).',
    totalMs: Math.round(performance.now() - started),
    ...result,
    targets: { firstPageP50Ms: 25, fanOut10kMs: 10_000, visibilityP95Ms: 2000, celebrityWritesPerPost: 1 },
    pass: {
      firstPageP50: firstPages.every((p) => p.firstPage.latency.p50Ms <= 25),
      itemsReadFlat: new Set(firstPages.map((p) => p.firstPage.itemsRead.p50)).size <= 2,
      fanOut10k: fan ? fan.pushTo10kFollowers.msP50 <= 10_000 : null,
      celebrityO1: fan ? fan.celebrity.perPost.writeCalls.max === 1 : null,
      visibility: (result.postToFeedVisibility as { postToFirstPage: { p95Ms: number } }).postToFirstPage.p95Ms <= 2000,
    },
  });
}
