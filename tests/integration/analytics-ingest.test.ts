/**
 * `POST /api/analytics/performance` over HTTP (issue 21): reports from every visitor, signed in or
 * not, are accepted (202) and reach the admin summary; garbage → 400 with a message; > 16 KB →
 * 413; the 61st report of a minute from one address → 429 with Retry-After; the spec §6 admin
 * probe answers 200 only to an admin session; the admin summary is admin-only and refuses bad
 * ranges.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { PERFORMANCE_ERRORS } from '@seamline/shared/contracts/performance';
import { postJson, registerUser, type RegisteredUser } from '../fixtures/accounts';
import { waitFor } from '../fixtures/poll';
import { adminCookie, report, sendReport, summary } from './analytics-helpers';

const baseUrl = inject('baseUrl');
/** The stream poller may still be working through the runtime's seed when a file starts. */
const WAIT = { timeoutMs: 60_000, intervalMs: 100 };
let user: RegisteredUser;
let admin: string;

beforeAll(async () => {
  [user, admin] = await Promise.all([registerUser(baseUrl), adminCookie(baseUrl)]);
});

describe('POST /api/analytics/performance — reports', () => {
  it('accepts an anonymous and a signed-in report (202) and both reach the admin summary', async () => {
    const cell = { page: '/register', device: { class: 'tablet', browser: 'Vivaldi' } } as const;
    const anonymous = await sendReport(baseUrl, '127.0.21.1', report(cell));
    const signedIn = await sendReport(baseUrl, '127.0.21.1', report(cell), user.cookie);
    expect([anonymous.status, signedIn.status]).toEqual([202, 202]);
    expect(anonymous.body).toEqual({ success: true });
    const seen = await waitFor('both reports in the summary', async () => {
      const { body } = await summary(baseUrl, admin, { page: '/register', device: 'tablet', browser: 'Vivaldi' });
      return body.summary.reportCount === 2 && body;
    }, WAIT);
    expect(seen.summary.p75.lcp).toBeCloseTo(1800, -2);
    expect(seen.analytics.topPages.map((p) => p.key)).toEqual(['/register']);
    expect(seen.browsers.map((b) => b.key)).toEqual(['Vivaldi']);
    expect(seen.devices.map((d) => d.key)).toEqual(['tablet']);
    expect(seen.summary.sessions).toBe(2);
    expect(seen.trends.at(-1)!.reportCount).toBe(2);
  });

  it('takes a text/plain body, as navigator.sendBeacon sends it', async () => {
    const res = await fetch(`${baseUrl}/api/analytics/performance`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(report()),
    });
    expect(res.status).toBe(202);
  });

  it('refuses garbage with 400 and a message', async () => {
    for (const body of [{ hello: 'world' }, report({ performanceScore: 140 }), report({ scrollDepth: 33 as never }), 'just a string']) {
      const res = await sendReport(baseUrl, '127.0.21.2', body);
      expect(res.status).toBe(400);
      expect((res.body as { message: string }).message).toMatch(/\S/);
    }
    const notJson = await fetch(`${baseUrl}/api/analytics/performance`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"page":' });
    expect(notJson.status).toBe(400);
  });

  it('refuses a 17 KB body with 413 and the contract message', async () => {
    const big = report({ errors: [{ id: 'e1', message: 'x'.repeat(17 * 1024) }] });
    const res = await sendReport(baseUrl, '127.0.21.3', big);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: PERFORMANCE_ERRORS.tooLarge });
  });

  it('buckets an unknown page as other', async () => {
    const res = await sendReport(baseUrl, '127.0.21.4', report({ page: '/users/8f2a/secret-page', device: { class: 'mobile', browser: 'Silk' } }));
    expect(res.status).toBe(202);
    const seen = await waitFor('the other page', async () => {
      const { body } = await summary(baseUrl, admin, { device: 'mobile', browser: 'Silk' });
      return body.summary.reportCount === 1 && body;
    }, WAIT);
    expect(seen.analytics.topPages.map((p) => p.key)).toEqual(['other']);
  });

  it('answers the 61st report of a minute from one address with 429 and Retry-After; another address is not affected', async () => {
    for (let i = 0; i < 60; i++) expect((await sendReport(baseUrl, '127.0.21.5', report())).status).toBe(202);
    const limited = await sendReport(baseUrl, '127.0.21.5', report());
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: PERFORMANCE_ERRORS.tooMany });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await sendReport(baseUrl, '127.0.21.6', report())).status).toBe(202);
  });
});

describe('the admin probe {test: true} (spec 02 §6)', () => {
  it('401 without a cookie and for a user session, 200 for an admin session', async () => {
    expect((await postJson(baseUrl, '/api/analytics/performance', { test: true })).status).toBe(401);
    expect((await postJson(baseUrl, '/api/analytics/performance', { test: true }, user.cookie)).status).toBe(401);
    const res = await postJson(baseUrl, '/api/analytics/performance', { test: true }, admin);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
  });
});

describe('GET /api/admin/performance', () => {
  it('is admin-only: 401 without a cookie, 403 for a user session', async () => {
    expect((await summary(baseUrl, undefined)).status).toBe(401);
    expect((await summary(baseUrl, user.cookie)).status).toBe(403);
  });

  it('refuses a reversed range, a span over 30 days and bad dates with 400', async () => {
    const now = Date.now();
    const iso = (t: number) => new Date(t).toISOString();
    const reversed = await summary(baseUrl, admin, { from: iso(now), to: iso(now - 3_600_000) });
    expect(reversed).toMatchObject({ status: 400, body: { message: 'from must be before to' } });
    const long = await summary(baseUrl, admin, { from: iso(now - 31 * 86_400_000), to: iso(now) });
    expect(long).toMatchObject({ status: 400, body: { message: 'The range is at most 30 days' } });
    expect((await summary(baseUrl, admin, { from: 'yesterday' })).status).toBe(400);
    expect((await summary(baseUrl, admin, { device: 'fridge' })).status).toBe(400);
  });

  it('answers the 7- and 30-day ranges by day', async () => {
    for (const range of ['7d', '30d']) {
      const { status, body } = await summary(baseUrl, admin, { range });
      expect(status).toBe(200);
      expect(body.trendBucketHours).toBe(24);
      expect(Date.parse(body.to) - Date.parse(body.from)).toBeLessThanOrEqual(31 * 86_400_000);
    }
  });
});
