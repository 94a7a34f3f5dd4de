/**
 * Blocking in Chromium (issue 19): A and B follow each other. A opens B's profile, blocks B from
 * the '⋯' menu by keyboard (the confirmation says what happens; focus starts on Cancel), gets a
 * toast with Undo and sees 'Blocked' with Unblock in Follow's place; Undo unblocks. A blocks again
 * by pointer; B can no longer follow A. In Settings, 'Blocked people' lists B; A unblocks there
 * and the empty text shows; B may follow again. Screenshots of the dialog, the blocked profile and
 * the Settings section at both widths; axe finds no serious violation in any of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { BLOCK_TEXTS } from '@seamline/shared/contracts/people-constants';
import { APP_REQUEST_HEADER, SESSION_COOKIE } from '@seamline/shared/contracts/session';
import { api } from '../fixtures/api';
import { seriousAxeFindings } from './support/axe';
import { DESKTOP, frames, launchBrowser, MOBILE, newContext, screenshot, shootViewports } from './support/browser';
import { createUserWithSession, type TestUser } from './support/users';

let browser: Browser;
let a: TestUser;
let b: TestUser;
let page: Page;

const cookieOf = (u: TestUser) => `${SESSION_COOKIE}=${u.token}`;
const send = (method: 'POST' | 'DELETE', path: string, u: TestUser) =>
  api(method, path, { cookie: cookieOf(u), headers: { [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value } });
const toast = (text: string): Locator => page.locator('[data-sonner-toast]').filter({ hasText: text });
const header = () => page.getByTestId('profile-header');

/** What a person sees with the Settings section in view, at desktop and then mobile size (`<name>-desktop|mobile.png`). */
async function shootSection(name: string): Promise<void> {
  for (const [size, suffix] of [[DESKTOP, 'desktop'], [MOBILE, 'mobile']] as const) {
    await page.setViewportSize(size);
    await frames(page);
    await page.getByRole('heading', { name: BLOCK_TEXTS.settingsTitle }).evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await frames(page);
    await screenshot(page, `${name}-${suffix}`, { fullPage: false });
  }
  await page.setViewportSize(DESKTOP);
}

beforeAll(async () => {
  [browser, a, b] = await Promise.all([
    launchBrowser(),
    createUserWithSession({ firstName: 'Avery', lastName: 'Stone', isEmailVerified: true }),
    createUserWithSession({ firstName: 'Blair', lastName: 'Okafor', isEmailVerified: true }),
  ]);
  for (const [from, to] of [[a, b], [b, a]] as const) {
    const res = await send('POST', `/api/users/${to.id}/follow`, from);
    if (res.status !== 200) throw new Error(`follow answered ${res.status}`);
  }
  const context = await newContext(browser, { sessionToken: a.token, bypassCSP: true });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

describe('blocking', () => {
  it("blocks from the profile's menu by keyboard, with a confirmation that says what happens; Undo unblocks", async () => {
    await page.goto(`/closet/${b.id}`);
    await header().getByRole('button', { name: /^Following Blair Okafor/ }).waitFor();
    const more = header().getByRole('button', { name: 'More options for Blair Okafor' });
    await more.focus();
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitem', { name: 'Block Blair Okafor' });
    await item.waitFor();
    // Enter opens the menu on its first item, Block (Report follows it, issue 33 §3).
    await page.waitForFunction((el) => el === document.activeElement, await item.elementHandle(), { timeout: 5_000 });
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('alertdialog', { name: 'Block Blair Okafor?' });
    await dialog.getByText(BLOCK_TEXTS.confirmBody).waitFor();
    // Focus starts on Cancel (a destructive action is never the default).
    await dialog.getByRole('button', { name: 'Cancel' }).evaluate((el) => {
      if (el !== document.activeElement) throw new Error('focus is not on Cancel');
    });
    await shootViewports(page, 'block-dialog');
    expect(await seriousAxeFindings(page, '[role="alertdialog"]')).toEqual([]);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');

    await toast('You blocked Blair Okafor').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await header().getByText(BLOCK_TEXTS.blockedBadge, { exact: true }).waitFor();
    await header().getByRole('button', { name: 'Unblock Blair Okafor' }).waitFor();
    expect(await header().getByRole('button', { name: /^Follow/ }).count()).toBe(0);
    // Their posts are hidden while blocked.
    await page.locator('section[aria-labelledby="person-posts-heading"]').getByText('You blocked Blair Okafor').waitFor();

    await toast('You blocked Blair Okafor').getByRole('button', { name: 'Undo' }).click();
    await toast('You unblocked Blair Okafor').waitFor();
    await header().getByRole('button', { name: /^Follow Blair Okafor/ }).waitFor();
    const profile = await api<{ blockedByYou: boolean; isFollowing: boolean }>('GET', `/api/users/${b.id}/profile`, { cookie: cookieOf(a) });
    // Undo lifts the block; the follows it ended are not restored.
    expect(profile.body).toMatchObject({ blockedByYou: false, isFollowing: false });
  });

  it('blocks again by pointer: the profile shows Blocked with Unblock, and B cannot follow A', async () => {
    await header().getByRole('button', { name: 'More options for Blair Okafor' }).click();
    await page.getByRole('menuitem', { name: 'Block Blair Okafor' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Block Blair Okafor?' });
    await dialog.getByRole('button', { name: 'Block', exact: true }).click();
    await header().getByRole('button', { name: 'Unblock Blair Okafor' }).waitFor();
    await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 20_000 });
    await shootViewports(page, 'block-profile-blocked');
    expect(await seriousAxeFindings(page)).toEqual([]);
    // Issue 33 §1: to the blocked person the blocker does not exist.
    const follow = await send('POST', `/api/users/${a.id}/follow`, b);
    expect(follow.status).toBe(404);
  });

  it("lists B under Settings → 'Blocked people' and unblocks there; B may follow again", async () => {
    await page.goto('/settings');
    const list = page.getByRole('list', { name: BLOCK_TEXTS.settingsTitle });
    await list.getByRole('link', { name: 'Blair Okafor' }).waitFor();
    await list.getByText(`@${b.username}`, { exact: false }).waitFor();
    // Nothing on the page is wider than a phone (a nowrap row would widen the Settings grid).
    await page.setViewportSize(MOBILE);
    await frames(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await page.setViewportSize(DESKTOP);
    await shootSection('settings-blocked-people');
    expect(await seriousAxeFindings(page)).toEqual([]);

    const unblock = list.getByRole('button', { name: 'Unblock Blair Okafor' });
    await unblock.focus();
    await page.keyboard.press('Enter');
    await toast('You unblocked Blair Okafor').waitFor();
    await page.getByText(BLOCK_TEXTS.empty).waitFor();
    // Focus went to the section's heading, not to the page's body.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(BLOCK_TEXTS.settingsTitle);
    await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 20_000 });
    await shootSection('settings-blocked-people-empty');
    expect((await send('POST', `/api/users/${a.id}/follow`, b)).status).toBe(200);
  });
});
