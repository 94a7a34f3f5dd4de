/**
 * The closet item dialogs on the web (issue 7; spec 02 §2.3 Add custom item, §2.4 Edit Item,
 * §2.5 Item details, §5, §8). Cleo opens 'Add Your First Item': submitting empty gives the §5
 * toast; a red-on-white photo uploads (presign + S3 POST) and suggests 'red' for the empty
 * colour; the item is added ('Item Added') with the photo; its details show the Outfit Info
 * (fit label, price with symbol); 'Edit Item' renames it ('Item Updated Successfully').
 * Screenshots of the three dialogs at both widths.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, shootViewports } from './support/browser';
import { createUserWithSession, type TestUser } from './support/users';

let browser: Browser;
let cleo: TestUser;

/** A 240×240 PNG: white background, a red 'garment' in the middle. */
function redShirtPng(): Promise<Buffer> {
  return sharp({ create: { width: 240, height: 240, channels: 3, background: '#ffffff' } })
    .composite([{ input: { create: { width: 120, height: 160, channels: 3, background: '#c81e23' } }, left: 60, top: 40 }])
    .png()
    .toBuffer();
}

beforeAll(async () => {
  [browser, cleo] = await Promise.all([launchBrowser(), createUserWithSession({ firstName: 'Cleo', lastName: 'Photos', isEmailVerified: true })]);
});
afterAll(async () => {
  await browser?.close();
});

describe('closet item dialogs', () => {
  it('adds a custom item with a photo, shows its details and edits it', async () => {
    const context = await newContext(browser, { sessionToken: cleo.token });
    const page = await context.newPage();
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Add Your First Item' }).click();
    const add = page.getByRole('dialog', { name: 'Add Item to Your Closet' });
    await add.waitFor();

    await add.getByRole('button', { name: 'Add to Closet' }).click();
    await page.getByText('Please fill in all required fields (marked with *) and upload at least one photo.').waitFor();

    await add.getByTestId('item-photo-input').setInputFiles({ name: 'shirt.png', mimeType: 'image/png', buffer: await redShirtPng() });
    await add.getByRole('button', { name: 'Remove photo 1' }).waitFor();
    const colour = add.getByLabel('Color *');
    await expect.poll(() => colour.inputValue(), { timeout: 10_000 }).toBe('red');
    await add.getByText('Suggested from your photo').waitFor();
    await add.getByLabel('Name *').fill('Red linen shirt');
    await add.getByLabel('Brand').fill('Atelier');
    await add.getByLabel('Category *').selectOption('tops');
    await add.getByLabel('Size *').selectOption('M');
    await add.getByLabel('Purchase price').fill('49.5');
    await add.getByLabel('Currency').selectOption('EUR');
    await add.getByRole('button', { name: 'Add to Closet' }).and(page.locator(':not([disabled])')).waitFor();
    await shootViewports(page, 'closet-add-item-dialog');
    await add.getByRole('button', { name: 'Add to Closet' }).click();
    await page.getByText('Item Added').waitFor();
    await add.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Open Red linen shirt' }).click();
    const details = page.getByRole('dialog', { name: 'Red linen shirt' });
    await details.getByText('Outfit Info').waitFor();
    await details.getByText('Fit Me Perfectly').waitFor();
    await details.getByText('€49.50').waitFor();
    await details.getByRole('img', { name: /Red linen shirt, photo 1 of 1/ }).waitFor();
    await shootViewports(page, 'closet-item-details-dialog');

    await details.getByRole('button', { name: 'Edit Item' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Item' });
    await edit.getByRole('button', { name: 'Remove photo 1' }).waitFor();
    await shootViewports(page, 'closet-edit-item-dialog');
    await edit.getByLabel('Name *').fill('Red shirt');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Item Updated Successfully').waitFor();
    await page.getByRole('button', { name: 'Open Red shirt' }).waitFor();
    await context.close();
  });
});
