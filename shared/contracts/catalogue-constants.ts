/**
 * Catalogue rules and texts without zod (issue 6; spec 02 §2.11, §3, §4, §7, §9): categories,
 * fit types, currencies, thresholds and labels. Kept apart from `catalogue.ts` (the zod
 * schemas, which re-export everything here) so the browser's route chunks can use them
 * without loading zod.
 */
import type { FitScoreResult } from './catalogue';

/** The catalogue's product categories (spec 02 §3 edit-form categories used by the catalogue). */
export const PRODUCT_CATEGORIES = ['tops', 'bottoms', 'dresses', 'outerwear', 'shoes', 'accessories'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** Spec 02 §2.11 category chips (label → `category` query value; All = no filter), plus Outerwear (issue 34 §6: coats and jackets are not tops). */
export const DISCOVER_CATEGORY_CHIPS = [
  { label: 'All', value: null },
  { label: 'Tops', value: 'tops' },
  { label: 'Dresses', value: 'dresses' },
  { label: 'Bottoms', value: 'bottoms' },
  { label: 'Shoes', value: 'shoes' },
  { label: 'Outerwear', value: 'outerwear' },
] as const satisfies readonly { label: string; value: ProductCategory | null }[];

/** How a garment is cut; it sets how forgiving the fit score is outside a size's range (shared/domain/catalogue/product-fit.ts). */
export const FIT_TYPES = ['slim', 'regular', 'relaxed', 'oversized'] as const;
export type FitType = (typeof FIT_TYPES)[number];

/** Spec 02 §3 currencies and their symbols ($ when unknown). */
export const CURRENCY_SYMBOLS = { USD: '$', EUR: '€', GBP: '£', CAD: 'C$', AUD: 'A$', JPY: '¥' } as const;
export type Currency = keyof typeof CURRENCY_SYMBOLS;
export const CURRENCIES = Object.keys(CURRENCY_SYMBOLS) as [Currency, ...Currency[]];

export const CONFIDENCE_LEVELS = ['low', 'medium', 'high'] as const;
export type ConfidenceLevel = (typeof CONFIDENCE_LEVELS)[number];

/** Spec 02 §7: the result without measurements (and the client's fallback on failure). */
export const DEFAULT_FIT_RESULT: FitScoreResult = {
  fitScore: 70,
  confidence: 'medium',
  recommendation: 'Standard fit expected',
  recommendedSize: null,
};

/** Spec 02 §9: fit scores are cached 5 minutes (ms). */
export const FIT_SCORE_CACHE_MS = 5 * 60 * 1000;

/** Spec 02 §4 Fit score badge: ≥ 85 green 'Great Fit', 70–84 yellow 'Good Fit', < 70 red 'Check Sizing'. */
export function fitBadge(score: number): { label: string; tone: 'green' | 'yellow' | 'red' } {
  if (score >= 85) return { label: 'Great Fit', tone: 'green' };
  if (score >= 70) return { label: 'Good Fit', tone: 'yellow' };
  return { label: 'Check Sizing', tone: 'red' };
}

/** Spec 02 §4 Product dialog fit confidence: ≥ 90 'Excellent Fit', 80–89 'Good Fit', < 80 'Check Size Guide'. */
export function fitConfidenceLabel(score: number): string {
  if (score >= 90) return 'Excellent Fit';
  if (score >= 80) return 'Good Fit';
  return 'Check Size Guide';
}

/** Spec 02 §4 Recommendation banner: ≥ 94 'Perfect Fit' (green); 85–93 'Size Up' 'Try {size} instead' (yellow); < 85 none. */
export function recommendationBanner(
  matchPercentage: number,
  size: string | null,
): { title: string; detail: string | null; tone: 'green' | 'yellow' } | null {
  if (matchPercentage >= 94) return { title: 'Perfect Fit', detail: null, tone: 'green' };
  if (matchPercentage >= 85) return { title: 'Size Up', detail: size ? `Try ${size} instead` : null, tone: 'yellow' };
  return null;
}

export const MAX_RECOMMENDATIONS = 24;
/** 'Trending Now' (spec 02 §2.11): 4 products, most saved + liked in the last 7 days, with their counts. */
export const TRENDING_COUNT = 4;
export const TRENDING_WINDOW_DAYS = 7;
/** Spec 02 §3 Interaction types, plus `view` (opening a product, which also records a recent find). */
export const INTERACTION_TYPES = ['like', 'share', 'view'] as const;
/** Recent finds are kept 90 days (TTL). */
export const RECENT_FIND_TTL_DAYS = 90;

export const CATALOGUE_ERRORS = {
  productNotFound: 'Product not found',
  notYourFitScore: 'You can only see fit scores for yourself',
  noFitScoreProducts: 'Ask for at least one product',
  tooManyFitScoreProducts: 'Ask for at most 50 products at once',
} as const;

/**
 * Issue 19: product ids per `POST /api/products/fit-scores` (one request per product grid page
 * instead of one per card; Discover pages and the feed show fewer than this).
 */
export const FIT_SCORES_BATCH_MAX = 50;
