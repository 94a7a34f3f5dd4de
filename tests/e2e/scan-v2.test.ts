/**
 * Body scan v2 screens (issue 23) against the local runtime's real scan pipeline: the size
 * system asked on the measurements page (keyboard), the side photo with its pose guide, a 'side'
 * photo that is not side-on refused next to that photo, the detected outline over the photo
 * before the numbers, each value with its expected error and the model the size system picked,
 * and the retake advice with a way to retake the front photo. axe: no serious finding in the
 * dialog. Screenshots at desktop 1280×800 and mobile 390×844 (tests/e2e/screenshots/scan-v2-*).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Measurements } from '@seamline/shared/contracts/measurements';
import { DESKTOP, launchBrowser, MOBILE, newContext, shootViewports } from './support/browser';
import { seriousAxeFindings } from './support/axe';
import { BUSINESSMAN, PEOPLE_DIR } from '../fixtures/images';
import { createUserWithSession, type TestUser } from './support/users';
import { startScan } from './support/scan';

/** Front, arms held away (shared/data/people PROVENANCE.md): the photo whose outline measures. */
const ARMS_AWAY = PEOPLE_DIR + 'tfjs_pose_warrior2.jpg';
/** Front, arms against the body: the outline cannot be measured → retake advice. */
const ARMS_DOWN = PEOPLE_DIR + BUSINESSMAN;

let browser: Browser;
let user: TestUser;
beforeAll(async () => {
  [browser, user] = await Promise.all([launchBrowser(), createUserWithSession({ isEmailVerified: true })]);
});
afterAll(async () => {
  await browser?.close();
});

const getJson = <T>(page: Page, path: string): Promise<T> =>
  page.evaluate(async (p) => (await fetch(p, { credentials: 'include' })).json(), path) as Promise<T>;
const closeToasts = (page: Page) => page.getByRole('button', { name: 'Close toast' }).first().click({ timeout: 2000 }).catch(() => undefined);
async function noSeriousAxe(page: Page): Promise<void> {
  expect(await seriousAxeFindings(page, '[role="dialog"]')).toEqual([]);
}

describe('body scan v2 screens', () => {
  it("size system by keyboard → side photo refused → outline over the photo → values ± error with the men's model → retake advice", async () => {
    const context = await newContext(browser, { sessionToken: user.token, bypassCSP: true });
    const page = await context.newPage();
    await page.goto('/measurements');

    // The size system on the measurements page's form, chosen with the arrow keys.
    await page.getByRole('button', { name: 'Enter Measurements' }).click();
    const form = page.getByRole('dialog', { name: 'Enter Your Measurements' });
    for (const [label, value] of [['Bust', '39'], ['Waist', '33'], ['Hips', '39'], ['Height', '70'], ['Weight', '170']] as const) {
      await form.getByRole('spinbutton', { name: new RegExp(`^${label} \\(`) }).fill(value);
    }
    const sizeSystem = form.getByRole('radiogroup', { name: 'Size system' });
    await sizeSystem.getByRole('radio', { name: "Women's" }).focus();
    // Held like a person's key press: Radix moves focus on the next task and checks the item
    // focused while the arrow key is down (press() releases it at once).
    await page.keyboard.down('ArrowRight');
    await sizeSystem.getByRole('radio', { name: "Men's", exact: true, checked: true }).waitFor({ timeout: 5000 });
    await page.keyboard.up('ArrowRight');
    await sizeSystem.scrollIntoViewIfNeeded();
    await shootViewports(page, 'scan-v2-0-size-system');
    await noSeriousAxe(page);
    await form.getByRole('button', { name: 'Save Measurements' }).click();
    await form.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('measurement-size-system').innerText()).toBe("Size system: Men's");
    expect(await getJson<Measurements>(page, `/api/users/${user.id}/measurements`)).toMatchObject({ sizeSystem: 'mens', weight: 170 });
    await closeToasts(page);

    // Upload: the side photo with its pose guide.
    await page.getByRole('button', { name: 'AI Rescan Body' }).click();
    const dialog = page.getByRole('dialog', { name: 'AI Body Scan' });
    await dialog.getByRole('img', { name: 'Pose guide: stand side-on' }).waitFor();
    await dialog.getByText('Optional, but it makes bust, waist and hips more accurate', { exact: false }).waitFor();
    await dialog.getByLabel('Front photo').setInputFiles(ARMS_AWAY);
    await dialog.getByLabel('Side photo').setInputFiles(ARMS_DOWN);
    await dialog.getByRole('img', { name: 'Preview of the side photo' }).waitFor();
    await shootViewports(page, 'scan-v2-1-upload-side');
    await noSeriousAxe(page);

    // A 'side' photo that faces the camera: the server's retake message next to the side photo.
    await startScan(dialog);
    const sideError = dialog.getByTestId('side-photo-error');
    await sideError.waitFor({ timeout: 60_000 });
    expect(await sideError.innerText()).toBe('Side photo: Turn 90° so your side faces the camera.');
    await closeToasts(page);
    await shootViewports(page, 'scan-v2-2-side-refused');

    // Front only (arms away): the outline over the photo before the numbers.
    await dialog.getByRole('button', { name: 'Remove side photo' }).click();
    expect(await sideError.count()).toBe(0);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    // On a phone the 'Scan Complete' toast shows at the top: it covers neither the outline
    // step's buttons nor the tab bar (it used to sit over 'See my measurements').
    await page.setViewportSize(MOBILE);
    await dialog.getByRole('button', { name: 'Start Scan' }).click();
    await dialog.getByRole('heading', { name: 'Check the outline' }).waitFor({ timeout: 60_000 });
    const done = page.locator('[data-sonner-toast]').filter({ hasText: 'Scan Complete' });
    await done.waitFor();
    const [toastBox, nextBox] = [await done.boundingBox(), await dialog.getByRole('button', { name: 'See my measurements' }).boundingBox()];
    expect(toastBox!.y + toastBox!.height).toBeLessThan(nextBox!.y);
    await page.setViewportSize(DESKTOP);
    const photo = dialog.getByRole('img', { name: 'Front photo with the detected body outline drawn over it' });
    await photo.waitFor();
    expect(await dialog.getByTestId('outline-front').locator('polygon').count()).toBe(2);
    const points = (await dialog.getByTestId('outline-front').locator('polygon').first().getAttribute('points'))!.split(' ');
    expect(points.length).toBeGreaterThan(20);
    // The overlay covers exactly the photo.
    const [img, svg] = [await photo.boundingBox(), await dialog.getByTestId('outline-front').locator('svg').boundingBox()];
    for (const k of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(svg![k] - img![k]), k).toBeLessThan(1);
    expect(await dialog.getByTestId('scan-retake').count()).toBe(0);
    await closeToasts(page);
    await shootViewports(page, 'scan-v2-3-outline');
    await noSeriousAxe(page);

    // Results: each value with its expected error; the size system's model, the saved weight.
    await dialog.getByRole('button', { name: 'See my measurements' }).click();
    await dialog.getByRole('heading', { name: 'Your measurements' }).waitFor();
    for (const id of ['scan-bust', 'scan-waist', 'scan-hips', 'scan-inseam', 'scan-shoulder-width']) {
      expect(await dialog.getByTestId(id).getByTestId('expected-error').locator('[aria-hidden="true"]').innerText(), id).toMatch(/^± \d+(\.\d)? (cm|in)$/);
    }
    expect(await dialog.getByTestId('scan-height').getByTestId('expected-error').innerText()).toBe('As you entered it');
    expect(await dialog.getByTestId('scan-model').innerText()).toBe(
      "Estimated with the men's body model (your size system). Your saved weight was used.",
    );
    await shootViewports(page, 'scan-v2-4-results');
    await noSeriousAxe(page);

    // Arms against the body: the retake advice with a way to retake the front photo.
    await dialog.getByRole('button', { name: 'Scan Again' }).click();
    await dialog.getByLabel('Front photo').setInputFiles(ARMS_DOWN);
    await startScan(dialog);
    await dialog.getByRole('heading', { name: 'Check the outline' }).waitFor({ timeout: 60_000 });
    const retake = dialog.getByTestId('scan-retake');
    await retake.getByText('Hold your arms a little away from your body.').waitFor();
    await closeToasts(page);
    await shootViewports(page, 'scan-v2-5-retake');
    await noSeriousAxe(page);
    await retake.getByRole('button', { name: 'Retake front photo' }).click();
    await dialog.getByRole('heading', { name: 'Upload your photos' }).waitFor();
    expect(await dialog.getByRole('img', { name: 'Preview of the front photo' }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
    await context.close();
  });
});
