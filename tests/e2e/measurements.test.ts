/**
 * My Fit tab (spec 01 §2 Measurements page): empty state with two cards, manual entry in the
 * dialog (spec 01 §5 messages), the page showing the saved values, the in/cm toggle, real brand
 * size recommendations, and the privacy settings panel. Screenshots at both widths.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, MOBILE, frames, launchBrowser, newContext, screenshot } from './support/browser';
import { seriousAxeFindings } from './support/axe';
import { shootBoth } from './support/shots';
import { createUserWithSession, type TestUser } from './support/users';

let browser: Browser;
let user: TestUser;
beforeAll(async () => {
  [browser, user] = await Promise.all([launchBrowser(), createUserWithSession({ isEmailVerified: true })]);
});
afterAll(async () => {
  await browser?.close();
});


/**
 * Desktop and mobile screenshots (`shootBoth`), plus for pages with the fixed bottom bar the
 * mobile end of the page, taken after the scroll has been painted (an immediate capture can
 * show an unpainted, empty stretch).
 */
async function shoot(page: Page, name: string, { fixedBar = false, dialog = false } = {}) {
  if (dialog) {
    // A modal is fixed to the viewport: capture what a person sees, not the full page.
    for (const [size, suffix] of [[DESKTOP, 'desktop'], [MOBILE, 'mobile']] as const) {
      await page.setViewportSize(size);
      await frames(page);
      await screenshot(page, `${name}-${suffix}`, { fullPage: false });
    }
    await page.setViewportSize(DESKTOP);
    return;
  }
  await shootBoth(page, name);
  if (!fixedBar) return;
  await page.setViewportSize(MOBILE);
  await frames(page);
  await screenshot(page, `${name}-mobile`, { fullPage: false });
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await frames(page);
  await screenshot(page, `${name}-mobile-end`, { fullPage: false });
  await page.setViewportSize(DESKTOP);
}

const valueOf = (page: Page, label: string) => page.getByTestId(`measurement-${label}`).locator('dd').innerText();

describe('measurements page', () => {
  it('manual entry → the page shows the values → the unit toggle converts them', async () => {
    const context = await newContext(browser, { sessionToken: user.token });
    const page = await context.newPage();
    await page.goto('/measurements');
    await page.getByRole('heading', { name: 'AI Body Measurement Scan' }).waitFor();
    await page.getByRole('heading', { name: 'Enter Manually' }).waitFor();
    expect(await page.getByRole('button', { name: 'Start AI Scan' }).isEnabled()).toBe(true);
    await page.getByRole('switch', { name: 'Blur faces' }).waitFor();
    await shoot(page, 'measurements-empty', { fixedBar: true });

    await page.getByRole('button', { name: 'Enter Measurements' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter Your Measurements' });
    await dialog.waitFor();
    await dialog.getByText('Tips for accurate measurements').waitFor();
    await dialog.getByRole('button', { name: 'Save Measurements' }).click();
    await dialog.getByText('Bust is required').waitFor();
    await dialog.getByText('Height is required').waitFor();
    await dialog.getByLabel('Bust', { exact: false }).fill('250');
    await dialog.getByRole('button', { name: 'Save Measurements' }).click();
    await dialog.getByText('Bust must be a valid number between 19.7 and 98.4 in').waitFor();
    await shoot(page, 'measurements-form-errors', { dialog: true });

    await dialog.getByLabel('Bust', { exact: false }).fill('34.6');
    await dialog.getByLabel('Waist', { exact: false }).fill('27.6');
    await dialog.getByLabel('Hips', { exact: false }).fill('37.8');
    await dialog.getByLabel('Height', { exact: false }).fill('66');
    await dialog.getByRole('button', { name: 'Save Measurements' }).click();
    await page.getByText('Measurements saved!').waitFor();
    await page.getByText('Your measurements have been updated successfully.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Close toast' }).click();
    await page.getByText('Measurements saved!').waitFor({ state: 'hidden' });

    await page.getByRole('heading', { name: 'Current Measurements' }).waitFor();
    expect(await valueOf(page, 'bust')).toBe('34.6 in');
    expect(await valueOf(page, 'height')).toBe('66 in');
    await page.getByText(/Confidence: medium · Updated [A-Z][a-z]{2} \d{1,2}, \d{4}/).waitFor();
    await page.getByRole('button', { name: 'Centimetres' }).click();
    expect(await valueOf(page, 'bust')).toBe('87.9 cm');
    expect(await valueOf(page, 'waist')).toBe('70.1 cm');
    expect(await valueOf(page, 'height')).toBe('167.6 cm');
    await page.getByRole('button', { name: 'Inches' }).click();
    expect(await valueOf(page, 'hips')).toBe('37.8 in');

    const recs = page.getByRole('list', { name: 'Size recommendations' });
    await recs.waitFor();
    const text = await recs.innerText();
    for (const brand of ['H&M', 'Zara', 'Uniqlo', 'Gap', 'ASOS DESIGN', 'Nike']) expect(text).toContain(brand);
    expect(text).toMatch(/\d{1,3}% match/);
    await page.getByRole('heading', { name: 'Fit Insights' }).waitFor();
    expect(await page.getByRole('button', { name: 'Update Measurements' }).isVisible()).toBe(true);
    await page.getByRole('switch', { name: 'Blur faces' }).waitFor();
    await shoot(page, 'measurements-saved', { fixedBar: true });
    await context.close();
  });

  it('Edit opens the form prefilled; Cancel closes it; privacy switches save', async () => {
    const context = await newContext(browser, { sessionToken: user.token });
    const page = await context.newPage();
    await page.goto('/measurements');
    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Measurements' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Waist', { exact: false }).inputValue()).toBe('27.6');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const ml = page.getByRole('switch', { name: 'Improve fit models' });
    expect(await ml.getAttribute('aria-checked')).toBe('false');
    expect(await page.getByRole('switch', { name: 'Blur faces' }).getAttribute('aria-checked')).toBe('true');
    await ml.click();
    await page.getByText('Privacy settings saved').waitFor();
    await page.reload();
    await page.getByRole('switch', { name: 'Improve fit models', checked: true }).waitFor();
    await context.close();
  });

  it('switching units converts the numbers; a round trip saves what was entered (issue 17 §1)', async () => {
    const fresh = await createUserWithSession({ isEmailVerified: true });
    const context = await newContext(browser, { sessionToken: fresh.token });
    const page = await context.newPage();
    await page.goto('/measurements');
    await page.getByRole('button', { name: 'Enter Measurements' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter Your Measurements' });
    await dialog.waitFor();
    // Implausible values are refused in the unit shown, and the message follows a unit switch.
    await dialog.getByLabel('Height', { exact: false }).fill('2');
    await dialog.getByRole('button', { name: 'Save Measurements' }).click();
    await dialog.getByText('Height must be a valid number between 21.7 and 107 in').waitFor();
    await dialog.getByLabel('Length unit').selectOption('cm');
    expect(await dialog.getByLabel('Height', { exact: false }).inputValue()).toBe('5.1');
    await dialog.getByText('Height must be a valid number between 55 and 272 cm').waitFor();

    const entered = { Bust: '90', Waist: '72.4', Hips: '98.2', Height: '171.3', Inseam: '86.1' };
    for (const [label, v] of Object.entries(entered)) await dialog.getByLabel(label, { exact: false }).fill(v);
    await dialog.getByLabel('Weight unit').selectOption('kg');
    await dialog.getByLabel(/^Weight \(/).fill('63.5');
    await dialog.getByLabel('Length unit').selectOption('inches');
    await dialog.getByLabel('Weight unit').selectOption('lbs');
    expect(await dialog.getByLabel('Inseam', { exact: false }).inputValue()).toBe('33.9');
    expect(await dialog.getByLabel(/^Weight \(/).inputValue()).toBe('140');
    await dialog.getByLabel('Length unit').selectOption('cm');
    await dialog.getByLabel('Weight unit').selectOption('kg');
    expect(await dialog.getByLabel('Inseam', { exact: false }).inputValue()).toBe('86.1');
    await dialog.getByRole('button', { name: 'Save Measurements' }).click();
    await page.getByText('Measurements saved!').waitFor();

    const res = await page.request.get(`/api/users/${fresh.id}/measurements`);
    const m = (await res.json()) as { canonical: Record<string, number> };
    const expected = { bustCm: 90, waistCm: 72.4, hipsCm: 98.2, heightCm: 171.3, inseamCm: 86.1, weightKg: 63.5 };
    for (const [k, v] of Object.entries(expected)) expect(Math.abs(m.canonical[k]! - v)).toBeLessThanOrEqual(0.1);
    await context.close();
  });

  it("values that do not fit together: the form shows exactly the server's messages, in the unit shown (issue 34 §5)", async () => {
    const fresh = await createUserWithSession({ isEmailVerified: true });
    const context = await newContext(browser, { sessionToken: fresh.token });
    const page = await context.newPage();
    await page.goto('/measurements');
    await page.getByRole('button', { name: 'Enter Measurements' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter Your Measurements' });
    await dialog.waitFor();
    const fields = ['bust', 'waist', 'hips', 'height', 'inseam'] as const;
    /** The form's message under each field, after it has shown one under `waitFor`. */
    const formMessages = async (waitFor: string) => {
      await dialog.locator('#waist-error').getByText(waitFor, { exact: false }).waitFor();
      return Object.fromEntries(await Promise.all(fields.map(async (f) => [f, await dialog.locator(`#${f}-error`).innerText()] as const)));
    };
    /** The server's first message per field for the values now in the form. */
    const serverMessages = async (unit: 'inches' | 'cm') => {
      const body: Record<string, string> = { unit, source: 'manual' };
      for (const f of fields) body[f] = await dialog.locator(`#${f}`).inputValue();
      const res = await page.request.post(`/api/users/${fresh.id}/measurements`, { data: body });
      expect(res.status()).toBe(400);
      const { fieldErrors } = (await res.json()) as { fieldErrors: Record<string, string[]> };
      return Object.fromEntries(fields.map((f) => [f, fieldErrors[f]?.[0]]));
    };

    // The example, in inches.
    const example = { Bust: '33.3', Waist: '90', Hips: '35.9', Height: '40', Inseam: '45' };
    for (const [label, v] of Object.entries(example)) await dialog.getByLabel(label, { exact: false }).fill(v);
    // Leave the last input first: its check on blur adds messages that move the button down, and
    // a press that starts before the move would end beside the button.
    await page.keyboard.press('Tab');
    await dialog.getByRole('button', { name: 'Save Measurements' }).click();
    const inches = await formMessages("Waist and hips don't fit together: waist ÷ hips is 2.51");
    expect(inches).toEqual(await serverMessages('inches'));
    expect(inches.inseam).toBe(
      "Inseam and height don't fit together: inseam ÷ height is 1.13, most adults are between 0.36 and 0.63 (with a height of 40 in, an inseam of 14.4–25.2 in)",
    );
    expect(await dialog.getByLabel('Waist', { exact: false }).getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByLabel('Hips', { exact: false }).getAttribute('aria-invalid')).toBe('true');
    expect(await seriousAxeFindings(page, '[role="dialog"]')).toEqual([]);
    await shoot(page, 'measurements-ratio-errors', { dialog: true });

    // Switching to cm re-checks: the same rules, the bounds now in cm, still what the server says.
    await dialog.getByLabel('Length unit').selectOption('cm');
    const cm = await formMessages('with hips of 91.2 cm');
    expect(cm).toEqual(await serverMessages('cm'));
    expect(cm.waist).toMatch(/^Waist and hips don't fit together: waist ÷ hips is 2\.51, most adults are between 0\.59 and 1\.41 \(with hips of 91\.2 cm, a waist of [\d.]+–[\d.]+ cm\)$/);

    // Nothing was saved; values that fit are saved.
    expect((await page.request.get(`/api/users/${fresh.id}/measurements`)).status()).toBe(404);
    const fine = { Bust: '88', Waist: '72', Hips: '96', Height: '168', Inseam: '78' };
    for (const [label, v] of Object.entries(fine)) await dialog.getByLabel(label, { exact: false }).fill(v);
    await page.keyboard.press('Tab');
    await dialog.getByRole('button', { name: 'Save Measurements' }).click();
    await page.getByText('Measurements saved!').waitFor();
    await context.close();
  });
});
