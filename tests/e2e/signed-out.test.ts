/** Signed-out visitors: the login screen, the guard, legal pages, offline card, browser banner. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, MOBILE, newContext, pathOf, pressEscapeIn, screenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('signed-out visitor', () => {
  it('opening / lands on /login with the sign-in layout', async () => {
    for (const [viewport, name] of [[DESKTOP, 'login-desktop'], [MOBILE, 'login-mobile']] as const) {
      const context = await newContext(browser, { viewport });
      const page = await context.newPage();
      await page.goto('/');
      await page.waitForURL((url) => url.pathname === '/login');
      expect(pathOf(page)).toBe('/login?redirect=%2F');
      await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
      await page.getByLabel('Username/Email').waitFor();
      await page.getByRole('button', { name: 'Login' }).waitFor();
      await page.getByRole('link', { name: 'Create Account' }).waitFor();
      for (const provider of ['Google', 'Apple', 'Microsoft']) {
        await page.getByRole('button', { name: `Continue with ${provider}` }).waitFor();
      }
      await screenshot(page, name);
      await context.close();
    }
  });

  it('a signed-out page asks the server about the session once (issue 17 §6)', async () => {
    for (const path of ['/', '/login', '/register']) {
      const context = await newContext(browser);
      const page = await context.newPage();
      const asked: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === '/api/auth/user') asked.push(r.url());
      });
      await page.goto(path);
      await page.getByRole('button', { name: /Login|Create Account/ }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(asked, path).toHaveLength(1);
      await context.close();
    }
  });

  it('a protected deep link redirects to /login and remembers the target', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/followers/abc?tab=following');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/followers/abc?tab=following');
    await context.close();
  });

  it('a stale session cookie (ended or unknown session, gateway 403) still lands on /login', async () => {
    const context = await newContext(browser, { sessionToken: 'ended-session-token' });
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await page.getByText('Critical Application Error').count()).toBe(0);
    await context.close();
  });

  it('the password field toggles between hidden and shown', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret-pass');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await context.close();
  });

  it("login validation and failure show the spec's texts", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Username or email is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await page.getByLabel('Username/Email').fill('nobody');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Login Failed').waitFor();
    expect(pathOf(page)).toBe('/login');
    await context.close();
  });

  it('a provider button says Coming Soon', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Apple' }).click();
    await page.getByText('Apple authentication will be available soon.').waitFor();
    await context.close();
  });

  it('legal pages load at both paths, effective June 13, 2025, with Back to /', async () => {
    const pages = [
      ['/privacy', 'Privacy Policy'],
      ['/privacy-policy', 'Privacy Policy'],
      ['/terms', 'Terms of Service'],
      ['/terms-of-service', 'Terms of Service'],
    ] as const;
    const context = await newContext(browser);
    const page = await context.newPage();
    for (const [path, title] of pages) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByText('Effective June 13, 2025').waitFor();
      expect(pathOf(page)).toBe(path);
    }
    await page.goto('/privacy');
    await page.getByText('privacy@seamline.app').first().waitFor();
    await page.getByText('Children under 13 may not create an account', { exact: false }).waitFor();
    // Issue 17 section 6: the policy describes only what the app does (no posts, feed or outfit
    // events yet; the device cookie of the sign-in throttle is named).
    await page.getByText('a device cookie that', { exact: false }).waitFor();
    const text = await page.locator('main').innerText();
    for (const absent of ['outfit events', 'posts, comments', 'build your feed', 'performance measurements']) expect(text).not.toContain(absent);
    await screenshot(page, 'privacy-desktop');
    await page.getByRole('link', { name: 'Back' }).click();
    // Back goes to /, which sends a signed-out visitor on to /login.
    await page.waitForURL((url) => url.pathname === '/login');
    await context.close();

    const mobile = await newContext(browser, { viewport: MOBILE });
    const mobilePage = await mobile.newPage();
    await mobilePage.goto('/terms-of-service');
    await mobilePage.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    await screenshot(mobilePage, 'terms-mobile');
    await mobilePage.goto('/privacy-policy');
    await mobilePage.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await screenshot(mobilePage, 'privacy-mobile');
    await mobile.close();
  });

  it('going offline shows the No Internet Connection card', async () => {
    for (const [viewport, name] of [[DESKTOP, 'offline-desktop'], [MOBILE, 'offline-mobile']] as const) {
      const context = await newContext(browser, { viewport });
      const page = await context.newPage();
      await page.goto('/login');
      await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
      await context.setOffline(true);
      const card = page.getByRole('alert').filter({ hasText: 'No Internet Connection' });
      await card.waitFor();
      await card.getByText("You're currently offline. Some features may not be available.").waitFor();
      await card.getByRole('button', { name: 'Check Connection' }).waitFor();
      await screenshot(page, name);
      await context.setOffline(false);
      await card.waitFor({ state: 'detached' });
      await context.close();
    }
  });

  it('an unhandled promise rejection is shown as a classified toast', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await page.evaluate(() => {
      void Promise.reject(new TypeError('Failed to fetch'));
    });
    await page.getByText('Connection Error').waitFor();
    await page.getByText('Network connection failed. Please check your internet connection.').waitFor();
    await screenshot(page, 'toast-desktop', { fullPage: false });
    await context.close();
  });

  it('an old browser sees the Limited Browser Support banner; dismissal is remembered', async () => {
    const context = await newContext(browser, {
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.77 Safari/537.36',
    });
    const page = await context.newPage();
    await page.goto('/login');
    const banner = page.getByRole('region', { name: 'Browser support' });
    await banner.getByText('Limited Browser Support Detected').waitFor();
    await banner.getByText('Chrome 70 on Linux', { exact: false }).waitFor();
    await banner.getByText('1 limited feature', { exact: false }).waitFor();
    await banner.getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Chrome 80 or newer').waitFor();
    await screenshot(page, 'browser-banner-details-desktop');
    await pressEscapeIn(page, dialog);
    await dialog.waitFor({ state: 'detached' });
    await banner.getByRole('button', { name: 'Dismiss browser support banner' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await page.waitForLoadState('networkidle'); // the banner's lazy chunk has loaded and rendered
    expect(await page.evaluate(() => localStorage.getItem('seamline:browser-support-dismissed'))).toBe('1');
    expect(await page.getByText('Limited Browser Support Detected').count()).toBe(0);
    await context.close();
  });
});
