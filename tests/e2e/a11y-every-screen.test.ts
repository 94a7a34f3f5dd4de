/**
 * Accessibility of every screen (issue 36 §3): axe with the WCAG 2.0/2.1/2.2 A and AA rules, best
 * practices and the experimental rules (`support/axe.ts`) on every route of the SPA's route tree,
 * at desktop (1280) and mobile (390) widths, as the demo user Dana — who has measurements (so fit
 * badges show), a closet with wears, follows with a feed, boards of the people she follows,
 * outfit events and notifications — plus the signed-out pages, the admin pages signed in on the
 * admin stage, and the key dialogs and menus open. Zero serious or critical findings; a failure
 * prints each rule, its help and the offending nodes.
 *
 * The routes come from `web/src/routeTree.gen.ts` (TanStack Router's generated tree): a route
 * that no visit here covers fails the test, so a new screen cannot be forgotten.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page, Request } from 'playwright-core';
import { SESSION_COOKIE } from '@seamline/shared/contracts/session';
import { DEMO_USER } from '../../infra/local/seeders/demo-user';
import { DEV_ADMIN } from '../../infra/local/seeders/dev-admin';
import { demoBoards } from '../../infra/local/seeders/demo-feed';
import { api } from '../fixtures/api';
import { axeRulesRun, describeFindings, EXPERIMENTAL_RULES, seriousAxeFindings, type AxeFinding } from './support/axe';
import { baseUrl, DESKTOP, launchBrowser, MOBILE, newContext, pressEscapeIn, screenshot } from './support/browser';

const routeTree = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'src', 'routeTree.gen.ts'), 'utf8');

/** Every full path of the SPA's route tree (`FileRoutesByFullPath`), e.g. '/closet/$userId'. */
function routePatterns(): string[] {
  const block = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(routeTree)?.[1];
  if (!block) throw new Error('FileRoutesByFullPath not found in routeTree.gen.ts');
  return [...block.matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1]!);
}

/** Whether the URL path `pathname` is one `pattern` of the route tree describes. */
function matches(pattern: string, pathname: string): boolean {
  if (pattern === '/$') return true;
  const source = pattern
    .replace(/\/$/, '')
    .split('/')
    .map((part) => (part.startsWith('$') ? '[^/]+' : part.replace(/[.*+?^{}()|[\]\\-]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source || ''}/?$`).test(pathname);
}

let browser: Browser;
let danaToken: string;
let postId: string;
let eventId: string;
const otherPerson = demoBoards()[0]!;

beforeAll(async () => {
  const { createSession } = await import('@seamline/functions/_core/sessions');
  const [launched, session] = await Promise.all([launchBrowser(), createSession(DEMO_USER.id, 'user')]);
  browser = launched;
  danaToken = session.token;
  const cookie = `${SESSION_COOKIE}=${danaToken}`;
  const posts = await api<{ items: { id: string }[] }>('GET', `/api/users/${otherPerson.userId}/posts`, { cookie });
  const events = await api<{ items: { id: string; status: string }[] }>('GET', `/api/outfit-events/${DEMO_USER.id}`, { cookie });
  postId = posts.body.items[0]!.id;
  eventId = events.body.items[0]!.id;
});
afterAll(async () => {
  await browser?.close();
});

interface Visit {
  /** The route tree pattern this visit covers. */
  route: string;
  path: string;
  /** Where a redirecting route lands (a pattern); the route itself by default. */
  landsOn?: string;
}

/**
 * Follow a page's data requests (fetch and XHR) so a check waits for their answers: `settle`
 * resolves once none is in flight and no skeleton (`.animate-pulse`) or loading spinner shows,
 * twice in a row one animation frame apart (an answer often starts the next request).
 */
function settler(page: Page): () => Promise<void> {
  const inflight = new Set<Request>();
  page.on('request', (r) => {
    if (r.resourceType() === 'fetch' || r.resourceType() === 'xhr') inflight.add(r);
  });
  // Answered once its headers arrive: an early fetch's body may stay unread (boot.js, issue 34).
  page.on('response', (r) => inflight.delete(r.request()));
  page.on('requestfailed', (r) => inflight.delete(r));
  const quietDom = () =>
    page.evaluate(
      () =>
        new Promise<boolean>((resolve) =>
          requestAnimationFrame(() => resolve(document.querySelectorAll('.animate-pulse').length === 0 && !document.querySelector('[role="status"] [data-testid="spinner"]'))),
        ),
    );
  return async () => {
    const deadline = Date.now() + 30_000;
    let quietRounds = 0;
    while (quietRounds < 2) {
      if (Date.now() > deadline) throw new Error(`${page.url()} did not settle: ${[...inflight].map((r) => r.url()).join(', ') || 'a skeleton or spinner stays'}`);
      quietRounds = inflight.size === 0 && (await quietDom()) ? quietRounds + 1 : 0;
      if (quietRounds === 0) await page.waitForTimeout(50);
    }
  };
}

/** Visits of routes whose path is the route itself (no parameters, no query). */
const atRoutes = (...routes: string[]): Visit[] => routes.map((route) => ({ route, path: route }));

interface PageReport {
  where: string;
  findings: AxeFinding[];
}

/** One width's walk: every route, then the dialogs and menus; answers the checks and routes covered. */
async function runWidth(width: 'desktop' | 'mobile'): Promise<{ reports: PageReport[]; covered: Set<string> }> {
  const viewport = width === 'desktop' ? DESKTOP : MOBILE;
  const context = await newContext(browser, { viewport });
  const page = await context.newPage();
  const settle = settler(page);
  const reports: PageReport[] = [];
  const covered = new Set<string>();
  const shotName = (where: string) => `a11y-${width}-${where.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}`;

  /** Check what is on screen now, and keep a screenshot of it. */
  const checkHere = async (where: string) => {
    await settle();
    reports.push({ where: `${width} ${where}`, findings: await seriousAxeFindings(page) });
    await screenshot(page, shotName(where), { fullPage: false });
  };

  const visit = async (v: Visit) => {
    await page.goto(v.path);
    await page.locator('h1').first().waitFor();
    await settle();
    const pathname = new URL(page.url()).pathname;
    const pattern = v.landsOn ?? v.route;
    if (!matches(pattern, pathname)) throw new Error(`${v.path} ended on ${pathname}, not the route ${pattern}`);
    covered.add(v.route);
    await checkHere(v.path);
  };

  /** Open a dialog, menu or popover with `open`, check the page with it open, close it by Escape. */
  const layer = async (where: string, open: () => Promise<unknown>, opened: Locator) => {
    await open();
    await opened.waitFor();
    await checkHere(where);
    await pressEscapeIn(page, opened);
    await opened.waitFor({ state: 'detached' });
  };
  const dialog = page.getByRole('dialog');
  const menu = page.getByRole('menu');

  // Signed out: the guest and public pages.
  for (const v of atRoutes(
    '/login',
    '/register',
    '/verify-email',
    '/forgot-password',
    '/reset-password',
    '/privacy',
    '/privacy-policy',
    '/terms',
    '/terms-of-service',
    '/admin-login',
    '/admin/login',
  ))
    await visit(v);
  // The stricter rule set really ran: axe's experimental rules and the WCAG 2.2 target-size rule
  // (off in axe's default run) are among the rules of the last check.
  expect(EXPERIMENTAL_RULES.length).toBeGreaterThan(0);
  expect([...EXPERIMENTAL_RULES, 'target-size', 'label-content-name-mismatch'].filter((id) => !axeRulesRun(page).has(id))).toEqual([]);

  // The admin stage: signed in by its own form (a cookie apart from the user's).
  await page.getByLabel('Username').fill(DEV_ADMIN.username);
  await page.getByLabel('Password').fill(DEV_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/performance');
  await visit({ route: '/performance', path: '/performance' });
  for (const tab of ['Browser', 'Analytics', 'Errors']) {
    await page.getByRole('tab', { name: tab }).click();
    await checkHere(`/performance ${tab} tab`);
  }
  for (const tab of ['open', 'resolved', 'audit']) await visit({ route: '/admin/moderation', path: `/admin/moderation?tab=${tab}` });

  // Dana, the demo user.
  await context.addCookies([{ name: SESSION_COOKIE, value: danaToken, url: baseUrl, httpOnly: true, sameSite: 'Lax' }]);
  for (const v of [
    ...atRoutes('/', '/discover', '/connect'),
    { route: '/search', path: '/search?q=dress' },
    { route: '/search', path: '/search?q=a&tab=people' },
    ...atRoutes('/measurements', '/settings', '/welcome', '/profile-edit', '/profile/edit'),
    { route: '/profile/', path: '/profile' },
    { route: '/profile/', path: '/profile?tab=saved' },
    { route: '/profile/', path: '/profile?tab=outfits' },
    { route: '/profile/', path: '/profile?tab=posts' },
    { route: '/closet/$userId', path: `/closet/${DEMO_USER.id}` },
    { route: '/closet/$userId', path: `/closet/${otherPerson.userId}` },
    { route: '/followers/$userId', path: `/followers/${DEMO_USER.id}` },
    { route: '/followers/', path: '/followers?tab=following', landsOn: '/followers/$userId' },
    { route: '/moodboard/$moodboardId', path: `/moodboard/${otherPerson.moodboardId}` },
    { route: '/posts/$postId', path: `/posts/${postId}` },
    { route: '/$', path: '/no-such-page' },
    { route: '/onboarding', path: '/onboarding' },
  ]) await visit(v);

  // Dialogs and menus.
  await page.goto(`/posts/${postId}`);
  const postMenu = page.getByTestId('post-card').getByRole('button', { name: /^More options for/ });
  await layer('post menu', () => postMenu.click(), menu);
  await postMenu.click();
  await page.getByRole('menuitem', { name: 'Report' }).click();
  await dialog.waitFor();
  await checkHere('report post dialog');
  await pressEscapeIn(page, dialog);

  await page.goto('/discover');
  await layer('product dialog', () => page.getByRole('button', { name: /^View / }).first().click(), dialog);
  await layer('save item dialog', () => page.getByRole('button', { name: /^Save / }).first().click(), dialog);
  await layer('notifications', () => page.getByRole('button', { name: /^Notifications/ }).first().click(), page.getByRole('dialog', { name: /Notifications/ }));
  if (width === 'desktop') await layer('account menu', () => page.getByRole('button', { name: 'Account menu' }).click(), menu);

  await page.goto(`/closet/${DEMO_USER.id}`);
  await layer('closet item details', () => page.getByRole('button', { name: /^Open / }).first().click(), dialog);

  await page.goto('/profile');
  await layer('add items menu', () => page.getByRole('button', { name: /Add Items/ }).click(), menu);
  await layer('create moodboard dialog', () => page.getByRole('button', { name: 'Create Moodboard' }).click(), dialog);

  await page.goto('/measurements');
  await layer('update measurements dialog', () => page.getByRole('button', { name: 'Update Measurements' }).click(), dialog);
  await layer('scan dialog', () => page.getByRole('button', { name: 'AI Rescan Body' }).click(), dialog);

  await page.goto('/profile?tab=outfits');
  await layer('create event dialog', () => page.getByRole('button', { name: 'Create Event' }).click(), dialog);
  await page.goto(`/profile?event=${eventId}`);
  await dialog.waitFor();
  await checkHere('planning dialog');

  await context.close();
  return { reports, covered };
}

describe('axe on every screen as Dana (issue 36 §3)', () => {
  const routes = routePatterns();
  for (const width of ['desktop', 'mobile'] as const) {
    it(`${width}: every route of the route tree and the key dialogs have no serious or critical finding`, async () => {
      const { reports, covered } = await runWidth(width);
      console.log(`${width}: ${reports.length} checks, ${reports.reduce((n, r) => n + r.findings.length, 0)} serious or critical findings`);
      expect(routes.filter((r) => !covered.has(r)), 'routes of web/src/routeTree.gen.ts this test does not visit').toEqual([]);
      const failing = reports.filter((r) => r.findings.length);
      expect(failing.map((r) => `${r.where}\n${describeFindings(r.findings)}`).join('\n\n')).toBe('');
    }, 600_000);
  }
});
