/** Spec 01 §2 route table: every path renders its screen for the right visitor. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, MOBILE, newContext, screenshot } from './support/browser';
import { createUserWithSession, type TestUser } from './support/users';

let browser: Browser;
let user: TestUser;
let other: TestUser;
beforeAll(async () => {
  [browser, user, other] = await Promise.all([
    launchBrowser(),
    createUserWithSession({ firstName: 'Grace', lastName: 'Hopper' }),
    createUserWithSession({ firstName: 'Ada', lastName: 'Lovelace' }),
  ]);
});
afterAll(async () => {
  await browser?.close();
});

describe('route table', () => {
  it('signed in: every shell path shows its screen title inside the shell', async () => {
    const context = await newContext(browser, { sessionToken: user.token });
    const page = await context.newPage();
    const screens: [string, string][] = [
      ['/profile', 'Grace Hopper'],
      ['/measurements', 'My Fit'],
      ['/discover', 'Discover'],
      ['/connect', 'Connect with Others'],
      ['/profile-edit', 'Edit Profile'],
      ['/profile/edit', 'Edit Profile'],
      ['/welcome', 'Welcome to Seamline, Grace!'],
      [`/closet/${user.id}`, 'My Closet'],
      // Someone else's closet has its own title; an id nobody has is a missing page (issue 33 §1).
      // ('Closet' shows while the profile loads, so an unknown id must not be expected to keep it.)
      [`/closet/${other.id}`, 'Closet'],
      ['/closet/someone-else', 'Page not found'],
      ['/moodboard/mb1', 'Moodboard'],
      [`/followers/${user.id}`, user.username],
    ];
    for (const [path, title] of screens) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
    }
    await page.goto('/onboarding');
    await page.getByRole('heading', { name: 'Welcome to Seamline, Grace!' }).waitFor();
    await page.getByText('Step 1 of 6').waitFor();
    await page.getByRole('link', { name: 'Skip for Now' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('signed in on mobile: the profile screen', async () => {
    const context = await newContext(browser, { viewport: MOBILE, sessionToken: user.token });
    const page = await context.newPage();
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'Grace Hopper' }).waitFor();
    await screenshot(page, 'profile-mobile', { fullPage: false });
    await context.close();
  });

  it('signed out: /onboarding and shell paths redirect to /login', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    for (const path of ['/onboarding', '/profile', '/measurements', '/discover', '/connect', '/welcome', '/closet/x', '/moodboard/x', '/no-such-page']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/login');
    }
    await context.close();
  });

  it('always reachable: admin login at both paths and the password help pages', async () => {
    for (const token of [undefined, user.token]) {
      const context = await newContext(browser, { sessionToken: token });
      const page = await context.newPage();
      for (const path of ['/admin-login', '/admin/login']) {
        await page.goto(path);
        await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
        expect(await page.getByRole('button', { name: 'Sign in' }).isDisabled()).toBe(true);
      }
      await page.goto('/forgot-password');
      await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
      await page.goto('/reset-password');
      await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
      await context.close();
    }
  });

  it('/performance is admin-gated: without an admin session it denies access or sends to the admin login', async () => {
    const context = await newContext(browser, { sessionToken: user.token });
    const page = await context.newPage();
    await page.goto('/performance');
    const denied = page.getByRole('heading', { name: 'Access Denied' });
    // Whichever outcome happens first; the loser is abandoned, so its rejection is ignored.
    const outcomes = [denied.waitFor(), page.waitForURL((url) => url.pathname === '/admin/login')];
    outcomes.forEach((p) => p.catch(() => undefined));
    await Promise.race(outcomes);
    if (new URL(page.url()).pathname === '/performance') {
      await page.getByText('Admin authentication is required to access the performance dashboard.').waitFor();
      await page.getByRole('link', { name: 'Go to Admin Login' }).waitFor();
      await page.getByRole('link', { name: 'Back to Home' }).waitFor();
      await screenshot(page, 'performance-gate-desktop');
    }
    await context.close();
  });
});
