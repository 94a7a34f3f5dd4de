/**
 * A block hides the blocker from the blocked person in Chromium (issue 33 §1): A blocks B. B opens
 * A's profile (/closet/{A}) and A's post (/posts/{id}) and sees exactly what a mistyped link shows —
 * 'Page not found' and 'Post not found' — never a disabled button or a 'you were blocked' text.
 * C, who blocked nobody, still sees A's post. Screenshots of B's screens at both widths; axe finds
 * no serious violation.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Post } from '@seamline/shared/contracts/posts';
import { SOCIAL_ERRORS } from '@seamline/shared/contracts/social-constants';
import { APP_REQUEST_HEADER, SESSION_COOKIE } from '@seamline/shared/contracts/session';
import { api } from '../fixtures/api';
import { seriousAxeFindings } from './support/axe';
import { launchBrowser, newContext, shootViewports } from './support/browser';
import { createUserWithSession, type TestUser } from './support/users';

let browser: Browser;
let a: TestUser;
let b: TestUser;
let c: TestUser;
let postOfA: Post;

const cookieOf = (u: TestUser) => `${SESSION_COOKIE}=${u.token}`;

/** A page of the app signed in as `u`, at `path`. */
async function openAs(u: TestUser, path: string): Promise<Page> {
  const context = await newContext(browser, { sessionToken: u.token });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

beforeAll(async () => {
  [browser, a, b, c] = await Promise.all([
    launchBrowser(),
    createUserWithSession({ firstName: 'Avery', lastName: 'Stone', isEmailVerified: true }),
    createUserWithSession({ firstName: 'Blair', lastName: 'Okafor', isEmailVerified: true }),
    createUserWithSession({ firstName: 'Casey', lastName: 'Lund', isEmailVerified: true }),
  ]);
  const products = await api<{ items: { id: string }[] }>('GET', '/api/products?limit=1', { cookie: cookieOf(a) });
  if (products.status !== 200 || !products.body.items[0]) throw new Error(`products answered ${products.status}`);
  const created = await api<Post>('POST', '/api/posts', {
    cookie: cookieOf(a),
    headers: { 'idempotency-key': randomUUID() },
    body: { productId: products.body.items[0].id, caption: 'Only for people I have not blocked.' },
  });
  if (created.status !== 201) throw new Error(`creating A's post answered ${created.status}`);
  postOfA = created.body;
  const blocked = await api('POST', `/api/users/${b.id}/block`, {
    cookie: cookieOf(a),
    headers: { [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value },
  });
  if (blocked.status !== 200) throw new Error(`block answered ${blocked.status}`);
});
afterAll(async () => {
  await browser?.close();
});

describe('a block, seen by the blocked person', () => {
  it("B opens A's profile: 'Page not found', as for a mistyped link", async () => {
    const page = await openAs(b, `/closet/${a.id}`);
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Go to the home page' }).waitFor();
    expect(await page.getByText('Avery Stone').count()).toBe(0);
    expect(await page.getByText(/blocked/i).count()).toBe(0);
    await shootViewports(page, 'blocks-profile-not-found');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.context().close();
  });

  it("B opens A's post: 'Post not found'; C still sees it", async () => {
    const page = await openAs(b, `/posts/${postOfA.id}`);
    await page.getByText(SOCIAL_ERRORS.postNotFound).first().waitFor();
    expect(await page.getByText('Only for people I have not blocked.').count()).toBe(0);
    expect(await page.getByText(/blocked/i).count()).toBe(0);
    await shootViewports(page, 'blocks-post-not-found');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.context().close();

    const other = await openAs(c, `/posts/${postOfA.id}`);
    await other.getByText('Only for people I have not blocked.').waitFor();
    await other.context().close();
  });
});
