/**
 * The social loop in Chromium (issue 18), two people in two browser contexts: B has a post; A
 * follows B and likes the post from B's profile; B's bell badge goes to 1, then 2, live over the
 * socket (no reload); B opens the panel (badge gone), sees 'Avery liked your post', clicks it and
 * lands on the post page with the liker line. A comments in the comments dialog (counter, Post
 * disabled while blank, toast) and B, the post's author, deletes the comment after confirming.
 * A shares B's post with followers and copies its link; A shares a Discover product with a
 * caption, which makes A's post. A deletes that post; its page then says 'Post not found'. A
 * signed-out visitor of a post link signs in and comes back to it. Screenshots of the bell,
 * the panel, the comments and share dialogs and the post page at both widths; axe finds no
 * serious violation in the panel, the dialogs or the post page.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { SESSION_COOKIE } from '@seamline/shared/contracts/session';
import type { Post } from '@seamline/shared/contracts/posts';
import type { Product } from '@seamline/shared/contracts/catalogue';
import { api } from '../fixtures/api';
import { registerUser } from '../fixtures/accounts';
import { seriousAxeFindings } from './support/axe';
import { baseUrl, DESKTOP, frames, launchBrowser, MOBILE, newContext, screenshot, shootViewports } from './support/browser';
import { createUserWithSession, type TestUser } from './support/users';

let browser: Browser;
let a: TestUser;
let b: TestUser;
let product: Product;
let postOfB: Post;

const cookieOf = (u: TestUser) => `${SESSION_COOKIE}=${u.token}`;
const toast = (page: Page, text: string): Locator => page.locator('[data-sonner-toast]').filter({ hasText: text });
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const badge = (page: Page) => page.getByRole('banner').getByTestId('notification-badge');
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

/**
 * Wait until the toasts have gone (5 s each; they would cover the screenshot). Not closed by a
 * click: a click outside a modal dialog closes the dialog.
 */
async function toastsGone(page: Page): Promise<void> {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 });
}

beforeAll(async () => {
  [browser, a, b] = await Promise.all([
    launchBrowser(),
    createUserWithSession({ firstName: 'Avery', lastName: 'Stone', isEmailVerified: true }),
    createUserWithSession({ firstName: 'Blair', lastName: 'Okafor', isEmailVerified: true }),
  ]);
  const products = await api<{ items: Product[] }>('GET', '/api/products?limit=3', { cookie: cookieOf(a) });
  if (products.status !== 200 || !products.body.items[0]) throw new Error(`products answered ${products.status}`);
  product = products.body.items[0];
  const created = await api<Post>('POST', '/api/posts', {
    cookie: cookieOf(b),
    headers: { 'idempotency-key': randomUUID() },
    body: { productId: product.id, caption: 'My favourite piece this season.\nPairs with everything.' },
  });
  if (created.status !== 201) throw new Error(`creating B's post answered ${created.status}: ${JSON.stringify(created.body)}`);
  postOfB = created.body;
});
afterAll(async () => {
  await browser?.close();
});

async function openAs(u: TestUser, path: string, options: { waitForSocket?: boolean } = {}): Promise<Page> {
  const context = await newContext(browser, { sessionToken: u.token, permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  // The bell's list (first paint) and the socket's 'authenticated' frame: after both, every change is live.
  const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/notifications' && r.request().method() === 'GET');
  const authenticated = options.waitForSocket
    ? page
        .waitForEvent('websocket')
        .then((ws) => ws.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('"authenticated"'), timeout: 20_000 }))
    : null;
  await page.goto(path);
  await listed;
  await authenticated;
  return page;
}

describe('social: follow, like and the live bell', () => {
  let pageB: Page;

  it("B's bell shows nothing new; the empty panel says so", async () => {
    pageB = await openAs(b, '/profile', { waitForSocket: true });
    await bell(pageB).waitFor();
    expect(await bell(pageB).getAttribute('aria-label')).toBe('Notifications');
    expect(await badge(pageB).count()).toBe(0);
    await bell(pageB).click();
    await panel(pageB).getByText('No notifications yet').waitFor();
    await panel(pageB).getByText("You'll see likes, comments, and follows here").waitFor();
    expect(await panel(pageB).getByRole('button', { name: 'Clear All' }).count()).toBe(0);
    await shootViewports(pageB, 'social-panel-empty');
    await panel(pageB).getByRole('button', { name: 'Close notifications' }).click();
    await panel(pageB).waitFor({ state: 'hidden' });
  });

  it('A follows B and likes B\'s post: B\'s badge goes to 1, then 2, without a reload', async () => {
    const pageA = await openAs(a, `/closet/${b.id}`);
    const header = pageA.getByTestId('profile-header');
    await header.getByRole('button', { name: /^Follow Blair Okafor/ }).click();
    await header.getByRole('button', { name: /^Following Blair Okafor/, pressed: true }).waitFor();
    await badge(pageB).filter({ hasText: /^1$/ }).waitFor();
    expect(await bell(pageB).getAttribute('aria-label')).toBe('Notifications, 1 new');

    const posts = pageA.getByRole('list', { name: 'Posts' });
    const card = posts.getByTestId('post-card').first();
    await card.getByText('My favourite piece this season.').waitFor();
    const like = card.getByRole('button', { name: `Like ${product.name}` });
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    await like.click();
    await card.getByRole('button', { name: `Like ${product.name}`, pressed: true }).waitFor();
    await card.getByTestId('liker-line').filter({ hasText: /^Liked by You$/ }).waitFor();
    await card.locator('[data-testid="like-button"][aria-pressed="true"]:not([aria-busy])').waitFor();

    await badge(pageB).filter({ hasText: /^2$/ }).waitFor();
    // Announced to screen readers (polite live region).
    await pageB.getByRole('status').filter({ hasText: 'New notification: Avery liked your post' }).waitFor({ state: 'attached' });
    await shootViewports(pageB, 'social-bell');
    await pageA.context().close();
  });

  it('B opens the panel: the badge goes, the rows read, the panel has no serious axe finding', async () => {
    await bell(pageB).click();
    const list = panel(pageB);
    await list.waitFor();
    await list.getByRole('heading', { name: 'Notifications' }).waitFor();
    const likeRow = list.getByTestId('notification-row').filter({ hasText: 'Avery liked your post' });
    const followRow = list.getByTestId('notification-row').filter({ hasText: 'Avery started following you' });
    await likeRow.waitFor();
    await followRow.waitFor();
    expect(await likeRow.getByTestId('unread-dot').count()).toBe(1);
    expect(await likeRow.innerText()).toMatch(/ago|just now/);
    await badge(pageB).waitFor({ state: 'detached' });
    expect(await bell(pageB).getAttribute('aria-label')).toBe('Notifications');
    expect(await seriousAxeFindings(pageB, '[data-testid="notification-panel"]')).toEqual([]);
    await shootViewports(pageB, 'social-panel');

    // Escape closes it and gives focus back to the bell; Enter opens it again.
    await pageB.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' });
    expect(await bell(pageB).evaluate((el) => el === document.activeElement)).toBe(true);
    await pageB.keyboard.press('Enter');
    await list.waitFor();
  });

  it("clicking the like row marks it read and lands on B's post, with the liker line", async () => {
    const list = panel(pageB);
    await list.getByTestId('notification-row').filter({ hasText: 'Avery liked your post' }).click();
    await pageB.waitForURL((url) => url.pathname === `/posts/${postOfB.id}`);
    await list.waitFor({ state: 'hidden' });
    const card = pageB.getByTestId('post-card');
    await card.getByText('My favourite piece this season.').waitFor();
    await card.getByTestId('liker-line').filter({ hasText: 'Avery' }).waitFor();
    await pageB.getByRole('heading', { level: 1, name: 'Post by Blair Okafor' }).waitFor();

    await bell(pageB).click();
    const row = panel(pageB).getByTestId('notification-row').filter({ hasText: 'Avery liked your post' });
    await row.waitFor();
    expect(await row.getByTestId('unread-dot').count()).toBe(0);
    expect(await panel(pageB).getByTestId('notification-row').filter({ hasText: 'started following you' }).getByTestId('unread-dot').count()).toBe(1);
    await pageB.keyboard.press('Escape');
  });
});

describe('social: comments, shares, the post page', () => {
  it('A comments in the comments dialog: empty text, counter, Post disabled while blank, toast', async () => {
    const page = await openAs(a, `/closet/${b.id}`);
    const card = page.getByRole('list', { name: 'Posts' }).getByTestId('post-card').first();
    await card.getByRole('button', { name: `Comments on ${product.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Comments' });
    await dialog.getByText('No comments yet. Be the first!').waitFor();
    const post = dialog.getByRole('button', { name: 'Post' });
    expect(await post.isDisabled()).toBe(true);
    const text = dialog.getByLabel('Add a comment');
    await text.fill('   ');
    expect(await post.isDisabled()).toBe(true);
    await text.fill('Lovely fit! <b>not bold</b>');
    expect(await dialog.getByTestId('character-counter').innerText()).toMatch(/^27\/500/);
    expect(await text.getAttribute('maxlength')).toBe('500');
    await post.click();
    await toast(page, 'Comment added!').waitFor();
    await toast(page, 'Your comment has been posted.').waitFor();
    const comment = dialog.getByTestId('comment').filter({ hasText: 'Lovely fit!' });
    await comment.waitFor();
    // Rendered as text, never HTML.
    expect(await comment.innerText()).toContain('<b>not bold</b>');
    expect(await comment.locator('b').count()).toBe(0);
    expect(await text.inputValue()).toBe('');
    expect(await seriousAxeFindings(page, '[data-testid="comments-dialog"]')).toEqual([]);
    await toastsGone(page);
    await shootViewports(page, 'social-comments-dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await card.getByTestId('comments-button-count').filter({ hasText: /^1 comment$/ }).waitFor();
    await page.context().close();
  });

  it("B, the post's author, deletes A's comment on the post page after confirming", async () => {
    const page = await openAs(b, `/posts/${postOfB.id}`);
    const comments = page.getByRole('region', { name: /^Comments/ });
    const comment = comments.getByTestId('comment').filter({ hasText: 'Lovely fit!' });
    await comment.waitFor();
    await comment.getByRole('link', { name: 'Avery Stone' }).waitFor();
    await page.getByTestId('post-card').getByTestId('liker-line').filter({ hasText: 'Avery' }).waitFor();
    await page.getByTestId('post-card').locator('img').first().evaluate((img: HTMLImageElement) => img.decode().catch(() => undefined));
    expect(await seriousAxeFindings(page, 'main')).toEqual([]);
    await shootViewports(page, 'social-post-page');
    await comment.getByRole('button', { name: 'Delete comment' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete comment?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await comment.getByRole('button', { name: 'Delete comment' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Comment deleted').waitFor();
    await comment.waitFor({ state: 'detached' });
    await comments.getByText('No comments yet. Be the first!').waitFor();
    await page.context().close();
  });

  it("A shares B's post with followers (a toggle, issue 32) and copies its link; B is told", async () => {
    const page = await openAs(a, `/posts/${postOfB.id}`);
    const card = page.getByTestId('post-card');
    await card.getByRole('button', { name: `Share ${product.name}`, pressed: false }).click();
    await toast(page, 'Shared!').waitFor();
    await toast(page, 'Item shared with your connections').waitFor();
    const sharedToggle = card.getByRole('button', { name: `Shared ${product.name}`, pressed: true });
    await sharedToggle.waitFor();
    await card.getByTestId('share-button-count').filter({ hasText: /^1 share$/ }).waitFor();
    await card.getByTestId('share-button').locator(':scope:not([aria-busy])').waitFor();
    await card.screenshot({ path: 'tests/e2e/screenshots/social-post-shared-card.png', animations: 'disabled' });
    // Sending the link is not a repost: the dialog only has the link.
    await card.getByRole('button', { name: `Send a link to ${product.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Share' });
    expect(await dialog.getByRole('button', { name: 'Share with followers' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await toast(page, 'Link copied!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl}/posts/${postOfB.id}`);
    expect(await seriousAxeFindings(page, '[data-testid="share-dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await seriousAxeFindings(page, '[data-testid="post-card"]')).toEqual([]);
    await page.context().close();

    const pageB = await openAs(b, '/');
    await badge(pageB).waitFor();
    await bell(pageB).click();
    await panel(pageB).getByTestId('notification-row').filter({ hasText: 'Avery shared your post' }).waitFor();

    // Clear All asks first; Cancel keeps the rows, confirming empties the list.
    await panel(pageB).getByRole('button', { name: 'Clear All' }).click();
    const confirm = panel(pageB).getByRole('group', { name: 'Clear all notifications?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await panel(pageB).getByTestId('notification-row').count()).toBeGreaterThan(0);
    await panel(pageB).getByRole('button', { name: 'Clear All' }).click();
    await confirm.getByRole('button', { name: 'Clear All' }).click();
    await panel(pageB).getByText('No notifications yet').waitFor();
    const left = await api<{ items: unknown[] }>('GET', '/api/notifications', { cookie: cookieOf(b) });
    expect(left.body.items).toEqual([]);
    await pageB.context().close();

    // A takes the share back: the toggle reads 'Share' again and the count is 0.
    const again = await openAs(a, `/posts/${postOfB.id}`);
    const cardAgain = again.getByTestId('post-card');
    await cardAgain.getByRole('button', { name: `Shared ${product.name}`, pressed: true }).click();
    await cardAgain.getByRole('button', { name: `Share ${product.name}`, pressed: false }).waitFor();
    await cardAgain.getByTestId('share-button-count').filter({ hasText: /^0 shares$/ }).waitFor();
    await again.context().close();
  });

  it('a failed unlike flips the heart back and says so (optimistic update rolled back)', async () => {
    expect((await api('POST', `/api/posts/${postOfB.id}/like`, { cookie: cookieOf(a), body: {} })).status).toBe(200);
    const page = await openAs(a, `/posts/${postOfB.id}`);
    const card = page.getByTestId('post-card');
    await card.locator('[data-testid="like-button"][aria-pressed="true"]:not([aria-busy])').waitFor();
    const countBefore = await card.getByTestId('like-button-count').innerText();
    // The DELETE is held until the optimistic state has been seen, then fails.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/posts/${postOfB.id}/like`, async (route) => {
      if (route.request().method() !== 'DELETE') return route.continue();
      await held;
      return route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service Unavailable"}' });
    });
    await card.getByRole('button', { name: `Like ${product.name}` }).click();
    await card.getByRole('button', { name: `Like ${product.name}`, pressed: false }).waitFor();
    expect(await card.getByTestId('like-button-count').innerText()).not.toBe(countBefore);
    release();
    await toast(page, 'Failed to unlike').waitFor();
    await card.locator('[data-testid="like-button"][aria-pressed="true"]:not([aria-busy])').waitFor();
    expect(await card.getByTestId('like-button-count').innerText()).toBe(countBefore);
    await page.context().close();
  });

  it('A shares a Discover product with a caption: a post of A, shown on the post page', async () => {
    const page = await openAs(a, `/discover?product=${product.id}`);
    const productDialog = page.getByRole('dialog', { name: product.name });
    await productDialog.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share' });
    const caption = dialog.getByLabel(/Caption/);
    await caption.fill('Found my weekend shirt');
    expect(await dialog.getByTestId('character-counter').innerText()).toMatch(/^22\/2,200/);
    await shootViewports(page, 'social-share-dialog');
    await dialog.getByRole('button', { name: 'Share with followers' }).click();
    await toast(page, 'Shared!').waitFor();
    await dialog.getByText('Shared with your followers.').waitFor();
    const link = await dialog.getByLabel('Link to the post').inputValue();
    expect(link).toMatch(new RegExp(`^${baseUrl}/posts/[A-Za-z0-9_-]+$`));
    await dialog.getByRole('link', { name: 'View post' }).click();
    await page.waitForURL((url) => url.href === link);
    const card = page.getByTestId('post-card');
    await card.getByText('Found my weekend shirt').waitFor();
    await card.getByText(product.name).first().waitFor();
    await page.getByRole('heading', { level: 1, name: 'Post by Avery Stone' }).waitFor();
    await card.locator('img').first().evaluate((img: HTMLImageElement) => img.decode().catch(() => undefined));
    await toastsGone(page);
    await shootViewports(page, 'social-post-shared');

    // The author deletes it (confirmed) and goes to the profile; the link then finds nothing.
    await card.getByRole('button', { name: 'Delete post' }).click();
    await page.getByRole('alertdialog', { name: 'Delete post?' }).getByRole('button', { name: 'Delete post' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await toast(page, 'Post deleted').waitFor();
    await page.goto(link);
    await page.getByText('Post not found').first().waitFor();
    await page.context().close();
  });

  it('a signed-out visitor of a post link signs in and comes back to the post', async () => {
    const person = await registerUser(baseUrl, { firstName: 'Casey' });
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`/posts/${postOfB.id}`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/posts/${postOfB.id}`);
    await page.getByLabel('Username/Email').fill(person.username);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === `/posts/${postOfB.id}`);
    await page.getByTestId('post-card').getByText('My favourite piece this season.').waitFor();

    // A new account's welcome (a system row: the Seamline mark instead of a person) leads to Connect.
    await badge(page).filter({ hasText: /^1$/ }).waitFor();
    await bell(page).click();
    const welcome = panel(page).getByTestId('notification-row').filter({ hasText: 'Welcome to Seamline, Casey!' });
    await welcome.waitFor();
    await shootViewports(page, 'social-panel-welcome');
    await welcome.click();
    await page.waitForURL((url) => url.pathname === '/connect');
    await context.close();
  });
});

describe('social: the lazy post of a closet item, the profile menu and notification settings', () => {
  it("the first like on one's closet item makes the item's post; the first comment goes on the same post", async () => {
    const other = (await api<{ items: Product[] }>('GET', '/api/products?limit=3', { cookie: cookieOf(a) })).body.items[1]!;
    const added = await api('POST', `/api/closets/${a.id}/items`, { cookie: cookieOf(a), headers: { 'idempotency-key': randomUUID() }, body: { productId: other.id, notes: null } });
    expect([200, 201]).toContain(added.status);
    const page = await openAs(a, '/profile');
    await page.getByRole('button', { name: `Open ${other.name}` }).click();
    const details = page.getByRole('dialog', { name: other.name });
    const bar = details.getByTestId('item-social-bar');
    const like = bar.getByRole('button', { name: `Like ${other.name}` });
    const made = page.waitForResponse((r) => r.url().endsWith(`/api/posts/by-product/${other.id}`) && r.request().method() === 'PUT');
    await like.click();
    expect((await made).status()).toBe(200);
    await bar.locator('[data-testid="like-button"][aria-pressed="true"]:not([aria-busy])').waitFor();
    await bar.getByTestId('like-button-count').filter({ hasText: /^1 like$/ }).waitFor();
    await bar.getByRole('link', { name: 'View post' }).waitFor();

    await bar.getByRole('button', { name: `Comments on ${other.name}` }).click();
    const comments = page.getByRole('dialog', { name: 'Comments' });
    await comments.getByLabel('Add a comment').fill('Wearing it today.');
    await comments.getByRole('button', { name: 'Post' }).click();
    await comments.getByTestId('comment').filter({ hasText: 'Wearing it today.' }).waitFor();
    await page.keyboard.press('Escape');
    await comments.waitFor({ state: 'hidden' });

    const posts = await api<{ items: Post[] }>('GET', `/api/users/${a.id}/posts`, { cookie: cookieOf(a) });
    const ofItem = posts.body.items.filter((p) => p.product?.id === other.id);
    expect(ofItem).toHaveLength(1);
    expect(ofItem[0]).toMatchObject({ likedByMe: true });
    const thread = await api<{ items: { content: string }[] }>('GET', `/api/posts/${ofItem[0]!.id}/comments`, { cookie: cookieOf(a) });
    expect(thread.body.items.map((c) => c.content)).toEqual(['Wearing it today.']);

    // The profile's Posts tab lists it.
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'hidden' });
    await page.getByRole('tab', { name: 'Posts' }).click();
    await page.getByRole('list', { name: 'Posts' }).getByTestId('post-card').filter({ hasText: other.name }).waitFor();
    await toastsGone(page);
    await shootViewports(page, 'social-profile-posts');
    await page.context().close();
  });

  it("the profile menu's Privacy Settings opens the notification switches; a switch saves; Logout ends the session", async () => {
    const person = await createUserWithSession({ firstName: 'Dev', lastName: 'Patel', isEmailVerified: true });
    const page = await openAs(person, '/profile');
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Privacy Settings' }).click();
    await page.waitForURL((url) => url.pathname === '/settings' && url.hash === '#privacy');
    const likes = page.getByRole('switch', { name: 'Likes on your posts' });
    await likes.waitFor();
    expect(await likes.getAttribute('aria-checked')).toBe('true');
    const saved = page.waitForResponse((r) => r.url().endsWith(`/api/users/${person.id}/notification-preferences`) && r.request().method() === 'PUT');
    await likes.click();
    expect((await saved).status()).toBe(200);
    await toast(page, 'Notification settings saved').waitFor();
    const prefs = await api<Record<string, boolean>>('GET', `/api/users/${person.id}/notification-preferences`, { cookie: cookieOf(person) });
    expect(prefs.body).toMatchObject({ likes: false, comments: true, follows: true, shares: true, eventInvites: true });
    // Both widths with the Notifications card at the top of the viewport.
    for (const [size, suffix] of [[DESKTOP, 'desktop'], [MOBILE, 'mobile']] as const) {
      await page.setViewportSize(size);
      await page.getByRole('heading', { name: 'Notifications', exact: true }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await page.evaluate(() => window.scrollBy(0, -96));
      await frames(page);
      await screenshot(page, `social-notification-settings-${suffix}`, { fullPage: false });
    }
    await page.setViewportSize(DESKTOP);

    await page.goto('/profile');
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    const after = await api('GET', '/api/auth/user', { cookie: cookieOf(person) });
    expect([401, 403]).toContain(after.status);
    await page.context().close();
  });
});
