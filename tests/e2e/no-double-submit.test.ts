/**
 * Nothing happens twice (issue 17 §3): a double click on 'Create Section' sends the same
 * Idempotency-Key twice at most, the button is disabled (with its pending label) while the
 * request runs, and one section results. Toggles send only their final state: presses made
 * while a follow or privacy request is held only change what is shown, and at most one more
 * request carries the final state once the held one is released.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request, Route } from 'playwright-core';
import { api } from '../fixtures/api';
import { SESSION_COOKIE } from '@seamline/shared/contracts/session';
import { launchBrowser, newContext } from './support/browser';
import { createUserWithSession, type TestUser } from './support/users';

let browser: Browser;
let user: TestUser;
let star: TestUser;
beforeAll(async () => {
  [browser, user, star] = await Promise.all([
    launchBrowser(),
    createUserWithSession({ isEmailVerified: true }),
    createUserWithSession({ firstName: 'Blair', lastName: 'Okafor', isEmailVerified: true }),
  ]);
});

/** Hold the first matching request until `release()`; later ones pass at once. Records each request. */
async function holdFirst(page: Page, url: string, matches: (request: Request) => boolean) {
  const seen: { method: string; body: unknown }[] = [];
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let arrived!: () => void;
  const firstArrived = new Promise<void>((r) => (arrived = r));
  await page.route(url, async (route: Route) => {
    const request = route.request();
    if (!matches(request)) return route.continue();
    seen.push({ method: request.method(), body: request.postDataJSON() as unknown });
    if (seen.length === 1) {
      arrived();
      await released;
    }
    await route.continue();
  });
  return { seen, release, firstArrived };
}
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

  it('pressing Follow five times while the first request is held sends one request, with the final state', async () => {
    const context = await newContext(browser, { sessionToken: user.token });
    const page = await context.newPage();
    const follow = await holdFirst(page, `**/api/users/${star.id}/*follow`, (r) => r.method() === 'POST' || r.method() === 'DELETE');
    await page.goto(`/closet/${star.id}`);
    const header = page.getByTestId('profile-header');
    const button = header.getByRole('button', { name: /^Follow(ing)? Blair Okafor$/ });
    await header.getByRole('button', { name: 'Follow Blair Okafor', pressed: false }).click();
    await follow.firstArrived;
    // Busy but pressable while the server has not answered: each press flips what is shown.
    expect(await button.getAttribute('aria-busy')).toBe('true');
    expect(await button.getByTestId('spinner').count()).toBe(1);
    for (const pressed of [false, true, false, true]) {
      await button.click();
      await header.getByRole('button', { name: pressed ? 'Following Blair Okafor' : 'Follow Blair Okafor', pressed }).waitFor();
    }
    expect(follow.seen.map((r) => r.method)).toEqual(['POST']);
    follow.release();
    await header.locator('button[aria-pressed="true"]:not([aria-busy])').waitFor();
    expect(follow.seen.map((r) => r.method)).toEqual(['POST']);
    const profile = await api<{ isFollowing: boolean }>('GET', `/api/users/${star.id}/profile`, { cookie: `${SESSION_COOKIE}=${user.token}` });
    expect(profile.body.isFollowing).toBe(true);
    await context.close();
  });

  it('privacy switches changed while a save is held go in one more PUT of the final set', async () => {
    const context = await newContext(browser, { sessionToken: user.token });
    const page = await context.newPage();
    const put = await holdFirst(page, `**/api/users/${user.id}/privacy`, (r) => r.method() === 'PUT');
    await page.goto('/settings');
    const blur = page.getByRole('switch', { name: 'Blur faces' });
    const ml = page.getByRole('switch', { name: 'Improve fit models' });
    expect(await blur.getAttribute('aria-checked')).toBe('true');
    expect(await ml.getAttribute('aria-checked')).toBe('false');
    await blur.click();
    await put.firstArrived;
    expect(await blur.getAttribute('aria-busy')).toBe('true');
    // Off → on → off again, and a second switch, all while the first PUT is held.
    await blur.click();
    await page.getByRole('switch', { name: 'Blur faces', checked: true }).waitFor();
    await blur.click();
    await page.getByRole('switch', { name: 'Blur faces', checked: false }).waitFor();
    await ml.click();
    await page.getByRole('switch', { name: 'Improve fit models', checked: true }).waitFor();
    expect(await ml.getAttribute('aria-busy')).toBe('true');
    expect(put.seen).toHaveLength(1);
    put.release();
    await page.locator('#privacy-machineLearning[aria-checked="true"]:not([aria-busy])').waitFor();
    await page.locator('#privacy-faceBlurring[aria-checked="false"]:not([aria-busy])').waitFor();
    expect(put.seen).toHaveLength(2);
    expect(put.seen[0]!.body).toMatchObject({ faceBlurring: false, machineLearning: false });
    expect(put.seen[1]!.body).toMatchObject({ faceBlurring: false, machineLearning: true });
    const saved = await api<{ faceBlurring: boolean; machineLearning: boolean }>('GET', `/api/users/${user.id}/privacy`, {
      cookie: `${SESSION_COOKIE}=${user.token}`,
    });
    expect(saved.body).toMatchObject({ faceBlurring: false, machineLearning: true });
    await context.close();
  });
});
