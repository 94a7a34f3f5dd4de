/**
 * Nothing happens twice (issue 17 §3): a double click on 'Create Section' sends the same
 * Idempotency-Key twice at most, the button is disabled (with its pending label) while the
 * request runs, and one section results.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Route } from 'playwright-core';
import { api } from '../fixtures/api';
import { SESSION_COOKIE } from '@seamline/shared/contracts/session';
import { launchBrowser, newContext } from './support/browser';
import { createUserWithSession, type TestUser } from './support/users';

let browser: Browser;
let user: TestUser;
beforeAll(async () => {
  [browser, user] = await Promise.all([launchBrowser(), createUserWithSession({ isEmailVerified: true })]);
});
afterAll(async () => {
  await browser?.close();
});

describe('no double submits', () => {
  it("double-clicking 'Create Section' creates one section; the button is disabled while pending", async () => {
    const context = await newContext(browser, { sessionToken: user.token });
    const page = await context.newPage();
    const keys: (string | undefined)[] = [];
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    await page.route('**/api/closets/*/sections', async (route: Route) => {
      if (route.request().method() !== 'POST') return route.continue();
      keys.push(route.request().headers()['idempotency-key']);
      await released; // hold the request so the pending state can be observed
      await route.continue();
    });
    await page.goto(`/closet/${user.id}`);
    await page.getByRole('button', { name: 'Design Closet' }).click();
    await page.getByRole('button', { name: 'Add Section' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Section' });
    await dialog.getByLabel('Section name *').fill('Work');
    await dialog.getByRole('button', { name: 'Create Section' }).dblclick();
    const pending = dialog.getByRole('button', { name: 'Saving...' });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    release();
    await page.getByText('Section created successfully!').waitFor();

    expect(keys.length).toBeGreaterThanOrEqual(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
    const res = await api<{ items: { name: string }[] }>('GET', `/api/closets/${user.id}/sections`, { cookie: `${SESSION_COOKIE}=${user.token}` });
    expect(res.body.items.map((s) => s.name)).toEqual(['Work']);
    await context.close();
  });
});
