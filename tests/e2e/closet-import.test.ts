/**
 * 'Add Product From Store' on the web (issue 7, spec 02 §2.15 made real): from the My Closet
 * tab's Add Items menu, a garbage address and a refused private address show their messages
 * inline; a fixture store page (tests/fixtures/store-pages, allowed by the e2e global setup)
 * is imported and the Add item dialog opens PREFILLED (name, brand, category, colour, price,
 * currency, store URL, the imported photo shown); choosing a size and saving makes the item
 * (checked through the API: fields and its one photo).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { CLOSET_ERRORS } from '@seamline/shared/contracts/closet-constants';
import type { ClosetItem } from '@seamline/shared/contracts/closet';
import { APP_REQUEST_HEADER, SESSION_COOKIE } from '@seamline/shared/contracts/session';
import { api } from '../fixtures/api';
import { launchBrowser, newContext } from './support/browser';
import { createUserWithSession, type TestUser } from './support/users';

let browser: Browser;
let ines: TestUser;

beforeAll(async () => {
  [browser, ines] = await Promise.all([
    launchBrowser(),
    createUserWithSession({ firstName: 'Ines', lastName: 'Importer', isEmailVerified: true }),
  ]);
});
afterAll(async () => {
  await browser?.close();
});

describe('Add Product From Store', () => {
  it('shows errors inline, then imports a fixture product page into a prefilled Add item dialog and saves it', async () => {
    const context = await newContext(browser, { sessionToken: ines.token });
    const page = await context.newPage();
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Add Items' }).click();
    await page.getByRole('menuitem', { name: 'Add Product From Store' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Product From Store' });
    const field = dialog.getByLabel('Product page URL');

    await field.fill('not a web address');
    await dialog.getByRole('button', { name: 'Import' }).click();
    await dialog.getByText(CLOSET_ERRORS.invalidStoreUrl).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');

    await field.fill('http://169.254.169.254/latest/meta-data/');
    await dialog.getByRole('button', { name: 'Import' }).click();
    await dialog.getByText(CLOSET_ERRORS.storeUrlRefused).waitFor();

    const store = inject('storeFixtureUrl');
    await field.fill(`${store}/jsonld`);
    await dialog.getByRole('button', { name: 'Import' }).click();
    const add = page.getByRole('dialog', { name: 'Add Item to Your Closet' });
    await add.waitFor();
    expect(await dialog.count()).toBe(0);

    // Prefilled from the page's schema.org Product (tests/fixtures/store-pages/product-jsonld.html).
    expect(await add.getByLabel('Name *').inputValue()).toBe('Linen Wrap Dress');
    expect(await add.getByLabel('Brand').inputValue()).toBe('Acme Atelier');
    expect(await add.getByLabel('Category *').inputValue()).toBe('dresses');
    expect(await add.getByLabel('Color *').inputValue()).toBe('Sage green');
    expect(await add.getByLabel('Purchase price').inputValue()).toBe('89.5');
    expect(await add.getByLabel('Currency').inputValue()).toBe('EUR');
    expect(await add.getByLabel('Store URL').inputValue()).toBe(`${store}/products/linen-wrap-dress`);
    // The imported product image is the first photo, shown (loaded) in the picker.
    const photo = add.getByRole('img', { name: 'Photo 1' });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 }).toBeGreaterThan(0);

    // The user picks the size (never imported) and saves: a real item with that photo.
    await add.getByLabel('Size *').selectOption('M');
    await add.getByRole('button', { name: 'Add to Closet' }).click();
    await page.getByText('Item Added').first().waitFor();
    await add.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Open Linen Wrap Dress' }).waitFor();
    const res = await api<{ items: ClosetItem[]; total: number }>('GET', `/api/closets/${ines.id}/items?limit=10`, {
      cookie: `${SESSION_COOKIE}=${ines.token}`,
      headers: { [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value },
    });
    expect(res.body.total).toBe(1);
    expect(res.body.items[0]).toMatchObject({
      name: 'Linen Wrap Dress',
      brand: 'Acme Atelier',
      price: 89.5,
      currency: 'EUR',
      storeUrl: `${store}/products/linen-wrap-dress`,
      size: 'M',
    });
    expect(res.body.items[0]!.images).toHaveLength(1);
    await context.close();
  });
});
