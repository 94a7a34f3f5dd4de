/**
 * The closet on the web (issue 7; spec 02 §2.1 My Closet tab, §2.2 organizer, §4 reorder).
 * Cleo starts with an empty closet (the tab's empty state offers 'Add Your First Item'); eleven
 * catalogue products added through the API fill the tab's ten-item preview and bring 'View
 * Entire Closet (11 items)'. On /closet/{id} the view toggle is kept in the URL; in design mode
 * a blank section name is refused, a section is created, an item is dragged into it with the
 * pointer (dnd-kit) — one PATCH — and after a reload it is still
 * there; then it is deleted after the confirmation. Dana gets 'This closet is private' (the
 * default privacy) and no design controls.
 * Screenshots of the tab and the organizer (design mode off/on) at both widths.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { APP_REQUEST_HEADER, SESSION_COOKIE } from '@seamline/shared/contracts/session';
import type { Product } from '@seamline/shared/contracts/catalogue';
import type { ClosetItem } from '@seamline/shared/contracts/closet';
import { api } from '../fixtures/api';
import { waitFor } from '../fixtures/poll';
import { frames, launchBrowser, newContext, pathOf, shootViewports } from './support/browser';
import { createUserWithSession, type TestUser } from './support/users';

let browser: Browser;
let cleo: TestUser;
let dana: TestUser;
let products: Product[];

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

const group = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

beforeAll(async () => {
  [browser, cleo, dana] = await Promise.all([
    launchBrowser(),
    createUserWithSession({ firstName: 'Cleo', lastName: 'Closetta', isEmailVerified: true }),
    createUserWithSession({ firstName: 'Dana', lastName: 'Viewer', isEmailVerified: true }),
  ]);
  products = (await call<{ items: Product[] }>(cleo, 'GET', '/api/products?limit=11')).items;
  expect(products).toHaveLength(11);
});
afterAll(async () => {
  await browser?.close();
});

describe('closet tab and organizer', () => {
  it('the My Closet tab shows the empty state, then the first 10 items and View Entire Closet', async () => {
    const page = await openAs(cleo, '/profile');
    await page.getByText('No items in your closet yet').waitFor();
    await page.getByRole('button', { name: 'Add Your First Item' }).waitFor();
    await shootViewports(page, 'closet-tab-empty');

    for (const p of products) await call(cleo, 'POST', `/api/closets/${cleo.id}/items`, { productId: p.id });
    await page.reload();
    const list = page.getByRole('list', { name: 'Closet items' });
    await list.getByTestId('closet-item').nth(9).waitFor();
    expect(await list.getByTestId('closet-item').count()).toBe(10);
    await page.getByRole('link', { name: 'View Entire Closet (11 items)' }).waitFor();
    await shootViewports(page, 'closet-tab-items');
    // An item opens Item details.
    const firstName = (await list.getByTestId('closet-item').first().getAttribute('data-item-name'))!;
    await list.getByRole('button', { name: `Open ${firstName}` }).click();
    const details = page.getByRole('dialog');
    await details.getByText(firstName).first().waitFor();
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Design Closet' }).click();
    await page.getByRole('button', { name: 'Exit Design' }).waitFor();
    await list.getByRole('button', { name: /^Delete / }).first().waitFor();
    await shootViewports(page, 'closet-tab-design');

    await page.getByRole('button', { name: /Add Items/ }).click();
    await page.getByRole('menuitem', { name: 'Upload Your Own Photos' }).waitFor();
    await page.getByRole('menuitem', { name: 'Add Product From Store' }).waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'View Entire Closet (11 items)' }).click();
    await waitFor('the organizer', async () => pathOf(page) === `/closet/${cleo.id}`);
    await page.context().close();
  });

  it('organizer: view in the URL, design mode, a section, a drag into it kept after reload, delete', async () => {
    const page = await openAs(cleo, `/closet/${cleo.id}`);
    const myItems = group(page, 'My Items');
    await myItems.getByTestId('closet-item').nth(10).waitFor();
    await shootViewports(page, 'closet-organizer');

    await page.getByRole('button', { name: 'List' }).click();
    await waitFor('?view=list', async () => page.url().includes('view=list'));
    await page.reload();
    expect(await page.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Grid' }).click();

    await page.getByRole('button', { name: 'Design Closet' }).click();
    await page.getByText('Drag to reorder • 11 items').waitFor();
    await page.getByRole('button', { name: 'Add Section' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Section' });
    await dialog.getByLabel('Section name *').fill('   ');
    await dialog.getByRole('button', { name: 'Create Section' }).click();
    await dialog.getByText('Section name is required').waitFor();
    await dialog.getByLabel('Section name *').fill('Work');
    await dialog.getByRole('button', { name: 'Create Section' }).click();
    await page.getByText('Section created successfully!').waitFor();
    const work = group(page, 'Work');
    await work.getByText('Drag items here').waitFor();
    await shootViewports(page, 'closet-organizer-design');

    // Pointer drag of the first item of My Items up into the empty Work section (the pointer is
    // what decides the target; moves in steps so dnd-kit sees a drag past its 6 px threshold).
    const first = (await call<{ items: ClosetItem[] }>(cleo, 'GET', `/api/closets/${cleo.id}/items?sectionId=unsectioned&limit=1`)).items[0]!;
    const patches: string[] = [];
    page.on('request', (r) => r.method() === 'PATCH' && patches.push(r.url()));
    const handle = myItems.getByRole('button', { name: `Drag ${first.name}` });
    await work.scrollIntoViewIfNeeded();
    const from = (await handle.boundingBox())!;
    const to = (await work.getByText('Drag items here').boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 12, { steps: 3 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await frames(page);
    await page.mouse.up();
    await page.getByText('Items reorganized successfully!').waitFor();
    await work.getByRole('button', { name: `Drag ${first.name}` }).waitFor();
    expect(patches).toEqual([expect.stringMatching(new RegExp(`/api/closet-items/${first.id}$`))]);

    await page.reload();
    await group(page, 'Work').getByTestId('closet-item').filter({ hasText: first.name }).waitFor();
    expect(await group(page, 'My Items').getByTestId('closet-item').count()).toBe(10);

    await page.getByRole('button', { name: 'Design Closet' }).click();
    await group(page, 'Work').getByRole('button', { name: `Delete ${first.name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Item' });
    await confirm.getByRole('button', { name: 'Delete Item' }).click();
    await page.getByText('Item deleted successfully!').waitFor();
    await group(page, 'Work').getByText('Drag items here').waitFor();
    const after = await call<{ total: number }>(cleo, 'GET', `/api/closets/${cleo.id}/items?limit=1`);
    expect(after.total).toBe(10);
    await page.context().close();
  });

  it("someone else's closet is private by default (403), with no design controls", async () => {
    const page = await openAs(dana, `/closet/${cleo.id}`);
    await page.getByText('This closet is private').waitFor();
    expect(await page.getByRole('button', { name: 'Design Closet' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Drag / }).count()).toBe(0);
    await page.context().close();
  });
});
