/**
 * Soak benchmark (issue 22 "Load, soak and faults"), `npm run bench -- soak`:
 *
 * `npm start`'s program (tsx infra/local/start.ts, data on disk in a temporary folder, seeded)
 * runs as a child; {@link VUS} virtual users, each a signed-up person with its own session and
 * its own loopback address (127.0.1.n, so per-address limits apply per person as they would per
 * phone), loop for {@link MINUTES} minutes over a weighted mix — sign-in, feed reads, likes and
 * unlikes, comments, follows and unfollows, closet adds and removes, AI outfit suggestions and
 * performance-report beacons — with a think time of 0.5–1.5 s between actions (≈ 40–60 req/s
 * in all). Each action stays below its per-person rate limit (shared/contracts/rate-limits.ts),
 * so any 429 is counted and reported, not expected.
 *
 * Measured, into tests/bench/results/soak.json:
 * - per route class: n, p50 / p95 / p99 / max (ms), status counts; 5xx in all (target 0);
 * - the runtime's Node process RSS (MB, VmRSS of the largest Node process under the child; the
 *   JVM of DynamoDB Local is not the gateway) sampled every 5 s; growth from minute 2 to the
 *   last minute (target < 10%);
 * - the local stream runner's gauges every 5 s (`streamRunner`: shards followed, the largest backlog of
 *   records queued in memory for a processor, bounded by infra/local/streams/page-fan-out.ts);
 * - afterwards, polled until equal (≤ {@link SETTLE_MS}): every PostCounts (likes, comments) and
 *   ProfileStats (followers, following) of the soak's posts and people equals a recount of the
 *   base items (PostLike, PostComment, Follow) read by key Queries (bench-only);
 * - the dead letters per processor, DynamoDB Local lock timeouts and invocation timeouts logged,
 *   and the runner's retries without an attempt counted / timed-out invocations awaited.
 * `pass` requires every target of the issue: 0 × 5xx, RSS growth < 10%, recount equal. The runtime
 * runs with npm start's Node flags (Lambda's heap flags, infra/local/support/node-flags.ts).
 *
 * Why own VU loops instead of autocannon: each VU must keep ONE person's session and mix
 * dependent requests (ids from earlier answers); autocannon's per-connection context resets
 * whenever its request list wraps, so the glue here is a keep-alive `http.Agent` per VU
 * ({@link benchRequest}). autocannon stays the tool of the throughput benches (gateway, auth).
 *
 * `SOAK_MINUTES` / `SOAK_VUS` shorten a trial run (defaults 10 / 50). Loopback only; stops by
 * itself (the run is bounded by MINUTES, the settle wait by {@link SETTLE_MS}).
 */
import http from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { RUNTIME_ENV_FILE } from '../../infra/local/function-env';
import { syntheticReport } from '@seamline/shared/domain/performance/synthetic-reports';
import { mulberry32 } from '@seamline/shared/domain/random';
import { SESSION_COOKIE } from '@seamline/shared/contracts/auth';
import { parseMemoryLine, type MemorySample } from '../../infra/local/support/memory-report';
import { LOCAL_RUNTIME_NODE_FLAGS } from '../../infra/local/support/node-flags';
import { benchRequest, freePort, keepAliveRequest, staleSocketResends, nodeRssMb, percentile, round, startApp, stopApp, waitForOk, waitForOutput, writeResult } from './lib';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const VUS = Number(process.env.SOAK_VUS ?? 50);
/**
 * Longest wait for the processors to catch up before the recount (ms). 10 min: with real unlikes
 * (REMOVE records, since the Content-Length fix) and other work on the 2 cores, the backlog
 * took longer than the former 3 min (settledMs in the result says how long it took).
 */
const SETTLE_MS = 600_000;
/** `SOAK_HEAPSNAPSHOTS=<folder>`: the runtime also writes a V8 heap snapshot there at minute 2 and at the end (diagnosis; inflates RSS). */
const SNAPSHOT_DIR = process.env.SOAK_HEAPSNAPSHOTS;
const MEMORY_EVERY_MS = 5_000;
/**
 * The runtime's Node flags: npm start's (Lambda's heap flags for 512 MB, infra/local/support/node-flags.ts)
 * unless `SOAK_NODE_FLAGS` gives others for a trial ('' = V8's defaults); recorded in the result.
 */
const NODE_FLAGS = process.env.SOAK_NODE_FLAGS !== undefined ? process.env.SOAK_NODE_FLAGS.split(/\s+/).filter(Boolean) : LOCAL_RUNTIME_NODE_FLAGS;
const PASSWORD = 'soak-password-123';

type ActionClass = 'signIn' | 'feed' | 'like' | 'comment' | 'follow' | 'closet' | 'outfitSuggestion' | 'report';

/**
 * Weights of the mix (sum 100). With ≈ 1 action a second per person the per-minute rates stay
 * below each per-person limit: likes ≈ 12 (limit 120), comments ≈ 4 (20), follows ≈ 5 (30),
 * AI suggestions ≈ 2.4 (10), reports ≈ 6 (60 per address).
 */
const MIX: [ActionClass, number][] = [
  ['feed', 38],
  ['like', 20],
  ['closet', 13],
  ['report', 10],
  ['follow', 8],
  ['comment', 6],
  ['signIn', 1],
  ['outfitSuggestion', 4],
];

interface Vu {
  index: number;
  id: string;
  username: string;
  cookie: string;
  agent: http.Agent;
  postId?: string;
  eventId?: string;
  liked: Set<string>;
  following: Set<string>;
  closet: string[];
}

export async function benchSoak(): Promise<void> {
  const loadBefore = loadavg().map((v) => round(v, 2));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'seamline-soak-'));
  const port = await freePort();
  const base = new URL(`http://127.0.0.1:${port}`);
  if (SNAPSHOT_DIR) mkdirSync(SNAPSHOT_DIR, { recursive: true });
  const child = startApp(port, [], {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'ERROR',
    POWERTOOLS_LOG_LEVEL: 'ERROR',
    MEMORY_REPORT_EVERY_MS: String(MEMORY_EVERY_MS),
    ...(SNAPSHOT_DIR ? { MEMORY_REPORT_SNAPSHOT_DIR: SNAPSHOT_DIR } : {}),
  }, 0, NODE_FLAGS);
  const stderr: string[] = [];
  child.stderr?.on('data', (c: Buffer) => stderr.push(c.toString()));
  // The runtime's own memory lines (infra/local/support/memory-report.ts): heap breakdown next to RSS.
  const memory: MemorySample[] = [];
  let stdoutRest = '';
  child.stdout?.on('data', (c: Buffer) => {
    const lines = (stdoutRest + c.toString('utf8')).split('\n');
    stdoutRest = lines.pop() ?? '';
    for (const line of lines) {
      const sample = parseMemoryLine(line);
      if (sample) memory.push(sample);
    }
  });
  /**
   * SIGUSR2: the runtime runs one full GC and writes a `forcedGc` sample (its live heap), see
   * memory-report.ts. Resolves with that sample (undefined when none came within 30 s).
   */
  const liveHeapSample = async (): Promise<MemorySample | undefined> => {
    const pid = memory.at(-1)?.pid;
    if (!pid) return undefined;
    const from = memory.length;
    process.kill(pid, 'SIGUSR2');
    const deadline = performance.now() + 30_000;
    while (performance.now() < deadline) {
      const got = memory.slice(from).find((m) => m.forcedGc);
      if (got) return got;
      await new Promise((r) => setTimeout(r, 100));
    }
    return undefined;
  };
  try {
    const seeded = waitForOutput(child, /seed\s+wrote .*complete/, 300_000).catch(() => 'no late seed line');
    await waitForOk(`${base.origin}/api/health`, 180_000, child);
    await seeded;
    // The bench reads and writes the child's table directly (people, recount) like the fixtures do.
    Object.assign(process.env, JSON.parse(readFileSync(path.join(dataDir, RUNTIME_ENV_FILE), 'utf8')) as Record<string, string>);
    const { db } = await import('@seamline/functions/_core/aws-clients');
    const { hashPassword } = await import('@seamline/functions/_core/passwords');

    // People: written like a registration (user + uniqueness markers in one transaction).
    const passwordHash = await hashPassword(PASSWORD);
    const run = randomUUID().slice(0, 6);
    const vus: Vu[] = [];
    for (let i = 0; i < VUS; i++) {
      const id = randomUUID();
      const username = `soak_${run}_${i}`;
      const at = new Date().toISOString();
      const email = `${username}@example.test`;
      await db.transaction
        .write(({ user, uniqueness }) => [
          uniqueness.create({ kind: 'username', value: username, userId: id, createdAt: at }).commit(),
          uniqueness.create({ kind: 'email', value: email, userId: id, createdAt: at }).commit(),
          user.create({ id, username, email, firstName: 'Soak', lastName: `Person ${i}`, passwordHash, isEmailVerified: true, termsAcceptedAt: at, createdAt: at, updatedAt: at }).commit(),
        ])
        .go();
      const agent = new http.Agent({ keepAlive: true, maxSockets: 2, localAddress: `127.0.1.${i + 1}` });
      vus.push({ index: i, id, username, cookie: '', agent, liked: new Set(), following: new Set(), closet: [] });
    }

    const samples = new Map<ActionClass, number[]>();
    const statuses = new Map<string, number>();
    /** Answers other than 2xx by class, method, status and message: what a 4xx means, not only how many. */
    const failures = new Map<string, number>();
    const serverErrors: string[] = [];
    const call = async (vu: Vu, cls: ActionClass, method: string, route: string, body?: unknown) => {
      let res: Awaited<ReturnType<typeof benchRequest>>;
      try {
        res = await benchRequest(vu.agent, base, method, route, vu.cookie, body);
      } catch (error) {
        res = { status: 0, ms: 0, body: { message: (error as Error).message } };
      }
      if (res.status > 0) (samples.get(cls) ?? samples.set(cls, []).get(cls)!).push(res.ms);
      const key = `${cls} ${res.status}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
      if (res.status < 200 || res.status > 299) {
        const what = `${cls} ${method} ${res.status} ${String(res.body?.message ?? '(no message)').slice(0, 120)}`;
        failures.set(what, (failures.get(what) ?? 0) + 1);
      }
      if (res.status >= 500 || res.status === 0) serverErrors.push(`${method} ${route} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      return res;
    };
    const signIn = async (vu: Vu) => {
      const payload = JSON.stringify({ usernameOrEmail: vu.username, password: PASSWORD });
      const answer = await keepAliveRequest(
        { host: base.hostname, port: base.port, path: '/api/auth/login', method: 'POST', agent: vu.agent, headers: { origin: base.origin, 'x-requested-with': 'seamline', 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
        payload,
      );
      const cookie = ([answer.headers['set-cookie'] ?? []].flat()).map((c) => c.split(';')[0]!).find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
      const res = { status: answer.status, cookie, ms: answer.ms };
      (samples.get('signIn') ?? samples.set('signIn', []).get('signIn')!).push(res.ms);
      statuses.set(`signIn ${res.status}`, (statuses.get(`signIn ${res.status}`) ?? 0) + 1);
      if (res.status >= 500) serverErrors.push(`POST /api/auth/login → ${res.status}`);
      if (res.status !== 200) failures.set(`signIn POST ${res.status}`, (failures.get(`signIn POST ${res.status}`) ?? 0) + 1);
      if (res.status === 200 && res.cookie) vu.cookie = res.cookie;
    };

    // Setup: sign in, one post and one outfit event each; products to like, save and post.
    await Promise.all(vus.map(signIn));
    if (vus.some((v) => !v.cookie)) throw new Error(`sign-in failed: ${JSON.stringify(Object.fromEntries(statuses))}`);
    const products = ((await benchRequest(vus[0]!.agent, base, 'GET', '/api/products?limit=50', vus[0]!.cookie)).body!.items as { id: string }[]).map((p) => p.id);
    for (const vu of vus) {
      const post = await benchRequest(vu.agent, base, 'POST', '/api/posts', vu.cookie, { productId: products[vu.index % products.length], caption: `Soak post ${vu.index}` });
      if (post.status !== 201) throw new Error(`post answered ${post.status}: ${JSON.stringify(post.body)}`);
      vu.postId = (post.body as { id: string }).id;
      const event = await benchRequest(vu.agent, base, 'POST', '/api/outfit-events', vu.cookie, { eventName: `Soak dinner ${vu.index}`, vibe: 'casual' });
      if (event.status !== 201) throw new Error(`event answered ${event.status}: ${JSON.stringify(event.body)}`);
      vu.eventId = (event.body as { id: string }).id;
      for (const productId of products.slice(vu.index % 10, (vu.index % 10) + 4)) {
        const added = await benchRequest(vu.agent, base, 'POST', `/api/closets/${vu.id}/items`, vu.cookie, { productId });
        if (added.status === 201 || added.status === 200) vu.closet.push((added.body as { item: { id: string } }).item.id);
      }
    }
    const posts = vus.map((v) => v.postId!);

    const rng = mulberry32(22);
    const pick = <T>(list: T[]): T => list[Math.floor(rng() * list.length)]!;
    const total = MIX.reduce((s, [, w]) => s + w, 0);
    const nextAction = (): ActionClass => {
      let x = rng() * total;
      for (const [cls, w] of MIX) if ((x -= w) < 0) return cls;
      return 'feed';
    };
    const act = async (vu: Vu, cls: ActionClass) => {
      switch (cls) {
        case 'signIn':
          return signIn(vu);
        case 'feed':
          return call(vu, cls, 'GET', `/api/users/${vu.id}/feed?limit=20`);
        case 'like': {
          const postId = pick(posts);
          const liked = vu.liked.has(postId);
          const res = await call(vu, cls, liked ? 'DELETE' : 'POST', `/api/posts/${postId}/like`, { userId: vu.id });
          if (res.status === 200 && liked) vu.liked.delete(postId);
          else if (res.status === 200) vu.liked.add(postId);
          return res;
        }
        case 'comment':
          return call(vu, cls, 'POST', `/api/posts/${pick(posts)}/comments`, { content: `Soak comment ${rng().toString(36).slice(2, 8)}` });
        case 'follow': {
          const other = pick(vus.filter((v) => v !== vu));
          const following = vu.following.has(other.id);
          const res = await call(vu, cls, following ? 'DELETE' : 'POST', `/api/users/${other.id}/${following ? 'unfollow' : 'follow'}`);
          if (res.status !== 200 && res.status !== 201) return res;
          if (following) vu.following.delete(other.id);
          else vu.following.add(other.id);
          return res;
        }
        case 'closet': {
          if (vu.closet.length > 3 && rng() < 0.5) {
            const itemId = vu.closet.splice(Math.floor(rng() * vu.closet.length), 1)[0]!;
            return call(vu, cls, 'DELETE', `/api/closet-items/${encodeURIComponent(itemId)}`);
          }
          const res = await call(vu, cls, 'POST', `/api/closets/${vu.id}/items`, { productId: pick(products) });
          const item = (res.body as { item?: { id: string } } | null)?.item;
          if (item && !vu.closet.includes(item.id)) vu.closet.push(item.id);
          return res;
        }
        case 'outfitSuggestion':
          return call(vu, cls, 'POST', `/api/outfit-events/${vu.eventId}/ai-suggestion`);
        case 'report':
          return call(vu, cls, 'POST', '/api/analytics/performance', syntheticReport(rng, pick(['/', '/feed', '/closet', '/discover'])));
      }
    };

    // RSS of the runtime's Node process, every 5 s.
    const started = performance.now();
    const rss: { atS: number; mb: number }[] = [];
    const sampleRss = () => rss.push({ atS: round((performance.now() - started) / 1000, 1), mb: nodeRssMb(child.pid!, 'VmRSS') });
    sampleRss();
    const sampler = setInterval(sampleRss, 5_000);
    const endAt = started + MINUTES * 60_000;
    // Live heap before any soak request (setup done: people, posts, events, closets; seed settled).
    const liveBefore = await liveHeapSample();
    const memoryFrom = memory.length;
    const minute2 = Math.min(2, MINUTES / 2);
    // After the RSS sample of minute 2 (the sampler runs every 5 s from 0), so the GC cannot lower that figure.
    let liveMinute2: Promise<MemorySample | undefined> = Promise.resolve(undefined);
    const firstLiveSample = setTimeout(() => (liveMinute2 = liveHeapSample()), minute2 * 60_000 + 1_000);
    await Promise.all(
      vus.map(async (vu) => {
        await new Promise((r) => setTimeout(r, rng() * 1000));
        while (performance.now() < endAt) {
          await act(vu, nextAction());
          await new Promise((r) => setTimeout(r, 500 + rng() * 1000));
        }
      }),
    );
    clearInterval(sampler);
    clearTimeout(firstLiveSample);
    sampleRss();
    const wallS = (performance.now() - started) / 1000;
    const liveEnd = await liveHeapSample();

    // Recount once the processors have applied every record: poll until equal or SETTLE_MS.
    // Key Queries of the soak's own posts and people (base tables strongly consistent; the
    // byPost / followersOf GSIs are consistent in DynamoDB Local), not table Scans: DynamoDB
    // Local serialises the table behind one lock, and five full Scans every 2 s competed with
    // the very processors the bench waits for.
    const recount = async () => {
      const mismatches: string[] = [];
      let likes = 0;
      let comments = 0;
      let follows = 0;
      const size = async (q: { go: (o: { pages: 'all'; consistent?: boolean }) => Promise<{ data: unknown[] }> }, consistent = true) =>
        (await q.go({ pages: 'all', ...(consistent ? { consistent } : {}) })).data.length;
      for (const postId of posts) {
        const [liked, commented, { data: c }] = await Promise.all([
          size(db.entities.postLike.query.byPair({ postId })),
          size(db.entities.postComment.query.byPost({ postId }), false),
          db.entities.postCounts.get({ postId }).go({ consistent: true }),
        ]);
        likes += liked;
        comments += commented;
        if ((c?.likeCount ?? 0) !== liked) mismatches.push(`post ${postId} likes ${c?.likeCount ?? 0} ≠ ${liked}`);
        if ((c?.commentCount ?? 0) !== commented) mismatches.push(`post ${postId} comments ${c?.commentCount ?? 0} ≠ ${commented}`);
      }
      for (const vu of vus) {
        const [following, followers, { data: st }] = await Promise.all([
          size(db.entities.follow.query.byPair({ followerId: vu.id })),
          size(db.entities.follow.query.followersOf({ followingId: vu.id }), false),
          db.entities.profileStats.get({ userId: vu.id }).go({ consistent: true }),
        ]);
        follows += following;
        if ((st?.followers ?? 0) !== followers) mismatches.push(`user ${vu.username} followers ${st?.followers ?? 0} ≠ ${followers}`);
        if ((st?.following ?? 0) !== following) mismatches.push(`user ${vu.username} following ${st?.following ?? 0} ≠ ${following}`);
      }
      return { mismatches, likes, comments, follows };
    };
    const settleStart = performance.now();
    let counted = await recount();
    const mismatchSeries: { atS: number; mismatches: number }[] = [{ atS: 0, mismatches: counted.mismatches.length }];
    for (let wait = 2_000; counted.mismatches.length > 0 && performance.now() - settleStart < SETTLE_MS; wait = Math.min(wait * 2, 20_000)) {
      await new Promise((r) => setTimeout(r, wait));
      counted = await recount();
      mismatchSeries.push({ atS: round((performance.now() - settleStart) / 1000, 0), mismatches: counted.mismatches.length });
    }
    const settledMs = round(performance.now() - settleStart, 0);
    // Idle again: what the soak left behind in the heap, and the RSS once V8 has shrunk (≤ 60 s).
    await new Promise((r) => setTimeout(r, Math.min(60_000, MINUTES * 6_000)));
    const rssIdleAfter = nodeRssMb(child.pid!, 'VmRSS');
    const liveAfter = await liveHeapSample();
    // Records whose retries were exhausted (the runtime's on-failure destination): a counter record
    // there is a count the recount misses for good, so the file says how many and why.
    const dlqDir = path.join(dataDir, 'dlq');
    const deadLetters = existsSync(dlqDir)
      ? Object.fromEntries(readdirSync(dlqDir).filter((f) => f.endsWith('.jsonl')).map((f) => [f.replace(/\.jsonl$/, ''), readFileSync(path.join(dlqDir, f), 'utf8').split('\n').filter(Boolean).length]))
      : {};
    const stderrText = stderr.join('');
    const lockTimeouts = stderrText.split('too long waiting for a lock').length - 1;
    const processorTimeouts = (stderrText.match(/timed out after \d+ ms/g) ?? []).length;
    // The runner's own lines (processor-runner.ts): batches run again without an attempt counted, and
    // timed-out invocations it waited for before their retry.
    const lockTimeoutRetries = (stderrText.match(/DynamoDB Local lock timeout\(s\); retried in/g) ?? []).length;
    const timedOutWaits = (stderrText.match(/timed-out invocation ended \d+ ms after its timeout/g) ?? []).length;

    // The runtime's samples on the bench's clock: its first periodic line after the load started
    // came 0–5 s after `started` (counted as 2.5 s).
    const runtimeSamples = memory.slice(memoryFrom);
    const first = runtimeSamples.find((m) => !m.forcedGc);
    const t0 = first?.atMs ?? 0;
    const mem = runtimeSamples.map((m) => ({ ...m, atS: round((m.atMs - t0) / 1000 + MEMORY_EVERY_MS / 2000, 1) }));
    const liveOf = (m: MemorySample | undefined) => (m ? { atS: round((m.atMs - t0) / 1000 + MEMORY_EVERY_MS / 2000, 1), heapUsedMb: m.heapUsedMb, rssMb: m.rssMb, heapTotalMb: m.heapTotalMb, externalMb: m.externalMb } : null);
    // Minute 2 (the reference point), not before the load: then the heap still holds ≈ 15–20 MB of
    // setup and seed work that a later GC frees (84.8 MB before vs 69.6 MB at minute 2 in a trial run).
    const live2 = await liveMinute2;
    const retained = live2 && liveAfter ? round(((liveAfter.heapUsedMb - live2.heapUsedMb) / live2.heapUsedMb) * 100, 1) : null;

    const byClass = Object.fromEntries(
      [...samples].map(([cls, t]) => [
        cls,
        {
          n: t.length,
          p50Ms: round(percentile(t, 50), 1),
          p95Ms: round(percentile(t, 95), 1),
          p99Ms: round(percentile(t, 99), 1),
          maxMs: round(Math.max(...t), 1),
          statuses: Object.fromEntries([...statuses].filter(([k]) => k.startsWith(`${cls} `)).map(([k, n]) => [k.split(' ')[1], n])),
        },
      ]),
    );
    const requests = [...samples.values()].reduce((s, t) => s + t.length, 0);
    const atMinute = (m: number) => rss.filter((s) => s.atS >= m * 60 - 5 && s.atS <= m * 60 + 5).map((s) => s.mb);
    const rssMinute2 = Math.max(...(atMinute(minute2).length ? atMinute(minute2) : [rss[1]?.mb ?? rss[0]!.mb]));
    const lastMinute = rss.filter((s) => s.atS >= wallS - 60).map((s) => s.mb);
    const rssEnd = Math.max(...lastMinute);
    const growthPct = round(((rssEnd - rssMinute2) / rssMinute2) * 100, 1);
    // Same windows for the heap figures: minute 2 ± 5 s vs the last minute, largest value of each.
    const memWindow = (from: number, to: number) => mem.filter((m) => m.atS >= from && m.atS <= to);
    const figure = (pick: (m: MemorySample) => number | null) => {
      const of = (list: MemorySample[]) => Math.max(...list.map(pick).filter((v): v is number => v !== null));
      const a = of(memWindow(minute2 * 60 - 5, minute2 * 60 + 5).filter((m) => !m.forcedGc));
      const b = of(memWindow(wallS - 60, wallS + 1).filter((m) => !m.forcedGc));
      return { minute2: a, lastMinute: b, growthPct: Number.isFinite(a) && Number.isFinite(b) ? round(((b - a) / a) * 100, 1) : null };
    };
    const fiveXx = serverErrors.length;
    const streamGauge = (m: MemorySample) => m.gauges?.stream as { shards: number; shardsDone: number; shardsPolled: number; maxQueuedPages: number; maxQueuedRecords: number; queuedRecordsByRunner: Record<string, number> } | undefined;
    writeResult('soak', {
      minutes: MINUTES,
      virtualUsers: VUS,
      thinkTimeMs: '500–1500',
      mix: Object.fromEntries(MIX),
      runtimeNodeFlags: NODE_FLAGS.join(' '),
      requests,
      requestsPerSecond: round(requests / wallS, 1),
      serverErrors: fiveXx,
      serverErrorSamples: serverErrors.slice(0, 10),
      /** Requests resent once, as a browser does, because their reused keep-alive socket was already closed by the server (lib.ts staleSocketResends). */
      staleSocketResends: staleSocketResends.count,
      tooManyRequests: [...statuses].filter(([k]) => k.endsWith(' 429')).reduce((s, [, n]) => s + n, 0),
      byClass,
      notOk: Object.fromEntries([...failures].sort((a, b) => b[1] - a[1]).slice(0, 20)),
      rssMb: { minute2: rssMinute2, lastMinute: rssEnd, growthPct, min: Math.min(...rss.map((s) => s.mb)), max: Math.max(...rss.map((s) => s.mb)), samples: rss.length, series: rss.filter((_, i) => i % 6 === 0) },
      runtimeMemoryMb: {
        note: 'process.memoryUsage() of the runtime (same process as rssMb), every 5 s; heapUsedAfterMajorGc = heapUsed when the latest mark-compact GC was reported (live objects). Nothing forced.',
        rss: figure((m) => m.rssMb),
        heapTotal: figure((m) => m.heapTotalMb),
        heapUsedAfterMajorGc: figure((m) => m.heapUsedAfterMajorGcMb),
        external: figure((m) => m.externalMb),
        arrayBuffers: figure((m) => m.arrayBuffersMb),
        liveHeapAfterFullGc: {
          note: 'heapUsed right after a full GC the bench asks for (SIGUSR2): before the load, at minute 2 (+1 s, after that RSS sample), when the load ends (after the last RSS sample; the processors still work off their backlog) and idle after the recount. retainedGrowthPct = idleAfter vs minute2: what the soak left behind.',
          beforeLoad: liveOf(liveBefore),
          minute2: liveOf(live2),
          endOfLoad: liveOf(liveEnd),
          idleAfter: liveOf(liveAfter),
          retainedGrowthPct: retained,
        },
        rssIdleAfterMb: rssIdleAfter,
        majorGcs: (mem.filter((m) => m.atS <= wallS).at(-1)?.majorGcs ?? 0) - (mem[0]?.majorGcs ?? 0),
        loadEndedAtS: round(wallS, 1),
        series: mem.filter((m) => !m.forcedGc).filter((_, i) => i % 6 === 0).map(({ atS, rssMb, heapTotalMb, heapUsedMb, heapUsedAfterMajorGcMb, externalMb, arrayBuffersMb }) => ({ atS, rssMb, heapTotalMb, heapUsedMb, heapUsedAfterMajorGcMb, externalMb, arrayBuffersMb })),
      },
      // The local event source mapping's own figures (memory report gauges): shards it follows and the
      // stream records it holds for the processors (each queued record costs ≈ 2.4 KB of heap).
      streamRunner: {
        note: 'stream gauges of the runtime every 5 s: shards known/done/polled; maxQueuedRecords/maxQueuedPages = the largest backlog one processor had waiting in memory (all processors share the pages, so this is what the heap holds).',
        maxQueuedRecords: Math.max(0, ...mem.map((m) => streamGauge(m)?.maxQueuedRecords ?? 0)),
        series: mem.filter((m) => !m.forcedGc && streamGauge(m)).filter((_, i) => i % 6 === 0).map((m) => ({ atS: m.atS, ...streamGauge(m) })),
      },
      deadLetters: { byProcessor: deadLetters, dynamoDbLocalLockTimeoutsLogged: lockTimeouts, processorInvocationTimeoutsLogged: processorTimeouts, batchesRetriedAfterLockTimeouts: lockTimeoutRetries, timedOutInvocationsAwaitedBeforeRetry: timedOutWaits },
      recount: { posts: posts.length, people: vus.length, likes: counted.likes, comments: counted.comments, follows: counted.follows, mismatchCount: counted.mismatches.length, mismatches: counted.mismatches.slice(0, 20), settledMs, series: mismatchSeries },
      loadAverage: { before: loadBefore, after: loadavg().map((v) => round(v, 2)) },
      targets: { serverErrors: 0, rssGrowthPct: 10, liveHeapRetainedGrowthPct: 10, recountMismatches: 0 },
      met: {
        serverErrors: fiveXx === 0,
        rssGrowth: growthPct < 10,
        liveHeapRetained: retained !== null && retained < 10,
        recount: counted.mismatches.length === 0,
      },
      // The targets, all of them: 0 × 5xx, RSS growth minute 2 → 10 < 10%, recount equal.
      // The live heap (liveHeapRetained) explains RSS (see runtimeMemoryMb) but stands in for nothing.
      pass: fiveXx === 0 && growthPct < 10 && counted.mismatches.length === 0,
    });
    for (const vu of vus) vu.agent.destroy();
  } finally {
    await stopApp(child);
    if (stderr.length) console.log(`runtime stderr (tail):\n${stderr.join('').slice(-2000)}`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
