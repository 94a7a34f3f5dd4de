/**
 * 'Delete my account' in Privacy Settings (issue 22), by keyboard only: the section explains what
 * is removed; the dialog asks for the typed word and the password; a wrong word is refused by the
 * form, a wrong password shows the server's message and deletes nothing; the right ones sign the
 * person out to /login with a toast, and the account no longer signs in. axe finds no serious
 * finding on the section or the open dialog; screenshots of the dialog at both widths.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ACCOUNT_DELETION_ERRORS, ACCOUNT_DELETION_TEXTS as T } from '@seamline/shared/contracts/account-deletion';
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

/** Tab until the focused element has `name` as its accessible text (at most 200 presses). */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    await page.keyboard.press('Tab');
    const text = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (text === name) return;
  }
  throw new Error(`never reached "${name}" by Tab`);
}

describe('privacy settings: delete my account', () => {
  it('by keyboard: explains, confirms with DELETE + password, refuses a wrong password, then signs out to /login', async () => {
    const context = await newContext(browser, { sessionToken: decodeURIComponent(person.cookie.split('=')[1]!) });
    const page = await context.newPage();
    await page.goto('/settings#privacy');
    await page.getByText(T.intro).waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);

    await tabTo(page, T.openButton);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: T.dialogTitle });
    await dialog.waitFor();
    // Focus starts inside the dialog: type a wrong word and a wrong password.
    await dialog.getByLabel(T.confirmLabel).focus();
    await page.keyboard.type('delete');
    await page.keyboard.press('Tab');
    await page.keyboard.type('not-my-password');
    await page.keyboard.press('Enter');
    await dialog.getByText(ACCOUNT_DELETION_ERRORS.confirmMismatch).waitFor();

    await dialog.getByLabel(T.confirmLabel).fill('');
    await dialog.getByLabel(T.confirmLabel).focus();
    await page.keyboard.type('DELETE');
    await page.keyboard.press('Enter');
    await dialog.getByText(ACCOUNT_DELETION_ERRORS.wrongPassword).waitFor();
    expect(await seriousAxeFindings(page, '[role="dialog"]')).toEqual([]);
    const still = await fetch(`${baseUrl}/api/auth/user`, { headers: { cookie: person.cookie } });
    expect(still.status).toBe(200);

    for (const [size, suffix] of [[DESKTOP, 'desktop'], [MOBILE, 'mobile']] as const) {
      await page.setViewportSize(size);
      await frames(page);
      await screenshot(page, `privacy-deletion-dialog-${suffix}`, { fullPage: false });
    }

    await dialog.getByLabel(T.passwordLabel).fill('');
    await dialog.getByLabel(T.passwordLabel).focus();
    await page.keyboard.type(person.password);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/login/);
    await page.getByText(T.done).waitFor();
    await page.getByLabel('Username/Email').waitFor();
    await frames(page);
    await screenshot(page, 'privacy-deletion-signed-out-mobile', { fullPage: false });
    const after = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ usernameOrEmail: person.username, password: person.password }),
    });
    expect(after.status).toBe(401);
    await context.close();
  });
});
