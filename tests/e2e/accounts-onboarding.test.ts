/**
 * Accounts, end to end in Chromium: register (validation on change) → the verification email
 * from the outbox → verified → all six onboarding steps (manual measurements, photo upload)
 * → home → sign out. Screenshots of each screen at desktop and mobile widths.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, pathOf } from './support/browser';
import { linkPath, waitForEmail } from './support/outbox';
import { gradientPng } from './support/png';
import { shootBoth } from './support/shots';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const suffix = Date.now().toString(36);
const person = { first: 'Grace', last: 'Kelly', username: `grace_${suffix}`, email: `grace-${suffix}@example.test`, password: 'runway-2026!' };

/** Same-origin JSON GET from the page (with the session cookie and the app header). */
function getJson(page: Page, path: string): Promise<Record<string, unknown>> {
  return page.evaluate(async (p) => (await fetch(p, { headers: { 'x-requested-with': 'seamline' } })).json(), path);
}

async function step(page: Page, n: number, heading: string, shot: string): Promise<void> {
  await page.getByText(`Step ${n} of 6`).waitFor();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  const current = page.locator('li[aria-current="step"]');
  expect((await current.innerText()).trim()).toContain(String(n));
  await shootBoth(page, shot);
}

describe('register → verify → onboarding → home', () => {
  it('runs the whole first-visit flow', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    await shootBoth(page, 'register');

    // Validation runs on change.
    await page.getByLabel('Username').fill('ab');
    await page.getByText('Username must be at least 3 characters').waitFor();
    expect(await page.getByLabel('Username').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Username').fill('bad name!');
    await page.getByText('Username can only contain letters, numbers, and underscores').waitFor();

    await page.getByLabel('First name').fill(person.first);
    await page.getByLabel('Last name').fill(person.last);
    await page.getByLabel('Username').fill(person.username);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByLabel('Confirm password').fill(person.password);
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL((url) => url.pathname === '/verify-email');
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    await page.getByText(person.email, { exact: false }).waitFor();
    await shootBoth(page, 'verify-inbox');

    const first = await waitForEmail(person.email, 'Verify');
    await page.getByRole('button', { name: 'Resend verification email' }).click();
    await page.getByText('Verification email sent').waitFor();
    // Issue 17 §5: the button counts the server's 60 s cooldown down and is disabled meanwhile.
    const countdown = page.getByRole('button', { name: /^Resend in \d+ s$/ });
    await countdown.waitFor();
    expect(await countdown.isDisabled()).toBe(true);
    const email = await waitForEmail(person.email, 'Verify', { after: 1 });
    expect(email.link).not.toBe(first.link);
    await page.goto(linkPath(email));
    await page.getByRole('heading', { name: 'Email verified!' }).waitFor();
    await shootBoth(page, 'verify-success');
    await page.waitForURL((url) => url.pathname === '/onboarding', { timeout: 10_000 });

    await step(page, 1, `Welcome to Seamline, ${person.first}!`, 'onboarding-1-welcome');
    await page.getByText('Smart Wardrobe').waitFor();
    await page.getByRole('button', { name: 'Get Started' }).click();

    await step(page, 2, 'Set up your profile', 'onboarding-2-profile');
    expect(await page.getByLabel('First name').inputValue()).toBe(person.first);
    await page.getByLabel('Bio (optional)').fill('Vintage silk and sharp tailoring.');
    await page.getByRole('button', { name: 'Continue' }).click();

    await step(page, 3, 'Your measurements', 'onboarding-3-measurements');
    for (const [label, value] of [['Height (in)', '66'], ['Weight (lbs)', '130'], ['Bust (in)', '34'], ['Waist (in)', '27'], ['Hips (in)', '37']]) {
      await page.getByLabel(label!).fill(value!);
    }
    // Issue 23: the optional size system, a keyboard-operable radio group.
    const sizeSystem = page.getByRole('radiogroup', { name: 'Size system' });
    expect(await sizeSystem.getByRole('radio').count()).toBe(3);
    await sizeSystem.getByRole('radio', { name: "Women's" }).click();
    expect(await sizeSystem.getByRole('radio', { name: "Women's" }).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: 'Save & Continue' }).click();

    await step(page, 4, 'Your style', 'onboarding-4-style');
    const cont = page.getByRole('button', { name: 'Continue' });
    expect(await page.getByRole('group', { name: 'Style categories' }).getByRole('button').count()).toBe(12);
    expect(await cont.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Minimalist' }).click();
    await page.getByRole('button', { name: 'Vintage' }).click();
    expect(await page.getByRole('button', { name: 'Vintage' }).getAttribute('aria-pressed')).toBe('true');
    await cont.click();

    await step(page, 5, 'Add a profile photo', 'onboarding-5-photo');
    await page.getByRole('button', { name: 'Skip for Now' }).waitFor();
    const input = page.locator('input[type="file"]');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await page.getByText('Please select a valid image file (JPG, PNG, HEIC, etc.).').waitFor();
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: gradientPng() });
    await page.getByRole('img', { name: 'Preview of the chosen photo' }).waitFor();
    await shootBoth(page, 'onboarding-5-photo-chosen');
    await page.getByRole('button', { name: 'Save & Continue' }).click();

    await step(page, 6, "You're all set!", 'onboarding-6-tutorial');
    for (const card of ['Home Feed', 'Discover', 'My Fit', 'Connect']) await page.getByRole('heading', { name: card }).waitFor();
    await page.getByRole('button', { name: 'Enter Seamline' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Your Personal Style Feed' }).waitFor();
    // The header avatar shows the uploaded photo.
    await page.getByRole('button', { name: 'Account menu' }).locator('img').waitFor();
    await shootBoth(page, 'home-after-onboarding', { fixedBar: true });

    const me = await getJson(page, '/api/auth/user');
    expect(me).toMatchObject({ isEmailVerified: true, bio: 'Vintage silk and sharp tailoring.' });
    expect(me.profileImageUrl).toBeTruthy();
    const onboarding = await getJson(page, `/api/auth/onboarding?userId=${String(me.id)}`);
    expect(onboarding).toMatchObject({ onboardingCompleted: true, completionPercent: 100 });
    expect(await getJson(page, `/api/users/${String(me.id)}/measurements`)).toMatchObject({ height: 66, waist: 27, unit: 'inches', sizeSystem: 'womens' });
    expect(await getJson(page, `/api/users/${String(me.id)}/style-preferences`)).toMatchObject({ styleCategories: ['Minimalist', 'Vintage'] });

    // Completed onboarding sends /onboarding to /; signed-in users skip the guest screens.
    await page.goto('/onboarding');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/verify-email');
    await page.waitForURL((url) => url.pathname === '/');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    expect((await getJson(page, '/api/auth/user').catch(() => ({}) as Record<string, unknown>)).id).toBeUndefined();
    expect(pathOf(page)).toBe('/login');
    await context.close();
  });
});
