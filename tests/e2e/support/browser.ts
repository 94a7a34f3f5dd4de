/**
 * Browser helpers for the e2e suite: Debian Chromium through playwright-core, the two
 * viewports the screenshots use, and a screenshot folder (gitignored).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseUrl = inject('baseUrl');
export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE = { width: 390, height: 844 } as const;

const screenshotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

/** Launch headless Chromium (/usr/bin/chromium unless CHROMIUM_PATH says otherwise). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * A fresh context on the app's origin, optionally with a session cookie. Pages record their
 * Content-Security-Policy violations (`window.__cspViolations`), which the axe check reports.
 */
export async function newContext(
  browser: Browser,
  opts: { viewport?: { width: number; height: number }; sessionToken?: string } & BrowserContextOptions = {},
): Promise<BrowserContext> {
  const { sessionToken, viewport = DESKTOP, ...rest } = opts;
  const context = await browser.newContext({ baseURL: baseUrl, viewport, ...rest });
  // Every Content-Security-Policy violation of a page is kept for `seriousAxeFindings` (issue 32).
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    // Only the app's own: axe, evaluated by the test through DevTools, tries `eval` (sourceFile '').
    document.addEventListener('securitypolicyviolation', (e) => {
      if (e.sourceFile.startsWith(location.origin)) seen.push(`${e.effectiveDirective} ${e.blockedURI} (${e.sourceFile.slice(location.origin.length)})`);
    });
  });
  if (sessionToken) await context.addCookies([{ name: 'sl_session', value: sessionToken, url: baseUrl, httpOnly: true, sameSite: 'Lax' }]);
  return context;
}

/**
 * Whether screenshots are written: yes locally (they are for people to look at), no on CI, where
 * nobody opens them (`CI=true`; `E2E_SCREENSHOTS=1` forces them). The viewport changes around
 * them still run, so the tests check the same layouts (issue 36 §2: 412 full-page PNGs a run).
 */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1' || process.env.CI !== 'true';

/**
 * Save a screenshot as tests/e2e/screenshots/<name>.png: the whole page, or with
 * `fullPage: false` the viewport (pages with a fixed bottom bar look right only that way).
 * Nothing is written when {@link SCREENSHOTS} is false.
 */
export async function screenshot(page: Page, name: string, opts: { fullPage?: boolean } = {}): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: opts.fullPage ?? true, animations: 'disabled' });
}

/** The path (and search) of the page's current URL. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/** Two animation frames: lets Chromium lay out and paint after a resize or scroll. */
export const frames = (page: Page): Promise<unknown> =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** Screenshot of what a person sees (the viewport) at desktop and then mobile size: `<name>-desktop|mobile.png`. */
export async function shootViewports(page: Page, name: string): Promise<void> {
  for (const [size, suffix] of [[DESKTOP, 'desktop'], [MOBILE, 'mobile']] as const) {
    await page.setViewportSize(size);
    await frames(page);
    await screenshot(page, `${name}-${suffix}`, { fullPage: false });
  }
  await page.setViewportSize(DESKTOP);
}

/**
 * Press Escape for the Radix layer (dialog, menu, popover) `layer` once it listens for it.
 *
 * Radix's DismissableLayer (1.2) adds its document keydown listener only after a re-render that
 * follows the layer's registration, which lands after focus has already moved in. An Escape in
 * that window reaches no layer and is lost (CI of 2026-11-26: a product dialog over a board dialog stayed open). So this
 * waits until focus is inside `layer` and, while a modal layer disables outside pointer events,
 * until `layer` itself is the one left enabled (`style.pointerEvents === 'auto'`, set by that
 * re-render), then yields one task (behind React's scheduled effects) before pressing.
 */
export async function pressEscapeIn(page: Page, layer: Locator): Promise<void> {
  await layer.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        const ready = () =>
          el.contains(document.activeElement) && (document.body.style.pointerEvents !== 'none' || (el as HTMLElement).style.pointerEvents === 'auto');
        const check = () => {
          if (!ready()) return void requestAnimationFrame(check);
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        };
        check();
      }),
  );
  await page.keyboard.press('Escape');
}
