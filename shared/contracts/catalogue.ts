/**
 * Catalogue contracts (issue 6; spec 02 §2.11 Discover, §2.12 Product detail, §3 Product,
 * Recommendation, RecentFind, Interaction, Fit score result; §4 Fit score badge,
 * Recommendation banner, Product dialog fit confidence; §7 products, fit-score,
 * recommendations, recent-finds, interactions; §9 thresholds).
 *
 * Lengths are cm, prices are in the product's `currency` (major units, 2 decimals).
 */
import * as z from 'zod';
import { cursorSchema, idSchema, pageQuerySchema } from './common';
import { STYLE_CATEGORIES } from './profile';

/** The catalogue's product categories (spec 02 §3 edit-form categories used by the catalogue). */
export const PRODUCT_CATEGORIES = ['tops', 'bottoms', 'dresses', 'outerwear', 'shoes', 'accessories'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** Spec 02 §2.11 category chips (label → `category` query value; All = no filter). */
export const DISCOVER_CATEGORY_CHIPS = [
  { label: 'All', value: null },
  { label: 'Tops', value: 'tops' },
  { label: 'Dresses', value: 'dresses' },
  { label: 'Bottoms', value: 'bottoms' },
  { label: 'Shoes', value: 'shoes' },
] as const satisfies readonly { label: string; value: ProductCategory | null }[];

/** How a garment is cut; it sets how forgiving the fit score is outside a size's range (shared/domain/catalogue/product-fit.ts). */
export const FIT_TYPES = ['slim', 'regular', 'relaxed', 'oversized'] as const;
export type FitType = (typeof FIT_TYPES)[number];

/** Spec 02 §3 currencies and their symbols ($ when unknown). */
export const CURRENCY_SYMBOLS = { USD: '$', EUR: '€', GBP: '£', CAD: 'C$', AUD: 'A$', JPY: '¥' } as const;
export type Currency = keyof typeof CURRENCY_SYMBOLS;
export const CURRENCIES = Object.keys(CURRENCY_SYMBOLS) as [Currency, ...Currency[]];

/** A body range of one size in cm, `[min, max]` inclusive. */
export const rangeCmSchema = z.tuple([z.number().positive(), z.number().positive()]);

/**
 * One row of a product's size chart (`standardMeasurements`, spec 02 §3): the BODY measurements
 * in cm the size is made for. A dimension is absent when the chart does not publish it
 * (shoes and accessories publish none of these).
 */
export const sizeChartRowSchema = z.object({
  size: z.string().min(1).max(10),
  bust: rangeCmSchema.optional(),
  waist: rangeCmSchema.optional(),
  hips: rangeCmSchema.optional(),
});
export type SizeChartRow = z.infer<typeof sizeChartRowSchema>;

/** Spec 02 §3 Product (images are same-origin URLs of the seeded illustrations, `/catalogue/<key>`). */
export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  brand: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  price: z.number().min(0),
  /** Present on sale items (the 'Sale' badge, struck-through price). */
  originalPrice: z.number().min(0).nullable(),
  currency: z.enum(CURRENCIES),
  /** First = main image; the dialog shows up to 4 more (spec 02 §9). */
  images: z.array(z.string()).min(1),
  sizes: z.array(z.string()).min(1),
  fitType: z.enum(FIT_TYPES),
  standardMeasurements: z.array(sizeChartRowSchema),
  style: z.array(z.enum(STYLE_CATEGORIES)),
  occasion: z.array(z.string()),
  season: z.array(z.string()),
  material: z.string(),
  colors: z.array(z.string()),
  description: z.string(),
  retailer: z.string(),
  retailerUrl: z.url(),
});
export type Product = z.infer<typeof productSchema>;

/** `GET /api/products?category=&cursor=&limit=`: newest first from an index. */
export const productsQuerySchema = pageQuerySchema.extend({
  category: z.enum(PRODUCT_CATEGORIES, 'Unknown category').optional(),
});
export const productPageSchema = z.object({ items: z.array(productSchema), nextCursor: cursorSchema.nullable() });
export type ProductPage = z.infer<typeof productPageSchema>;

export const productIdParamsSchema = z.object({ productId: idSchema });

/** Spec 02 §7 `POST /api/products/{id}/fit-score` body {userId}: must be the caller. */
export const fitScoreRequestSchema = z.object({ userId: idSchema });

export const CONFIDENCE_LEVELS = ['low', 'medium', 'high'] as const;
export type ConfidenceLevel = (typeof CONFIDENCE_LEVELS)[number];

/** Spec 02 §3 Fit score result, plus the size it is for (null when nothing could be compared). */
export const fitScoreResultSchema = z.object({
  fitScore: z.number().int().min(0).max(100),
  confidence: z.enum(CONFIDENCE_LEVELS),
  recommendation: z.string(),
  recommendedSize: z.string().nullable(),
});
export type FitScoreResult = z.infer<typeof fitScoreResultSchema>;

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

/** Spec 02 §3 Recommendation (matchPercentage is a number 0–100 here, not a string). */
export const recommendationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  productId: z.string(),
  product: productSchema,
  matchPercentage: z.number().min(0).max(100),
  recommendedSize: z.string().nullable(),
  confidence: z.enum(CONFIDENCE_LEVELS),
  /** Why it is recommended, e.g. 'Fits you in M', 'Matches your Minimalist style', 'Like your saved Acme pieces'. */
  reasons: z.array(z.string()),
});
export type Recommendation = z.infer<typeof recommendationSchema>;
/** At most {@link MAX_RECOMMENDATIONS}, best first. */
export const recommendationListSchema = z.object({ items: z.array(recommendationSchema) });
export const MAX_RECOMMENDATIONS = 24;

/** 'Trending Now' (spec 02 §2.11): 4 products, most saved + liked in the last 7 days, with their counts. */
export const TRENDING_COUNT = 4;
export const TRENDING_WINDOW_DAYS = 7;
export const trendingItemSchema = z.object({
  product: productSchema,
  /** Saves (collection + moodboards) and likes in the window; 0 for newest-product fillers. */
  saves: z.number().int().min(0),
  likes: z.number().int().min(0),
});
export const trendingSchema = z.object({ items: z.array(trendingItemSchema) });

/** Spec 02 §3 Interaction types, plus `view` (opening a product, which also records a recent find). */
export const INTERACTION_TYPES = ['like', 'share', 'view'] as const;
export const interactionSchema = z.object({
  productId: idSchema,
  type: z.enum(INTERACTION_TYPES, 'Interaction type must be like, share or view'),
  /** Optional; when sent it must be the caller (spec body carries it). */
  userId: idSchema.optional(),
  /** Where it happened (recent find `source`), e.g. 'discover', 'trending', 'recommendations'. */
  source: z.enum(['discover', 'trending', 'recommendations', 'moodboard', 'collection', 'link']).default('discover'),
});
export const interactionResultSchema = z.object({ productId: z.string(), type: z.enum(INTERACTION_TYPES), liked: z.boolean() });

/** Spec 02 §3 RecentFind with its product, newest first. */
export const recentFindSchema = z.object({
  productId: z.string(),
  interactionType: z.enum(['view', 'like', 'share', 'save']),
  source: z.string(),
  viewedAt: z.string(),
  product: productSchema,
});
export const recentFindPageSchema = z.object({ items: z.array(recentFindSchema), nextCursor: cursorSchema.nullable() });
/** Recent finds are kept 90 days (TTL). */
export const RECENT_FIND_TTL_DAYS = 90;

export const CATALOGUE_ERRORS = {
  productNotFound: 'Product not found',
  notYourFitScore: 'You can only see fit scores for yourself',
} as const;
