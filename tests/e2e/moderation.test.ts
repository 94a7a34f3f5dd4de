/**
 * Reports and the moderation queue in Chromium (issue 33 §3–§4). R reports A's post from the
 * post's '⋯' menu by keyboard only: the dialog names what is reported, a reason is picked with
 * the arrow keys, details typed, 'Also block this person' ticked; Send → the 'sent' toast and the
 * block's toast. The admin opens /admin/moderation, signs in (and comes back), finds the case on
 * /admin/moderation (reason with its count, the details), removes the post with a note: the case
 * leaves Open, shows under Resolved with the note, and the audit log lists the action. The post
 * then answers 'Post not found' to R and 404 to a bystander. C reports A's profile from its menu:
 * without a reason the dialog says so, focus returns to the menu's button; the second report of the same person gets 'alreadySent'.
 * Screenshots of the dialog and the admin page's tabs at both widths; axe finds no serious violation.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import type { Product } from '@seamline/shared/contracts/catalogue';
import { MODERATION_ADMIN_TEXTS, MODERATION_ERRORS, MODERATION_TEXTS, REPORT_REASON_LABELS } from '@seamline/shared/contracts/moderation-constants';
import type { Post } from '@seamline/shared/contracts/posts';
import { SESSION_COOKIE } from '@seamline/shared/contracts/session';
import { DEV_ADMIN } from '../../infra/local/seeders/dev-admin';
import { api } from '../fixtures/api';
import { seriousAxeFindings } from './support/axe';
import { launchBrowser, newContext, shootViewports } from './support/browser';
import { createUserWithSession, type TestUser } from './support/users';

let browser: Browser;
let author: TestUser;
let reporter: TestUser;
let bystander: TestUser;
let post: Post;

const cookieOf = (u: TestUser) => `${SESSION_COOKIE}=${u.token}`;
const toast = (page: Page, text: string): Locator => page.locator('[data-sonner-toast]').filter({ hasText: text });
const DETAILS = 'Keeps posting insults under my photos.';
const NOTE = 'Harassment confirmed by two reports in the thread.';

async function toastsGone(page: Page): Promise<void> {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 20_000 });
}

/** Wait until `locator` holds the keyboard focus (Radix moves it after a frame). */
async function focused(page: Page, locator: Locator): Promise<void> {
  const handle = await locator.elementHandle();
  await page.waitForFunction((el) => el === document.activeElement, handle, { timeout: 5_000 });
}

beforeAll(async () => {
  [browser, author, reporter, bystander] = await Promise.all([
    launchBrowser(),
    createUserWithSession({ firstName: 'Blair', lastName: 'Okafor', isEmailVerified: true }),
    createUserWithSession({ firstName: 'Avery', lastName: 'Stone', isEmailVerified: true }),
    createUserWithSession({ firstName: 'Casey', lastName: 'Lund', isEmailVerified: true }),
  ]);
  const products = await api<{ items: Product[] }>('GET', '/api/products?limit=1', { cookie: cookieOf(author) });
  if (products.status !== 200 || !products.body.items[0]) throw new Error(`products answered ${products.status}`);
  const created = await api<Post>('POST', '/api/posts', {
    cookie: cookieOf(author),
    headers: { 'idempotency-key': randomUUID() },
    body: { productId: products.body.items[0].id, caption: 'Rate my look, losers.' },
  });
  if (created.status !== 201) throw new Error(`creating the post answered ${created.status}: ${JSON.stringify(created.body)}`);
  post = created.body;
});
afterAll(async () => {
  await browser?.close();
});

describe('reporting and moderation', () => {
  it("reports another person's post from its menu by keyboard, blocking them too", async () => {
    const page = await (await newContext(browser, { sessionToken: reporter.token })).newPage();
    await page.goto(`/posts/${post.id}`);
    const trigger = page.getByTestId('post-card').getByRole('button', { name: "More options for Blair Okafor's post" });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitem', { name: MODERATION_TEXTS.reportMenuItem });
    await item.waitFor();
    // Enter opens the menu on its first (here only) item.
    await focused(page, item);
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: MODERATION_TEXTS.reportTitle.post });
    await dialog.getByText(MODERATION_TEXTS.reportHint).waitFor();
    await dialog.getByRole('group', { name: MODERATION_TEXTS.reasonLegend }).waitFor();
    // Focus starts on the reasons (the first radio); arrow keys move and select.
    const spam = dialog.getByRole('radio', { name: REPORT_REASON_LABELS.spam });
    await focused(page, spam);
    await page.keyboard.press('Space');
    await dialog.getByRole('radio', { name: REPORT_REASON_LABELS.spam, checked: true }).waitFor();
    // Held down as a person does: Radix selects the radio that arrow-key focus lands on while the key is down.
    await page.keyboard.down('ArrowDown');
    await dialog.getByRole('radio', { name: REPORT_REASON_LABELS.harassment, checked: true }).waitFor();
    await page.keyboard.up('ArrowDown');
    await page.keyboard.press('Tab');
    await focused(page, dialog.getByLabel(MODERATION_TEXTS.detailsLabel));
    await page.keyboard.type(DETAILS);
    await dialog.getByText(`${DETAILS.length}/1,000`).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await dialog.getByRole('checkbox', { name: new RegExp(`^${MODERATION_TEXTS.alsoBlock}`) }).isChecked()).toBe(true);
    await shootViewports(page, 'report-dialog');
    expect(await seriousAxeFindings(page, '[role="dialog"]')).toEqual([]);

    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await focused(page, dialog.getByRole('button', { name: MODERATION_TEXTS.submit }));
    await page.keyboard.press('Enter');
    await toast(page, MODERATION_TEXTS.sent).waitFor();
    await toast(page, 'You blocked Blair Okafor').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('the admin finds the case on /admin/moderation, removes the post with a note; it moves to Resolved and into the audit log', async () => {
    const page = await (await newContext(browser)).newPage();
    // Without an admin session the page sends the visitor to the admin login, which comes back to it.
    await page.goto('/admin/moderation');
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await page.getByLabel('Username').fill(DEV_ADMIN.username);
    await page.getByLabel('Password').fill(DEV_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/moderation');
    // The admin header links the performance dashboard and the moderation page.
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await nav.getByRole('link', { name: 'Performance' }).click();
    await page.waitForURL((url) => url.pathname === '/performance');
    await nav.getByRole('link', { name: MODERATION_TEXTS.queueTitle }).click();
    await page.waitForURL((url) => url.pathname === '/admin/moderation');
    await page.getByRole('heading', { level: 1, name: MODERATION_TEXTS.queueTitle }).waitFor();

    const open = page.getByRole('list', { name: 'Open cases' });
    const card = open.locator(`[data-testid="moderation-case"][data-target-id="${post.id}"]`);
    await card.getByRole('heading', { name: 'Post by Blair Okafor' }).waitFor();
    await card.getByText('Rate my look, losers.').waitFor();
    await card.getByText(`${REPORT_REASON_LABELS.harassment} × 1`).waitFor();
    await card.getByText(DETAILS).waitFor();
    expect(await card.getByTestId('report-count').textContent()).toBe('1');
    await card.scrollIntoViewIfNeeded();
    await shootViewports(page, 'moderation-open');
    expect(await seriousAxeFindings(page)).toEqual([]);

    await card.getByRole('button', { name: `${MODERATION_ADMIN_TEXTS.actions.remove} Post by Blair Okafor` }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove: Post by Blair Okafor?' });
    await confirm.getByText(MODERATION_ADMIN_TEXTS.confirmBodies.remove).waitFor();
    await confirm.getByLabel(MODERATION_ADMIN_TEXTS.noteLabel).fill(NOTE);
    await shootViewports(page, 'moderation-remove-dialog');
    expect(await seriousAxeFindings(page, '[role="dialog"]')).toEqual([]);
    await confirm.getByRole('button', { name: MODERATION_ADMIN_TEXTS.actions.remove, exact: true }).click();
    await toast(page, 'Removed: Post by Blair Okafor').waitFor();
    await confirm.waitFor({ state: 'hidden' });
    await card.waitFor({ state: 'detached' });
    // The case has left the list: focus goes to the selected tab, not to the page's body.
    await focused(page, page.getByRole('tab', { name: MODERATION_ADMIN_TEXTS.tabs.open }));

    await page.getByRole('tab', { name: MODERATION_ADMIN_TEXTS.tabs.resolved }).click();
    const resolved = page.getByRole('list', { name: 'Resolved cases' }).locator(`[data-testid="moderation-case"][data-target-id="${post.id}"]`);
    await resolved.getByTestId('resolution').getByText(NOTE, { exact: false }).waitFor();
    await resolved.getByText(MODERATION_ADMIN_TEXTS.hiddenBadge, { exact: true }).waitFor();
    await resolved.getByRole('button', { name: `${MODERATION_ADMIN_TEXTS.actions.restore} Post by Blair Okafor` }).waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('resolved');
    await toastsGone(page);
    await resolved.scrollIntoViewIfNeeded();
    await shootViewports(page, 'moderation-resolved');
    expect(await seriousAxeFindings(page)).toEqual([]);

    await page.getByRole('tab', { name: MODERATION_ADMIN_TEXTS.tabs.audit }).click();
    const entry = page.getByRole('list', { name: MODERATION_TEXTS.auditTitle }).getByTestId('audit-entry').filter({ hasText: post.id });
    await entry.getByText(NOTE, { exact: false }).waitFor();
    expect(await entry.textContent()).toContain('removed a post');
    await shootViewports(page, 'moderation-audit-log');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.context().close();
  });

  it('the removed post shows the not-found state to the reporter and answers 404 to everyone else', async () => {
    const page = await (await newContext(browser, { sessionToken: reporter.token })).newPage();
    await page.goto(`/posts/${post.id}`);
    await page.getByText('Post not found').first().waitFor();
    await page.context().close();
    const seen = await api('GET', `/api/posts/${post.id}`, { cookie: cookieOf(bystander) });
    expect(seen.status).toBe(404);
  });

  it("reports a person from their profile's menu: a reason is required, focus returns to the menu button, and a second report is 'already sent'", async () => {
    const page = await (await newContext(browser, { sessionToken: bystander.token })).newPage();
    const trigger = page.getByTestId('profile-header').getByRole('button', { name: 'More options for Blair Okafor' });
    const report = async () => {
      await trigger.click();
      await page.getByRole('menuitem', { name: MODERATION_TEXTS.reportMenuItem }).click();
      const dialog = page.getByRole('dialog', { name: MODERATION_TEXTS.reportTitle.user });
      await dialog.waitFor();
      return dialog;
    };
    await page.goto(`/closet/${author.id}`);
    let dialog = await report();
    await dialog.getByRole('button', { name: MODERATION_TEXTS.submit }).click();
    await dialog.getByText(MODERATION_ERRORS.unknownReason).waitFor();
    await dialog.getByRole('radio', { name: REPORT_REASON_LABELS.impersonation }).click();
    await dialog.getByRole('button', { name: MODERATION_TEXTS.submit }).click();
    await toast(page, MODERATION_TEXTS.sent).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // Focus is back on the menu's button.
    await focused(page, trigger);

    dialog = await report();
    // The dialog starts empty again.
    expect(await dialog.getByRole('radio', { checked: true }).count()).toBe(0);
    await dialog.getByRole('radio', { name: REPORT_REASON_LABELS.spam }).click();
    await dialog.getByRole('button', { name: MODERATION_TEXTS.submit }).click();
    await toast(page, MODERATION_TEXTS.alreadySent).waitFor();
    await page.context().close();
  });
});
