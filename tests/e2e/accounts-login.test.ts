/**
 * Accounts in Chromium: log in by email and by username, verify-email error states, the
 * password reset by email, a taken username on registration, and the profile editor.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newContext } from './support/browser';
import { linkPath, waitForEmail } from './support/outbox';
import { shootBoth } from './support/shots';

let browser: Browser;
const suffix = Date.now().toString(36);
const person = { username: `ines_${suffix}`, email: `ines-${suffix}@example.test`, password: 'tailored-fit-1' };

beforeAll(async () => {
  browser = await launchBrowser();
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'seamline' },
    body: JSON.stringify({ ...person, confirmPassword: person.password, firstName: 'Ines', lastName: 'de la Fressange', acceptTerms: true }),
  });
  expect(response.status).toBe(201);
});
afterAll(async () => {
  await browser?.close();
});

async function logIn(page: Page, usernameOrEmail: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username/Email').fill(usernameOrEmail);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

describe('login, verification states, password reset, profile editor', () => {
  it('logs in by email and by username, then lands on the shell', async () => {
    for (const id of [person.email, person.username]) {
      const context = await newContext(browser);
      const page = await context.newPage();
      await logIn(page, id, person.password);
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { name: 'Your Personal Style Feed' }).waitFor();
      await context.close();
    }
  });

  it('verify-email without a token is invalid; a bad token is an error', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/verify-email');
    await page.getByText('This verification link is invalid.').waitFor();
    await shootBoth(page, 'verify-invalid');
    await page.goto('/verify-email?token=not-a-real-token');
    await page.getByText('The verification link is invalid or has expired.').waitFor();
    await shootBoth(page, 'verify-error');
    await context.close();
  });

  it('an unverified user sees "check your inbox"; a limited Resend shows the server message', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await logIn(page, person.email, person.password);
    await page.waitForURL((url) => url.pathname === '/');
    await context.route('**/api/auth/resend-verification', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: '{"message":"Too many verification emails. Try again later."}' }),
    );
    await page.goto('/verify-email');
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    await page.getByRole('button', { name: 'Resend verification email' }).click();
    await page.getByText('Too many verification emails. Try again later.').waitFor();
    await context.close();
  });

  it('a taken username fails with Registration Failed and a field message', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/register');
    await page.getByLabel('First name').fill('Other');
    await page.getByLabel('Last name').fill('Person');
    await page.getByLabel('Username').fill(person.username);
    await page.getByLabel('Email').fill(`other-${suffix}@example.test`);
    await page.getByLabel('Password', { exact: true }).fill('another-pass-1');
    await page.getByLabel('Confirm password').fill('another-pass-1');
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Registration Failed').waitFor();
    await page.waitForFunction(() => document.querySelector('#username')?.getAttribute('aria-invalid') === 'true');
    expect(new URL(page.url()).pathname).toBe('/register');
    await context.close();
  });

  it('forgot password → email link → new password → log in with it', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    // The URL changes before the screen does: until then the login form's 'Username/Email' is
    // the field an inexact 'Email' label finds (seen on CI once screenshots no longer waited).
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await shootBoth(page, 'forgot-password');
    await page.getByLabel('Email', { exact: true }).fill(person.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    const email = await waitForEmail(person.email, 'Reset');
    await page.goto(linkPath(email));
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await shootBoth(page, 'reset-password');
    person.password = 'brand-new-pass-2';
    await page.getByLabel('New password', { exact: true }).fill(person.password);
    await page.getByLabel('Confirm new password').fill(person.password);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText('Password updated').waitFor();
    await logIn(page, person.username, person.password);
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('the profile editor validates with the profile schema and saves', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await logIn(page, person.email, person.password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/profile-edit');
    await page.getByRole('heading', { name: 'Edit Profile' }).waitFor();
    expect(await page.getByLabel('Email').getAttribute('readonly')).not.toBeNull();
    await shootBoth(page, 'profile-edit', { fixedBar: true });
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('First name').fill('I2');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('This username is reserved').waitFor();
    await page.getByText('First name can only contain letters, spaces, apostrophes, hyphens and periods').waitFor();
    // The username stays as it was (a changed one is sent only when it differs).
    await page.getByLabel('Username').fill(person.username);
    await page.getByLabel('First name').fill('Inès');
    await page.getByLabel('Location').fill('Paris, France');
    await page.getByLabel('Preferred size').fill('S');
    // Issue 17 §2: a file is checked by its bytes when picked; a text file is refused by name.
    await page.locator('input[type="file"]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('just some notes') });
    await page.getByText('Invalid file type: notes.txt is not a valid image file.', { exact: false }).waitFor();
    // A HEIC the browser cannot decode is uploaded as-is (image/heic); the preview shows its name.
    // The server decodes it to moderate it (issue 33 §5), so it is a real HEIC (tests/fixtures/heic).
    const heic = readFileSync(fileURLToPath(new URL('../fixtures/heic/businessman-standing.heic', import.meta.url)));
    await page.locator('input[type="file"]').setInputFiles({ name: 'IMG_0420.heic', mimeType: 'image/heic', buffer: heic });
    await page.getByText('IMG_0420.heic').waitFor();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Profile updated').waitFor();
    await page.goto('/profile/edit');
    expect(await page.getByLabel('Location').inputValue()).toBe('Paris, France');
    expect(await page.getByLabel('First name').inputValue()).toBe('Inès');
    expect(await page.getByLabel('Preferred size').inputValue()).toBe('S');
    await context.close();
  });
});
