/**
 * Data retention on the privacy panel (issue 22): under the Data retention choice the page states
 * what the chosen value removes and when, and what every value does (texts from
 * shared/contracts/privacy-retention.ts); changing it saves and the statement follows. axe finds
 * no serious finding in the panel; screenshots at both widths.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DATA_RETENTION, DATA_RETENTION_EFFECTS, DATA_RETENTION_KEEPS } from '@seamline/shared/contracts/privacy-retention';
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

describe('privacy panel: data retention', () => {
  it('states what each value removes and when; a change saves and the statement follows', async () => {
    const context = await newContext(browser, { sessionToken: decodeURIComponent(person.cookie.split('=')[1]!) });
    const page = await context.newPage();
    await page.goto('/settings');
    const select = page.getByLabel('Data retention');
    await select.waitFor();
    expect(await select.inputValue()).toBe('6months');
    const effect = page.locator('#privacy-dataRetention-effect');
    expect(await effect.textContent()).toBe(`${DATA_RETENTION_EFFECTS['6months']} ${DATA_RETENTION_KEEPS}`);
    for (const value of DATA_RETENTION) await page.getByText(DATA_RETENTION_EFFECTS[value], { exact: true }).first().waitFor();

    await select.selectOption('30days');
    await page.getByText('Privacy settings saved').waitFor();
    expect(await effect.textContent()).toBe(`${DATA_RETENTION_EFFECTS['30days']} ${DATA_RETENTION_KEEPS}`);
    const saved = await fetch(`${baseUrl}/api/users/${person.id}/privacy`, { headers: { cookie: person.cookie } });
    expect(await saved.json()).toMatchObject({ dataRetention: '30days' });

    expect(await seriousAxeFindings(page, '#privacy-dataRetention-effect')).toEqual([]);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.getByText('Privacy settings saved').waitFor({ state: 'detached', timeout: 15_000 });
    // The choice and its texts in view at each width (the panel sits below the switches).
    for (const [size, suffix] of [[DESKTOP, 'desktop'], [MOBILE, 'mobile']] as const) {
      await page.setViewportSize(size);
      await page.evaluate(() => document.getElementById('privacy-dataRetention')?.scrollIntoView({ block: 'start' }));
      await page.evaluate(() => window.scrollBy(0, -90)); // below the fixed header
      await frames(page);
      await screenshot(page, `privacy-retention-${suffix}`, { fullPage: false });
    }
    await context.close();
  });
});
