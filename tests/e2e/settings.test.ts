/**
 * Settings (issue 17 §4) in the browser: reached from the avatar menu; Units saved and used by
 * the measurement form after a reload; the moodboard default; change password (the wrong current
 * password's error toast is replaced by the success toast) and 'Sign out of all other devices'
 * with its confirmation; Edit Profile linked. Screenshots at both widths.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { postJson, registerUser, type RegisteredUser } from '../fixtures/accounts';
import { baseUrl, launchBrowser, newContext } from './support/browser';
import { shootBoth } from './support/shots';

let browser: Browser;
let person: RegisteredUser;
beforeAll(async () => {
  [browser, person] = await Promise.all([launchBrowser(), registerUser(baseUrl)]);
});
afterAll(async () => {
  await browser?.close();
});

const tokenOf = (cookie: string) => decodeURIComponent(cookie.split('=')[1]!);

describe('Settings page', () => {
  it('avatar menu → Settings; units persist and the measurement form starts in them; moodboard default', async () => {
    const context = await newContext(browser, { sessionToken: tokenOf(person.cookie) });
    const page = await context.newPage();
    await page.goto('/discover');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.waitForURL((u) => u.pathname === '/settings');
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Edit Profile' }).waitFor();
    await page.getByRole('switch', { name: 'Blur faces' }).waitFor();
    await shootBoth(page, 'settings');

    await page.getByLabel('Length', { exact: true }).selectOption('cm');
    await page.getByText('Settings saved').waitFor();
    await page.getByLabel('Weight', { exact: true }).selectOption('kg');
    const moodboards = page.getByRole('switch', { name: 'New moodboards are public' });
    expect(await moodboards.getAttribute('aria-checked')).toBe('false');
    await moodboards.click();
    await page.getByRole('switch', { name: 'New moodboards are public', checked: true }).waitFor();
    // The switch shows its new state at once; reload once both saves have answered.
    await page.locator('#settings-new-moodboards-public[aria-checked="true"]:not([aria-busy])').waitFor();
    await page.locator('#settings-weight-unit:enabled').waitFor();
    await page.reload();
    expect(await page.getByLabel('Length', { exact: true }).inputValue()).toBe('cm');
    expect(await page.getByLabel('Weight', { exact: true }).inputValue()).toBe('kg');
    await page.getByRole('switch', { name: 'New moodboards are public', checked: true }).waitFor();

    await page.goto('/measurements');
    await page.getByRole('button', { name: 'Enter Measurements' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter Your Measurements' });
    expect(await dialog.getByLabel('Length unit').inputValue()).toBe('cm');
    expect(await dialog.getByLabel('Weight unit').inputValue()).toBe('kg');
    await dialog.getByText('Height (cm) *').waitFor();
    await context.close();
  });

  it('change password: a wrong current password, then success; other devices signed out with confirmation', async () => {
    const other = await postJson(baseUrl, '/api/auth/login', { usernameOrEmail: person.username, password: person.password });
    const otherCookie = other.headers.getSetCookie().find((c) => c.startsWith('sl_session='))!.split(';')[0]!;
    const context = await newContext(browser, { sessionToken: tokenOf(person.cookie) });
    const page = await context.newPage();
    await page.goto('/settings');
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('not-the-password');
    await form.getByLabel('New password', { exact: true }).fill('a-brand-new-pass');
    await form.getByLabel('Confirm new password').fill('a-brand-new-pass');
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('Current password is incorrect').waitFor();
    await page.getByText('Password not changed').waitFor();

    await form.getByLabel('Current password').fill(person.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed').waitFor();
    // The success toast replaced the error toast of the same form.
    await page.getByText('Password not changed').waitFor({ state: 'detached' });
    expect((await fetch(`${baseUrl}/api/auth/user`, { headers: { cookie: otherCookie } })).status).toBe(403);

    await page.getByRole('button', { name: 'Sign out of all other devices' }).click();
    const confirm = page.getByRole('dialog', { name: 'Sign out of all other devices?' });
    await confirm.waitFor();
    await shootBoth(page, 'settings-sign-out-others');
    await confirm.getByRole('button', { name: 'Sign out others' }).click();
    await page.getByText('Signed out of other devices').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    person.password = 'a-brand-new-pass';
    await context.close();
  });
});
