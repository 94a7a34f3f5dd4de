/**
 * Style preferences (spec 01 §3 Style preference, §5 Style: at least one category; onboarding
 * step 4 picks from the 12 `STYLE_CATEGORIES`). Oneself only.
 */
import type * as z from 'zod';
import type { stylePreferencesResponseSchema, stylePreferencesSchema } from '@seamline/shared/contracts/profile';
import { db } from '../_core/aws-clients';
import { assertOwner } from '../_core/http-errors';

type StylePreferencesDto = z.infer<typeof stylePreferencesResponseSchema>;
type StylePreferencesInput = z.output<typeof stylePreferencesSchema>;
type Item = {
  styleCategories?: string[];
  favoriteBrands?: string[];
  budgetRange?: string;
  updatedAt?: string;
};

function toDto(userId: string, item: Item | null): StylePreferencesDto {
  return {
    userId,
    styleCategories: (item?.styleCategories ?? []) as StylePreferencesDto['styleCategories'],
    favoriteBrands: item?.favoriteBrands ?? [],
    budgetRange: item?.budgetRange ?? null,
    updatedAt: item?.updatedAt ?? null,
  };
}

/**
 * The saved preferences of `userId`; empty list and nulls when none were saved (no write).
 * @throws Forbidden (403) when `actorId` is not `userId`.
 */
export async function readStylePreferences(actorId: string, userId: string): Promise<StylePreferencesDto> {
  assertOwner(actorId, userId);
  const { data } = await db.entities.stylePreferences.get({ userId }).go();
  return toDto(userId, data);
}

/**
 * Replace the preferences of `userId` with `input` (already validated by the contract:
 * 1–12 known categories, deduplicated). Fields left out are cleared.
 * @throws Forbidden (403) when `actorId` is not `userId`.
 */
export async function saveStylePreferences(
  actorId: string,
  userId: string,
  input: StylePreferencesInput,
  now = new Date(),
): Promise<StylePreferencesDto> {
  assertOwner(actorId, userId);
  const item = {
    userId,
    styleCategories: input.styleCategories,
    ...(input.favoriteBrands ? { favoriteBrands: input.favoriteBrands } : {}),
    ...(input.budgetRange ? { budgetRange: input.budgetRange } : {}),
    updatedAt: now.toISOString(),
  };
  await db.entities.stylePreferences.put(item).go();
  return toDto(userId, item);
}
