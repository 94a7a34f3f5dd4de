/**
 * The privacy panel states what every setting does (issue 22 "Every setting has an effect,
 * documented on the privacy page"): each switch carries its effect text from
 * shared/contracts/privacy-effects.ts as its accessible description; turning one on saves it.
 * axe finds no serious finding; screenshots of the switches at both widths.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PRIVACY_SWITCHES, PRIVACY_SWITCH_TEXTS } from '@seamline/shared/contracts/privacy-effects';
import { registerUser, type RegisteredUser } from '../fixtures/accounts';
import { seriousAxeFindings } from './support/axe';
import { baseUrl, DESKTOP, frames, launchBrowser, MOBILE, newContext, screenshot } from './support/browser';

let browser: Browser;
let person: RegisteredUser;
beforeAll(async () => {
  [browser, person] = await Promise.all([launchBrowser(), registerUser(baseUrl)]);
});
afterAll(async () => {
  await browser?.close();
});

describe('privacy panel: what each setting does', () => {
  it('describes every switch by its effect; a change saves; no serious axe finding', async () => {
    const context = await newContext(browser, { sessionToken: decodeURIComponent(person.cookie.split('=')[1]!) });
    const page = await context.newPage();
    await page.goto('/settings');
    for (const key of PRIVACY_SWITCHES) {
      const { label, effect } = PRIVACY_SWITCH_TEXTS[key];
      const control = page.getByRole('switch', { name: label, exact: true });
      await control.waitFor();
      const describedBy = await control.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${describedBy}"]`).textContent(), key).toBe(effect);
    }
    const publicProfile = page.getByRole('switch', { name: PRIVACY_SWITCH_TEXTS.publicDisplay.label, exact: true });
    expect(await publicProfile.getAttribute('aria-checked')).toBe('false');
    await publicProfile.click();
    await page.getByText('Privacy settings saved').waitFor();
    const saved = await fetch(`${baseUrl}/api/users/${person.id}/privacy`, { headers: { cookie: person.cookie } });
    expect(await saved.json()).toMatchObject({ publicDisplay: true, photoUpload: false, machineLearning: false });

    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.getByText('Privacy settings saved').waitFor({ state: 'detached', timeout: 15_000 });
    for (const [size, suffix] of [[DESKTOP, 'desktop'], [MOBILE, 'mobile']] as const) {
      await page.setViewportSize(size);
      await page.evaluate(() => document.getElementById('privacy-photoUpload')?.scrollIntoView({ block: 'start' }));
      await page.evaluate(() => window.scrollBy(0, -120)); // below the fixed header, with the panel's title
      await frames(page);
      await screenshot(page, `privacy-effects-${suffix}`, { fullPage: false });
    }
    await context.close();
  });
});
