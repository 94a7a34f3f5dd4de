/**
 * `npm run bench -- limits` (issue 32) → tests/bench/results/limits.json.
 *
 * - Bursts over HTTP against the local runtime (in memory, DynamoDB Local): 10, 100 and 500
 *   requests sent at the same moment, each burst from its own loopback address or person, against
 *   - performance reports (`RATE_LIMITS.report`, 60 a minute per address, public route),
 *   - wrong passwords for one account from one address (`signInFailures`, 10 per 15 minutes),
 *   - likes of one post by one person (`like`, 120 a minute; like/unlike alternate so every
 *     request is a counted write);
 *   accepted must equal min(N, M) exactly (`pass`).
 * - The limiter's own latency over DynamoDB Local, in this process (no HTTP): `tryTake` for a
 *   person well inside a limit (10 takes per key against the like limit of 120: the usual path,
 *   one conditional slot claim, sometimes a busy slot + Query) and on a full key (the refused
 *   path: busy claim + a consistent Query of the slots), sequentially, 500 each; one plain PutItem
 *   beside them for scale. Target (issue 32): the allowed path's p50 ≤ 3 ms.
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { RATE_LIMITS } from '@seamline/shared/contracts/rate-limits';
import { latencySummary, writeResult } from './lib';
import { report } from '../integration/analytics-helpers';

export const TARGETS = { allowedP50Ms: 3 } as const;
const SIZES = [10, 100, 500] as const;
const LATENCY_SAMPLES = 500;

/** One request from `localAddress` on a fresh socket; resolves to the status. */
function send(port: number, localAddress: string, method: string, path: string, body: unknown, cookie?: string): Promise<number> {
  const payload = body === undefined ? '' : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path, method, localAddress, agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...(cookie ? { cookie } : {}) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const tally = (statuses: number[]) => statuses.reduce<Record<string, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {});


export async function benchLimits(): Promise<void> {
  const { startLocalRuntime } = await import('../../infra/local/runtime');
  const runtime = await startLocalRuntime({ inMemory: true, port: 0, webDist: false, quiet: true });
  try {
    const port = Number(new URL(runtime.url).port);
    const post = (p: string, body: unknown, cookie?: string, method = 'POST') =>
      fetch(`${runtime.url}${p}`, { method, headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
    const bursts: Record<string, unknown>[] = [];
    let octet = 0;
    const address = () => `127.0.${40 + Math.floor(++octet / 250)}.${(octet % 250) + 1}`;

    // A person with a post to like, and an account to guess at.
    const reg = async () => {
      const username = `lim_${randomUUID().replace(/-/g, "").slice(0, 10)}`;
      const res = await post('/api/auth/register', { username, email: `${username}@example.test`, password: 'bench-password-123', confirmPassword: 'bench-password-123', firstName: 'Lim', lastName: 'It', acceptTerms: true });
      if (res.status !== 201) throw new Error(`register answered ${res.status}`);
      return { username, cookie: res.headers.getSetCookie()[0]!.split(';')[0]! };
    };
    /** A catalogue product to post about (the runtime seeds the catalogue in the background). */
    const productId = async (cookie: string): Promise<string> => {
      for (let i = 0; i < 300; i++) {
        const res = await fetch(`${runtime.url}/api/products?limit=1`, { headers: { cookie } });
        const page = (await res.json()) as { items?: { id: string }[] };
        if (page.items?.[0]) return page.items[0].id;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('the catalogue was not seeded within 30 s');
    };
    for (const n of SIZES) {
      const from = address();
      const reports = await Promise.all(Array.from({ length: n }, () => send(port, from, 'POST', '/api/analytics/performance', report())));
      const accepted = reports.filter((s) => s === 202).length;
      bursts.push({ limit: 'report', max: RATE_LIMITS.report.max, simultaneous: n, accepted, statuses: tally(reports), pass: accepted === Math.min(n, RATE_LIMITS.report.max) });

      const victim = await reg();
      const guesser = address();
      const guesses = await Promise.all(
        Array.from({ length: n }, (_, i) => send(port, guesser, 'POST', '/api/auth/login', { usernameOrEmail: victim.username, password: `wrong-${i}-password` })),
      );
      const failures = guesses.filter((s) => s === 401).length;
      bursts.push({ limit: 'signInFailures', max: RATE_LIMITS.signInFailures.max, simultaneous: n, accepted: failures, statuses: tally(guesses), pass: failures === Math.min(n, RATE_LIMITS.signInFailures.max) });

      const liker = await reg();
      const created = await post('/api/posts', { caption: `limits bench ${n}`, productId: await productId(liker.cookie) }, liker.cookie);
      const postId = created.status === 201 ? ((await created.json()) as { id: string }).id : undefined;
      if (postId) {
        const likes = await Promise.all(
          Array.from({ length: n }, (_, i) => send(port, address(), i % 2 ? 'DELETE' : 'POST', `/api/posts/${postId}/like`, {}, liker.cookie)),
        );
        const ok = likes.filter((s) => s < 400).length;
        bursts.push({ limit: 'like', max: RATE_LIMITS.like.max, simultaneous: n, accepted: ok, statuses: tally(likes), pass: ok === Math.min(n, RATE_LIMITS.like.max) });
      } else {
        bursts.push({ limit: 'like', skipped: `POST /api/posts answered ${created.status}: ${await created.text()}` });
      }
    }

    const { tryTake } = await import('@seamline/functions/_core/rate-limit');
    // The usual path: a person well inside a limit — 10 takes per key against the like limit (120).
    const roomy = RATE_LIMITS.like;
    const allowedMs: number[] = [];
    let key = '';
    for (let i = 0; i < 20; i++) await tryTake(`bench-warm#${i}`, roomy); // warm the client and the table
    for (let i = 0; i < LATENCY_SAMPLES; i++) {
      if (i % 10 === 0) key = `bench-limits#${randomUUID()}`;
      const t = performance.now();
      const r = await tryTake(key, roomy);
      allowedMs.push(performance.now() - t);
      if (!r.allowed) throw new Error('a take with room was refused');
    }
    const full = `bench-limits-full#${randomUUID()}`;
    const small = { max: 10, windowSeconds: 60 };
    for (let i = 0; i < small.max; i++) await tryTake(full, small);
    const refusedMs: number[] = [];
    for (let i = 0; i < LATENCY_SAMPLES; i++) {
      const t = performance.now();
      const r = await tryTake(full, small);
      refusedMs.push(performance.now() - t);
      if (r.allowed) throw new Error('a take on a full key was allowed');
    }
    // For scale: one plain PutItem on the same table, the floor of any counted write.
    const { db } = await import('@seamline/functions/_core/aws-clients');
    const oneWriteMs: number[] = [];
    for (let i = 0; i < LATENCY_SAMPLES; i++) {
      const t = performance.now();
      await db.entities.limitSlot.put({ key: `bench-floor#${i % 10}`, slot: 0, token: 't', expiresAt: 0, ttl: 0 }).go({ response: 'none' });
      oneWriteMs.push(performance.now() - t);
    }
    const allowed = latencySummary(allowedMs);
    writeResult('limits', {
      targets: TARGETS,
      bursts,
      latency: { allowed, refusedFullKey: latencySummary(refusedMs), onePutItem: latencySummary(oneWriteMs) },
      loadAverage: (await import('node:os')).loadavg().map((l) => Math.round(l * 100) / 100),
      pass: bursts.every((b) => b.pass !== false) && allowed.p50Ms <= TARGETS.allowedP50Ms,
    });
  } finally {
    await runtime.stop();
  }
}
