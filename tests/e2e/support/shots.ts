/** Screenshot one screen at both widths (desktop 1280×800, mobile 390×844) on the same page. */
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE, screenshot } from './browser';

/**
 * Save `<name>-desktop.png` and `<name>-mobile.png`, then restore the desktop viewport.
 * `fixedBar`: the page has the shell's fixed bottom bar, which a full-page capture paints
 * mid-page; mobile then gets the viewport at the top and `<name>-mobile-end.png` at the bottom.
 */
export async function shootBoth(page: Page, name: string, { fixedBar = false } = {}): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(MOBILE);
  if (fixedBar) {
    await screenshot(page, `${name}-mobile`, { fullPage: false });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await screenshot(page, `${name}-mobile-end`, { fullPage: false });
    await page.evaluate(() => window.scrollTo(0, 0));
  } else {
    await screenshot(page, `${name}-mobile`);
  }
  await page.setViewportSize(DESKTOP);
}
