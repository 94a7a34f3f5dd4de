/**
 * Outfit planning in Chromium (issue 20; spec 02 §2.1 Outfit Planning tab, §2.6 planning dialog,
 * §2.7 Ask AI, §2.8 Invite, §4, §5, §8, §9), against the real API and stylist:
 * - the empty tab ('No outfit events yet' / 'Create Your First Event');
 * - Ola creates 'Winter Gala' with the date and time pickers (an empty name is refused first) and
 *   its planning dialog opens; she adds closet items from the §2.6 sub-tabs (each once; an empty
 *   sub-tab says none found) and uploads two photos with presigned POSTs, removing one;
 * - Analyze Outfit shows the scores in the §9 colours, at most 3 recommendations and the weather
 *   with its source; Ask AI lists what it considers and returns a suggestion with its reasons;
 * - Save Outfit Plan posts the plan and sets finalOutfitId to the NEW suggestion's id: the card
 *   shows Finalized and the thumbnails; the card's switch reopens and finalizes with the §4 toasts;
 * - Event Details sends only the changed fields and Cancel restores; Add to calendar downloads an
 *   .ics; a past event is under Previous Events and is deleted after the confirmation;
 * - Ola invites Fin (whom she follows); Fin's invitation link opens the event, where Fin suggests,
 *   favourites and comments but cannot edit the details or invite.
 * Screenshots of every screen at desktop and mobile width; axe finds no serious violation.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import type { Product } from '@seamline/shared/contracts/catalogue';
import type { Notification } from '@seamline/shared/contracts/notifications';
import type { OutfitEventDetails, OutfitEventPage, OutfitSuggestion } from '@seamline/shared/contracts/outfits';
import { analysisScoreTone, OUTFIT_LIMITS } from '@seamline/shared/contracts/outfits-constants';
import { APP_REQUEST_HEADER, SESSION_COOKIE } from '@seamline/shared/contracts/session';
import { api } from '../fixtures/api';
import { waitFor } from '../fixtures/poll';
import { seriousAxeFindings } from './support/axe';
import { DESKTOP, frames, launchBrowser, MOBILE, newContext, pathOf, screenshot, shootViewports } from './support/browser';
import { gradientPng } from './support/png';
import { createUserWithSession, type TestUser } from './support/users';

let browser: Browser;
let ola: TestUser;
let fin: TestUser;
/** Ola's page, kept across the tests of the main journey. */
let page: Page;
let eventId: string;

const cookieOf = (u: TestUser) => `${SESSION_COOKIE}=${u.token}`;
async function call<T>(u: TestUser, method: string, path: string, body?: unknown): Promise<T> {
  const res = await api<T>(method, path, { cookie: cookieOf(u), body, headers: { [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value, 'idempotency-key': randomUUID() } });
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}
const details = (u: TestUser, id: string) => call<OutfitEventDetails>(u, 'GET', `/api/outfit-events/details/${id}`);

beforeAll(async () => {
  [browser, ola, fin] = await Promise.all([
    launchBrowser(),
    createUserWithSession({ firstName: 'Ola', lastName: 'Nordmann', isEmailVerified: true }),
    createUserWithSession({ firstName: 'Fin', lastName: 'Halvorsen', isEmailVerified: true }),
  ]);
  // Ola's closet: two catalogue products of each kind but dresses (so one sub-tab is empty).
  for (const category of ['tops', 'bottoms', 'outerwear', 'shoes', 'accessories']) {
    const list = await call<{ items: Product[] }>(ola, 'GET', `/api/products?category=${category}&limit=2`);
    for (const p of list.items) await call(ola, 'POST', `/api/closets/${ola.id}/items`, { productId: p.id });
  }
  // Fin's closet, for his own suggestion.
  const tops = await call<{ items: Product[] }>(fin, 'GET', '/api/products?category=tops&limit=1');
  await call(fin, 'POST', `/api/closets/${fin.id}/items`, { productId: tops.items[0]!.id });
  // Ola follows Fin: he is someone she can invite (spec 02 §2.8).
  await call(ola, 'POST', `/api/users/${fin.id}/follow`, {});
});
afterAll(async () => {
  await browser?.close();
});

async function openAs(u: TestUser, path: string): Promise<Page> {
  const context = await newContext(browser, { sessionToken: u.token });
  const p = await context.newPage();
  await p.goto(path);
  return p;
}

/** Finite animations (a toast sliding in, a dialog opening) are over; spinners may still spin. */
const settled = (p: Page) =>
  p.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
async function axe(p: Page, selector?: string) {
  await settled(p);
  return seriousAxeFindings(p, selector);
}
/** Every image on the page has loaded (lazy ones below the fold excepted). */
const imagesLoaded = (p: Page) => p.waitForFunction(() => Array.from(document.images).every((img) => img.loading === 'lazy' || img.complete));
/**
 * Screenshots at both widths once every image is in, with the toasts hidden (axe has checked
 * them before; a click to close one would also close the dialog under it).
 */
async function shoot(p: Page, name: string, dialogAt?: 'top' | string) {
  await imagesLoaded(p);
  await settled(p);
  const hide = await p.addStyleTag({ content: '[data-sonner-toaster] { visibility: hidden !important; }' });
  if (dialogAt) {
    // Each width lays the dialog out differently: scroll after the resize.
    for (const [size, suffix] of [[DESKTOP, 'desktop'], [MOBILE, 'mobile']] as const) {
      await p.setViewportSize(size);
      await frames(p);
      await scrollDialog(p, dialogAt);
      await imagesLoaded(p);
      await screenshot(p, `${name}-${suffix}`, { fullPage: false });
    }
    await p.setViewportSize(DESKTOP);
  } else {
    await shootViewports(p, name);
  }
  await hide.evaluate((el) => (el as HTMLElement).remove());
}
/** Scroll the planning dialog to its top (its header) or to an element of it. */
const scrollDialog = (p: Page, to: 'top' | string) =>
  dialogOf(p).evaluate((el, testId) => {
    if (testId === 'top') el.scrollTo(0, 0);
    else el.querySelector(`[data-testid="${testId}"]`)?.scrollIntoView({ block: 'start' });
  }, to);
const toast = (p: Page, text: string) => p.locator('[data-sonner-toast]').filter({ hasText: text });
const dialogOf = (p: Page) => p.getByTestId('planning-dialog');
const isPath = (r: Request, method: string, re: RegExp) => r.method() === method && re.test(new URL(r.url()).pathname);

describe('outfit planning: create, plan, analyse, ask the AI, save and finalize', () => {
  it("the empty tab says 'No outfit events yet' with 'Create Your First Event'", async () => {
    page = await openAs(ola, '/profile');
    await page.getByRole('tab', { name: 'Outfit Planning' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'outfits');
    await page.getByText('No outfit events yet').waitFor();
    await page.getByRole('button', { name: 'Create Your First Event' }).waitFor();
    expect(await axe(page)).toEqual([]);
    await shoot(page, 'outfits-empty');
  });

  it('creates an event with the date and time pickers; its planning dialog opens', async () => {
    await page.getByRole('button', { name: 'Create Your First Event' }).click();
    const create = page.getByRole('dialog', { name: 'Create Event' });
    await create.waitFor();
    // An empty name is refused with the contract's message, before any request.
    await create.getByRole('button', { name: 'Create Event' }).click();
    await create.getByText('Please enter an event name').waitFor();
    // Ten days ahead at 19:00 where the event is (Boston), within the forecast's 16 days.
    const date = await page.evaluate(() => {
      const d = new Date(Date.now() + 10 * 86_400_000);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    await create.getByLabel('Event name').fill('Winter Gala');
    expect(await create.getByText('Please enter an event name').count()).toBe(0);
    await create.getByLabel('Date').fill(date);
    await create.getByLabel('Time', { exact: true }).fill('19:00');
    await create.getByLabel('Vibe').selectOption('formal');
    await create.getByLabel('Time of day').selectOption('evening');
    await create.getByLabel('Location (optional)').fill('Boston');
    await create.getByLabel('Notes (optional)').fill('Black tie, heated venue');
    await create.getByRole('switch', { name: 'Public' }).click();
    expect(await axe(page)).toEqual([]);
    await shoot(page, 'outfits-create-event');
    const created = page.waitForResponse((r) => isPath(r.request(), 'POST', /^\/api\/outfit-events$/));
    await create.getByRole('button', { name: 'Create Event' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    eventId = ((await response.json()) as { id: string }).id;

    const dialog = dialogOf(page);
    await dialog.getByText('Plan your outfit for:').waitFor();
    await dialog.getByRole('heading', { name: 'Winter Gala' }).waitFor();
    expect(new URL(page.url()).searchParams.get('event')).toBe(eventId);
    // Issue 34 §3: the time where the event is (Boston's zone), not converted through the browser's.
    const day = new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
    expect(await dialog.getByTestId('planning-date').innerText()).toBe(`${day} at 7:00 PM in Boston`);
    const stored = await details(ola, eventId);
    expect(stored).toMatchObject({ eventName: 'Winter Gala', vibe: 'formal', timeOfDay: 'evening', location: 'Boston', isPublic: true, status: 'planning', finalOutfitId: null });
    expect(stored).toMatchObject({ localDate: date, localTime: '19:00', timeZone: 'America/New_York' });
  });

  it('adds closet items from the §2.6 sub-tabs once each; an empty sub-tab says none found; uploads photos', async () => {
    const dialog = dialogOf(page);
    const picker = dialog.getByTestId('item-picker');
    const plan = dialog.getByTestId('outfit-plan');
    for (const group of ['Tops', 'Bottoms', 'Shoes']) {
      await picker.getByRole('tab', { name: group, exact: true }).click();
      const add = picker.getByRole('tabpanel', { name: group }).getByRole('button', { name: /^Add / }).first();
      const name = (await add.getAttribute('aria-label'))!.replace(/^Add /, '');
      await add.click();
      // Added: a check, and the button (which keeps the keyboard focus) cannot add it again.
      const added = picker.getByRole('button', { name: `${name} added` });
      await added.waitFor();
      expect(await added.getAttribute('aria-disabled')).toBe('true');
      expect(await added.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await plan.getByText(name, { exact: true }).waitFor();
      expect(await plan.getByText(name, { exact: true }).count()).toBe(1);
    }
    expect(await plan.getByTestId('plan-count').innerText()).toBe('3 items');
    await picker.getByRole('tab', { name: 'Dresses', exact: true }).click();
    await picker.getByText('No dresses found').waitFor();

    // Upload Photo: two photos go straight to storage (presigned POSTs), one is removed.
    await picker.getByRole('tab', { name: 'Upload Photo' }).click();
    const presign = page.waitForResponse((r) => isPath(r.request(), 'POST', /^\/api\/upload\/outfit-images$/));
    await picker.getByTestId('outfit-photo-input').setInputFiles([
      { name: 'scarf.png', mimeType: 'image/png', buffer: gradientPng(96) },
      { name: 'belt.png', mimeType: 'image/png', buffer: gradientPng(64) },
    ]);
    expect((await presign).status()).toBe(200);
    await toast(page, 'Photos uploaded successfully').waitFor();
    const photos = picker.getByRole('list', { name: 'Uploaded photos' }).getByRole('listitem');
    await waitFor('two photo thumbnails', async () => (await photos.count()) === 2);
    await picker.getByRole('button', { name: 'Remove Uploaded photo 2' }).click();
    await waitFor('one photo left', async () => (await photos.count()) === 1);
    expect(await plan.getByTestId('plan-count').innerText()).toBe('4 items');
    await picker.getByRole('tab', { name: 'From Closet' }).click();
  });

  it('Analyze Outfit shows the scores in the §9 colours, at most 3 recommendations and the weather with its source', async () => {
    const dialog = dialogOf(page);
    const analysed = page.waitForResponse((r) => isPath(r.request(), 'POST', /^\/api\/analyze-occasion-season-compatibility$/));
    await dialog.getByRole('button', { name: 'Analyze Outfit' }).click();
    const response = await analysed;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({ targetOccasion: 'formal', eventId, eventDetails: { location: 'Boston', timeOfDay: 'evening' } });
    const result = dialog.getByTestId('analysis-result');
    await result.waitFor();
    await toast(page, 'Analysis Complete').waitFor();
    for (const id of ['score-overall', 'score-occasion', 'score-season', 'score-weather', 'score-colour']) {
      const pill = result.getByTestId(id);
      const score = Number(await pill.getAttribute('data-score'));
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
      expect(await pill.getAttribute('data-tone')).toBe(analysisScoreTone(score));
    }
    expect(await result.getByTestId('analysis-recommendations').getByRole('listitem').count()).toBeLessThanOrEqual(OUTFIT_LIMITS.recommendationsShown);
    expect(await result.getByTestId('weather-line').innerText()).toContain('Source:');
    expect(await axe(page)).toEqual([]);
    await shoot(page, 'outfits-analysis', 'analysis-card');
  });

  it('Ask AI lists what it considers and returns a suggestion with its reasons', async () => {
    const dialog = dialogOf(page);
    await dialog.getByRole('button', { name: 'Ask AI' }).click();
    const ai = page.getByRole('dialog', { name: 'Ask Outfit Me AI' });
    await ai.waitFor();
    const considers = ai.getByTestId('ai-considers');
    await considers.getByText('10 items', { exact: true }).waitFor(); // Ola's closet
    await considers.getByText('Formal', { exact: true }).waitFor();
    expect(await considers.getByTestId('weather-line').innerText()).toContain('Source:');
    await ai.getByRole('button', { name: 'Get AI Suggestion' }).click();
    const result = ai.getByTestId('ai-result');
    await result.waitFor({ timeout: 20_000 });
    await toast(page, 'AI Suggestion Ready').waitFor();
    expect(await result.getByTestId('ai-reasons').getByRole('listitem').count()).toBeGreaterThanOrEqual(1);
    expect(await result.getByTestId('outfit-thumbs').getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    expect(await axe(page)).toEqual([]);
    await shoot(page, 'outfits-ask-ai');
    await ai.getByRole('button', { name: 'Done' }).click();
    await ai.waitFor({ state: 'detached' });
    // The suggestion is one of the event's suggestions now.
    await dialog.getByTestId('suggestions').locator('[data-testid="suggestion"][data-ai]').first().waitFor();
  });

  it("Save Outfit Plan sets finalOutfitId to the NEW suggestion's id; the card shows Finalized and the thumbnails", async () => {
    const dialog = dialogOf(page);
    const posted = page.waitForResponse((r) => isPath(r.request(), 'POST', /^\/api\/outfit-events\/[^/]+\/suggestions$/));
    const patched = page.waitForRequest((r) => isPath(r, 'PATCH', /^\/api\/outfit-events\/[^/]+$/));
    await dialog.getByRole('button', { name: 'Save Outfit Plan' }).click();
    const suggestion = (await (await posted).json()) as OutfitSuggestion;
    expect(suggestion.items).toHaveLength(4);
    expect((await patched).postDataJSON()).toEqual({ finalOutfitId: suggestion.id });
    await toast(page, 'Outfit Saved & Finalized').waitFor();
    await waitFor('the Finalized status line', async () => (await dialog.getByTestId('save-card').getByTestId('save-status').innerText()) === 'Finalized');
    const stored = await details(ola, eventId);
    expect(stored.finalOutfitId).toBe(suggestion.id);
    expect(stored.status).toBe('finalized');
    expect(await axe(page)).toEqual([]);
    await shoot(page, 'outfits-planning', 'top');
    await shoot(page, 'outfits-suggestions', 'suggestions');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('event')).toBeNull();
    const card = page.locator('[data-testid="event-card"][data-status="finalized"]').filter({ hasText: 'Winter Gala' });
    await card.waitFor();
    expect(await card.getByTestId('event-status').innerText()).toBe('Finalized');
    expect(await card.getByTestId('event-thumbnails').locator('img').count()).toBe(4);
  });

  it('the Planning/Finalized switch reopens and finalizes the event with the §4 toasts', async () => {
    const card = page.getByTestId('event-card').filter({ hasText: 'Winter Gala' });
    const toggle = card.getByRole('switch', { name: /^Finalized/ });
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await toast(page, 'Event reopened for planning').waitFor();
    await toast(page, 'You can now make changes to this event').waitFor();
    await waitFor('planning', async () => (await card.getByTestId('event-status').innerText()) === 'Planning');
    expect((await details(ola, eventId)).status).toBe('planning');
    await toggle.click();
    await toast(page, 'Outfit finalized!').waitFor();
    await toast(page, 'Your outfit choice has been saved').waitFor();
    await waitFor('finalized', async () => (await card.getByTestId('event-status').innerText()) === 'Finalized');
    expect((await details(ola, eventId)).status).toBe('finalized');
  });

  it('Event Details: Save sends only the changed fields; Cancel restores the originals', async () => {
    const card = page.getByTestId('event-card').filter({ hasText: 'Winter Gala' });
    await card.getByRole('button', { name: 'Edit Outfit' }).click();
    const dialog = dialogOf(page);
    const box = dialog.getByTestId('event-details');
    await box.getByRole('button', { name: 'Edit event details' }).click();
    await box.getByLabel('Vibe').selectOption('party');
    await box.getByLabel('Notes').fill('Black tie, dancing after dinner');
    await shoot(page, 'outfits-event-details-edit', 'event-details');
    const patched = page.waitForRequest((r) => isPath(r, 'PATCH', /^\/api\/outfit-events\/[^/]+$/));
    await box.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await patched).postDataJSON()).toEqual({ vibe: 'party', notes: 'Black tie, dancing after dinner' });
    await toast(page, 'Event Updated').waitFor();
    await box.getByTestId('detail-vibe').filter({ hasText: 'Party' }).waitFor();

    // Cancel: nothing is sent and the view shows what was stored.
    let sent = 0;
    const count = (r: Request) => {
      if (isPath(r, 'PATCH', /^\/api\/outfit-events\/[^/]+$/)) sent += 1;
    };
    page.on('request', count);
    await box.getByRole('button', { name: 'Edit event details' }).click();
    await box.getByLabel('Notes').fill('Something else entirely');
    await box.getByLabel('Vibe').selectOption('casual');
    await box.getByRole('button', { name: 'Cancel' }).click();
    await box.getByTestId('detail-vibe').filter({ hasText: 'Party' }).waitFor();
    await box.getByText('Black tie, dancing after dinner').waitFor();
    page.off('request', count);
    expect(sent).toBe(0);
    expect(await box.getByTestId('detail-collaborators').innerText()).toBe('0');
  });

  it('invites Fin, whom Ola follows: the Invite dialog lists him and Send Invitations works', async () => {
    const dialog = dialogOf(page);
    await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
    const invite = page.getByRole('dialog', { name: 'Invite Friends to Collaborate' });
    await invite.waitFor();
    const fins = invite.getByRole('checkbox', { name: /Fin Halvorsen/ });
    await fins.check();
    expect(await axe(page)).toEqual([]);
    await shoot(page, 'outfits-invite');
    const sent = page.waitForRequest((r) => isPath(r, 'POST', /^\/api\/outfit-events\/[^/]+\/invitations$/));
    await invite.getByRole('button', { name: /^Send Invitations/ }).click();
    expect((await sent).postDataJSON()).toEqual({ userIds: [fin.id] });
    await toast(page, 'Invitations sent').waitFor();
    await invite.waitFor({ state: 'detached' });
    await waitFor('one collaborator', async () => (await dialog.getByTestId('detail-collaborators').innerText()) === '1');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it("Fin's invitation opens the event: he suggests, favourites and comments, but cannot edit the details or invite", async () => {
    // The invitation reaches Fin through the notifications processor (poll, no fixed wait).
    const invitation = await waitFor(
      'the event_invite notification',
      async () => (await call<{ items: Notification[] }>(fin, 'GET', '/api/notifications')).items.find((n) => n.type === 'event_invite'),
      { timeoutMs: 30_000, intervalMs: 100 },
    );
    const finPage = await openAs(fin, invitation.targetUrl);
    await finPage.waitForURL((url) => url.pathname === '/profile' && url.searchParams.get('event') === eventId);
    const dialog = dialogOf(finPage);
    await dialog.getByRole('heading', { name: 'Winter Gala' }).waitFor();
    await dialog.getByText('Planned by Ola Nordmann').waitFor();
    expect(await dialog.getByRole('button', { name: 'Edit event details' }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Invite', exact: true }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Make Final' }).count()).toBe(0);

    // Favourite Ola's final outfit and comment on it.
    const final = dialog.getByTestId('suggestion').filter({ hasText: 'Final outfit' });
    const heart = final.getByTestId('favorite-button');
    await heart.click();
    await final.locator('[data-testid="favorite-button"][aria-pressed="true"]:not([aria-busy])').waitFor();
    await final.getByRole('button', { name: /^Comments on / }).click();
    await final.getByLabel('Add a comment').fill('Love the coat with this!');
    await final.getByRole('button', { name: 'Post' }).click();
    await toast(finPage, 'Comment added!').waitFor();
    await final.getByTestId('suggestion-comment').filter({ hasText: 'Love the coat with this!' }).waitFor();

    // Ask AI with Fin's closet (one top, nothing to wear with it): the stylist's 422 says what to add.
    await dialog.getByRole('button', { name: 'Ask AI' }).click();
    const ai = finPage.getByRole('dialog', { name: 'Ask Outfit Me AI' });
    const asked = finPage.waitForResponse((r) => isPath(r.request(), 'POST', /^\/api\/outfit-events\/[^/]+\/ai-suggestion$/));
    await ai.getByRole('button', { name: 'Get AI Suggestion' }).click();
    const answer = await asked;
    expect(answer.status()).toBe(422);
    const message = ((await answer.json()) as { message: string }).message;
    expect(await ai.getByTestId('ai-cannot-make').innerText()).toBe(message);
    expect(await axe(finPage)).toEqual([]);
    await ai.getByRole('button', { name: 'Cancel' }).click();
    await ai.waitFor({ state: 'detached' });

    // Fin suggests his own plan: saved as a suggestion, the event is not finalized by him.
    const picker = dialog.getByTestId('item-picker');
    await picker.getByRole('tabpanel', { name: 'Tops' }).getByRole('button', { name: /^Add / }).first().click();
    const patches: string[] = [];
    finPage.on('request', (r) => isPath(r, 'PATCH', /^\/api\/outfit-events\//) && patches.push(r.url()));
    await dialog.getByRole('button', { name: 'Save Outfit Plan' }).click();
    await toast(finPage, 'Outfit Saved').waitFor();
    expect(patches).toEqual([]);
    expect(await axe(finPage)).toEqual([]);
    await shoot(finPage, 'outfits-collaborator', 'top');
    await shoot(finPage, 'outfits-collaborator-suggestions', 'suggestions');

    const stored = await details(ola, eventId);
    expect(stored.suggestions.some((s) => s.suggestedBy.id === fin.id)).toBe(true);
    expect(stored.finalOutfitId).not.toBe(stored.suggestions.find((s) => s.suggestedBy.id === fin.id)!.id);
    const finals = stored.suggestions.find((s) => s.id === stored.finalOutfitId)!;
    expect(finals.favoriteCount).toBe(1);
    expect(finals.commentCount).toBe(1);

    // His own tab lists the event, without the creator's switch.
    await finPage.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const card = finPage.getByTestId('event-card').filter({ hasText: 'Winter Gala' });
    await card.getByText('Planned by Ola Nordmann').waitFor();
    expect(await card.getByRole('switch').count()).toBe(0);
    await finPage.context().close();
  });
});

describe('outfit events: calendar, previous events, delete', () => {
  it('Add to calendar downloads an .ics of the dated event', async () => {
    const card = page.getByTestId('event-card').filter({ hasText: 'Winter Gala' });
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Add Winter Gala to calendar' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('winter-gala.ics');
    const text = (await readFile((await file.path())!, 'utf8')).replace(/\r\n[ \t]/g, '');
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toContain('SUMMARY:Winter Gala');
    expect(text).toContain('LOCATION:Boston');
    expect(text).toContain(`UID:outfit-event-${eventId}@seamline`);
    expect(text).toContain('STATUS:CONFIRMED');
    // Issue 34 §3: 19:00 in Boston as a UTC instant, and the final outfit's pieces listed.
    const stored = await details(ola, eventId);
    expect(text).toContain(`DTSTART:${stored.eventDate!.replace(/[-:]/g, '').slice(0, 15)}Z`);
    expect(text).toContain('Starts 7:00 PM in Boston (America/New_York)');
    for (const piece of stored.finalOutfit!.items.filter((i) => !i.missing)) expect(text).toContain(`- ${piece.name.replace(/,/g, '\\,').replace(/;/g, '\\;')}`);
  });

  it('a past event is under Previous Events, and Delete removes it after the confirmation', async () => {
    const past = await call<{ id: string }>(ola, 'POST', '/api/outfit-events', {
      eventName: 'Summer picnic',
      eventDate: new Date(Date.now() - 120 * 86_400_000).toISOString(),
      vibe: 'casual',
      notes: 'Linen and sandals',
    });
    await page.reload();
    const previous = page.getByRole('list', { name: 'Previous Events' });
    const card = previous.getByTestId('event-card').filter({ hasText: 'Summer picnic' });
    await card.waitFor();
    expect(await page.getByRole('list', { name: 'Upcoming Events' }).getByTestId('event-card').filter({ hasText: 'Winter Gala' }).count()).toBe(1);
    expect(await axe(page)).toEqual([]);
    await shoot(page, 'outfits-list');

    await card.getByRole('button', { name: 'Delete Summer picnic' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this event?' });
    await confirm.getByRole('button', { name: 'Delete Event' }).click();
    await toast(page, 'Event deleted').waitFor();
    await card.waitFor({ state: 'detached' });
    const list = await call<OutfitEventPage>(ola, 'GET', `/api/outfit-events/${ola.id}`);
    expect(list.items.map((e) => e.id)).not.toContain(past.id);
    expect(pathOf(page)).toBe('/profile?tab=outfits');
  });
});
