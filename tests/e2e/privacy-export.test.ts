/**
 * 'Download my data' in Privacy Settings (issue 22, Data export; GDPR Art. 20).
 * - Against the real runtime, by keyboard: a fresh person with two closet items opens
 *   /settings#privacy, presses 'Download my data' (one POST with an Idempotency-Key), sees the
 *   pending state (live region + progress bar; focus on the card's heading), then the ready state
 *   with the download link, the next Tab stop; the link serves a ZIP (PK\x03\x04) and the ready
 *   email is in the outbox; 'Request a new archive' within the hour shows the server's 429
 *   message and stays usable. axe finds no serious finding in either state; screenshots of both
 *   states at both widths. The export GETs are held while the pending state is photographed (the
 *   processor may finish within one poll), then let through unchanged.
 * - With answers stubbed in the page (states the real job rarely shows): a failed export shows its
 *   text and Try Again; the press starts a new one; a ready link is replaced by a freshly signed
 *   one before it expires (the page's clock jumps 15 minutes).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Route } from 'playwright-core';
import type { Product } from '@seamline/shared/contracts/catalogue';
import { DATA_EXPORT_LINK_SECONDS, DATA_EXPORT_TEXTS as T, type DataExport } from '@seamline/shared/contracts/data-export';
import { RATE_LIMITS } from '@seamline/shared/contracts/rate-limits';
import { APP_REQUEST_HEADER } from '@seamline/shared/contracts/session';
import { registerUser, type RegisteredUser } from '../fixtures/accounts';
import { api } from '../fixtures/api';
import { seriousAxeFindings } from './support/axe';
import { baseUrl, DESKTOP, frames, launchBrowser, MOBILE, newContext, screenshot } from './support/browser';
import { waitForEmail } from './support/outbox';
import { createUserWithSession } from './support/users';

let browser: Browser;
let person: RegisteredUser;
beforeAll(async () => {
  [browser, person] = await Promise.all([launchBrowser(), registerUser(baseUrl)]);
  // A couple of closet items, so the archive holds more than the account.
  const headers = { [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value };
  const products = await api<{ items: Product[] }>('GET', '/api/products?limit=2', { cookie: person.cookie, headers });
  expect(products.body.items).toHaveLength(2);
  for (const p of products.body.items) {
    const added = await api('POST', `/api/closets/${person.id}/items`, {
      cookie: person.cookie,
      headers: { ...headers, 'idempotency-key': randomUUID() },
      body: { productId: p.id },
    });
    expect(added.status).toBe(201);
  }
});
afterAll(async () => {
  await browser?.close();
});

/** Tab until the focused element has `name` as its text (at most 200 presses). */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    await page.keyboard.press('Tab');
    if ((await focusedText(page)) === name) return;
  }
  throw new Error(`never reached "${name}" by Tab`);
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** The card in view (below the fixed header) at desktop and mobile width: `<name>-desktop|mobile.png`. */
async function shootCard(page: Page, name: string): Promise<void> {
  for (const [size, suffix] of [[DESKTOP, 'desktop'], [MOBILE, 'mobile']] as const) {
    await page.setViewportSize(size);
    await page.evaluate(() => document.getElementById('data-export-heading')?.scrollIntoView({ block: 'start' }));
    await page.evaluate(() => window.scrollBy(0, -90));
    await frames(page);
    await screenshot(page, `${name}-${suffix}`, { fullPage: false });
  }
  await page.setViewportSize(DESKTOP);
}

const isExportRoute = (url: URL) => /^\/api\/users\/[^/]+\/export$/.test(url.pathname);

describe('privacy settings: download my data', () => {
  it('by keyboard: request → pending → ready link to a ZIP archive; a second request within the hour shows the 429 message', async () => {
    const context = await newContext(browser, { sessionToken: decodeURIComponent(person.cookie.split('=')[1]!) });
    const page = await context.newPage();
    // Export GETs wait while `held` is unresolved (set while the pending state is photographed).
    let release = () => {};
    let held: Promise<void> = Promise.resolve();
    const postKeys: string[] = [];
    await page.route(isExportRoute, async (route: Route) => {
      if (route.request().method() === 'GET') await held;
      else postKeys.push(route.request().headers()['idempotency-key'] ?? '');
      await route.continue();
    });

    await page.goto('/settings#privacy');
    await page.getByText(T.intro).waitFor();
    await page.getByRole('button', { name: T.requestButton }).waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);

    held = new Promise((resolve) => (release = resolve));
    await tabTo(page, T.requestButton);
    await page.keyboard.press('Enter');
    const status = page.getByRole('status').filter({ hasText: T.pending });
    await status.waitFor();
    await page.getByRole('progressbar', { name: T.pending }).waitFor();
    await page.getByText(T.started).waitFor();
    expect(postKeys).toHaveLength(1);
    expect(postKeys[0]).toMatch(/^[0-9a-f-]{36}$/);
    // The request button left the screen: focus is on the card's heading, not lost to the body.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('data-export-heading');
    expect(await seriousAxeFindings(page, '[aria-labelledby="data-export-heading"]')).toEqual([]);
    await shootCard(page, 'privacy-export-pending');

    release();
    const link = page.getByRole('link', { name: T.downloadLink });
    await link.waitFor({ timeout: 60_000 });
    await page.getByRole('status').filter({ hasText: /^Your archive from .+ is ready\.$/ }).waitFor();
    await page.getByText(T.keepNotice).waitFor();
    expect(await link.getAttribute('download')).not.toBeNull();
    // The link is the next stop after the focused heading.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('data-export-heading');
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe(T.downloadLink);

    const href = (await link.getAttribute('href'))!;
    const archive = await page.request.get(href);
    expect(archive.status()).toBe(200);
    const bytes = await archive.body();
    expect(bytes.length).toBeGreaterThan(22);
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    await waitForEmail(person.email, T.emailSubject, { timeoutMs: 30_000 });

    expect(await seriousAxeFindings(page)).toEqual([]);
    await shootCard(page, 'privacy-export-ready');

    // One export per hour: the next request is refused with the server's message, the button stays usable.
    await page.getByRole('link', { name: T.downloadLink }).focus();
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe(T.requestAgainButton);
    await page.keyboard.press('Enter');
    await page.getByText(RATE_LIMITS.dataExport.message).waitFor();
    await page.getByText(T.requestFailed).waitFor();
    const again = page.getByRole('button', { name: T.requestAgainButton });
    expect(await again.isEnabled()).toBe(true);
    expect(postKeys).toHaveLength(2);
    expect(postKeys[1]).not.toBe(postKeys[0]);
    await link.waitFor(); // the ready archive is still offered
    await context.close();
  }, 120_000);

  it('a failed export offers Try Again; a ready link is renewed before it expires', async () => {
    const ada = await createUserWithSession();
    const context = await newContext(browser, { sessionToken: ada.token });
    const page = await context.newPage();
    await page.clock.install();
    const requestedAt = new Date().toISOString();
    let state: DataExport['status'] = 'failed';
    let signed = 0;
    let pendingPolls = 0;
    await page.route(isExportRoute, async (route: Route) => {
      const base = { exportId: 'exp-stub', requestedAt };
      if (route.request().method() === 'POST') {
        state = 'pending';
        return route.fulfill({ status: 202, json: { ...base, status: 'pending' } satisfies DataExport });
      }
      if (state === 'pending' && ++pendingPolls > 1) state = 'ready';
      if (state !== 'ready') return route.fulfill({ json: { ...base, status: state } satisfies DataExport });
      signed += 1;
      const now = Date.now();
      return route.fulfill({
        json: {
          ...base,
          status: 'ready',
          readyAt: requestedAt,
          url: `${baseUrl}/stub-archive-${signed}.zip`,
          urlExpiresAt: new Date(now + DATA_EXPORT_LINK_SECONDS * 1000).toISOString(),
          sizeBytes: 2048,
          files: 3,
        } satisfies DataExport,
      });
    });

    await page.goto('/settings#privacy');
    await page.getByRole('status').filter({ hasText: T.failed }).waitFor();
    await page.getByRole('button', { name: T.retryButton, exact: true }).click();
    await page.getByRole('status').filter({ hasText: T.pending }).waitFor();
    const link = page.getByRole('link', { name: T.downloadLink });
    await link.waitFor({ timeout: 20_000 });
    expect(await link.getAttribute('href')).toBe(`${baseUrl}/stub-archive-1.zip`);

    // 15 minutes later (a tab left open): the card has asked for a new link before the old one died.
    await page.clock.fastForward('15:00');
    await page.locator(`a[href="${baseUrl}/stub-archive-2.zip"]`).waitFor({ timeout: 20_000 });
    expect(signed).toBe(2);
    await context.close();
  });
});
