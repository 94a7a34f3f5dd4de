/**
 * AI body scan dialog, onboarding variant (spec 01 §2, §4 "AI scan (onboarding)", §8): step 3
 * offers AI Scan / Manual Entry; the camera refused shows the spec's alert; a non-image and an
 * unreadable image show theirs; a real photo is uploaded → Analyze → 'Detected Measurements' in
 * inches → Use Results saves them (source onboarding, inches) and the wizard moves to step 4.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import type { Measurements } from '@seamline/shared/contracts/measurements';
import { launchBrowser, newContext, shootViewports } from './support/browser';
import { BUSINESSMAN, PEOPLE_DIR } from '../fixtures/images';
import { createUserWithSession, type TestUser } from './support/users';

const PHOTO = PEOPLE_DIR + BUSINESSMAN;

let browser: Browser;
let user: TestUser;
beforeAll(async () => {
  [browser, user] = await Promise.all([launchBrowser(), createUserWithSession({ isEmailVerified: true })]);
});
afterAll(async () => {
  await browser?.close();
});



describe('body scan dialog (onboarding)', () => {
  it('AI Scan → upload → Analyze → Detected Measurements → Use Results saves and goes to step 4', async () => {
    const context = await newContext(browser, { sessionToken: user.token });
    const page = await context.newPage();
    // No camera permission in this context: getUserMedia is refused.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'mediaDevices', {
        value: { getUserMedia: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')) },
      });
    });
    await page.goto('/onboarding');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Your measurements' }).waitFor();
    expect(await page.getByRole('button', { name: /Manual Entry/ }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: /^AI Scan/ }).click();
    await page.getByRole('button', { name: 'Start AI Scan' }).waitFor();
    await shootViewports(page, 'scan-onboarding-0-choice');
    await page.getByRole('button', { name: 'Start AI Scan' }).click();

    const dialog = page.getByRole('dialog', { name: 'AI Body Scan' });
    await dialog.getByRole('button', { name: 'Take Photo' }).click();
    await dialog.getByRole('alert').getByText('Unable to access camera. Please ensure you have granted camera permissions.').waitFor();
    await shootViewports(page, 'scan-onboarding-1-camera-denied');

    const input = dialog.getByLabel('Body photo');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await dialog.getByRole('alert').getByText('Please select a valid image file (JPG, PNG, HEIC, etc.).').waitFor();
    await input.setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') });
    await dialog.getByRole('alert').getByText('Failed to load the image.', { exact: false }).waitFor();

    await input.setInputFiles(PHOTO);
    await dialog.getByRole('img', { name: 'The photo to analyze' }).waitFor();
    await dialog.getByRole('button', { name: 'Retake' }).waitFor();
    await shootViewports(page, 'scan-onboarding-2-captured');

    // Issue 17 section 1: the same two consents as the scan page, before Analyze is possible.
    const analyzeButton = dialog.getByRole('button', { name: 'Analyze' });
    expect(await analyzeButton.isDisabled()).toBe(true);
    await dialog.getByLabel('I consent to my photo being processed', { exact: false }).check();
    expect(await analyzeButton.isDisabled()).toBe(true);
    await dialog.getByLabel('I agree that the measurements are saved', { exact: false }).check();
    // A missing or out-of-range height is refused before anything is sent, in the unit shown.
    await analyzeButton.click();
    await dialog.getByRole('alert').getByText('Please enter a valid height between 47.3in and 98.4in.').waitFor();
    await dialog.getByLabel('Your height (in)').fill('20');
    await analyzeButton.click();
    await dialog.getByRole('alert').getByText('Please enter a valid height between 47.3in and 98.4in.').waitFor();
    // The unit switch converts the number and the message follows the unit.
    await dialog.getByLabel('Your height (in)').fill('71');
    await dialog.getByLabel('Unit').selectOption('cm');
    expect(await dialog.getByLabel('Your height (cm)').inputValue()).toBe('180.3');
    await dialog.getByLabel('Your height (cm)').fill('90');
    await analyzeButton.click();
    await dialog.getByRole('alert').getByText('Please enter a valid height between 120cm and 250cm.').waitFor();
    await dialog.getByLabel('Your height (cm)').fill('180.3');
    await dialog.getByLabel('Unit').selectOption('in');
    expect(await dialog.getByLabel('Your height (in)').inputValue()).toBe('71');
    // Hold the analysis to see the waiting screen; a double click sends ONE analysis.
    let analyses = 0;
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    await page.route('**/api/analyze-fit', async (route) => {
      analyses++;
      await released;
      await route.continue();
    });
    await analyzeButton.dblclick();
    await dialog.getByText('Analyzing Your Photo...').waitFor();
    await shootViewports(page, 'scan-onboarding-3-analyzing');
    release();
    await dialog.getByRole('heading', { name: 'Detected Measurements' }).waitFor({ timeout: 30_000 });
    const list = dialog.getByRole('definition');
    expect(await list.count()).toBeGreaterThanOrEqual(4);
    for (const text of await list.allInnerTexts()) expect(text).toMatch(/^\d+(\.\d)? in$/);
    await shootViewports(page, 'scan-onboarding-4-results');
    expect(await list.allInnerTexts()).toContain('71 in');
    expect(analyses).toBe(1);

    await dialog.getByRole('button', { name: 'Use Results' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Your style' }).waitFor();
    const saved = await page.evaluate(async (id) => (await fetch(`/api/users/${id}/measurements`)).json(), user.id) as Measurements;
    expect(saved).toMatchObject({ unit: 'inches' });
    expect(saved.height).toBe(71);
    expect(saved.bust).toBeGreaterThan(25);
    const onboarding = await page.evaluate(async (id) => (await fetch(`/api/auth/onboarding?userId=${id}`)).json(), user.id) as Record<string, unknown>;
    expect(onboarding).toMatchObject({ measurementsCompleted: true });
    await context.close();
  });

  it('Take Photo with the front camera → captured frame → Retake returns to the choice', async () => {
    // A Chromium with a fake camera that is allowed without a prompt.
    const camBrowser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
    });
    try {
      const fresh = await createUserWithSession({ isEmailVerified: true });
      const context = await newContext(camBrowser, { sessionToken: fresh.token, permissions: ['camera'] });
      const page = await context.newPage();
      await page.goto('/onboarding');
      await page.getByRole('button', { name: 'Get Started' }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: /^AI Scan/ }).click();
      await page.getByRole('button', { name: 'Start AI Scan' }).click();
      const dialog = page.getByRole('dialog', { name: 'AI Body Scan' });
      await dialog.getByRole('button', { name: 'Take Photo' }).click();
      const video = dialog.getByLabel('Camera preview');
      await video.waitFor();
      await page.waitForFunction(() => (document.querySelector('video')?.videoWidth ?? 0) > 0);
      const facing = await page.evaluate(() => {
        const s = document.querySelector('video')?.srcObject as MediaStream | null;
        return s?.getVideoTracks().length ?? 0;
      });
      expect(facing).toBe(1);
      await shootViewports(page, 'scan-onboarding-1-camera');
      await dialog.getByRole('button', { name: 'Capture' }).click();
      const img = dialog.getByRole('img', { name: 'The photo to analyze' });
      await img.waitFor();
      // The captured frame is a JPEG blob.
      const type = await img.evaluate(async (el) => (await (await fetch((el as HTMLImageElement).src)).blob()).type);
      expect(type).toBe('image/jpeg');
      await dialog.getByRole('button', { name: 'Retake' }).click();
      await dialog.getByRole('button', { name: 'Take Photo' }).waitFor();
      await context.close();
    } finally {
      await camBrowser.close();
    }
  });
});
