/**
 * Search (issue 17 §4) in the browser: the desktop header's 'Search styles...' box opens
 * /search?q= with products from the whole catalogue (one outside the first 24 loaded cards) and
 * a People tab; on a phone, Discover's search box searches the server too. Screenshots.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { productPageSchema, type Product } from '@seamline/shared/contracts/catalogue';
import { SESSION_COOKIE } from '@seamline/shared/contracts/session';
import { api } from '../fixtures/api';
import { waitFor } from '../fixtures/poll';
import { MOBILE, launchBrowser, newContext } from './support/browser';
import { shootBoth } from './support/shots';
import { createUserWithSession, type TestUser } from './support/users';

let browser: Browser;
let user: TestUser;
let other: TestUser;
let deep: Product;
beforeAll(async () => {
  [browser, user, other] = await Promise.all([
    launchBrowser(),
    createUserWithSession({ isEmailVerified: true }),
    // A public profile: people search lists only people who chose it (issue 22, publicDisplay).
    createUserWithSession({ isEmailVerified: true, firstName: 'Zephyrine', lastName: 'Quillfeather' }, { publicDisplay: true }),
  ]);
  const cookie = `${SESSION_COOKIE}=${user.token}`;
  const all: Product[] = [];
  let cursor: string | null = null;
  do {
    const res = await api('GET', `/api/products?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { cookie });
    const page = productPageSchema.parse(res.body);
    all.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  deep = all.at(-1)!; // the oldest product: never among the first 24 cards
  expect(all.length).toBeGreaterThan(24);
});
afterAll(async () => {
  await browser?.close();
});

describe('search', () => {
  it('the header box searches the whole catalogue: /search?q= with Products and People tabs', async () => {
    const context = await newContext(browser, { sessionToken: user.token });
    const page = await context.newPage();
    await page.goto('/discover');
    const box = page.getByRole('searchbox', { name: 'Search styles' });
    await box.fill(deep.name);
    await box.press('Enter');
    await page.waitForURL((u) => u.pathname === '/search' && u.searchParams.get('q') === deep.name);
    await page.getByRole('heading', { name: `Results for "${deep.name}"` }).waitFor();
    const results = page.getByRole('list', { name: `Products matching ${deep.name}` });
    await results.locator(`[data-product-id="${deep.id}"]`).waitFor();
    await shootBoth(page, 'search-products');

    await page.goto(`/search?q=${encodeURIComponent('Zephyrine')}`);
    await page.getByRole('tab', { name: 'People' }).click();
    await waitFor('the person is found', async () => {
      if (await page.getByText('Zephyrine Quillfeather').first().isVisible()) return true;
      await page.reload();
      await page.getByRole('tab', { name: 'People' }).click();
      return false;
    }, { timeoutMs: 15_000, intervalMs: 500 });
    await shootBoth(page, 'search-people');
    await page.goto('/search?q=zzqqxxnothing');
    await page.getByText('No products match "zzqqxxnothing"').waitFor();
    await context.close();
    expect(other.firstName).toBe('Zephyrine');
  });

  it("on a phone, Discover's search box finds a product that is not among the loaded cards", async () => {
    const context = await newContext(browser, { sessionToken: user.token });
    const page = await context.newPage();
    await page.setViewportSize(MOBILE);
    await page.goto('/discover?mode=products');
    const items = page.getByRole('region', { name: 'Discover Items' });
    await items.getByRole('list', { name: 'Products', exact: true }).waitFor();
    expect(await page.locator(`[data-product-id="${deep.id}"]`).count()).toBe(0);
    await page.getByRole('searchbox', { name: 'Search products by name or brand' }).fill(deep.name);
    await items.getByRole('list', { name: `Products matching ${deep.name}` }).locator(`[data-product-id="${deep.id}"]`).waitFor();
    await context.close();
  });
});
