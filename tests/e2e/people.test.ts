/**
 * People (issue 5): two users A and B with near-identical bodies. A finds B in 'Perfect Fit
 * Matches' and in search and follows (the button flips in every list at once); B sees A on
 * the followers page and follows back; A unfollows B from A's following tab; A follows B
 * again from B's profile; B removes A from B's followers after confirming. The tab counts
 * come from the profile counters (kept by a stream processor), so the test waits for the
 * counters through the API before reading a freshly opened page, and reads the page after
 * each step. Screenshots of Connect, the followers page, the profile header and Discover
 * Similar Users at both widths; the demo user's populated pages as well.
 */
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { SESSION_COOKIE } from '@seamline/shared/contracts/session';
import { api } from '../fixtures/api';
import { waitFor } from '../fixtures/poll';
import { launchBrowser, newContext, shootViewports } from './support/browser';
import { createUserWithSession, type TestUser } from './support/users';

let browser: Browser;
let a: TestUser;
let b: TestUser;

const cookieOf = (u: TestUser) => `${SESSION_COOKIE}=${u.token}`;

/**
 * A body in cm far from the seeded demo people and other tests' users (height 200–270 cm, inside
 * the plausible 55–272); waist 0.72–1.1 × hips and bust 0.85–1.15 × hips, inside the cross-field
 * ratio rules (`RATIO_RULES`, issue 34 §5).
 */
function distinctBody() {
  const hips = randomInt(800, 1700) / 10;
  return {
    height: randomInt(2000, 2700) / 10,
    bust: Math.round((hips * randomInt(850, 1150)) / 100) / 10,
    waist: Math.round((hips * randomInt(720, 1100)) / 100) / 10,
    hips,
  };
}

async function saveBody(u: TestUser, body: ReturnType<typeof distinctBody>): Promise<void> {
  const res = await api('POST', `/api/users/${u.id}/measurements`, { cookie: cookieOf(u), body: { ...body, unit: 'cm', weightUnit: 'kg' } });
  if (res.status !== 201) throw new Error(`saving measurements answered ${res.status}: ${JSON.stringify(res.body)}`);
}

/** Wait until the people-index processor has put `u` into the fit index. */
async function waitForFitIndex(u: TestUser): Promise<void> {
  const { db } = await import('@seamline/functions/_core/aws-clients');
  // The first wait after the runtime starts includes its catch-up on the seed's stream records.
  await waitFor(`fit index of ${u.username}`, async () => (await db.entities.fitIndex.get({ userId: u.id }).go()).data !== null, { timeoutMs: 30_000 });
}

/** Wait until `u`'s profile counters (stream processor) read `followers` / `following`. */
async function waitForCounts(u: TestUser, counts: { followers: number; following: number }): Promise<void> {
  await waitFor(`${u.username} to have ${counts.followers} followers and ${counts.following} following`, async () => {
    const res = await api<{ counts: { followers: number; following: number } }>('GET', `/api/users/${u.id}/profile`, { cookie: cookieOf(u) });
    return res.status === 200 && res.body.counts.followers === counts.followers && res.body.counts.following === counts.following;
  });
}

beforeAll(async () => {
  [browser, a, b] = await Promise.all([
    launchBrowser(),
    // Issue 22: only people with a public profile are in search, suggestions and matches.
    createUserWithSession({ firstName: 'Avery', lastName: 'Stone', isEmailVerified: true }, { publicDisplay: true }),
    createUserWithSession({ firstName: 'Blair', lastName: 'Okafor', isEmailVerified: true }, { publicDisplay: true }),
  ]);
  const body = distinctBody();
  await saveBody(a, body);
  await saveBody(b, { ...body, waist: Math.round((body.waist + 0.4) * 10) / 10, hips: Math.round((body.hips - 0.3) * 10) / 10 });
  await Promise.all([waitForFitIndex(a), waitForFitIndex(b)]);
});
afterAll(async () => {
  await browser?.close();
});

const card = (scope: Page | Locator, username: string) => scope.getByRole('article').filter({ hasText: `@${username}` });
const tabLink = (page: Page, name: RegExp) => page.getByRole('navigation', { name: 'Follow lists' }).getByRole('link', { name });
const row = (page: Page, username: string) => page.getByTestId('follow-row').filter({ hasText: username });

async function openAs(u: TestUser, path: string): Promise<Page> {
  const context = await newContext(browser, { sessionToken: u.token });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

describe('people: matches, search, follow, followers page', () => {
  it('A finds B in Perfect Fit Matches and in search, follows; the button flips in both lists', async () => {
    const page = await openAs(a, '/connect');
    const matches = page.getByRole('list', { name: 'Perfect Fit Matches' });
    const match = card(matches, b.username);
    await match.waitFor();
    expect(await match.getByRole('heading', { name: 'Blair Okafor' }).isVisible()).toBe(true);
    expect(await match.innerText()).toMatch(/\d{2,3}(\.\d)?% match/);
    expect(await match.getByRole('list', { name: 'Why Blair Okafor' }).getByRole('listitem').count()).toBeGreaterThan(0);
    await page.getByText('No suggested connections right now.').waitFor();

    await page.getByLabel('Search people').fill(b.username);
    const results = page.getByRole('list', { name: `Search results for ${b.username}` });
    const result = card(results, b.username);
    await result.waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'found' }).innerText()).toBe('1 person found');
    await shootViewports(page, 'people-connect-search');

    const follow = result.getByRole('button', { name: /^Follow Blair Okafor/ });
    expect(await follow.getAttribute('aria-pressed')).toBe('false');
    await follow.click();
    await result.getByRole('button', { name: /^Following Blair Okafor/, pressed: true }).waitFor();
    await match.getByRole('button', { name: /^Following Blair Okafor/, pressed: true }).waitFor();

    await page.getByLabel('Search people').fill('zz-no-such-person');
    const noResults = 'No users found matching "zz-no-such-person"';
    // Shown as the empty state and announced in the live region.
    await page.getByText(noResults).and(page.locator(':not(.sr-only)')).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'No users found' }).innerText()).toBe(noResults);
    await page.getByLabel('Search people').fill('');
    await page.getByRole('heading', { name: 'Search results' }).waitFor({ state: 'hidden' });
    await shootViewports(page, 'people-connect');
    await page.context().close();
  });

  it('B sees A in followers and follows back; the tab counts follow', async () => {
    await waitForCounts(b, { followers: 1, following: 0 });
    const page = await openAs(b, `/followers/${b.id}?tab=followers`);
    await page.getByRole('heading', { level: 1, name: b.username }).waitFor();
    // Issue 33 §2: the @handle is the username, never the email's local part.
    await page.getByText(`@${b.username}`, { exact: true }).first().waitFor();
    expect(await page.locator('body').innerText()).not.toContain(b.email.split('@')[0]);
    await tabLink(page, /^Followers \(1\)$/).waitFor();
    await tabLink(page, /^Following \(0\)$/).waitFor();
    const rowA = row(page, a.username);
    await rowA.waitFor();
    // Issue 17 §6: name and @username, like every other person card.
    expect(await rowA.innerText()).toContain(`@${a.username}`);
    expect(await rowA.innerText()).toContain(`${a.firstName} ${a.lastName}`);
    await shootViewports(page, 'people-followers-before');

    await rowA.getByRole('button', { name: /^Follow Back/ }).click();
    await rowA.getByRole('button', { name: /^Following/, pressed: true }).waitFor();
    await tabLink(page, /^Following \(1\)$/).waitFor();
    await rowA.getByRole('button', { name: /^Remove/ }).waitFor();
    await shootViewports(page, 'people-followers');

    // Keyboard: the tab links are a roving group; Right moves to Following, Enter opens it.
    await tabLink(page, /^Followers/).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('tab') === 'following');
    await row(page, a.username).getByRole('button', { name: /^Unfollow/ }).waitFor();
    await page.context().close();
  });

  it("A unfollows B from A's following tab; the row goes and the count drops", async () => {
    await waitForCounts(a, { followers: 1, following: 1 });
    const page = await openAs(a, `/followers/${a.id}?tab=following`);
    await tabLink(page, /^Following \(1\)$/).waitFor();
    const rowB = row(page, b.username);
    await rowB.getByRole('button', { name: /^Unfollow/ }).click();
    await page.getByText('Not following anyone yet').waitFor();
    await tabLink(page, /^Following \(0\)$/).waitFor();
    // B still follows A: A's followers tab offers Follow Back.
    await tabLink(page, /^Followers \(1\)$/).click();
    await row(page, b.username).getByRole('button', { name: /^Follow Back/ }).waitFor();
    await page.context().close();
  });

  it("A follows B again from B's profile header, whose counts link to the followers page", async () => {
    await waitForCounts(b, { followers: 0, following: 1 });
    const page = await openAs(a, `/closet/${b.id}`);
    const header = page.getByTestId('profile-header');
    await header.getByRole('heading', { name: 'Blair Okafor' }).waitFor();
    await header.getByText('Follows you').waitFor();
    expect(await page.getByTestId('count-followers').innerText()).toMatch(/^0\s*Followers$/);
    await header.getByRole('button', { name: /^Follow Blair Okafor/ }).click();
    await header.getByRole('button', { name: /^Following Blair Okafor/, pressed: true }).waitFor();
    // The button flips at once; the cached counts are patched right after (the patch first
    // cancels in-flight refetches, asynchronously), so wait for the count rather than read it.
    await page.getByTestId('count-followers').filter({ hasText: /^1\s*Followers$/ }).waitFor();
    // The server has answered once the button is no longer busy; the counts then hold.
    await header.locator('button[aria-pressed="true"]:not([aria-busy])').waitFor();
    expect(await page.getByTestId('count-followers').innerText()).toMatch(/^1\s*Followers$/);
    expect(await page.getByTestId('count-following').innerText()).toMatch(/^1\s*Following$/);
    await shootViewports(page, 'people-profile-header');

    await header.getByRole('link', { name: /Followers/ }).click();
    await page.waitForURL((url) => url.pathname === `/followers/${b.id}` && url.searchParams.get('tab') === 'followers');
    await row(page, a.username).waitFor();
    await page.context().close();
  });

  it('B removes A from B\'s followers after confirming', async () => {
    await waitForCounts(b, { followers: 1, following: 1 });
    const page = await openAs(b, `/followers/${b.id}`);
    await tabLink(page, /^Followers \(1\)$/).waitFor();
    const rowA = row(page, a.username);
    await rowA.getByRole('button', { name: /^Remove/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove follower?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await rowA.isVisible()).toBe(true);

    await rowA.getByRole('button', { name: /^Remove/ }).click();
    await dialog.waitFor();
    await shootViewports(page, 'people-remove-follower');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('No followers yet').waitFor();
    await tabLink(page, /^Followers \(0\)$/).waitFor();
    await page.getByText(`${a.username} was removed from your followers`).waitFor();
    await waitForCounts(b, { followers: 0, following: 1 });
    await page.context().close();
  });

  it("Discover's Similar Users shows B to A with the fit badge, privacy and the actions", async () => {
    const page = await openAs(a, '/discover');
    await page.getByRole('heading', { name: 'Users with 92%+ Fit Match' }).waitFor();
    const similar = card(page.getByRole('list', { name: 'Similar users' }), b.username);
    await similar.waitFor();
    const text = await similar.innerText();
    expect(text).toMatch(/\d{2,3}(\.\d{1,2})?% fit match/);
    expect(text).toContain('Not specified');
    expect(text).toContain('Casual');
    // Listed means a public profile, whose numbers anyone may see (issue 5 rule; issue 22).
    expect(text).toContain('Visible');
    expect(text).toContain('Shared Measurements');
    await similar.getByRole('link', { name: /View Profile/ }).waitFor();
    await shootViewports(page, 'people-discover');

    // A failed follow flips back and says so.
    await page.route(`**/api/users/${b.id}/follow`, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service Unavailable"}' }));
    await similar.getByRole('button', { name: /^Follow Blair Okafor/ }).click();
    await page.getByText('Could not follow Blair Okafor').waitFor();
    await similar.getByRole('button', { name: /^Follow Blair Okafor/, pressed: false }).waitFor();
    await page.unroute(`**/api/users/${b.id}/follow`);
    await page.context().close();
  });

  it('measurements B makes public show on B\'s profile and as Visible with Shared Measurements in Discover', async () => {
    const page = await openAs(a, `/closet/${b.id}`);
    const measurements = page.getByRole('heading', { name: 'Measurements' });
    await measurements.waitFor();
    expect(await page.getByText(/^\d{2,3}(\.\d)? cm$/).count()).toBe(4);
    await page.goto('/discover');
    const similar = card(page.getByRole('list', { name: 'Similar users' }), b.username);
    await similar.getByText('Shared Measurements').waitFor();
    expect(await similar.innerText()).toContain('Visible');
    await page.context().close();
  });

  it('/followers without an id opens one\'s own lists', async () => {
    const page = await openAs(a, '/followers?tab=following');
    await page.waitForURL((url) => url.pathname === `/followers/${a.id}` && url.searchParams.get('tab') === 'following');
    await page.getByRole('heading', { level: 1, name: a.username }).waitFor();
    await page.context().close();
  });

  it('a person without measurements is told so under Perfect Fit Matches and in Discover', async () => {
    const fresh = await createUserWithSession({ firstName: 'Casey', lastName: 'New', isEmailVerified: true });
    const page = await openAs(fresh, '/connect');
    await page.getByText('No perfect fit matches found yet.').waitFor();
    await page.getByText('You have not saved your measurements yet.', { exact: false }).waitFor();
    expect(await page.getByRole('link', { name: 'Add your measurements' }).getAttribute('href')).toBe('/measurements');
    // Follows nobody yet: no promise of 'friends of people you follow' (issue 17 section 6).
    await page.getByText('People who share your style.', { exact: true }).waitFor();
    expect(await page.getByText('Friends of people you follow', { exact: false }).count()).toBe(0);
    await page.goto('/discover');
    await page.getByText('No matches found').waitFor();
    await page.getByText('Complete your measurements to find users with similar fits').waitFor();
    await page.context().close();
  });
});

describe('people: the demo user', () => {
  it("Dana's Connect and Discover pages are populated by the demo people", async () => {
    const { DEMO_USER } = await import('../../infra/local/seeders/demo-user');
    const { createSession } = await import('@seamline/functions/_core/sessions');
    const { token } = await createSession(DEMO_USER.id, 'user');
    const context = await newContext(browser, { sessionToken: token });
    const page = await context.newPage();
    await page.goto('/connect');
    await page.getByRole('list', { name: 'Perfect Fit Matches' }).getByRole('article').first().waitFor();
    await page.getByRole('list', { name: 'People You Might Know' }).getByRole('article').first().waitFor();
    await shootViewports(page, 'people-connect-demo');
    await page.goto('/discover');
    await page.getByRole('list', { name: 'Similar users' }).getByRole('article').first().waitFor();
    await shootViewports(page, 'people-discover-demo');
    await page.goto('/profile');
    await page.getByTestId('count-followers').filter({ hasText: /^\d/ }).waitFor();
    await shootViewports(page, 'people-profile-demo');
    await context.close();
  });
});
