/**
 * Fit and care (issue 20): the fit rating, recent wears, wash intervals and cost per wear.
 *
 * - Fit: spec 02 §3's fit rating scale; the value labelled 'Fit Me Perfectly' (3, read from the
 *   closet contract's FIT_RATING_LABELS) scores 100, 'Oversized On Purpose' 85 (chosen so),
 *   'A Little Roomy' 80, 'Runs Small' 55, 'Way Too Small' 20; unrated 75.
 * - Recent wears: worn within the last 7 days costs freshness — a piece worn d days ago (0–6)
 *   scores 40 + 60·d/7, and each further wear in the week 10 less; shoes, outerwear and
 *   accessories are re-worn daily by most people, so they keep 85 + 15·d/7.
 * - Laundry mode: a piece worn at least its wash interval since its last wash is skipped;
 *   intervals are the person's own or wardrowbe's defaults (garments.ts).
 */
import { FIT_RATING_LABELS } from '../../contracts/closet-constants';
import type { Garment } from './garments';
import { daysBetween, localDayOf } from './time';
import type { StylistItem } from './types';

/** Spec 02 §3: the rating whose label is 'Fit Me Perfectly' (3). */
export const PERFECT_FIT_RATING = /* @__PURE__ */ Number(
  Object.entries(FIT_RATING_LABELS).find(([, label]) => label === 'Fit Me Perfectly')![0],
);

const FIT_SCORES: Readonly<Record<string, number>> = {
  'Way Too Small': 20,
  'Runs Small': 55,
  'Fit Me Perfectly': 100,
  'A Little Roomy': 80,
  'Oversized On Purpose': 85,
};

/** 0–100 from the fit rating (module doc); 75 when unrated or out of range. */
export function fitScore(fitRating: number | null | undefined): number {
  const label = fitRating == null ? undefined : (FIT_RATING_LABELS as Record<number, string>)[fitRating];
  return label ? (FIT_SCORES[label] ?? 75) : 75;
}

/** The spec's label of a rating ('Fit Me Perfectly'), or null. */
export function fitLabel(fitRating: number | null | undefined): string | null {
  return fitRating == null ? null : ((FIT_RATING_LABELS as Record<number, string>)[fitRating] ?? null);
}

/** Days a wear keeps counting against a piece. */
export const RECENT_WEAR_DAYS = 7;

/**
 * Days since each wear within the last 7 days (0 = today), newest first. Wears after `today`
 * (planned events) and invalid dates are ignored.
 * @param today local day 'YYYY-MM-DD'
 */
export function recentWearAges(wears: readonly string[] | null | undefined, today: string): number[] {
  const ages: number[] = [];
  for (const w of wears ?? []) {
    const day = localDayOf(w, null);
    if (!day) continue;
    const age = daysBetween(day, today);
    if (age >= 0 && age < RECENT_WEAR_DAYS) ages.push(age);
  }
  return ages.sort((a, b) => a - b);
}

/** 0–100 freshness from recent wears (module doc). */
export function freshnessScore(ages: readonly number[], garment: Garment): number {
  if (ages.length === 0) return 100;
  const d = ages[0]!;
  const rewearable = garment.role === 'shoes' || garment.role === 'outerwear' || garment.role === 'accessory';
  const base = rewearable ? 85 + (15 * d) / RECENT_WEAR_DAYS : 40 + (60 * d) / RECENT_WEAR_DAYS;
  return Math.max(0, Math.round(base - 10 * (ages.length - 1) * (rewearable ? 0.3 : 1)));
}

/** Wears between washes: the person's own interval, else the garment kind's default (wardrowbe); activewear 1. */
export function washIntervalOf(item: Pick<StylistItem, 'washInterval'>, garment: Garment): number {
  if (item.washInterval != null && item.washInterval >= 1) return Math.floor(item.washInterval);
  if (garment.slot === 'activewear' && (garment.role === 'top' || garment.role === 'bottom' || garment.role === 'onepiece')) return 1;
  return garment.kind.wash;
}

/** Laundry mode: has the piece been worn as often as its wash interval since its last wash? */
export function dueForWash(item: Pick<StylistItem, 'wearsSinceWash' | 'washInterval'>, garment: Garment): boolean {
  return (item.wearsSinceWash ?? 0) >= washIntervalOf(item, garment);
}

/**
 * Cost per wear for item details: price ÷ wears, rounded to cents; the whole price before the
 * first wear (it has not been 'paid off' at all yet).
 * @param price purchase price in any currency (≥ 0)
 * @param wears number of wears (finalized events), ≥ 0
 * @returns null when the price is missing, negative or not finite
 */
export function costPerWear(price: number | null | undefined, wears: number): number | null {
  if (price == null || !Number.isFinite(price) || price < 0) return null;
  const n = Number.isFinite(wears) && wears > 0 ? Math.floor(wears) : 0;
  return Math.round((price / Math.max(1, n)) * 100) / 100;
}
