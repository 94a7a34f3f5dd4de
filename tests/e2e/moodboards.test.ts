/**
 * Saved items and moodboards on the web (issue 6; spec 02 §2.1 Moodboards card and Saved
 * Items tab, the moodboard page `/moodboard/{id}`). Ada starts with no boards: the card's
 * empty state offers Create Moodboard, a blank name is refused with the spec's message, a
 * private board appears; a product saved into it through the API becomes its cover, the board
 * dialog and the board's page show it, and a tapped item opens the product dialog. Blair gets
 * 'Moodboard not found' for that private board but sees Ada's public one. Ada deletes both
 * boards after the confirmation (one from its page, which lands on /profile, one from the
 * card). The Saved Items tab starts empty, then shows a product saved through the API, which
 * opens in the product dialog. Screenshots of the card, the tab and the page at both widths.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { APP_REQUEST_HEADER, SESSION_COOKIE } from '@seamline/shared/contracts/session';
import type { Product } from '@seamline/shared/contracts/catalogue';
import type { Moodboard } from '@seamline/shared/contracts/collections';
import { api } from '../fixtures/api';
import { waitFor } from '../fixtures/poll';
import { DESKTOP, frames, launchBrowser, MOBILE, newContext, pathOf, pressEscapeIn, screenshot, shootViewports } from './support/browser';
import { createUserWithSession, type TestUser } from './support/users';

let browser: Browser;
let ada: TestUser;
let blair: TestUser;
let product: Product;
let secondProduct: Product;
/** 25 products: one more than a page of a board's items. */
let manyProducts: Product[];
/** Ada's private board, created through the UI. */
let privateBoard: Moodboard;
/** Ada's public board, created through the API. */
let publicBoard: Moodboard;

const cookieOf = (u: TestUser) => `${SESSION_COOKIE}=${u.token}`;

async function call<T>(u: TestUser, method: string, path: string, body?: unknown): Promise<T> {
  const res = await api<T>(method, path, { cookie: cookieOf(u), body, headers: { [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value } });
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

async function openAs(u: TestUser, path: string): Promise<Page> {
  const context = await newContext(browser, { sessionToken: u.token });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

const moodboardsCard = (page: Page) => page.getByRole('region', { name: 'Moodboards' });
const tile = (scope: Page | Locator, name: string) => scope.getByTestId('moodboard-tile').filter({ hasText: name });

/**
 * Like `shootViewports`, but with `target` scrolled to the middle of the viewport at each
 * width (the profile's Moodboards card sits below the header and the closet).
 */
async function shootAround(page: Page, name: string, target: Locator): Promise<void> {
  for (const [size, suffix] of [[DESKTOP, 'desktop'], [MOBILE, 'mobile']] as const) {
    await page.setViewportSize(size);
    await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await frames(page);
    await screenshot(page, `${name}-${suffix}`, { fullPage: false });
  }
  await page.setViewportSize(DESKTOP);
}

/**
 * Wait until every image of `scope` inside the viewport has loaded (so screenshots and cover
 * checks see pixels); lazy images further down are not requested yet and are left out.
 */
async function imagesLoaded(scope: Locator): Promise<void> {
  const states = () =>
    scope.locator('img').evaluateAll((imgs) =>
      (imgs as HTMLImageElement[])
        .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
        .map((img) => ({ src: img.currentSrc, ok: img.complete && img.naturalWidth > 0 })),
    );
  try {
    await waitFor('images to load', async () => (await states()).every((s) => s.ok), { timeoutMs: 15_000 });
  } catch (error) {
    throw new Error(`${(error as Error).message}: ${JSON.stringify(await states())}`);
  }
}

beforeAll(async () => {
  [browser, ada, blair] = await Promise.all([
    launchBrowser(),
    createUserWithSession({ firstName: 'Ada', lastName: 'Boardwell', isEmailVerified: true }),
    createUserWithSession({ firstName: 'Blair', lastName: 'Visitor', isEmailVerified: true }),
  ]);
  const products = await call<{ items: Product[] }>(ada, 'GET', '/api/products?limit=25');
  manyProducts = products.items;
  expect(manyProducts).toHaveLength(25);
  [product, secondProduct] = manyProducts as [Product, Product];
});
afterAll(async () => {
  await browser?.close();
});

describe('moodboards on the profile and the moodboard page', () => {
  it('creates a private board from the empty state; a blank name is refused', async () => {
    const page = await openAs(ada, '/profile');
    const card = moodboardsCard(page);
    await card.getByText('No moodboards yet').waitFor();
    expect(await card.getByText('Summer Pieces').count()).toBe(0);
    await shootAround(page, 'moodboards-profile-empty', card.getByRole('button', { name: 'Create Moodboard' }));

    await card.getByRole('button', { name: 'Create Moodboard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Moodboard' });
    await dialog.waitFor();
    await dialog.getByLabel('Name').fill('   ');
    await dialog.getByRole('button', { name: 'Create Moodboard' }).click();
    await dialog.getByText('Moodboard name is required').waitFor();
    expect(await dialog.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');
    await shootViewports(page, 'moodboards-create-dialog');

    await dialog.getByLabel('Name').fill('  Autumn Layers  ');
    await dialog.getByLabel('Description (optional)').fill('Warm knits and long coats');
    const publicSwitch = dialog.getByRole('switch', { name: 'Public' });
    // Private by default (issue 17 §4); the switch turns it public and back.
    expect(await publicSwitch.getAttribute('aria-checked')).toBe('false');
    await publicSwitch.click();
    expect(await publicSwitch.getAttribute('aria-checked')).toBe('true');
    await publicSwitch.click();
    expect(await publicSwitch.getAttribute('aria-checked')).toBe('false');
    await dialog.getByRole('button', { name: 'Create Moodboard' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const created = tile(card, 'Autumn Layers');
    await created.waitFor();
    expect(await created.innerText()).toMatch(/0 items[\s\S]*Private/);
    await created.getByTestId('moodboard-cover-placeholder').waitFor();

    const boards = await call<{ items: Moodboard[] }>(ada, 'GET', `/api/users/${ada.id}/moodboards`);
    expect(boards.items.map((b) => [b.name, b.description, b.isPublic])).toEqual([['Autumn Layers', 'Warm knits and long coats', false]]);
    privateBoard = boards.items[0]!;
    await page.context().close();
  });

  it("shows the first item as the board's cover, in the board dialog and on the board's page", async () => {
    await call(ada, 'POST', `/api/moodboards/${privateBoard.id}/items`, { productId: product.id, sourceType: 'discover' });
    await call(ada, 'POST', `/api/moodboards/${privateBoard.id}/items`, { productId: secondProduct.id, sourceType: 'discover' });
    const page = await openAs(ada, '/profile');
    const card = moodboardsCard(page);
    const board = tile(card, 'Autumn Layers');
    await board.getByText('2 items').waitFor();
    const cover = board.getByTestId('moodboard-cover');
    expect(await cover.getAttribute('src')).toBe(product.images[0]);
    await card.scrollIntoViewIfNeeded();
    await imagesLoaded(card);
    await shootAround(page, 'moodboards-profile-card', board);

    await board.getByRole('button', { name: /^Open moodboard Autumn Layers/ }).click();
    const dialog = page.getByRole('dialog', { name: /Autumn Layers/ });
    await dialog.getByRole('list', { name: 'Moodboard items' }).getByRole('button', { name: new RegExp(`^${product.name} by ${product.brand}`) }).waitFor();
    await dialog.getByRole('link', { name: 'Open full page' }).waitFor();
    await imagesLoaded(dialog);
    await shootViewports(page, 'moodboards-profile-board-dialog');
    // A board's item opens the product dialog on top; Escape closes only that one.
    await dialog.getByRole('button', { name: new RegExp(`^${product.name} by `) }).click();
    const onTop = page.getByTestId('product-dialog');
    await onTop.getByRole('heading', { name: product.name }).waitFor();
    await pressEscapeIn(page, onTop);
    await onTop.waitFor({ state: 'hidden' });
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'hidden' });

    await page.goto(`/moodboard/${privateBoard.id}`);
    await page.getByRole('heading', { level: 1, name: 'Autumn Layers' }).waitFor();
    await page.getByText('Private', { exact: true }).waitFor();
    await page.getByText('Warm knits and long coats').waitFor();
    await page.getByText('Your moodboard').waitFor();
    const items = page.getByRole('list', { name: 'Moodboard items' });
    await items.getByTestId('product-tile').nth(1).waitFor();
    expect(await items.getByTestId('product-tile').count()).toBe(2);
    const first = items.getByTestId('product-tile').first();
    expect(await first.innerText()).toContain(product.name);
    expect(await first.innerText()).toContain(product.brand);
    await imagesLoaded(items);
    await shootViewports(page, 'moodboards-page-owner');

    await first.click();
    const productDialog = page.getByTestId('product-dialog');
    await productDialog.getByRole('heading', { name: product.name }).waitFor();
    await pressEscapeIn(page, productDialog);
    await productDialog.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it("another member gets 'Moodboard not found' for a private board and sees a public one", async () => {
    const page = await openAs(blair, `/moodboard/${privateBoard.id}`);
    await page.getByText('Moodboard not found').waitFor();
    expect(await page.getByText('Autumn Layers').count()).toBe(0);
    await shootViewports(page, 'moodboards-page-not-found');
    await page.getByRole('link', { name: 'Back to Profile' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');

    publicBoard = await call<Moodboard>(ada, 'POST', '/api/moodboards', { name: 'City Weekend', description: null, isPublic: true });
    for (const p of [secondProduct, ...manyProducts.filter((p) => p !== secondProduct)]) {
      await call(ada, 'POST', `/api/moodboards/${publicBoard.id}/items`, { productId: p.id, sourceType: 'discover' });
    }
    await page.goto(`/moodboard/${publicBoard.id}`);
    await page.getByRole('heading', { level: 1, name: 'City Weekend' }).waitFor();
    await page.getByText('Public', { exact: true }).waitFor();
    await page.getByRole('link', { name: /by Ada Boardwell/ }).waitFor();
    const items = page.getByRole('list', { name: 'Moodboard items' });
    await page.getByText('25 items').waitFor();
    await items.getByTestId('product-tile').first().waitFor();
    expect(await items.getByTestId('product-tile').first().innerText()).toContain(secondProduct.name);
    expect(await page.getByRole('button', { name: 'Delete Moodboard' }).count()).toBe(0);
    await imagesLoaded(items);
    await shootViewports(page, 'moodboards-page-visitor');

    // A page holds 24 items; Load more brings the 25th, in the order they were added.
    expect(await items.getByTestId('product-tile').count()).toBe(24);
    await page.getByRole('button', { name: 'Load more' }).click();
    await waitFor('the 25th item', async () => (await items.getByTestId('product-tile').count()) === 25);
    expect(await items.getByTestId('product-tile').last().innerText()).toContain(manyProducts[24]!.name);
    await page.getByRole('button', { name: 'Load more' }).waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('the owner deletes boards after the confirmation, from the page and from the card', async () => {
    const page = await openAs(ada, `/moodboard/${privateBoard.id}`);
    await page.getByRole('button', { name: 'Delete Moodboard' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to delete this moodboard?').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect((await api('GET', `/api/moodboards/${privateBoard.id}`, { cookie: cookieOf(ada) })).status).toBe(200);

    await page.getByRole('button', { name: 'Delete Moodboard' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    const card = moodboardsCard(page);
    await tile(card, 'City Weekend').waitFor();
    expect(await tile(card, 'Autumn Layers').count()).toBe(0);
    expect((await api('GET', `/api/moodboards/${privateBoard.id}`, { cookie: cookieOf(ada) })).status).toBe(404);

    await tile(card, 'City Weekend').getByRole('button', { name: 'Delete moodboard City Weekend' }).click();
    await confirm.getByText('Are you sure you want to delete this moodboard?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await card.getByText('No moodboards yet').waitFor();
    expect(pathOf(page)).toBe('/profile');
    const boards = await call<{ items: Moodboard[] }>(ada, 'GET', `/api/users/${ada.id}/moodboards`);
    expect(boards.items).toEqual([]);
    await page.context().close();
  });
});

describe('moodboard failures', () => {
  it("a failed create or delete toasts the spec's text and keeps what was there", async () => {
    const board = await call<Moodboard>(ada, 'POST', '/api/moodboards', { name: 'Keep Me', isPublic: true });
    const page = await openAs(ada, '/profile');
    const card = moodboardsCard(page);
    await tile(card, 'Keep Me').waitFor();

    await page.route('**/api/moodboards', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '{"message":"Internal Server Error"}' }) : route.fallback(),
    );
    await card.getByRole('button', { name: 'Create Moodboard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Moodboard' });
    await dialog.getByLabel('Name').fill('Never Made');
    await dialog.getByRole('button', { name: 'Create Moodboard' }).click();
    const toast = page.locator('[data-sonner-toast]');
    await toast.filter({ hasText: 'Failed to create moodboard' }).waitFor();
    expect(await toast.filter({ hasText: 'Failed to create moodboard' }).innerText()).toContain('Error');
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Never Made');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.route(`**/api/users/${ada.id}/moodboards/${board.id}`, (route) => route.fulfill({ status: 500, body: '{"message":"Internal Server Error"}' }));
    await tile(card, 'Keep Me').getByRole('button', { name: 'Delete moodboard Keep Me' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await toast.filter({ hasText: 'Failed to delete moodboard. Please try again.' }).waitFor();
    expect(await page.getByRole('alertdialog').isVisible()).toBe(true);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    expect(await tile(card, 'Keep Me').count()).toBe(1);
    const boards = await call<{ items: Moodboard[] }>(ada, 'GET', `/api/users/${ada.id}/moodboards`);
    expect(boards.items.map((b) => b.name)).toEqual(['Keep Me']);
    await call(ada, 'DELETE', `/api/users/${ada.id}/moodboards/${board.id}`);
    await page.context().close();
  });
});

describe('the Saved Items tab', () => {
  it("starts with 'No saved items yet', then shows a saved product that opens in the product dialog", async () => {
    const page = await openAs(ada, '/profile');
    await page.getByRole('tab', { name: 'Saved Items' }).click();
    await page.getByText('No saved items yet').waitFor();
    expect(await page.getByRole('link', { name: 'Browse Discover' }).getAttribute('href')).toBe('/discover');

    await call(ada, 'POST', '/api/collection', { userId: ada.id, productId: product.id, sourceType: 'discover', notes: 'Size: M' });
    await page.reload();
    await page.getByRole('tab', { name: 'Saved Items' }).click();
    const grid = page.getByRole('list', { name: 'Saved items' });
    await grid.getByTestId('product-tile').first().waitFor();
    expect(await grid.getByTestId('product-tile').count()).toBe(1);
    expect(await grid.innerText()).toContain(product.name);
    await imagesLoaded(grid);
    await shootViewports(page, 'moodboards-profile-saved-items');

    await grid.getByTestId('product-tile').first().click();
    const productDialog = page.getByTestId('product-dialog');
    await productDialog.getByRole('heading', { name: product.name }).waitFor();
    expect(await productDialog.innerText()).toContain(product.brand);
    await page.context().close();
  });
});
