/**
 * Places and weather in Chromium (issue 34 §2): an event in 'Ushuaia, Argentina' next February
 * shows, in the planning dialog's Event Details, the place it resolved to, Summer (southern
 * hemisphere) and the climate normal with its source; an event whose location is not in the
 * gazetteer says 'Place not found … Enter a city' and shows no season. Screenshots at desktop and
 * mobile width; axe finds no serious issue.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { APP_REQUEST_HEADER, SESSION_COOKIE } from '@seamline/shared/contracts/session';
import { api } from '../fixtures/api';
import { seriousAxeFindings } from './support/axe';
import { launchBrowser, newContext, pressEscapeIn, shootViewports } from './support/browser';
import { createUserWithSession, type TestUser } from './support/users';

let browser: Browser;
let una: TestUser;
let page: Page;
const february = `${new Date().getUTCFullYear() + 1}-02-15`;
const shots = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

async function createEvent(body: Record<string, unknown>): Promise<void> {
  const res = await api('POST', '/api/outfit-events', {
    cookie: `${SESSION_COOKIE}=${una.token}`,
    body: { vibe: 'casual', localDate: february, ...body },
    headers: { [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value, 'idempotency-key': randomUUID() },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

beforeAll(async () => {
  [browser, una] = await Promise.all([launchBrowser(), createUserWithSession({ firstName: 'Una', lastName: 'Ríos', isEmailVerified: true })]);
  await createEvent({ eventName: 'Beagle Channel trip', location: 'Ushuaia, Argentina' });
  await createEvent({ eventName: 'Picnic somewhere', location: 'Xyzzyville' });
  const context = await newContext(browser, { sessionToken: una.token, locale: 'en-US' });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

async function openDetails(name: string) {
  await page.goto('/profile?tab=outfits');
  await page.getByTestId('event-card').filter({ hasText: name }).getByRole('button', { name: 'Edit Outfit' }).click();
  const dialog = page.getByTestId('planning-dialog');
  await dialog.getByRole('heading', { name }).waitFor();
  return dialog;
}

describe('places and weather in Event Details (issue 34 §2)', () => {
  it('Ushuaia in February: the resolved place, summer, and the climate normal with its source', async () => {
    const dialog = await openDetails('Beagle Channel trip');
    const box = dialog.getByTestId('event-details');
    expect(await box.getByTestId('detail-location').innerText()).toBe('Ushuaia, Argentina (Ushuaia, Argentina)');
    expect(await box.getByTestId('detail-season').innerText()).toBe('Summer');
    await box.getByText('Typical for Ushuaia in February: 7 °C').waitFor();
    await box.getByText('Source: Typical climate for the place and month · Climate normal 1991–2020, GHCN CAMS (NOAA PSL)').waitFor();
    expect(await box.getByTestId('place-attribution').innerText()).toBe('Place data © GeoNames (geonames.org), CC BY 4.0');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await shootViewports(page, 'outfits-place-climate');
    await box.screenshot({ path: path.join(shots, 'outfits-place-climate-details.png'), animations: 'disabled' });
    await pressEscapeIn(page, dialog);
    await dialog.waitFor({ state: 'detached' });
  });

  it('a location that is not found says so and asks for a city: no season, no weather guessed', async () => {
    const dialog = await openDetails('Picnic somewhere');
    const box = dialog.getByTestId('event-details');
    expect(await box.getByTestId('detail-location').innerText()).toBe('Xyzzyville (not found)');
    expect(await box.getByTestId('detail-season').innerText()).toBe('Not specified');
    expect(await box.getByTestId('place-not-found').innerText()).toBe('Place not found: “Xyzzyville”. Enter a city, e.g. “Lyon, France”, for weather and season.');
    expect(await box.getByText(/Typical for|Forecast/).count()).toBe(0);
    expect(await box.getByTestId('place-attribution').count()).toBe(0);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await shootViewports(page, 'outfits-place-not-found');
    await box.screenshot({ path: path.join(shots, 'outfits-place-not-found-details.png'), animations: 'disabled' });
  });
});
