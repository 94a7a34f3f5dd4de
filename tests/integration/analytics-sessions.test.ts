/**
 * Per-session and per-page-view aggregation over HTTP (issue 35): reports go to
 * `POST /api/analytics/performance`, the `performance-rollup` processor folds them, the admin
 * summary answers. Each report repeats its session's length so far and its page view's score so
 * far; the dashboard counts each session once (its latest length, pages and interactions) and each
 * page view once (its latest score) — also when the reports arrive all at once, out of order, or
 * are folded twice. Each test reports on its own page × device × browser cell and reads only it.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { PerformanceReportInput } from '@seamline/shared/contracts/performance';
import { scoreRating } from '@seamline/shared/domain/performance/score';
import { waitFor } from '../fixtures/poll';
import { adminCookie, report, sendReport, summary } from './analytics-helpers';

const baseUrl = inject('baseUrl');
const WAIT = { timeoutMs: 60_000, intervalMs: 100 };
const MIN = 60_000;
let admin: string;

beforeAll(async () => {
  admin = await adminCookie(baseUrl);
});

/** The summary of one cell once it holds `reports` reports (hourly: the last 24 h). */
async function cellSummary(cell: { page: string; device: { class: string; browser: string } }, reports: number, query: Record<string, string> = {}) {
  const q = { page: cell.page, device: cell.device.class, browser: cell.device.browser, ...query };
  return waitFor(`${reports} reports on ${cell.page}`, async () => {
    const { status, body } = await summary(baseUrl, admin, q);
    return status === 200 && body.summary.reportCount >= reports && body;
  }, WAIT);
}

describe('sessions and page views counted once (issue 35)', () => {
  it('one session reporting at 1, 2 and 3 minutes shows 3 minutes and 1 session, on the hourly and the daily answer', async () => {
    const cell = { page: '/welcome', device: { class: 'mobile', browser: 'Instagram' } } as const;
    const sessionId = randomUUID();
    const pageViewId = randomUUID();
    for (const [i, minutes] of [1, 2, 3].entries()) {
      const res = await sendReport(baseUrl, '127.0.35.1', report({ ...cell, pages: [cell.page], sessionId, pageViewId, reportSeq: i + 1, sessionDurationMs: minutes * MIN, interactions: 5, performanceScore: 90 }));
      expect(res.status).toBe(202);
    }
    const hourly = await cellSummary(cell, 3);
    expect(hourly.summary).toMatchObject({ reportCount: 3, sessions: 1, activeSessions: 1, averageSessionMs: 3 * MIN, interactionsPerSession: 15, pagesPerSession: 1, pageViews: 1, averageScore: 90 });
    expect(hourly.analytics.interactions).toEqual({ total: 15, perSession: 15 });
    const daily = await cellSummary(cell, 3, { range: '7d' });
    expect(daily.summary).toMatchObject({ reportCount: 3, sessions: 1, averageSessionMs: 3 * MIN, pageViews: 1 });
  });

  it('a page view reporting 3 times counts once in the score, with its latest report’s score', async () => {
    const cell = { page: '/onboarding', device: { class: 'tablet', browser: 'Facebook' } } as const;
    const sessionId = randomUUID();
    const pageViewId = randomUUID();
    // Sent at once: they may be received and folded in any order; reportSeq says which is latest.
    const sent = await Promise.all(
      [100, 80, 55].map((performanceScore, i) => sendReport(baseUrl, `127.0.35.${2 + i}`, report({ ...cell, sessionId, pageViewId, reportSeq: i + 1, performanceScore, sessionDurationMs: (i + 1) * MIN }))),
    );
    expect(sent.map((r) => r.status)).toEqual([202, 202, 202]);
    const seen = await cellSummary(cell, 3);
    expect(seen.summary).toMatchObject({ reportCount: 3, pageViews: 1, averageScore: 55, sessions: 1, averageSessionMs: 3 * MIN });
    expect(seen.summary.scoreDistribution).toEqual({ Excellent: 0, Good: 0, 'Needs Improvement': 1 });
    expect(seen.analytics.topPages).toMatchObject([{ key: '/onboarding', reportCount: 3, pageViews: 1, averageScore: 55 }]);
    expect(seen.trends.reduce((n, t) => n + t.reportCount, 0)).toBe(3);
  });

  it('a burst of 60 simultaneous reports from 12 sessions (2 page views each) gives exact per-session and per-page-view figures', async () => {
    const cell = { page: '/verify-email', device: { class: 'desktop', browser: 'Chrome WebView' } } as const;
    const sessions = Array.from({ length: 12 }, (_, s) => ({ id: randomUUID(), views: [randomUUID(), randomUUID()], reports: 3 + (s % 3) }));
    const bodies: PerformanceReportInput[] = [];
    const expected = { ms: 0, interactions: 0, pages: 0, scores: [] as number[] };
    for (const [s, session] of sessions.entries()) {
      const pagesSeen = new Set<string>();
      for (let i = 0; i < session.reports; i++) {
        // The first report is page view 0, the rest page view 1; scores fall as the page stays open.
        const view = i === 0 ? 0 : 1;
        const seq = view === 0 ? 1 : i;
        const pages = [cell.page, ...(i === 2 ? ['/search'] : []), ...(i === 3 ? ['/connect', '/search'] : [])] as PerformanceReportInput['pages'];
        pages.forEach((p) => pagesSeen.add(p));
        const score = 100 - 7 * s - 5 * i;
        bodies.push(report({ ...cell, sessionId: session.id, pageViewId: session.views[view], reportSeq: seq, performanceScore: score, sessionDurationMs: (s + 1) * 10_000 * (i + 1), interactions: i + s, pages }));
        expected.interactions += i + s;
        if (i === 0 || i === session.reports - 1) expected.scores.push(score);
      }
      expected.ms += (s + 1) * 10_000 * session.reports;
      expected.pages += pagesSeen.size;
    }
    expect(bodies).toHaveLength(48);
    // 12 more reports re-sent (the same sessions' last reports, as a retried beacon would): page
    // view and session values equal to what they already hold, so nothing changes but the count.
    const resent = sessions.map((_, s) => ({ ...bodies[bodies.findLastIndex((b) => b.sessionId === sessions[s]!.id)]! }));
    const all = [...bodies, ...resent];
    const results = await Promise.all(all.map((b, i) => sendReport(baseUrl, `127.0.36.${1 + (i % 30)}`, b)));
    expect(results.map((r) => r.status)).toEqual(all.map(() => 202));

    const seen = await cellSummary(cell, 60);
    const interactions = expected.interactions + resent.reduce((n, b) => n + b.interactions, 0);
    const scoreAvg = Math.round((expected.scores.reduce((a, b) => a + b, 0) / expected.scores.length) * 10) / 10;
    expect(seen.summary).toMatchObject({
      reportCount: 60,
      sessions: 12,
      pageViews: 24,
      averageSessionMs: Math.round(expected.ms / 12),
      pagesPerSession: Math.round((expected.pages / 12) * 10) / 10,
      interactionsPerSession: Math.round((interactions / 12) * 10) / 10,
      averageScore: scoreAvg,
    });
    const dist = { Excellent: 0, Good: 0, 'Needs Improvement': 0 };
    expected.scores.forEach((s) => (dist[scoreRating(s)] += 1));
    expect(seen.summary.scoreDistribution).toEqual(dist);
  });

  it('8 folds racing over the same 5 sessions, then one redelivered, count each session and page view once', async () => {
    const { foldReports } = await import('@seamline/functions/analytics/rollup/fold');
    const { db } = await import('@seamline/functions/_core/aws-clients');
    const { performanceReportSchema } = await import('@seamline/shared/contracts/performance');
    const cell = { page: '/reset-password', device: { class: 'mobile', browser: 'Chromium' } } as const;
    const receivedAt = new Date().toISOString();
    const sessions = Array.from({ length: 5 }, () => ({ id: randomUUID(), view: randomUUID() }));
    // Batch b holds report b + 1 of every session: every batch corrects all 5 sessions.
    const batches = Array.from({ length: 8 }, (_, b) =>
      sessions.map((s, i) => ({
        reportId: `race35-${receivedAt}-${b}-${i}`,
        receivedAt,
        report: performanceReportSchema.parse(report({ ...cell, sessionId: s.id, pageViewId: s.view, reportSeq: b + 1, performanceScore: 100 - b * 5 - i, sessionDurationMs: (b + 1) * MIN, interactions: 2 })),
      })),
    );
    const results = await Promise.all(batches.map((inputs) => foldReports(db, inputs, { receipts: true })));
    expect(results.flatMap((r) => r.failed)).toEqual([]);
    expect(results.reduce((n, r) => n + r.applied, 0)).toBe(40);
    const again = await foldReports(db, batches[3]!, { receipts: true });
    expect(again).toMatchObject({ applied: 0, redelivered: 5, failed: [] });

    const seen = await cellSummary(cell, 40);
    // Latest report of each page view: seq 8, score 100 − 35 − i.
    const latest = sessions.map((_, i) => 65 - i);
    expect(seen.summary).toMatchObject({
      reportCount: 40,
      sessions: 5,
      pageViews: 5,
      averageSessionMs: 8 * MIN,
      interactionsPerSession: 16,
      averageScore: latest.reduce((a, b) => a + b, 0) / 5,
    });
  });

  it('a chunk whose sessions began in 16 other cells (its transaction would pass 100 items) is folded in halves, exactly', async () => {
    const { foldReports } = await import('@seamline/functions/analytics/rollup/fold');
    const { db } = await import('@seamline/functions/_core/aws-clients');
    const { PAGE_PATTERNS, performanceReportSchema } = await import('@seamline/shared/contracts/performance');
    const browser = 'Android Browser';
    const receivedAt = new Date().toISOString();
    const sessions = PAGE_PATTERNS.slice(0, 16).map((page) => ({ id: randomUUID(), view: randomUUID(), page }));
    const fold = (deviceClass: 'mobile' | 'tablet', seq: number) =>
      sessions.map((s, i) => ({
        reportId: `split35-${receivedAt}-${seq}-${i}`,
        receivedAt,
        report: performanceReportSchema.parse(
          report({ page: s.page, pages: [s.page], device: { class: deviceClass, browser }, sessionId: s.id, pageViewId: s.view, reportSeq: seq, performanceScore: 100 - seq * 10 - i, sessionDurationMs: seq * MIN + i * 1000, interactions: 1 }),
        ),
      }));
    // First reports: each session's home is its page on mobile.
    expect((await foldReports(db, fold('mobile', 1), { receipts: true })).failed).toEqual([]);
    // Second reports on tablet: own rows (16 hour cells, 16 day cells, 16 pages, …) + 16 receipts +
    // 16 sessions + the 32 home cells of the first reports: more than 100 items in one transaction.
    const second = await foldReports(db, fold('tablet', 2), { receipts: true });
    expect(second).toMatchObject({ applied: 16, redelivered: 0, failed: [] });
    const seen = await waitFor('32 reports', async () => {
      const { body } = await summary(baseUrl, admin, { browser });
      return body.summary.reportCount >= 32 && body;
    }, WAIT);
    const latestScores = sessions.map((_, i) => 80 - i);
    expect(seen.summary).toMatchObject({
      reportCount: 32,
      sessions: 16,
      pageViews: 16,
      averageSessionMs: Math.round(sessions.reduce((n, _, i) => n + 2 * MIN + i * 1000, 0) / 16),
      interactionsPerSession: 2,
      averageScore: latestScores.reduce((a, b) => a + b, 0) / 16,
    });
    // Each session stays counted where it began (mobile), the reports are counted where they came from.
    const mobile = (await summary(baseUrl, admin, { browser, device: 'mobile' })).body.summary;
    const tablet = (await summary(baseUrl, admin, { browser, device: 'tablet' })).body.summary;
    expect([mobile.sessions, mobile.pageViews, mobile.reportCount]).toEqual([16, 16, 16]);
    expect([tablet.sessions, tablet.pageViews, tablet.reportCount]).toEqual([0, 0, 16]);
  });
});
