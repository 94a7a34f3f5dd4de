/**
 * Discover (issue 6): a user with measurements browses Discover (Trending Now, the three
 * modes, category chips), opens a product from the Products grid and sees THE SERVER's fit
 * score (equal to `POST /api/products/{id}/fit-score` for that user) with the recommended size
 * preselected; saves it to a new moodboard through the Save Item dialog's three steps (the
 * empty name is refused inline), finds the board on the profile, then opens the product by its
 * link, adds it to the closet, likes and unlikes it (a toggle, issue 18) and shares it through
 * the share dialog (no Web Share API in headless Chromium on Linux: the post link is copied,
 * read back from the clipboard). Screenshots of Discover in all three
 * modes, the product dialog and the save dialog at both widths.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { SESSION_COOKIE } from '@seamline/shared/contracts/session';
import type { FitScoreResult, Product } from '@seamline/shared/contracts/catalogue';
import { api } from '../fixtures/api';
import { STREAM_WAIT, waitFor } from '../fixtures/poll';
import { baseUrl, launchBrowser, MOBILE, newContext, shootViewports } from './support/browser';
import { createUserWithSession, type TestUser } from './support/users';

let browser: Browser;
let user: TestUser;
const cookie = () => `${SESSION_COOKIE}=${user.token}`;
const boardName = `Weekend looks ${Date.now().toString(36)}`;
/** The product opened from the grid in the first test, reused by the later ones. */
let opened: { id: string; name: string } | null = null;

beforeAll(async () => {
  [browser, user] = await Promise.all([launchBrowser(), createUserWithSession({ firstName: 'Dana', lastName: 'Reyes', isEmailVerified: true })]);
  const res = await api('POST', `/api/users/${user.id}/measurements`, {
    cookie: cookie(),
    body: { height: 168, bust: 90, waist: 72, hips: 98, unit: 'cm', weightUnit: 'kg' },
  });
  if (res.status !== 201) throw new Error(`saving measurements answered ${res.status}: ${JSON.stringify(res.body)}`);
});
afterAll(async () => {
  await browser?.close();
});

async function openPage(path: string): Promise<Page> {
  const context = await newContext(browser, { sessionToken: user.token, permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

const toast = (page: Page, text: string): Locator => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Wait until no image on the page is still loading (lazy ones below the fold excepted). */
const imagesLoaded = (page: Page) =>
  page.waitForFunction(() => Array.from(document.images).every((img) => img.loading === 'lazy' || img.complete));

describe('discover: browse, product dialog, save to a new moodboard, closet, share', () => {
  it('shows Trending Now and the three modes; Products has fit badges, chips filter by category', async () => {
    const page = await openPage('/discover');
    await page.getByRole('heading', { name: 'Trending Now' }).waitFor();
    const trending = page.getByRole('list', { name: 'Trending products' }).getByTestId('product-card');
    await trending.first().waitFor();
    expect(await trending.count()).toBe(4);
    // The first trending image is the LCP candidate: eager and high priority; images have sizes.
    const firstImage = trending.first().locator('img');
    expect(await firstImage.getAttribute('fetchpriority')).toBe('high');
    expect(await firstImage.getAttribute('width')).toBeTruthy();
    await page.getByRole('heading', { name: 'Users with 92%+ Fit Match' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Similar Users' }).getAttribute('aria-selected')).toBe('true');
    await trending.first().getByTestId('fit-badge').waitFor();
    await imagesLoaded(page);
    await shootViewports(page, 'discover-users');

    await page.getByRole('tab', { name: 'Products' }).click();
    await page.waitForURL((url) => url.searchParams.get('mode') === 'products');
    const grid = page.getByRole('list', { name: 'Products', exact: true });
    const cards = grid.getByTestId('product-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(12);
    // Badges per spec §4: every visible card gets its fit badge with one of the three labels.
    const badge = cards.first().getByTestId('fit-badge');
    await badge.waitFor();
    expect(await badge.innerText()).toMatch(/^(Great Fit|Good Fit|Check Sizing)\s*\d{1,3}%$/);
    // 'Load more' adds a page (the seeded catalogue has 200+ products).
    const before = await cards.count();
    await page.getByRole('button', { name: 'Load more' }).click();
    await waitFor('a second page of products', async () => (await cards.count()) > before);

    const tops = page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Tops' });
    await tops.click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'tops');
    expect(await tops.getAttribute('aria-pressed')).toBe('true');
    await cards.first().waitFor();
    await cards.first().getByTestId('fit-badge').waitFor();
    await imagesLoaded(page);
    await page.getByRole('heading', { name: 'Discover Items' }).evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 140));
    await shootViewports(page, 'discover-products');

    // Every product in the filtered grid is a top (checked through the API by id).
    const ids = await cards.evaluateAll((els) => els.slice(0, 4).map((el) => el.getAttribute('data-product-id')));
    for (const id of ids) {
      const res = await api<Product>('GET', `/api/products/${id}`, { cookie: cookie() });
      expect(res.body.category).toBe('tops');
    }

    // Open the first top: the dialog shows the server's fit score and preselects the recommended size.
    const first = cards.first();
    const productId = (await first.getAttribute('data-product-id'))!;
    const name = await first.locator(`[id="product-${productId}-name"]`).innerText();
    opened = { id: productId, name };
    await first.getByRole('button', { name: `View ${name}`, exact: false }).click();
    await page.waitForURL((url) => url.searchParams.get('product') === productId);
    const dialog = page.getByRole('dialog', { name });
    await dialog.waitFor();
    const fit = await api<FitScoreResult>('POST', `/api/products/${productId}/fit-score`, { cookie: cookie(), body: { userId: user.id } });
    expect(fit.status).toBe(200);
    await dialog.getByTestId('fit-score').waitFor();
    expect(Number(await dialog.getByTestId('fit-score').innerText())).toBe(fit.body.fitScore);
    const bar = dialog.getByRole('progressbar', { name: 'Fit Confidence' });
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBe(fit.body.fitScore);
    expect(await dialog.getByTestId('fit-confidence').innerText()).toContain(fit.body.recommendation);
    expect(fit.body.recommendedSize).not.toBeNull();
    await dialog.getByRole('radio', { name: fit.body.recommendedSize!, exact: true, checked: true }).waitFor({ state: 'attached' });
    await dialog.getByText('30-day return policy').waitFor();
    const shop = dialog.getByRole('link', { name: /^Shop at / });
    expect(await shop.getAttribute('target')).toBe('_blank');
    expect(await shop.getAttribute('rel')).toBe('noopener noreferrer');
    await imagesLoaded(page);
    await shootViewports(page, 'discover-product-dialog');

    // Opening the product recorded a view: it is the newest recent find.
    await waitFor('the view to be a recent find', async () => {
      const res = await api<{ items: { productId: string }[] }>('GET', `/api/recent-finds/${user.id}`, { cookie: cookie() });
      return res.status === 200 && res.body.items[0]?.productId === productId;
    }, STREAM_WAIT);

    // Save → Save to a Moodboard → Create New Moodboard → (empty name refused) → Create & Save.
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    const save = page.getByRole('dialog', { name: 'Save Item' });
    await save.waitFor();
    await shootViewports(page, 'discover-save-dialog');
    await save.getByRole('button', { name: /Save to a Moodboard/ }).click();
    const boards = page.getByRole('dialog', { name: 'Save to a Moodboard' });
    await boards.getByText('No moodboards yet').waitFor();
    // Focus moves into the new step (the button that was pressed is gone).
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Create New Moodboard');
    await shootViewports(page, 'discover-save-dialog-moodboards');
    // Back returns one step.
    await boards.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('dialog', { name: 'Save Item' }).waitFor();
    await page.getByRole('button', { name: /Save to a Moodboard/ }).click();
    await page.getByRole('button', { name: 'Create New Moodboard' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Moodboard' });
    await create.getByRole('button', { name: 'Create & Save' }).click();
    await create.getByText('Moodboard name is required').waitFor();
    await create.getByLabel('Name').fill(boardName);
    await create.getByLabel('Description (optional)').fill('Relaxed pieces for Saturdays');
    await shootViewports(page, 'discover-save-dialog-create');
    await create.getByRole('button', { name: 'Create & Save' }).click();
    await toast(page, 'Saved to Moodboard').waitFor();
    await create.waitFor({ state: 'hidden' });
    // The product dialog stays open under it.
    await dialog.waitFor();

    const mine = await api<{ items: { id: string; name: string; itemCount: number; description: string | null }[] }>('GET', `/api/users/${user.id}/moodboards`, { cookie: cookie() });
    const board = mine.body.items.find((b) => b.name === boardName);
    expect(board).toMatchObject({ itemCount: 1, description: 'Relaxed pieces for Saturdays' });
    const items = await api<{ items: { productId: string; sourceType: string; notes: string | null }[] }>('GET', `/api/moodboards/${board!.id}/items`, { cookie: cookie() });
    expect(items.body.items).toEqual([expect.objectContaining({ productId, sourceType: 'product_detail', notes: `Size: ${fit.body.recommendedSize}` })]);

    // Closing the dialog drops the product from the URL.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForURL((url) => !url.searchParams.has('product'));

    await page.getByRole('tab', { name: 'AI Picks' }).click();
    await page.getByRole('heading', { name: 'AI Picks for You' }).waitFor();
    await page.getByRole('list', { name: 'AI Picks', exact: true }).or(page.getByText('No recommendations yet')).first().waitFor();
    await imagesLoaded(page);
    await page.getByRole('heading', { name: 'AI Picks for You' }).evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 140));
    await shootViewports(page, 'discover-ai-picks');
    await page.context().close();
  });

  it('the new moodboard is on the profile', async () => {
    const page = await openPage('/profile');
    await page.getByText(boardName).first().waitFor();
    await page.context().close();
  });

  it('a product link opens the dialog; Add to Closet, Like and Unlike (a toggle), and Share (copies the post link)', async () => {
    expect(opened).not.toBeNull();
    const { id, name } = opened!;
    const page = await openPage(`/discover?product=${id}`);
    const dialog = page.getByRole('dialog', { name });
    await dialog.waitFor();

    await dialog.getByRole('button', { name: 'Add to Closet' }).click();
    await toast(page, 'Added to Closet').waitFor();
    const closet = await api<{ items: { productId: string | null }[] }>('GET', `/api/closets/${user.id}/items`, { cookie: cookie() });
    expect(closet.body.items.map((item) => item.productId)).toContain(id);

    // Like is a toggle (issue 18): like, unlike, like again; the server ends liked.
    const like = dialog.getByRole('button', { name: `Like ${name}` });
    const settled = (pressed: boolean) => dialog.locator(`button[aria-label="Like ${name}"][aria-pressed="${String(pressed)}"]:not([aria-busy])`).waitFor();
    await settled(false);
    await like.click();
    await settled(true);
    await like.click();
    await settled(false);
    await like.click();
    await settled(true);

    // Share opens the share dialog; Copy link copies the link of the viewer's post of the product.
    await dialog.getByRole('button', { name: 'Share' }).click();
    const share = page.getByRole('dialog', { name: 'Share' });
    await share.getByRole('button', { name: 'Copy link' }).click();
    await toast(page, 'Link copied!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`^${baseUrl}/posts/[A-Za-z0-9_-]+$`));
    await page.keyboard.press('Escape');
    await share.waitFor({ state: 'hidden' });

    // Reopened, the dialog knows the like (the view's answer).
    await page.reload();
    await page.getByRole('dialog', { name }).getByRole('button', { name: `Like ${name}`, pressed: true }).waitFor();
    await page.context().close();
  });

  it("a card's save button saves to My Collection, and to the existing board from the list", async () => {
    const page = await openPage('/discover?mode=products&category=dresses');
    const cards = page.getByRole('list', { name: 'Products', exact: true }).getByTestId('product-card');
    const card = cards.nth(1);
    await card.waitFor();
    const productId = (await card.getAttribute('data-product-id'))!;
    const name = await card.locator(`[id="product-${productId}-name"]`).innerText();

    await card.getByRole('button', { name: `Save ${name}` }).click();
    await page.getByRole('dialog', { name: 'Save Item' }).getByRole('button', { name: /Save to My Collection/ }).click();
    await toast(page, 'Saved to My Collection').waitFor();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    const saved = await api<{ items: { productId: string; sourceType: string }[] }>('GET', `/api/users/${user.id}/collection`, { cookie: cookie() });
    expect(saved.body.items).toContainEqual(expect.objectContaining({ productId, sourceType: 'discover' }));

    // The dialog starts at the first step again; the board made earlier is listed.
    await card.getByRole('button', { name: `Save ${name}` }).click();
    await page.getByRole('dialog', { name: 'Save Item' }).getByRole('button', { name: /Save to a Moodboard/ }).click();
    const list = page.getByRole('list', { name: 'Your moodboards' });
    await list.getByRole('button', { name: new RegExp(boardName) }).click();
    await toast(page, 'Saved to Moodboard').waitFor();
    const mine = await api<{ items: { name: string; itemCount: number }[] }>('GET', `/api/users/${user.id}/moodboards`, { cookie: cookie() });
    expect(mine.body.items.find((b) => b.name === boardName)?.itemCount).toBe(2);
    await page.context().close();
  });

  it('the mobile search box searches products by name or brand', async () => {
    const context = await newContext(browser, { sessionToken: user.token, viewport: MOBILE });
    const page = await context.newPage();
    await page.goto('/discover');
    const box = page.getByRole('searchbox', { name: 'Search products by name or brand' });
    await page.getByRole('heading', { name: 'Trending Now' }).waitFor();
    await box.fill('tee');
    // Typing from Similar Users shows the product grid.
    await page.waitForURL((url) => url.searchParams.get('mode') === 'products');
    const cards = page.getByRole('list', { name: 'Products matching tee' }).getByTestId('product-card');
    await cards.first().waitFor();
    const names = await cards.evaluateAll((els) => els.map((el) => `${el.querySelector('[id$="-name"]')?.textContent} ${el.textContent}`.toLowerCase()));
    expect(names.length).toBeGreaterThan(0);
    for (const text of names) expect(text).toContain('tee');
    await page.getByRole('status').filter({ hasText: /products? match(es)? "tee"/ }).waitFor({ state: 'attached' });
    await box.fill('zz-nothing');
    await page.getByText('No products match "zz-nothing"').waitFor();
    await context.close();
  });

  it('a link to an unknown product says so and leaves Discover usable', async () => {
    const page = await openPage('/discover?product=no-such-product');
    await toast(page, 'Product not found').waitFor();
    await page.waitForURL((url) => !url.searchParams.has('product'));
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('heading', { name: 'Trending Now' }).waitFor();
    await page.context().close();
  });
});
