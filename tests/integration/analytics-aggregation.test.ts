/**
 * Aggregation of real-user reports over HTTP (issue 21): reports sent at once all count (the
 * `performance-rollup` processor's conditional writes lose nothing), the admin summary's p75 LCP
 * is within 2 % of the exact p75 of the reports sent (DDSketch, 1 % relative accuracy), and JS
 * errors are grouped by fingerprint (normalised message + top frame) with their pages and browsers.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { waitFor } from '../fixtures/poll';
import { adminCookie, exactPercentile, report, sendReport, summary } from './analytics-helpers';
import { mulberry32 as random } from '@seamline/shared/domain/random';

const baseUrl = inject('baseUrl');
const WAIT = { timeoutMs: 60_000, intervalMs: 100 };
let admin: string;

beforeAll(async () => {
  admin = await adminCookie(baseUrl);
});

describe('performance aggregation', () => {
  it('counts every one of 120 reports sent concurrently (from 40 addresses) exactly once', async () => {
    const cell = { page: '/settings', device: { class: 'mobile', browser: 'Yandex' } } as const;
    const results = await Promise.all(
      Array.from({ length: 120 }, (_, i) => sendReport(baseUrl, `127.0.22.${1 + (i % 40)}`, report({ ...cell, sessionId: `s-${i % 30}` }))),
    );
    expect(results.map((r) => r.status)).toEqual(results.map(() => 202));
    const seen = await waitFor('120 reports in the summary', async () => {
      const { body } = await summary(baseUrl, admin, { page: '/settings', device: 'mobile', browser: 'Yandex' });
      return body.summary.reportCount >= 120 && body;
    }, WAIT);
    expect(seen.summary.reportCount).toBe(120);
    // 30 distinct sessions: exact (each counted once where it began, issue 35); the active-session
    // HyperLogLog (linear counting at this size) within one.
    expect(seen.summary.sessions).toBe(30);
    expect(Math.abs(seen.summary.activeSessions - 30)).toBeLessThanOrEqual(1);
    // The same count on the unfiltered 7-day answer (day rows) as on the hour cells.
    const week = await summary(baseUrl, admin, { range: '7d', page: '/settings', device: 'mobile' });
    expect(week.body.browsers.find((b) => b.key === 'Yandex')?.reportCount).toBe(120);
  });

  it('loses nothing when 8 folds of the same rows race (version conflicts are re-read and retried) and a redelivered report counts once', async () => {
    const { foldReports } = await import('@seamline/functions/analytics/rollup/fold');
    const { db } = await import('@seamline/functions/_core/aws-clients');
    const { performanceReportSchema } = await import('@seamline/shared/contracts/performance');
    const receivedAt = new Date().toISOString();
    const cell = { page: '/privacy', device: { class: 'tablet', browser: 'UCBrowser' } } as const;
    const batches = Array.from({ length: 8 }, (_, b) =>
      Array.from({ length: 10 }, (_, i) => ({ reportId: `race-${receivedAt}-${b}-${i}`, receivedAt, report: performanceReportSchema.parse(report(cell)) })),
    );
    const results = await Promise.all(batches.map((inputs) => foldReports(db, inputs, { receipts: true })));
    expect(results.flatMap((r) => r.failed)).toEqual([]);
    // The first batch again (a redelivery): every report finds its receipt.
    const again = await foldReports(db, batches[0]!, { receipts: true });
    expect(again).toMatchObject({ applied: 0, redelivered: 10, failed: [] });
    const { body } = await summary(baseUrl, admin, { page: '/privacy', device: 'tablet', browser: 'UCBrowser' });
    expect(body.summary.reportCount).toBe(80);
    const week = await summary(baseUrl, admin, { range: '7d', page: '/privacy' });
    expect(week.body.summary.reportCount).toBe(80);
  });

  it('answers a p75 LCP within 2 % of the exact p75 of the reports sent', async () => {
    const next = random(21);
    // Log-normal-ish LCPs between ~600 ms and ~9 s.
    const lcps = Array.from({ length: 60 }, () => Math.round(Math.exp(6.4 + next() * 2.7)));
    const cell = { page: '/measurements', device: { class: 'desktop', browser: 'Brave' } } as const;
    await Promise.all(lcps.map((lcp, i) => sendReport(baseUrl, `127.0.23.${1 + (i % 20)}`, report({ ...cell, webVitals: { lcp, cls: 0.01 * (i % 7) } }))));
    const seen = await waitFor('60 reports', async () => {
      const { body } = await summary(baseUrl, admin, { page: '/measurements', device: 'desktop', browser: 'Brave' });
      return body.summary.reportCount === 60 && body;
    }, WAIT);
    const exact = exactPercentile(lcps, 75);
    expect(Math.abs(seen.summary.p75.lcp! - exact) / exact).toBeLessThanOrEqual(0.02);
    expect(seen.summary.p75.inp).toBeNull();
    expect(seen.summary.ratings.lcp.good + seen.summary.ratings.lcp.needsImprovement + seen.summary.ratings.lcp.poor).toBe(60);
    expect(seen.summary.ratings.lcp.poor).toBe(lcps.filter((v) => v > 4000).length);
  });

  it('groups JS errors by normalised message and top frame, with count, pages, browsers, devices and a sample', async () => {
    const stack = (line: number) => `TypeError: Cannot read properties of undefined (reading 'id')\n    at renderCard (http://localhost:3000/assets/index-Bx9kQ2.js:1:${line})\n    at main (http://localhost:3000/assets/index-Bx9kQ2.js:2:10)`;
    const message = (n: number) => `Cannot read properties of undefined (reading 'id') in item ${n}`;
    const sent = [
      report({ page: '/connect', device: { class: 'desktop', browser: 'DuckDuckGo' }, errors: [{ id: 'err-a1', message: message(17), stack: stack(100) }] }),
      report({ page: '/search', device: { class: 'tablet', browser: 'DuckDuckGo' }, errors: [{ id: 'err-a2', message: message(934), stack: stack(250) }] }),
      report({ page: '/connect', device: { class: 'desktop', browser: 'DuckDuckGo' }, errors: [{ id: 'err-b1', message: 'Network request failed', stack: 'at fetchJson (http://x/assets/api-Qx81ab.js:3:4)' }] }),
    ];
    for (const [i, body] of sent.entries()) expect((await sendReport(baseUrl, `127.0.24.${i + 1}`, body)).status).toBe(202);
    const seen = await waitFor('the error groups', async () => {
      const { body } = await summary(baseUrl, admin, { browser: 'DuckDuckGo' });
      return body.summary.reportCount === 3 && body;
    }, WAIT);
    const group = seen.errors.find((e) => e.topFrame === 'renderCard (index.js)')!;
    // Grouped by the normalised message (ids and numbers out); titled by the first real message.
    expect(group).toMatchObject({ count: 2, message: message(17), browsers: ['DuckDuckGo'] });
    expect(group.pages.sort()).toEqual(['/connect', '/search']);
    expect(group.sampleErrorId).toBe('err-a1');
    expect(group.sampleStack).toContain('renderCard');
    expect(seen.errors.find((e) => e.topFrame === 'fetchJson (api.js)')?.count).toBe(1);
    // Device classes are kept per group, so the device filter narrows the error list too.
    expect(group.devices.sort()).toEqual(['desktop', 'tablet']);
    const mobile = await summary(baseUrl, admin, { browser: 'DuckDuckGo', device: 'mobile' });
    expect(mobile.body.errors.filter((e) => e.topFrame === 'renderCard (index.js)')).toEqual([]);
    const tablet = await summary(baseUrl, admin, { browser: 'DuckDuckGo', device: 'tablet' });
    expect(tablet.body.errors.map((e) => e.topFrame)).toEqual(['renderCard (index.js)']);
  });

  it('folds a report with nothing measured yet (webVitals {}: an error-only or idle 5-minute report) and keeps its error', async () => {
    const body = report({ page: '/terms', device: { class: 'desktop', browser: 'MIUI Browser' }, webVitals: {}, memory: null, errors: [{ id: 'err-empty-1', message: 'Quota exceeded', stack: 'at saveDraft (http://x/assets/drafts-Ab12.js:1:2)' }] });
    expect((await sendReport(baseUrl, '127.0.25.1', body)).status).toBe(202);
    const seen = await waitFor('the report without vitals', async () => {
      const { body: s } = await summary(baseUrl, admin, { browser: 'MIUI Browser' });
      return s.summary.reportCount === 1 && s;
    }, WAIT);
    expect(seen.summary.p75.lcp).toBeNull();
    expect(seen.errors.find((e) => e.sampleErrorId === 'err-empty-1')?.count).toBe(1);
  });
});
