/**
 * The wear log in item details on the web (issue 34 §4): a catalogue product in Wren's closet
 * shows 'Not worn yet' and no cost per wear; 'Log a wear' (disabled while it runs) shows 1 wear,
 * today as last worn and the price as cost per wear, with a toast offering Undo and an Undo
 * button; Undo takes it back; 'Mark washed' toasts. No serious or critical axe finding in the
 * dialog; screenshots at both widths.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { WEAR_TEXTS } from '@seamline/shared/contracts/closet-wears';
import { APP_REQUEST_HEADER, SESSION_COOKIE } from '@seamline/shared/contracts/session';
import type { Product } from '@seamline/shared/contracts/catalogue';
import { api } from '../fixtures/api';
import { seriousAxeFindings } from './support/axe';
import { launchBrowser, newContext, shootViewports } from './support/browser';
import { createUserWithSession, type TestUser } from './support/users';

let browser: Browser;
let wren: TestUser;
let product: Product;

beforeAll(async () => {
  [browser, wren] = await Promise.all([launchBrowser(), createUserWithSession({ firstName: 'Wren', lastName: 'Wearer', isEmailVerified: true })]);
  const headers = { [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value };
  const cookie = `${SESSION_COOKIE}=${wren.token}`;
  const list = await api<{ items: Product[] }>('GET', '/api/products?limit=1', { cookie, headers });
  product = list.body.items[0]!;
  const add = await api('POST', `/api/closets/${wren.id}/items`, { cookie, headers, body: { productId: product.id } });
  expect(add.status).toBe(201);
});
afterAll(async () => {
  await browser?.close();
});

describe('item details wear log', () => {
  it('logs a wear, offers Undo, undoes it, marks the item washed', async () => {
    const context = await newContext(browser, { sessionToken: wren.token });
    const page = await context.newPage();
    await page.goto('/profile');
    const list = page.getByRole('list', { name: 'Closet items' });
    await list.getByRole('button', { name: `Open ${product.name}` }).click();
    const details = page.getByRole('dialog');
    const log = details.getByRole('region', { name: 'Wear log' });
    await log.getByText(WEAR_TEXTS.neverWorn).waitFor();
    const value = (label: string) => log.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
    expect(await value('Wears').textContent()).toBe('0');
    expect(await value('Cost per wear').textContent()).toBe(WEAR_TEXTS.noCostPerWear);

    await log.getByRole('button', { name: WEAR_TEXTS.logWear }).click();
    await page.getByText(WEAR_TEXTS.logged).waitFor();
    await log.getByRole('button', { name: 'Undo the wear just logged' }).waitFor();
    expect(await value('Wears').textContent()).toBe('1');
    expect(await value('Cost per wear').textContent()).not.toBe(WEAR_TEXTS.noCostPerWear);
    expect(await value('Last worn').textContent()).not.toBe(WEAR_TEXTS.neverWorn);
    expect(await seriousAxeFindings(page, '[role="dialog"]')).toEqual([]);
    await shootViewports(page, 'closet-wear-log');

    await log.getByRole('button', { name: 'Undo the wear just logged' }).click();
    await page.getByText(WEAR_TEXTS.undone).waitFor();
    await log.getByText(WEAR_TEXTS.neverWorn).waitFor();
    expect(await value('Wears').textContent()).toBe('0');

    await log.getByRole('button', { name: WEAR_TEXTS.markWashed }).click();
    await page.getByText(WEAR_TEXTS.washed).waitFor();
    await context.close();
  });
});
