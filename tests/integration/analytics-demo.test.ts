/**
 * The demo real-user monitoring seed (issue 21 "demo data"): signed in as the dev admin, the 7-day
 * dashboard shows a week of reports on the demo pages, all three device classes, several
 * browsers, memory where Chromium reported it, daily trends and the demo error groups; a second
 * run writes nothing.
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

  it('writes nothing on a second run', async () => {
    const { db } = await import('@seamline/functions/_core/aws-clients');
    await expect(demoPerformanceSeeder.run({ db, now: new Date() })).rejects.toMatchObject({ name: 'ConditionalCheckFailedException' });
  });
});
