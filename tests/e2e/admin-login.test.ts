/** Admin login (spec 02 §5–§8) at both paths, and the /performance gate it opens. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DEV_ADMIN } from '../../infra/local/seeders/dev-admin';
import { launchBrowser, newContext } from './support/browser';
import { shootBoth } from './support/shots';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('admin login', () => {
  it('is disabled while a field is empty, says Login failed, then opens /performance', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/performance');
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await shootBoth(page, 'admin-login');

    const submit = page.getByRole('button', { name: 'Sign in' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Username').fill(DEV_ADMIN.username);
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Password').fill('wrong-password');
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    await page.getByRole('alert').filter({ hasText: /Login failed|Invalid/ }).waitFor();

    await page.goto('/admin-login');
    await page.getByLabel('Username').fill(DEV_ADMIN.username);
    await page.getByLabel('Password').fill(DEV_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/performance');
    await page.getByRole('heading', { name: 'Performance Dashboard' }).waitFor();
    await context.close();
  });

  it('signing in after a failure clears the failure toast (issue 17 §6)', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(DEV_ADMIN.username);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const errorToast = page.locator('[data-sonner-toast][data-type="error"]');
    await errorToast.waitFor();
    // The same form, no reload: the SPA's toaster still holds the error toast.
    await page.getByLabel('Password').fill(DEV_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/performance');
    // Well before sonner's own 4 s timeout would remove it: the success dismissed it.
    await errorToast.waitFor({ state: 'detached', timeout: 1500 });
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
    await context.close();
  });

  it("an answer without success reads 'Login failed - invalid response'", async () => {
    const context = await newContext(browser);
    await context.route('**/api/admin/login', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }));
    const page = await context.newPage();
    await page.goto('/admin-login');
    await page.getByLabel('Username').fill('someone');
    await page.getByLabel('Password').fill('something');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Login failed - invalid response' }).waitFor();
    await context.close();
  });
});
