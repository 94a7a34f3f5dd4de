/**
 * The demo real-user monitoring seed (issue 21 "demo data"): signed in as the dev admin, the 7-day
 * dashboard shows a week of reports on the demo pages, all three device classes, several
 * browsers, memory where Chromium reported it, daily trends and the demo error groups; a second
 * run writes nothing. The 30-day answer reads the sealed days as stored trailing blocks and
 * answers exactly what it answers while it builds them from the day rows.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { demoPerformanceReports, demoPerformanceSeeder } from '@seamline/infra/local/seeders/demo-performance';
import { adminCookie, summary } from './analytics-helpers';

const baseUrl = inject('baseUrl');
let admin: string;
beforeAll(async () => {
  admin = await adminCookie(baseUrl);
});

describe('demo performance seed', () => {
  it('fills the 7-day dashboard: reports, pages, devices, browsers, memory, trends and error groups', async () => {
    const expected = demoPerformanceReports(new Date()).length;
    const { status, body } = await summary(baseUrl, admin, { range: '7d' });
    expect(status).toBe(200);
    expect(body.summary.reportCount).toBeGreaterThanOrEqual(expected);
    expect(body.summary.sessions).toBeGreaterThan(100);
    expect(body.summary.p75.lcp).toBeGreaterThan(1000);
    expect(body.summary.memory.supportedReports).toBeGreaterThan(0);
    expect(body.devices.map((d) => d.key).sort()).toEqual(expect.arrayContaining(['desktop', 'mobile', 'tablet']));
    expect(body.browsers.map((b) => b.key)).toEqual(expect.arrayContaining(['Chrome', 'Mobile Safari', 'Safari', 'Firefox', 'Edge']));
    const pages = new Map(body.analytics.topPages.map((p) => [p.key, p]));
    expect(pages.get('/closet/{userId}')!.p75.lcp!).toBeGreaterThan(pages.get('/login')!.p75.lcp!);
    expect(body.trends.length).toBeGreaterThanOrEqual(7);
    expect(body.errors.map((e) => e.message)).toEqual(expect.arrayContaining(['Failed to fetch', 'Closet item 4821 not found in section 12']));
    expect(body.filters.pages).toEqual(expect.arrayContaining(['/discover', '/login']));
  });

  it('30 days: the sealed days are read as trailing blocks, built once from the day rows and then stored; both answers agree', async () => {
    const { db } = await import('@seamline/functions/_core/aws-clients');
    const { performanceSummary, clearSummaryCache } = await import('@seamline/functions/analytics/summary.service');
    const { addDays, blockCover, blockErrorsSlot, blockSlot, isSealed } = await import('@seamline/functions/analytics/rollup/blocks');
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    const lastSealed = isSealed(addDays(today, -1), now) ? addDays(today, -1) : addDays(today, -2);
    // The 30-day answer's days start at today − 30 (resolveRange floors now − 30 days); its sealed
    // prefix ends yesterday, or the day before in the first hour after midnight UTC.
    const cover = blockCover(addDays(today, -30), lastSealed).filter((p) => p.k > 0);
    const keys = cover.flatMap((p) => [{ day: p.end, slot: blockSlot(p.k) }, { day: p.end, slot: blockErrorsSlot(p.k) }]);
    // Forget blocks an earlier read stored, and every lower block they were built from.
    const lower = cover.flatMap((p) => Array.from({ length: 2 ** p.k }, (_, i) => addDays(p.end, -i)).flatMap((day) => [1, 2, 3].flatMap((k) => [{ day, slot: blockSlot(k) }, { day, slot: blockErrorsSlot(k) }])));
    await db.entities.perfRollup.delete([...keys, ...lower]).go();

    clearSummaryCache();
    const built = await performanceSummary({ range: '30d' }, now);
    const stored = await db.entities.perfRollup.get(keys).go();
    expect(stored.data.map((r) => r.slot).sort()).toEqual(keys.map((k) => k.slot).sort());
    expect(stored.data.filter((r) => !r.slot.endsWith('#e')).reduce((n, r) => n + r.count, 0)).toBeGreaterThan(0);

    clearSummaryCache();
    const fromBlocks = await performanceSummary({ range: '30d' }, now);
    expect(fromBlocks).toEqual(built);
    expect(fromBlocks.summary.reportCount).toBeGreaterThanOrEqual(demoPerformanceReports(now).length);
    expect(fromBlocks.trends.length).toBeGreaterThanOrEqual(7);
    expect(fromBlocks.errors.map((e) => e.message)).toEqual(expect.arrayContaining(['Failed to fetch', 'Closet item 4821 not found in section 12']));
    const http = await summary(baseUrl, admin, { range: '30d' });
    expect(http.body.summary.reportCount).toBeGreaterThanOrEqual(built.summary.reportCount);
  });

  it('writes nothing on a second run', async () => {
    const { db } = await import('@seamline/functions/_core/aws-clients');
    await expect(demoPerformanceSeeder.run({ db, now: new Date() })).rejects.toMatchObject({ name: 'ConditionalCheckFailedException' });
  });
});
