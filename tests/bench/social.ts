/**
 * Social benchmarks (issue 18 "Shown by"), `npm run bench -- social`:
 *
 * - like → the author's WebSocket receives `notification`: latency p50 / p95 over 40 likes by
 *   40 different people (target p95 ≤ 500 ms locally), measured from the like request's start
 *   to the frame's arrival (request, DomainEvent in the like's transaction, the table stream,
 *   the `notifications` processor, PostToConnection through the gateway);
 * - 1,000 different people liking one post at once: every like answered 200, the time until
 *   all answered and until the `post-counters` processor's count reads exactly 1,000;
 * - `GET /api/notifications?limit=50` with 50 rows (50 commenters, one row each): p50 / p95
 *   (target p50 ≤ 15 ms);
 * - the unseen count read (the badge: one GetItem of NotificationState, `unseenCountOf`): p50.
 *
 * One local runtime in memory, in this process (seeded like `npm start`); people and sessions
 * are written straight to the table (as the test fixtures do), every request goes through the
 * gateway over HTTP with keep-alive, and the socket is a real `ws` client.
 */
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { APP_REQUEST_HEADER } from '@seamline/shared/contracts/session';
import { SESSION_COOKIE } from '@seamline/shared/contracts/auth';
import { percentile, round, writeResult } from './lib';
import { waitFor } from '../fixtures/poll';

const LIKERS = 40;
const CONCURRENT_LIKES = 1000;
const LIST_ROWS = 50;
const LIST_READS = 60;
const summary = (t: number[]) => ({ p50Ms: round(percentile(t, 50), 2), p95Ms: round(percentile(t, 95), 2), maxMs: round(Math.max(...t), 2), n: t.length });

interface Person {
  id: string;
  cookie: string;
}

export async function benchSocial(): Promise<void> {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  const { startLocalRuntime } = await import('../../infra/local/runtime');
  const runtime = await startLocalRuntime({ inMemory: true, port: 0, webDist: false, quiet: true });
  try {
    const { db } = await import('@seamline/functions/_core/aws-clients');
    const { createSession } = await import('@seamline/functions/_core/sessions');
    const { unseenCountOf } = await import('@seamline/functions/notifications/notification-state');
    const base = runtime.url;

    const person = async (): Promise<Person> => {
      const id = randomUUID();
      const short = id.slice(0, 8);
      const now = new Date().toISOString();
      await db.entities.user.create({ id, username: `bench_${short}`, email: `bench-${short}@example.test`, firstName: 'Bench', lastName: short, createdAt: now, updatedAt: now }).go();
      const { token } = await createSession(id, 'user');
      return { id, cookie: `${SESSION_COOKIE}=${token}` };
    };
    const call = async (method: string, path: string, who: Person, body?: unknown) => {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { cookie: who.cookie, [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
    };

    const author = await person();
    const products = await call('GET', '/api/products?limit=2', author);
    const [productId, otherProductId] = (products.body!.items as { id: string }[]).map((p) => p.id);
    const created = await call('POST', '/api/posts', author, { productId, caption: 'Bench post' });
    if (created.status !== 201) throw new Error(`post answered ${created.status}: ${JSON.stringify(created.body)}`);
    const postId = (created.body as { id: string }).id;

    // The author's socket, authenticated (spec 02 §7).
    const frames: { type: string; at: number }[] = [];
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/ws`, { headers: { cookie: author.cookie } });
    ws.on('message', (data) => frames.push({ ...(JSON.parse(data.toString()) as { type: string }), at: performance.now() }));
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    ws.send(JSON.stringify({ action: 'authenticate', userId: author.id }));
    await waitFor('authenticated', () => frames.some((f) => f.type === 'authenticated'), { timeoutMs: 10_000 });

    // 1. like → notification frame latency.
    const likers = await Promise.all(Array.from({ length: LIKERS }, person));
    const latency: number[] = [];
    for (const liker of likers) {
      const before = frames.filter((f) => f.type === 'notification').length;
      const t0 = performance.now();
      const res = await call('POST', `/api/posts/${postId}/like`, liker, { userId: liker.id });
      if (res.status !== 200) throw new Error(`like answered ${res.status}`);
      const frame = await waitFor('notification frame', () => frames.filter((f) => f.type === 'notification')[before], { timeoutMs: 15_000, intervalMs: 2 });
      latency.push(frame.at - t0);
    }

    // 2. 1,000 different people like one post at once.
    const crowdPost = await call('POST', '/api/posts', author, { productId: otherProductId });
    const crowdPostId = (crowdPost.body as { id: string }).id;
    const crowd: Person[] = [];
    for (let i = 0; i < CONCURRENT_LIKES; i += 100) crowd.push(...(await Promise.all(Array.from({ length: Math.min(100, CONCURRENT_LIKES - i) }, person))));
    const t1 = performance.now();
    const answers = await Promise.all(crowd.map((p) => call('POST', `/api/posts/${crowdPostId}/like`, p, { userId: p.id })));
    const allAnsweredMs = performance.now() - t1;
    const failed = answers.filter((a) => a.status !== 200).length;
    const counted = await waitFor(
      'likeCount 1000',
      async () => {
        const post = await call('GET', `/api/posts/${crowdPostId}`, author);
        return (post.body as { likeCount: number }).likeCount === CONCURRENT_LIKES && performance.now();
      },
      { timeoutMs: 300_000, intervalMs: 100 },
    );
    const finalCount = ((await call('GET', `/api/posts/${crowdPostId}`, author)).body as { likeCount: number }).likeCount;

    // 3. the list with 50 rows: 50 commenters on a third post of a fresh recipient.
    const recipient = await person();
    const listPost = await call('PUT', `/api/posts/by-product/${productId}`, recipient);
    const listPostId = (listPost.body as { id: string }).id;
    for (const c of crowd.slice(0, LIST_ROWS)) {
      const res = await call('POST', `/api/posts/${listPostId}/comments`, c, { content: 'Looks great' });
      if (res.status !== 201) throw new Error(`comment answered ${res.status}`);
    }
    await waitFor(
      `${LIST_ROWS} notification rows`,
      async () => ((await call('GET', '/api/notifications?limit=50', recipient)).body!.items as unknown[]).length >= LIST_ROWS,
      { timeoutMs: 120_000, intervalMs: 200 },
    );
    const list: number[] = [];
    for (let i = 0; i < LIST_READS + 5; i++) {
      const t = performance.now();
      const res = await call('GET', '/api/notifications?limit=50', recipient);
      if (res.status !== 200) throw new Error(`list answered ${res.status}`);
      if (i >= 5) list.push(performance.now() - t);
    }
    const unseen: number[] = [];
    for (let i = 0; i < LIST_READS + 5; i++) {
      const t = performance.now();
      await unseenCountOf(recipient.id);
      if (i >= 5) unseen.push(performance.now() - t);
    }
    ws.close();

    writeResult('social', {
      method:
        'One local runtime in memory in this process (DynamoDB Local, the local stream poller and gateway), seeded like npm start; people and sessions written straight to the table; requests over HTTP through the gateway; the author listens on a real ws socket.',
      likeToNotification: { ...summary(latency), targetP95Ms: 500 },
      concurrentLikes: {
        people: CONCURRENT_LIKES,
        failed,
        allAnsweredMs: round(allAnsweredMs, 1),
        countedExactlyAfterMs: round(counted - t1, 1),
        finalLikeCount: finalCount,
      },
      notificationList: { rows: LIST_ROWS, ...summary(list), targetP50Ms: 15 },
      unseenCountRead: summary(unseen),
    });
  } finally {
    await runtime.stop();
  }
}
