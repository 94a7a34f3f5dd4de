/**
 * Faults benchmark (issue 22 "Load, soak and faults"), `npm run bench -- faults`:
 *
 * 1. DynamoDB Local killed mid-load. A local runtime on a -dbPath folder (like `npm start`)
 *    takes steady autocannon load (loopback, bounded rate) of likes/unlikes and
 *    follows/unfollows by bench people; its Java process gets SIGKILL. Measured: ms from the
 *    kill to the first 503 with the message (a probe, every 50 ms), the slowest answer during
 *    the outage (≤ 3 s: no hang), the count of 500s (0), how long the supervisor took to have
 *    DynamoDB Local answering again and until the API answered 2xx again, that a like made
 *    after the outage reaches its post's counter (processors resumed from their checkpoints),
 *    that no stream record was dead-lettered by the outage, and, once the stream is drained,
 *    that every counter equals a recount of the base items (PostCounts.likeCount = PostLike
 *    items; ProfileStats followers/following = Follow items).
 * 2. S3 stand-in outage (in-process: `runtime.s3.simulateOutage()`): a presigned POST upload
 *    fails (the browser shows 'Upload failed'), an API call needing S3 answers 503, and the
 *    same upload retried after the outage succeeds.
 * 3. A processor throwing on one record (the test processor tests/fixtures/flaky-processor.ts):
 *    the batch is retried, bisected, the record goes to the dead letters with its failure
 *    metadata, the other records of the batch are applied.
 *
 * Hard cap: {@link HARD_CAP_MS}; every wait has its own deadline. Results in
 * tests/bench/results/faults.json.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { APP_REQUEST_HEADER } from '@seamline/shared/contracts/session';
import { SESSION_COOKIE } from '@seamline/shared/contracts/auth';
import { SERVICE_UNAVAILABLE } from '@seamline/shared/contracts/service-unavailable';
import { round, writeResult, latencySummary } from './lib';
import { waitFor } from '../fixtures/poll';
import { FLAKY_PROCESSOR, TEST_STREAM_PREFIX, doneMarkerKey, flakyProcessor } from '../fixtures/flaky-processor';

const HARD_CAP_MS = 8 * 60_000;
const PEOPLE = 40;
const POSTS = 6;
/** Requests a second across all connections (people × 30/min stays under the like/follow limits). */
const RATE = 25;
const CONNECTIONS = 8;
const WARMUP_MS = 6_000;
const AFTER_RECOVERY_MS = 8_000;
const MAX_OUTAGE_ANSWER_MS = 3_000;

interface Person {
  id: string;
  cookie: string;
}
interface Answer {
  at: number;
  status: number;
  ms: number;
}

export async function benchFaults(): Promise<void> {
  const cap = setTimeout(() => {
    console.error(`faults: hard cap of ${HARD_CAP_MS} ms reached; exiting`);
    process.exit(1);
  }, HARD_CAP_MS);
  cap.unref();
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'seamline-faults-'));
  const { startLocalRuntime } = await import('../../infra/local/runtime');
  const runtime = await startLocalRuntime({ dataDir, port: 0, webDist: false, quiet: true, extraProcessors: [flakyProcessor] });
  try {
    const { db, documentClient } = await import('@seamline/functions/_core/aws-clients');
    const { createSession } = await import('@seamline/functions/_core/sessions');
    const base = runtime.url;
    const health = runtime.dynamodb.health;

    const person = async (): Promise<Person> => {
      const id = randomUUID();
      const short = id.slice(0, 8);
      const now = new Date().toISOString();
      await db.entities.user.create({ id, username: `fault_${short}`, email: `fault-${short}@example.test`, firstName: 'Fault', lastName: short, createdAt: now, updatedAt: now }).go();
      const { token } = await createSession(id, 'user');
      return { id, cookie: `${SESSION_COOKIE}=${token}` };
    };
    const headersOf = (who: Person, json: boolean) => ({ cookie: who.cookie, origin: base, [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value, ...(json ? { 'content-type': 'application/json' } : {}) });
    const call = async (method: string, urlPath: string, who: Person, body?: unknown) => {
      const t0 = performance.now();
      const res = await fetch(`${base}${urlPath}`, { method, headers: headersOf(who, body !== undefined), body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(30_000) });
      const text = await res.text();
      return { status: res.status, ms: performance.now() - t0, retryAfter: res.headers.get('retry-after'), body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
    };

    // --- Setup: people, their posts, a probe person and a fresh post for "processors resumed".
    const people: Person[] = [];
    for (let i = 0; i < PEOPLE; i += 20) people.push(...(await Promise.all(Array.from({ length: Math.min(20, PEOPLE - i) }, person))));
    const products = await call('GET', `/api/products?limit=${POSTS + 1}`, people[0]!);
    const productIds = (products.body!.items as { id: string }[]).map((p) => p.id);
    const posts: string[] = [];
    for (let i = 0; i < POSTS; i++) {
      const created = await call('POST', '/api/posts', people[i]!, { productId: productIds[i % productIds.length] });
      if (created.status !== 201) throw new Error(`post answered ${created.status}: ${JSON.stringify(created.body)}`);
      posts.push((created.body as { id: string }).id);
    }
    const probe = await person();
    const resumePost = (await call('POST', '/api/posts', probe, { productId: productIds.at(-1) })).body as { id: string };

    // --- 1. Steady load; kill DynamoDB Local's Java process mid-load.
    let next = 0;
    const opOf = (n: number): autocannon.Request => {
      const who = people[n % PEOPLE]!;
      const round_ = Math.floor(n / PEOPLE);
      if (n % 3 === 2) {
        const target = people[(n % PEOPLE + 1 + (round_ % (PEOPLE - 1))) % PEOPLE]!;
        const follow = Math.floor(round_ / (PEOPLE - 1)) % 2 === 0;
        return { method: follow ? ('POST' as const) : ('DELETE' as const), path: `/api/users/${target.id}/${follow ? 'follow' : 'unfollow'}`, headers: headersOf(who, false) };
      }
      const postId = posts[round_ % POSTS]!;
      const like = Math.floor(round_ / POSTS) % 2 === 0;
      return { method: like ? ('POST' as const) : ('DELETE' as const), path: `/api/posts/${postId}/like`, headers: headersOf(who, true), body: JSON.stringify({ userId: who.id }) };
    };
    const answers: Answer[] = [];
    const t0 = performance.now();
    let resolveDone: () => void = () => undefined;
    const loadDone = new Promise<void>((resolve) => (resolveDone = resolve));
    const load = autocannon({
      url: base,
      connections: CONNECTIONS,
      overallRate: RATE,
      duration: Math.ceil(HARD_CAP_MS / 2000),
      timeout: 10,
      requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, ...opOf(next++) }) }],
    }, () => resolveDone());
    load.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => answers.push({ at: performance.now() - t0, status, ms }));
    let loadErrors = 0;
    load.on('reqError', () => void loadErrors++);

    await waitFor('warm-up', () => performance.now() - t0 >= WARMUP_MS, { timeoutMs: WARMUP_MS + 5_000, intervalMs: 50 });
    const javaPid = health.javaPid;
    if (!javaPid) throw new Error('no Java pid for DynamoDB Local');
    const killAt = performance.now() - t0;
    process.kill(javaPid, 'SIGKILL');
    // The outage: from the kill until the supervisor has DynamoDB Local answering again.
    let upAt: number | undefined;
    await waitFor('the supervisor to see the death', () => !health.up || health.outages > 0, { timeoutMs: 5_000, intervalMs: 5 });
    void health.whenUp().then(() => (upAt = performance.now() - t0));

    // The probe: a like every 50 ms until the API answers 2xx again after the outage.
    const probeAnswers: (Answer & { retryAfter: string | null; message?: unknown })[] = [];
    let first503: (typeof probeAnswers)[number] | undefined;
    let recoveredAt: number | undefined;
    while (recoveredAt === undefined && performance.now() - t0 - killAt < 120_000) {
      const answer = await call('POST', `/api/posts/${posts[0]}/like`, probe, { userId: probe.id });
      const row = { at: performance.now() - t0, status: answer.status, ms: answer.ms, retryAfter: answer.retryAfter, message: answer.body?.message };
      probeAnswers.push(row);
      if (answer.status === 503 && !first503) first503 = row;
      if (answer.status < 300 && first503) recoveredAt = row.at;
      await new Promise((r) => setTimeout(r, 50));
    }
    if (recoveredAt === undefined) throw new Error('the API did not answer 2xx within 120 s of the kill');
    await waitFor('DynamoDB Local up', () => health.up && health.restarts >= 1, { timeoutMs: 60_000 });
    await waitFor('load after recovery', () => performance.now() - t0 >= recoveredAt! + AFTER_RECOVERY_MS, { timeoutMs: AFTER_RECOVERY_MS + 5_000, intervalMs: 100 });
    load.stop();
    await loadDone;

    // Processors resumed: a like after the outage reaches its counter.
    const resumeLikeAt = performance.now();
    const resumeLike = await call('POST', `/api/posts/${resumePost.id}/like`, people[0]!, { userId: people[0]!.id });
    const resumedAfterMs = await waitFor(
      'the like after the outage counted',
      async () => ((await call('GET', `/api/posts/${resumePost.id}`, people[0]!)).body as { likeCount: number }).likeCount === 1 && performance.now() - resumeLikeAt,
      { timeoutMs: 120_000, intervalMs: 100 },
    );

    // Recount once the stream is drained: counters equal the base items.
    const recount = async () => {
      const likes = await Promise.all(
        posts.map(async (postId) => {
          const items = (await db.entities.postLike.query.byPair({ postId }).go({ pages: 'all' })).data.length;
          const counted = (await db.entities.postCounts.get({ postId }).go()).data?.likeCount ?? 0;
          return { items, counted };
        }),
      );
      const follows = await Promise.all(
        people.map(async (p) => {
          const followers = (await db.entities.follow.query.followersOf({ followingId: p.id }).go({ pages: 'all' })).data.length;
          const following = (await db.entities.follow.query.byPair({ followerId: p.id }).go({ pages: 'all' })).data.length;
          const stats = (await db.entities.profileStats.get({ userId: p.id }).go()).data;
          return { followers, following, countedFollowers: stats?.followers ?? 0, countedFollowing: stats?.following ?? 0 };
        }),
      );
      const likeMismatches = likes.filter((l) => l.items !== l.counted).length;
      const followMismatches = follows.filter((f) => f.followers !== f.countedFollowers || f.following !== f.countedFollowing).length;
      return { likes, follows, likeMismatches, followMismatches };
    };
    const drainStarted = performance.now();
    let last = await recount();
    await waitFor(
      'counters equal to the recount',
      async () => {
        last = await recount();
        return last.likeMismatches === 0 && last.followMismatches === 0;
      },
      { timeoutMs: 180_000, intervalMs: 1_000 },
    ).catch(() => undefined);
    const drainMs = performance.now() - drainStarted;

    const outageEnd = upAt ?? recoveredAt;
    // Answers that ENDED during the outage (a request that started before it is included).
    const during = answers.filter((a) => a.at >= killAt && a.at <= outageEnd);
    const probeDuring = probeAnswers.filter((a) => a.at >= killAt && a.at <= outageEnd);
    const afterRestart = [...answers, ...probeAnswers].filter((a) => a.at > outageEnd && a.at <= recoveredAt!);
    const statuses = (list: { status: number }[]) => list.reduce<Record<string, number>>((acc, a) => ((acc[a.status] = (acc[a.status] ?? 0) + 1), acc), {});
    const outageMs = [...during, ...probeDuring].map((a) => a.ms);
    const outageDeadLetters = runtime.deadLetters.filter((d) => d.processor !== FLAKY_PROCESSOR).length;
    const ddbFigures = {
      killedJavaPid: javaPid,
      loadRatePerSecond: RATE,
      connections: CONNECTIONS,
      requests: answers.length,
      requestErrorsOrTimeouts: loadErrors,
      statuses: statuses(answers),
      count500: answers.filter((a) => a.status === 500).length + probeAnswers.filter((a) => a.status === 500).length,
      killToFirst503Ms: first503 ? round(first503.at - killAt, 1) : null,
      first503: first503 && { message: first503.message, retryAfter: first503.retryAfter, messageMatchesContract: first503.message === SERVICE_UNAVAILABLE.message },
      outageAnswers: {
        ...latencySummary(outageMs),
        statuses: statuses(during),
        limitMs: MAX_OUTAGE_ANSWER_MS,
        withinLimit: Math.max(...outageMs) <= MAX_OUTAGE_ANSWER_MS,
        slowest: [...during, ...probeDuring]
          .sort((a, b) => b.ms - a.ms)
          .slice(0, 3)
          .map((a) => ({ endedAfterKillMs: round(a.at - killAt, 1), ms: round(a.ms, 1), status: a.status })),
      },
      dynamoDbRestartedAfterMs: health.lastRestartMs === null ? null : round(health.lastRestartMs, 1),
      killToApi2xxAgainMs: round(recoveredAt - killAt, 1),
      // From "up" to the first 2xx of the probe: a cold JVM under the processors' backlog.
      afterRestartUntil2xx: { ...latencySummary(afterRestart.map((a) => a.ms)), statuses: statuses(afterRestart) },
      restarts: health.restarts,
      processorsResumed: { likeAfterOutageStatus: resumeLike.status, countedAfterMs: round(resumedAfterMs, 1) },
      deadLettersFromOutage: outageDeadLetters,
      recount: {
        likeCountersChecked: last.likes.length,
        likeItems: last.likes.reduce((n, l) => n + l.items, 0),
        likeCounted: last.likes.reduce((n, l) => n + l.counted, 0),
        likeMismatches: last.likeMismatches,
        peopleChecked: last.follows.length,
        followItems: last.follows.reduce((n, f) => n + f.following, 0),
        followersCounted: last.follows.reduce((n, f) => n + f.countedFollowers, 0),
        followingCounted: last.follows.reduce((n, f) => n + f.countedFollowing, 0),
        followMismatches: last.followMismatches,
        matched: last.likeMismatches === 0 && last.followMismatches === 0,
        drainedAfterMs: round(drainMs, 1),
      },
    };

    // --- 2. S3 stand-in outage: an upload fails, then the same upload retried succeeds.
    const uploader = people[1]!;
    // A real JPEG: a new profile photo is decoded and moderated before it is attached (issue 33 §5).
    const { default: sharp } = await import('sharp');
    const photo = new Uint8Array(await sharp({ create: { width: 32, height: 32, channels: 3, background: '#3a7d5c' } }).jpeg().toBuffer());
    const presigned = (await call('POST', '/api/uploads/profile-photo', uploader, { contentType: 'image/jpeg', size: photo.length })).body as { url: string; fields: Record<string, string>; key: string };
    const upload = async () => {
      const form = new FormData();
      for (const [k, v] of Object.entries(presigned.fields)) form.append(k, v);
      form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
      const started = performance.now();
      try {
        const res = await fetch(presigned.url, { method: 'POST', body: form, signal: AbortSignal.timeout(10_000) });
        return { ok: res.ok, status: res.status, ms: round(performance.now() - started, 1) };
      } catch (error) {
        return { ok: false, status: 0, error: ((error as Error).cause as Error | undefined)?.message ?? (error as Error).message, ms: round(performance.now() - started, 1) };
      }
    };
    const restore = await runtime.s3.simulateOutage();
    const uploadDuringOutage = await upload();
    const profileUpdate = { firstName: 'Fault', lastName: 'Upload', profileImageKey: presigned.key };
    const apiDuringOutage = await call('PUT', `/api/auth/profile/${uploader.id}`, uploader, profileUpdate);
    await restore();
    const uploadRetried = await upload();
    const apiAfter = await call('PUT', `/api/auth/profile/${uploader.id}`, uploader, profileUpdate);
    const s3Figures = {
      uploadDuringOutage: { ...uploadDuringOutage, webShows: 'Upload failed' },
      apiNeedingS3DuringOutage: { status: apiDuringOutage.status, message: apiDuringOutage.body?.message, retryAfter: apiDuringOutage.retryAfter, ms: round(apiDuringOutage.ms, 1) },
      uploadRetriedAfterOutage: uploadRetried,
      apiAfterOutage: { status: apiAfter.status, ms: round(apiAfter.ms, 1) },
    };

    // --- 3. A processor throwing on one record of a batch.
    const { BatchWriteCommand, GetCommand } = await import('@aws-sdk/lib-dynamodb');
    const healthy = Array.from({ length: 9 }, () => `${TEST_STREAM_PREFIX}${randomUUID()}`);
    const poison = `${TEST_STREAM_PREFIX}poison-${randomUUID()}`;
    const lettersBefore = runtime.deadLetters.length;
    const poisonStarted = performance.now();
    await documentClient.send(
      new BatchWriteCommand({
        RequestItems: { [process.env.TABLE_NAME!]: [...healthy.slice(0, 4), poison, ...healthy.slice(4)].map((pk) => ({ PutRequest: { Item: { pk, sk: 'item', ...(pk === poison ? { throw: true } : {}) } } })) },
      }),
    );
    const isDone = async (pk: string) => Boolean((await documentClient.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: doneMarkerKey(pk) }))).Item);
    const letter = await waitFor('the poison record in the dead letters', () => runtime.deadLetters.find((d) => d.record.dynamodb?.Keys?.pk?.S === poison), { timeoutMs: 60_000, intervalMs: 50 });
    await waitFor('the healthy records applied', async () => (await Promise.all(healthy.map(isDone))).every(Boolean), { timeoutMs: 60_000, intervalMs: 100 });
    const poisonFigures = {
      batchRecords: healthy.length + 1,
      appliedRecords: (await Promise.all(healthy.map(isDone))).filter(Boolean).length,
      poisonApplied: await isDone(poison),
      deadLetters: runtime.deadLetters.length - lettersBefore,
      deadLetter: { processor: letter.processor, condition: letter.condition, approximateInvokeCount: letter.approximateInvokeCount, error: letter.error },
      settledAfterMs: round(performance.now() - poisonStarted, 1),
    };

    writeResult('faults', {
      method:
        'One local runtime in this process on a -dbPath folder (like npm start): DynamoDB Local under watchdog + supervisor, the in-process S3 stand-in, the stream poller and the gateway; people and sessions written to the table; autocannon (loopback, bounded rate) of likes/unlikes and follows/unfollows; the Java process SIGKILLed mid-load; a probe like every 50 ms measures the 503s; counters compared with a recount of PostLike / Follow items after the stream drained.',
      dynamoDbKilled: ddbFigures,
      s3Outage: s3Figures,
      poisonRecord: poisonFigures,
    });
  } finally {
    await runtime.stop();
    rmSync(dataDir, { recursive: true, force: true });
    clearTimeout(cap);
  }
}
