/** The AI body scan dialog's steps, shared by the scan e2e files. */
import type { Locator } from 'playwright-core';

/**
 * From the upload step with photos chosen: Continue → height (cm) + both consents → Start Scan.
 * @param dialog the 'AI Body Scan' dialog
 * @param heightCm typed into Height (cm; the spec's 100–250 cm range)
 */
export async function startScan(dialog: Locator, heightCm = 178): Promise<void> {
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('heading', { name: 'Your height and consent' }).waitFor();
  await dialog.getByLabel('Height', { exact: true }).fill(String(heightCm));
  await dialog.getByLabel('I consent to my photo being processed', { exact: false }).check();
  await dialog.getByLabel('I agree that the measurements are saved', { exact: false }).check();
  await dialog.getByRole('button', { name: 'Start Scan' }).click();
}

/** Front photo `file` → {@link startScan} (178 cm) → 'See my measurements' (waits up to 60 s for the scan) → results. */
export async function scanTo(dialog: Locator, file: string): Promise<void> {
  await dialog.getByLabel('Front photo').setInputFiles(file);
  await startScan(dialog);
  await dialog.getByRole('button', { name: 'See my measurements' }).click({ timeout: 60_000 });
  await dialog.getByRole('heading', { name: 'Your measurements' }).waitFor();
}
