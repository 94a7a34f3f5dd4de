/**
 * Event times in Chromium (issue 34 §3): with the browser in New York, a party created for Tokyo
 * at 19:00 reads '7:00 PM in Tokyo' in the planning dialog and on its card (the event's own zone,
 * not the browser's); an all-day event shows 'All day', never '12:00 AM'; Add to calendar writes
 * the real instant (10:00Z). Screenshots at desktop and mobile width; axe finds no serious issue.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { OutfitEvent } from '@seamline/shared/contracts/outfits';
import { APP_REQUEST_HEADER, SESSION_COOKIE } from '@seamline/shared/contracts/session';
import { api } from '../fixtures/api';
import { seriousAxeFindings } from './support/axe';
import { launchBrowser, newContext, pressEscapeIn, shootViewports } from './support/browser';
import { createUserWithSession, type TestUser } from './support/users';

let browser: Browser;
let tomo: TestUser;
let page: Page;
/** A day 12 days ahead: the event's own calendar day, typed into the picker as is (no zone applies to it). */
const date = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
/** The long form of that day, as the dialog spells it. */
const longDay = new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

beforeAll(async () => {
  [browser, tomo] = await Promise.all([launchBrowser(), createUserWithSession({ firstName: 'Tomo', lastName: 'Sato', isEmailVerified: true })]);
  // The browser lives in New York: 19:00 in Tokyo is 5:00 or 6:00 AM there.
  const context = await newContext(browser, { sessionToken: tomo.token, timezoneId: 'America/New_York', locale: 'en-US' });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

describe("event times in the event's zone whatever the browser's (issue 34 §3)", () => {
  it("the planning dialog and the card of a Tokyo party at 19:00 say '7:00 PM in Tokyo' in a New York browser", async () => {
    await page.goto('/profile?tab=outfits');
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');
    await page.getByRole('button', { name: 'Create Your First Event' }).click();
    const create = page.getByRole('dialog', { name: 'Create Event' });
    await create.getByLabel('Event name').fill('Tokyo dinner');
    await create.getByLabel('Date').fill(date);
    await create.getByLabel('Time', { exact: true }).fill('19:00');
    await create.getByLabel('Location (optional)').fill('Tokyo');
    const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/outfit-events');
    await create.getByRole('button', { name: 'Create Event' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const event = (await response.json()) as OutfitEvent;
    expect(event).toMatchObject({ localDate: date, localTime: '19:00', timeZone: 'Asia/Tokyo', eventDate: `${date}T10:00:00.000Z` });

    const dialog = page.getByTestId('planning-dialog');
    await dialog.getByRole('heading', { name: 'Tokyo dinner' }).waitFor();
    expect(await dialog.getByTestId('planning-date').innerText()).toBe(`${longDay} at 7:00 PM in Tokyo`);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await shootViewports(page, 'outfits-time-zone-dialog');

    await pressEscapeIn(page, dialog);
    await dialog.waitFor({ state: 'detached' });
    const card = page.getByTestId('event-card').filter({ hasText: 'Tokyo dinner' });
    await card.getByText('7:00 PM in Tokyo').waitFor();
  });

  it("an all-day event shows 'All day', never '12:00 AM'", async () => {
    const res = await api('POST', '/api/outfit-events', {
      cookie: `${SESSION_COOKIE}=${tomo.token}`,
      body: { eventName: 'Tokyo market day', vibe: 'casual', location: 'Tokyo', localDate: date, timeZone: 'America/New_York' },
      headers: { [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value, 'idempotency-key': randomUUID() },
    });
    expect(res.status).toBe(201);
    await page.reload();
    const card = page.getByTestId('event-card').filter({ hasText: 'Tokyo market day' });
    await card.getByText('All day').waitFor();
    expect(await page.getByTestId('event-card').filter({ hasText: '12:00 AM' }).count()).toBe(0);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await shootViewports(page, 'outfits-time-zone-cards');
  });

  it('Add to calendar writes the real instant: 19:00 in Tokyo is 10:00Z', async () => {
    const card = page.getByTestId('event-card').filter({ hasText: 'Tokyo dinner' });
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Add Tokyo dinner to calendar' }).click();
    const text = (await readFile((await (await download).path())!, 'utf8')).replace(/\r\n[ \t]/g, '');
    expect(text).toContain(`DTSTART:${date.replace(/-/g, '')}T100000Z`);
    expect(text).toContain('Starts 7:00 PM in Tokyo (Asia/Tokyo)');
  });
});
