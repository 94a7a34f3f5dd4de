/**
 * Atomic limits under simultaneous bursts (issue 32): N requests sent at the same moment against a
 * limit of M → exactly min(N, M) pass, over HTTP against the local runtime. Each test uses its own
 * loopback address or person, so the counts are its own. Refused requests store nothing.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { RATE_LIMITS, limitMessage } from '@seamline/shared/contracts/rate-limits';
import { PERFORMANCE_ERRORS } from '@seamline/shared/contracts/performance';
import { api } from '../fixtures/api';
import { postJsonFrom, registerUser } from '../fixtures/accounts';
import { notAnImage } from '../fixtures/images';
import { scanPhoto } from '../fixtures/media-bucket';
import { waitFor } from '../fixtures/poll';
import { createUserWithSession } from '../fixtures/users';
import { adminCookie, report, sendReport, summary } from './analytics-helpers';

const baseUrl = inject('baseUrl');
const LIMITED = RATE_LIMITS.signInFailures.message;

/** Status → how many answered it. */
const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {});

describe('the limiter itself (functions/_core/rate-limit.ts)', () => {
  // In one process (the SDK's 50 sockets); the HTTP bursts below and `npm run bench -- limits` go wider.
  it('60 simultaneous takes against 40 → exactly 40 allowed; a released slot lets exactly one more in', async () => {
    const { tryTake, releaseReservation } = await import('@seamline/functions/_core/rate-limit');
    const key = `burst-test#${randomUUID()}`;
    const limit = { max: 40, windowSeconds: 60 };
    const results = await Promise.all(Array.from({ length: 60 }, () => tryTake(key, limit)));
    const allowed = results.flatMap((r) => (r.allowed ? [r.reservation] : []));
    expect(allowed).toHaveLength(40);
    expect(new Set(allowed.map((r) => r.slot)).size).toBe(40);
    for (const r of results) {
      if (r.allowed) continue;
      expect(r.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(r.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
    await releaseReservation(allowed[0]!);
    const again = await Promise.all(Array.from({ length: 5 }, () => tryTake(key, limit)));
    expect(again.filter((r) => r.allowed)).toHaveLength(1);
  });

  it('tryTakeAll: a refusal by the second key releases the first; 20 at once against (3, 10) → exactly 3', async () => {
    const { tryTake, tryTakeAll } = await import('@seamline/functions/_core/rate-limit');
    const narrow = `burst-test#${randomUUID()}`;
    const wide = `burst-test#${randomUUID()}`;
    const full = `burst-test#${randomUUID()}`;
    expect((await tryTake(full, { max: 1, windowSeconds: 60 })).allowed).toBe(true);
    const refused = await tryTakeAll([{ key: narrow, limit: { max: 3, windowSeconds: 60 } }, { key: full, limit: { max: 1, windowSeconds: 60 } }]);
    expect(refused).toMatchObject({ allowed: false, refused: 1 });
    const pairs = [{ key: narrow, limit: { max: 3, windowSeconds: 60 } }, { key: wide, limit: { max: 10, windowSeconds: 60 } }];
    const results = await Promise.all(Array.from({ length: 20 }, () => tryTakeAll(pairs)));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
    expect(results.filter((r) => !r.allowed && r.refused === 0)).toHaveLength(17);
  });

  it('an attempt leaves the window after windowSeconds: the same key has room again', async () => {
    const { tryTake } = await import('@seamline/functions/_core/rate-limit');
    const key = `burst-test#${randomUUID()}`;
    const limit = { max: 3, windowSeconds: 60 };
    const t0 = new Date();
    expect((await Promise.all([1, 2, 3, 4].map(() => tryTake(key, limit, t0)))).filter((r) => r.allowed)).toHaveLength(3);
    const refused = await tryTake(key, limit, new Date(t0.getTime() + 30_000));
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 30 });
    const later = new Date(t0.getTime() + 60_000);
    expect((await Promise.all([1, 2, 3, 4].map(() => tryTake(key, limit, later)))).filter((r) => r.allowed)).toHaveLength(3);
  });
});

describe('sign-in: a failure slot is reserved before the password check', () => {
  it('40 simultaneous wrong passwords for one account from one address → exactly 10 × 401, 30 × 429; then the right one → 429', async () => {
    const user = await registerUser(baseUrl);
    const address = '127.0.32.1';
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => postJsonFrom(baseUrl, address, '/api/auth/login', { usernameOrEmail: user.username, password: `wrong-${i}-password` })),
    );
    expect(tally(results.map((r) => r.status))).toEqual({ 401: 10, 429: 30 });
    for (const r of results.filter((x) => x.status === 429)) {
      expect(r.body).toEqual({ message: LIMITED });
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(840);
    }
    expect((await postJsonFrom(baseUrl, address, '/api/auth/login', { usernameOrEmail: user.username, password: user.password })).status).toBe(429);
  });

  // (More than 10 at once would find every slot reserved by the others' checks in flight: the
  // price of counting before the check, which no person signing in meets.)
  it('10 simultaneous right passwords all sign in: a success gives its reserved slot back', async () => {
    const user = await registerUser(baseUrl);
    const address = '127.0.32.2';
    const ok = await Promise.all(
      Array.from({ length: 10 }, () => postJsonFrom(baseUrl, address, '/api/auth/login', { usernameOrEmail: user.username, password: user.password })),
    );
    expect(tally(ok.map((r) => r.status))).toEqual({ 200: 10 });
    // None of them was counted: the address still has all 10 failures of the account.
    const wrong = await Promise.all(
      Array.from({ length: 11 }, (_, i) => postJsonFrom(baseUrl, address, '/api/auth/login', { usernameOrEmail: user.username, password: `nope-${i}-password` })),
    );
    expect(tally(wrong.map((r) => r.status))).toEqual({ 401: 10, 429: 1 });
  });
});

describe('performance reports: 60 a minute per address', () => {
  it('80 simultaneous reports from one address → exactly 60 accepted (202), 20 × 429; only the 60 are stored', async () => {
    // A device + browser no other test reports, so the admin summary's count is this burst's.
    const device = { class: 'tablet', browser: 'Opera Touch' } as const;
    const results = await Promise.all(Array.from({ length: 80 }, () => sendReport(baseUrl, '127.0.32.3', report({ device }))));
    expect(tally(results.map((r) => r.status))).toEqual({ 202: 60, 429: 20 });
    for (const r of results.filter((x) => x.status === 429)) {
      expect(r.body).toEqual({ message: PERFORMANCE_ERRORS.tooMany });
      expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(r.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    const admin = await adminCookie(baseUrl);
    const folded = await waitFor(
      'the 60 accepted reports folded',
      async () => {
        const { body } = await summary(baseUrl, admin, { device: device.class, browser: device.browser });
        return body.summary.reportCount >= 60 && body.summary.reportCount;
      },
      { timeoutMs: 60_000 },
    );
    expect(folded).toBe(60);
  });
});

describe('body scans: 10 an hour per person, both routes together', () => {
  it('12 simultaneous scans (6 scan-to-fit + 6 analyze-fit) of a refused photo → exactly 10 × 422 (counted), 2 × 429', async () => {
    const me = await createUserWithSession();
    const photo = scanPhoto(notAnImage());
    const consents = { photoConsent: true, dataUsageConsent: true, height: 170, heightUnit: 'cm' };
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2 === 0
          ? api<{ message: string }>('POST', '/api/scan-to-fit', { cookie: me.cookie, body: { ...consents, frontPhoto: photo } })
          : api<{ message: string }>('POST', '/api/analyze-fit', { cookie: me.cookie, body: { ...consents, photo } }),
      ),
    );
    expect(tally(results.map((r) => r.status))).toEqual({ 422: 10, 429: 2 });
    for (const r of results.filter((x) => x.status === 429)) {
      const wait = Number(r.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(3500);
      expect(r.body).toEqual({ message: limitMessage(RATE_LIMITS.scan.message, wait) });
      expect(r.body.message).toBe('You can run 10 body scans an hour. Please try again in 60 minutes.');
    }
    // Another person is not affected; an invalid body (400) is not a scan and is not counted.
    const other = await createUserWithSession();
    expect((await api('POST', '/api/analyze-fit', { cookie: other.cookie, body: { ...consents } })).status).toBe(400);
    expect((await api('POST', '/api/analyze-fit', { cookie: other.cookie, body: { ...consents, photo } })).status).toBe(422);
  });

  it('answers 401 without a session', async () => {
    expect((await api('POST', '/api/analyze-fit', { body: {} })).status).toBe(401);
  });
});
