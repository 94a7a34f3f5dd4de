/**
 * 'Add Product From Store' on the web (issue 7, spec 02 §2.15 made real): from the My Closet
 * tab's Add Items menu, a garbage address and a refused private address show their messages
 * inline; a fixture store page (tests/fixtures/store-pages, allowed by the e2e global setup)
 * is imported and the Add item dialog opens for the user to confirm.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { CLOSET_ERRORS } from '@seamline/shared/contracts/closet-constants';
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
  it('shows errors inline, then imports a fixture product page and opens the Add item dialog', async () => {
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

    await field.fill(`${inject('storeFixtureUrl')}/jsonld`);
    await dialog.getByRole('button', { name: 'Import' }).click();
    await page.getByRole('dialog', { name: /Add Item/ }).waitFor();
    expect(await dialog.count()).toBe(0);
    await context.close();
  });
});
