/**
 * Issue 35 §5 on the scan result screen, against the local runtime's real scan pipeline: beside
 * the ± the screen says what it means ('typical error for a scan like this') with the photo
 * quality, and 'What does ± mean?' (a disclosure, opened with the keyboard) explains it, names
 * the inputs and the reasons. The same real photo scanned as is and shrunk to 240 px: the shrunk
 * one shows 'Photo quality: fair', a wider waist ± and what a clear photo would give. axe: no
 * serious finding in the dialog. Screenshots at desktop 1280×800 and mobile 390×844
 * (tests/e2e/screenshots/scan-error-*).
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { SCAN_ERROR_TEXTS } from '@seamline/shared/contracts/scan-error-texts';
import { launchBrowser, newContext, shootViewports } from './support/browser';
import { seriousAxeFindings } from './support/axe';
import { PEOPLE_DIR } from '../fixtures/images';
import { createUserWithSession, type TestUser } from './support/users';
import { scanTo } from './support/scan';

/** Front, arms held away (shared/data/people PROVENANCE.md): the photo whose outline measures. */
const ARMS_AWAY = PEOPLE_DIR + 'tfjs_pose_warrior2.jpg';

let browser: Browser;
let user: TestUser;
let shrunk: string;
beforeAll(async () => {
  [browser, user] = await Promise.all([launchBrowser(), createUserWithSession({ isEmailVerified: true })]);
  shrunk = join(await mkdtemp(join(tmpdir(), 'scan-error-')), 'warrior2-240.jpg');
  await writeFile(shrunk, await sharp(ARMS_AWAY).resize({ width: 240 }).jpeg({ quality: 90 }).toBuffer());
});
afterAll(async () => {
  await browser?.close();
});

const closeToasts = (page: Page) => page.getByRole('button', { name: 'Close toast' }).first().click({ timeout: 2000 }).catch(() => undefined);
async function noSeriousAxe(page: Page): Promise<void> {
  expect(await seriousAxeFindings(page, '[role="dialog"]')).toEqual([]);
}

const errorOf = async (dialog: Locator, id: string) =>
  Number((await dialog.getByTestId(id).getByTestId('expected-error').locator('[aria-hidden="true"]').innerText()).match(/± ([\d.]+)/)![1]);

describe('scan result: the ± is this scan\'s', () => {
  it('says what the ± means, explains it by keyboard, and a shrunk photo shows fair quality and a wider ±', async () => {
    const context = await newContext(browser, { sessionToken: user.token, bypassCSP: true });
    const page = await context.newPage();
    await page.goto('/measurements');
    await page.getByRole('button', { name: 'Start AI Scan' }).click();
    const dialog = page.getByRole('dialog', { name: 'AI Body Scan' });

    await scanTo(dialog, ARMS_AWAY);
    const note = dialog.getByTestId('expected-error-note');
    expect(await note.locator('p').first().textContent()).toContain(`±plus or minus ${SCAN_ERROR_TEXTS.meaning}`);
    expect(await note.getByTestId('error-quality').innerText()).toBe('Photo quality: good');
    const cleanWaist = await errorOf(dialog, 'scan-waist');
    // The disclosure, opened with the keyboard.
    const summary = note.getByText(SCAN_ERROR_TEXTS.summary);
    await summary.focus();
    await page.keyboard.press('Enter');
    await note.getByText(SCAN_ERROR_TEXTS.explanation).waitFor();
    await note.getByText('Based on your height and front outline.').waitFor();
    await closeToasts(page);
    await note.scrollIntoViewIfNeeded();
    await shootViewports(page, 'scan-error-1-clear-photo');
    await noSeriousAxe(page);

    await dialog.getByRole('button', { name: 'Scan Again' }).click();
    await scanTo(dialog, shrunk);
    expect(await note.getByTestId('error-quality').innerText()).toBe('Photo quality: fair');
    const shrunkWaist = await errorOf(dialog, 'scan-waist');
    expect(shrunkWaist).toBeGreaterThan(cleanWaist);
    await note.getByText(SCAN_ERROR_TEXTS.summary).click();
    expect(await note.getByTestId('error-reasons').innerText()).toBe(SCAN_ERROR_TEXTS.reasons.coarsePhoto);
    const clean = await note.getByTestId('clean-photo-errors').innerText();
    expect(clean).toContain(`${SCAN_ERROR_TEXTS.cleanPhoto} `);
    // The same inputs on the clear photo: the first scan's waist ± (shown in the person's unit).
    expect(clean).toMatch(new RegExp(`Waist ± ${cleanWaist} (cm|in)`));
    await closeToasts(page);
    await note.scrollIntoViewIfNeeded();
    await shootViewports(page, 'scan-error-2-small-photo');
    await noSeriousAxe(page);
    await context.close();
  });
});
