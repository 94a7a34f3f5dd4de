/** Screenshot one screen at both widths (desktop 1280×800, mobile 390×844) on the same page. */
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE, screenshot } from './browser';

/** Save `<name>-desktop.png` and `<name>-mobile.png`, then restore the desktop viewport. */
export async function shootBoth(page: Page, name: string): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(MOBILE);
  await screenshot(page, `${name}-mobile`);
  await page.setViewportSize(DESKTOP);
}
