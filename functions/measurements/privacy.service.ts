/**
 * Privacy settings (spec 01 §3 UserPrivacySettings; defaults §9). One item per user; without
 * one the spec's defaults apply and reading them writes nothing. Oneself only.
 */
import {
  DEFAULT_PRIVACY_SETTINGS,
  type PrivacySettings,
  type PrivacySettingsInput,
} from '@seamline/shared/contracts/privacy';
import { db } from '../_core/aws-clients';
import { assertOwner } from '../_core/http-errors';
import { logger } from '../_core/powertools';
import { applyRetention, removeRetainedPhotos } from './retention';
import { withRetentionWork } from './retention-summary';

/**
 * Pages of each kind (100 measurement versions, 1,000 photo keys) the save's own retention pass
 * may work through; anything beyond is left to the daily job (issue 22).
 */
export const SAVE_RETENTION_PAGES = 5;

function toDto(userId: string, settings: Partial<PrivacySettingsInput>, updatedAt: string | null): PrivacySettings {
  const out = { userId, updatedAt } as PrivacySettings;
  for (const key of Object.keys(DEFAULT_PRIVACY_SETTINGS) as (keyof PrivacySettingsInput)[]) {
    // Items saved before a setting existed read as its default (e.g. discoverableByFit).
    (out as Record<string, unknown>)[key] = settings[key] ?? DEFAULT_PRIVACY_SETTINGS[key];
  }
  return out;
}

/**
 * The settings of `userId`: the saved ones, else the defaults (updatedAt null).
 * @throws Forbidden (403) when `actorId` is not `userId`.
 */
export async function readPrivacySettings(actorId: string, userId: string): Promise<PrivacySettings> {
  assertOwner(actorId, userId);
  const { data } = await db.entities.privacySettings.get({ userId }).go();
  if (!data) return toDto(userId, DEFAULT_PRIVACY_SETTINGS, null);
  return toDto(userId, data, data.updatedAt);
}

/**
 * Replace the settings of `userId` with `input` (validated by the contract: every field). When
 * `dataRetention` changed, the new value is applied right away for this one person (retention.ts,
 * bounded by {@link SAVE_RETENTION_PAGES}); with `photoUpload` off every retained scan photo is
 * deleted (issue 22, same bound). A failure there is logged, never fails the save (the daily job
 * applies the saved values anyway).
 * @throws Forbidden (403) when `actorId` is not `userId`.
 */
export async function savePrivacySettings(
  actorId: string,
  userId: string,
  input: PrivacySettingsInput,
  now = new Date(),
): Promise<PrivacySettings> {
  assertOwner(actorId, userId);
  const updatedAt = now.toISOString();
  // The retention summary holds the saved dataRetention / photoUpload (issue 35): invalidated.
  const previous = await withRetentionWork(userId, () => db.entities.privacySettings.put({ userId, ...input, updatedAt }).go({ response: 'all_old' }));
  const old = previous.data as Partial<PrivacySettingsInput> | null;
  const before = old?.dataRetention ?? DEFAULT_PRIVACY_SETTINGS.dataRetention;
  if (before !== input.dataRetention) {
    await applyRetention(userId, now, { retention: input.dataRetention, maxPages: SAVE_RETENTION_PAGES }).catch((error: unknown) =>
      logger.error('retention on save failed; the daily job applies it', { userId, error: error as Error }),
    );
  }
  if (!input.photoUpload) {
    // Issue 22: Photo uploads off → no scan photo of the person is kept. Run on every save with
    // the setting off (a List of an empty prefix when nothing is there), so a pass cut short by
    // the page bound or a failure is finished by the next save; the daily job's photo step
    // (retention-run.ts) does the same for people whose setting is off.
    await removeRetainedPhotos(userId, SAVE_RETENTION_PAGES).catch((error: unknown) =>
      logger.error('removing retained photos on save failed; the daily job removes them', { userId, error: error as Error }),
    );
  }
  return toDto(userId, input, updatedAt);
}
