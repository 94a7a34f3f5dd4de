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
 * Replace the settings of `userId` with `input` (validated by the contract: every field).
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
  await db.entities.privacySettings.put({ userId, ...input, updatedAt }).go();
  return toDto(userId, input, updatedAt);
}
