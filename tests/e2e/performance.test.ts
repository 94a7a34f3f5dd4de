/**
 * Real-user monitoring end to end (issue 21): a real Chromium session browses three pages (each a
 * full page load, so each has its own LCP), clicks on each (INP) and hides the last one; the
 * monitor's beacons carry the route patterns and web vitals, and the admin dashboard then shows
 * those pages with p75 LCP, INP and CLS. Export Report downloads a valid JSON; the error screen's
 * Error ID travels in the next report. Screenshots of the four tabs at both widths; axe clean.
 * Issue 35: the cards say what each figure is (page views, sessions begun, the weighted score of
 * the p75 vitals); the demo week at both widths.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { exportFileName, REPORT_MAX_BYTES } from '@seamline/shared/contracts/performance-constants';
import { performanceReportSchema, performanceSummarySchema, type PerformanceReport } from '@seamline/shared/contracts/performance';
import { DEV_ADMIN } from '../../infra/local/seeders/dev-admin';
import { seriousAxeFindings } from './support/axe';
import { DESKTOP, frames, launchBrowser, MOBILE, newContext, screenshot } from './support/browser';
import { createUserWithSession, type TestUser } from './support/users';
import { waitFor } from '../fixtures/poll';

/** How the waits below poll: every 200 ms, up to 20 s. */
const POLL = { timeoutMs: 20_000, intervalMs: 200 };

const REPORT_PATH = '/api/analytics/performance';
const MONITOR_STARTED = 'seamline:rum-started';

let browser: Browser;
let user: TestUser;
beforeAll(async () => {
  browser = await launchBrowser();
  user = await createUserWithSession({ firstName: 'Rumi', lastName: 'Monitor' });
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Every performance report the context's pages send, parsed by the server's schema, then passed on
 * to the server unchanged. (A route sees a beacon's body, a plain `request` event does not; beacons
 * of a document being unloaded are not seen at all, so the test hides each page before leaving it.)
 */
async function collectReports(context: BrowserContext): Promise<{ reports: PerformanceReport[]; raw: string[] }> {
  const reports: PerformanceReport[] = [];
  const raw: string[] = [];
  await context.route(`**${REPORT_PATH}`, async (route) => {
    const body = route.request().postData() ?? '';
    const json = JSON.parse(body || 'null') as unknown;
    if (route.request().method() === 'POST' && typeof json === 'object' && json !== null && !('test' in json)) {
      raw.push(body);
      reports.push(performanceReportSchema.parse(json));
    }
    await route.continue();
  });
  return { reports, raw };
}

/** Wait until the lazily loaded monitor listens on this page (its User Timing mark). */
async function monitorStarted(page: Page): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, MONITOR_STARTED, { timeout: 20_000 });
}

/**
 * After a click: wait until Chromium has delivered the click's Event Timing entry (`first-input`)
 * and web-vitals has settled LCP (it does so in an idle callback after the first input).
 */
async function settleAfterInput(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
  await frames(page);
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })));
}

/**
 * The page becomes hidden as when the user switches tabs: the monitor's beacon goes out. (Headless
 * Chromium keeps every page visible, so the state is overridden and the event dispatched.)
 */
async function hide(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const pagePatternOfUrl = (url: string) => (url.startsWith('/closet/') ? '/closet/{userId}' : url);

async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(DEV_ADMIN.username);
  await page.getByLabel('Password').fill(DEV_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/performance');
}

describe('real-user monitoring', () => {
  let browserName = '';
  const visited = ['/discover', '/closet/{userId}', '/measurements'] as const;

  it('a Chromium session sends a report per page load with its route pattern and web vitals when the page is hidden', async () => {
    const context = await newContext(browser, { sessionToken: user.token });
    const { reports, raw } = await collectReports(context);
    const page = await context.newPage();
    const urls = ['/discover', `/closet/${user.id}`, '/measurements'];
    for (const url of urls) {
      // A full load each time (goto), so each page has its own LCP, FCP and TTFB.
      await page.goto(url);
      await page.locator('main h1, main h2').first().waitFor();
      await monitorStarted(page);
      // An interaction on a non-interactive spot: INP has something to measure, LCP is settled.
      await page.mouse.click(5, DESKTOP.height - 5);
      await settleAfterInput(page);
      // The user switches tabs: the beacon goes out.
      await hide(page);
      await waitFor(`the report of ${url}`, () => reports.some((r) => r.page === pagePatternOfUrl(url)), POLL);
    }
    await waitFor('a report of each page with LCP', () => visited.every((p) => reports.some((r) => r.page === p && r.webVitals.lcp !== undefined)), POLL);

    for (const pattern of visited) {
      const ofPage = reports.filter((r) => r.page === pattern);
      const vitals = Object.assign({}, ...ofPage.map((r) => r.webVitals)) as PerformanceReport['webVitals'];
      expect(vitals.lcp, pattern).toBeGreaterThan(0);
      expect(vitals.fcp, pattern).toBeGreaterThan(0);
      expect(vitals.ttfb, pattern).toBeGreaterThanOrEqual(0);
      expect(vitals.cls, pattern).toBeGreaterThanOrEqual(0);
      expect(vitals.inp, pattern).toBeGreaterThanOrEqual(0);
      expect(ofPage[0]!.pages).toContain(pattern);
    }
    const first = reports[0]!;
    expect(first.sampleRate).toBe(1);
    expect(first.device.class).toBe('desktop');
    expect(first.api.calls).toBeGreaterThan(0);
    expect(first.memory?.usedMB).toBeGreaterThan(0); // Chromium has performance.memory
    expect(first.performanceScore).toBeGreaterThanOrEqual(0);
    expect(new Set(reports.map((r) => r.sessionId)).size).toBe(1); // one tab, one session
    for (const body of raw) expect(Buffer.byteLength(body)).toBeLessThanOrEqual(REPORT_MAX_BYTES);
    browserName = first.device.browser;
    await context.close();
  });

  it('the error screen shows an Error ID and the next report carries it', async () => {
    const context = await newContext(browser, { sessionToken: user.token });
    const { reports } = await collectReports(context);
    await context.route('**/api/auth/user', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal server error"}' }));
    const page = await context.newPage();
    await page.goto('/');
    const shown = page.getByRole('alert').filter({ hasText: 'Oops! Something went wrong' }).getByText(/Error ID: ERR-[0-9A-Z]+-[0-9A-Z]{6}/);
    await shown.waitFor();
    const errorId = (await shown.innerText()).replace('Error ID:', '').trim();
    await monitorStarted(page);
    await screenshot(page, 'performance-error-id-desktop');
    await hide(page);
    const report = await waitFor('a report with the Error ID', () => reports.find((r) => r.errors.some((e) => e.id === errorId)), POLL);
    const error = report.errors.find((e) => e.id === errorId)!;
    expect(error.message).toContain('500');
    expect(report.api.errorRate).toBeGreaterThan(0);
    await context.close();
  });

  it('the admin dashboard shows those pages with p75 LCP, INP and CLS; Export downloads a valid JSON; four tabs at both widths, axe clean', async () => {
    const context = await newContext(browser, { acceptDownloads: true });
    const page = await context.newPage();
    await signInAsAdmin(page);
    // Only this test's browser (the demo data has other browsers), the last 24 hours.
    await page.goto(`/performance?range=24h&browser=${encodeURIComponent(browserName)}`);
    await page.getByRole('heading', { name: 'Performance Dashboard' }).waitFor();

    const topPages = page.getByRole('table', { name: 'Top pages' });
    const analytics = page.getByRole('tab', { name: 'Analytics' });
    // Aggregation runs behind the ingest (a stream processor): Refresh Data until all three pages are in.
    await waitFor('the three pages on the dashboard', async () => {
      if ((await analytics.count()) > 0) {
        if ((await analytics.getAttribute('aria-selected')) !== 'true') await analytics.click();
        const rows = await topPages.locator('tbody tr').allInnerTexts();
        if (visited.every((p) => rows.some((r) => r.startsWith(p)))) return true;
      }
      const refresh = page.getByRole('button', { name: 'Refresh Data' });
      if (await refresh.isEnabled()) await refresh.click();
      return undefined;
    }, { ...POLL, timeoutMs: 45_000 });
    for (const card of ['Performance Score', 'Page Load Time', 'Memory Usage', 'Session Time']) await page.getByRole('heading', { name: card }).waitFor();
    for (const pattern of visited) {
      const cells = await topPages.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: pattern, exact: true }) }).locator('td').allInnerTexts();
      // Reports, Page views, Avg score, p75 LCP, p75 INP, p75 CLS: every value measured.
      expect(cells, pattern).toHaveLength(6);
      for (const value of cells) expect(value, `${pattern}: ${cells.join(' | ')}`).not.toBe('—');
      expect(cells[3]).toMatch(/^\d+(\.\d)? (ms|s)$/);
      expect(cells[4]).toMatch(/^\d+(\.\d)? (ms|s)$/);
      expect(cells[5]).toMatch(/^\d\.\d\d$/);
    }
    // Issue 35: each card says what its figure is and over how many.
    await page.getByText(/^Average of \d+ page views?$/).waitFor();
    await page.getByText(/^Weighted score of the p75 vitals: \d+$/).waitFor();
    await page.getByText(/^Average of \d+ sessions? begun in this range$/).waitFor();

    // Export Report: performance-report-{YYYY-MM-DD}.json holding the dashboard's answer.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Report' }).click()]);
    expect(download.suggestedFilename()).toBe(exportFileName(new Date()));
    const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as { range: string; filters: { browser: string }; data: unknown };
    expect(exported.range).toBe('24h');
    expect(exported.filters.browser).toBe(browserName);
    const data = performanceSummarySchema.parse(exported.data);
    expect(data.summary.reportCount).toBeGreaterThanOrEqual(3);
    expect(visited.every((p) => data.analytics.topPages.some((s) => s.key === p))).toBe(true);

    // The four tabs, keyboard reachable (Radix: arrow keys), screenshots at both widths, axe clean.
    const tabs = [
      ['Performance', 'performance'],
      ['Browser', 'browser'],
      ['Analytics', 'analytics'],
      ['Errors', 'errors'],
    ] as const;
    await page.getByRole('tab', { name: 'Performance' }).click();
    await page.getByRole('figure', { name: /Largest Contentful Paint/ }).locator('svg').first().waitFor();
    await page.keyboard.press('ArrowRight');
    // The arrow key selects the next tab (Radix roving focus); the re-render is awaited, not assumed.
    await page.getByRole('tab', { name: 'Browser', selected: true }).waitFor({ timeout: 10_000 });
    expect(await page.getByRole('tab', { name: 'Browser' }).getAttribute('aria-selected')).toBe('true');
    for (const [tab, file] of tabs) {
      await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
      await page.getByRole('tabpanel').waitFor();
      if (tab === 'Performance') await page.getByRole('figure', { name: /Cumulative Layout Shift/ }).locator('svg').first().waitFor();
      for (const [size, suffix] of [[DESKTOP, 'desktop'], [MOBILE, 'mobile']] as const) {
        await page.setViewportSize(size);
        await frames(page);
        await screenshot(page, `performance-${file}-${suffix}`);
      }
      await page.setViewportSize(DESKTOP);
      expect(await seriousAxeFindings(page), tab).toEqual([]);
    }

    // The demo week (seeded sessions of 1–4 reports): per-session and per-page-view figures, both widths.
    await page.goto('/performance?range=7d');
    await page.getByText(/^Average of [\d,]+ sessions begun in this range$/).waitFor();
    await page.getByText(/pages · [\d.]+ interactions per session$/).waitFor();
    await page.getByRole('figure', { name: /Cumulative Layout Shift/ }).locator('svg').first().waitFor();
    for (const [size, suffix] of [[DESKTOP, 'desktop'], [MOBILE, 'mobile']] as const) {
      await page.setViewportSize(size);
      await frames(page);
      await screenshot(page, `performance-week-${suffix}`);
    }
    await page.setViewportSize(DESKTOP);
    expect(await seriousAxeFindings(page), 'demo week').toEqual([]);
    await context.close();
  });

  it('/performance without an admin session: Access Denied texts for a failing probe, the admin login for a 401', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.route('**/api/analytics/performance', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service unavailable"}' }));
    await page.goto('/performance');
    const denied = page.getByRole('alert');
    await denied.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await denied.getByText('Admin authentication is required to access the performance dashboard.').waitFor();
    await denied.getByRole('link', { name: 'Go to Admin Login' }).waitFor();
    await denied.getByRole('link', { name: 'Back to Home' }).waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.unroute('**/api/analytics/performance');
    await page.goto('/performance');
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await context.close();
  });
});
