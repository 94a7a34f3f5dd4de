/**
 * Wear log contracts (issue 34 §4): a person logs a wear of one of their closet items by hand and
 * undoes it, and marks it washed; closet item DTOs carry the summary (`wearCount`, `lastWornAt`,
 * `costPerWear`, `wearsSinceWash`, `washedAt`; rules in `shared/domain/closet/wear-log.ts`).
 * Finalized outfit events whose time has passed are wears too (the `outfit-stats` processor).
 *
 * Routes (area `closet`, the caller's own items only; someone else's item answers 404):
 *   POST   /api/closet-items/{itemId}/wears            {wornOn?}  → 201 {wear, summary}  (Idempotency-Key)
 *   DELETE /api/closet-items/{itemId}/wears/{wearId}              → 200 {deleted, summary}
 *   POST   /api/closet-items/{itemId}/washed                      → 200 {summary}
 *
 * The spec (02 §2.5 Item details) has no wear log; its texts here are Seamline's own.
 */
import * as z from 'zod';
import { idSchema } from './common';

/**
 * Most wear elements one item keeps (events + manual): one ItemWear item holds them all and
 * DynamoDB items stop at 400 KB (an element is ≈ 50 bytes). Ten years of daily wear fit.
 */
export const MAX_WEARS_PER_ITEM = 4000;
/** The earliest day a wear may be logged for (a sanity bound, not a rule of the spec). */
export const EARLIEST_WEAR_DATE = '2000-01-01';

export const WEAR_ERRORS = {
  invalidDate: 'Wear date must be a date (YYYY-MM-DD)',
  tooEarly: `Wear date must be on or after ${EARLIEST_WEAR_DATE}`,
  inFuture: 'You can only log a wear for today or an earlier day',
  tooMany: `An item keeps at most ${MAX_WEARS_PER_ITEM} wears`,
  wearNotFound: 'Wear not found',
} as const;

/** Toasts and labels of the item details' wear log (web). */
export const WEAR_TEXTS = {
  logged: 'Wear logged',
  undone: 'Wear removed',
  washed: 'Marked as washed',
  logWear: 'Log a wear',
  undo: 'Undo',
  markWashed: 'Mark washed',
  neverWorn: 'Not worn yet',
  noCostPerWear: '—',
} as const;

export const closetWearParamsSchema = z.object({ itemId: idSchema, wearId: idSchema });

/**
 * `POST /api/closet-items/{itemId}/wears` body. `wornOn`: the day worn (YYYY-MM-DD), not after
 * today (checked by the service against its clock: a day after today in UTC is still accepted
 * as "today" for people east of UTC); absent = now.
 */
export const logWearSchema = z
  .object({
    wornOn: z.iso
      .date(WEAR_ERRORS.invalidDate)
      .refine((v) => v >= EARLIEST_WEAR_DATE, WEAR_ERRORS.tooEarly)
      .optional(),
  })
  .strict();

/** One item's wear summary (see `WearSummary`). */
export const wearSummarySchema = z.object({
  wearCount: z.number().int().min(0),
  /** ISO instant, or YYYY-MM-DD for a wear logged for a past day; null = never worn. */
  lastWornAt: z.string().nullable(),
  /** price ÷ wearCount in the item's currency; null without a price or without wears. */
  costPerWear: z.number().min(0).nullable(),
  wearsSinceWash: z.number().int().min(0),
  /** ISO instant of the last 'Mark washed'; null = never. */
  washedAt: z.string().nullable(),
});
export type WearSummaryDto = z.infer<typeof wearSummarySchema>;

export const wearSchema = z.object({
  /** The manual wear's id (what DELETE takes). */
  id: z.string(),
  wornAt: z.string(),
  source: z.enum(['manual', 'event']),
});

export const logWearResultSchema = z.object({ wear: wearSchema, summary: wearSummarySchema });
export const undoWearResultSchema = z.object({ deleted: z.literal(true), summary: wearSummarySchema });
export const washedResultSchema = z.object({ summary: wearSummarySchema });

/**
 * `POST /api/outfit-events/{eventId}/ai-suggestion?laundry=true` (issue 34 §4): laundry mode —
 * the stylist skips pieces worn as often as their wash interval since their last 'Mark washed'
 * (wear log, `shared/domain/closet/wear-log.ts`). A query parameter, not a body: the route has
 * always been body-less and clients that send none keep working. Absent = off.
 */
export const aiSuggestionQuerySchema = z.object({
  laundry: z
    .enum(['true', 'false'], 'laundry is true or false')
    .optional()
    .transform((v) => v === 'true'),
});
