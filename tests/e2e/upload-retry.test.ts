/**
 * Issue 22 "faults" in the browser: an upload that fails because storage is unreachable (the
 * browser's POST to the S3 endpoint aborted, as when the stand-in or S3 is down) shows 'Upload
 * failed' (spec 02 §9) on the photo with a Retry button; once storage answers again, Retry
 * uploads the same file and the item can be added. Screenshots of the failed photo at both
 * widths; axe finds nothing serious.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Browser, Route } from 'playwright-core';
import { CLOSET_TOASTS } from '@seamline/shared/contracts/closet-constants';
import { seriousAxeFindings } from './support/axe';
import { launchBrowser, newContext, shootViewports } from './support/browser';
import { createUserWithSession, type TestUser } from './support/users';

let browser: Browser;
let kim: TestUser;

beforeAll(async () => {
  [browser, kim] = await Promise.all([launchBrowser(), createUserWithSession({ firstName: 'Kim', lastName: 'Retry', isEmailVerified: true })]);
});
afterAll(async () => {
  await browser?.close();
});

describe('upload during a storage outage', () => {
  it("shows 'Upload failed' with a Retry that uploads the same photo once storage is back", async () => {
    const context = await newContext(browser, { sessionToken: kim.token });
    const page = await context.newPage();
    // The presigned POST goes to the S3 endpoint (another origin): refuse it like a dead endpoint.
    let refused = 0;
    const outage = (route: Route) => {
      if (route.request().method() !== 'POST') return route.continue();
      refused++;
      return route.abort('connectionrefused');
    };
    const s3Endpoint = /\/seamline-media\/?$/;
    await page.route(s3Endpoint, outage);

    await page.goto(`/closet/${kim.id}`);
    await page.getByRole('button', { name: 'Add Your First Item' }).click();
    const add = page.getByRole('dialog', { name: 'Add Item to Your Closet' });
    const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#2f6f4f' } }).png().toBuffer();
    await add.getByTestId('item-photo-input').setInputFiles({ name: 'coat.png', mimeType: 'image/png', buffer: png });

    await add.getByText('Upload failed', { exact: true }).waitFor();
    await page.getByText(CLOSET_TOASTS.uploadFailed.description).first().waitFor();
    expect(refused).toBeGreaterThan(0);
    const retry = add.getByRole('button', { name: 'Retry upload of photo 1' });
    await retry.waitFor();
    await shootViewports(page, 'closet-upload-failed-retry');
    expect(await seriousAxeFindings(page, '[role="dialog"]')).toEqual([]);

    // Storage is back: Retry uploads the same file; the slot is done and the item can be added.
    await page.unroute(s3Endpoint, outage);
    await retry.click();
    await expect.poll(() => add.getByText('Upload failed', { exact: true }).count(), { timeout: 15_000 }).toBe(0);
    await add.getByLabel('Name *').fill('Green coat');
    await add.getByLabel('Category *').selectOption('outerwear');
    await add.getByLabel('Size *').selectOption('M');
    await add.getByLabel('Color *').fill('green');
    await add.getByRole('button', { name: 'Add to Closet' }).and(page.locator(':not([disabled])')).waitFor();
    await add.getByRole('button', { name: 'Add to Closet' }).click();
    await page.getByText('Item Added').first().waitFor();
    await page.getByRole('button', { name: 'Open Green coat' }).waitFor();
    await context.close();
  });
});
