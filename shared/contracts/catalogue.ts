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
import {
  CATALOGUE_ERRORS,
  CONFIDENCE_LEVELS,
  CURRENCIES,
  FIT_SCORES_BATCH_MAX,
  FIT_TYPES,
  INTERACTION_TYPES,
  PRODUCT_CATEGORIES,
} from './catalogue-constants';

export * from './catalogue-constants';

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
  /**
   * Search the whole catalogue (issue 17 §4): name, brand, category, colours and tags; prefix
   * match as you type; one typo in words of ≥ 5 letters; ranked by relevance. Blank = no search.
   */
  q: z
    .string()
    .trim()
    .max(100, 'Search terms are at most 100 characters')
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export const productPageSchema = z.object({ items: z.array(productSchema), nextCursor: cursorSchema.nullable() });
export type ProductPage = z.infer<typeof productPageSchema>;

export const productIdParamsSchema = z.object({ productId: idSchema });

/** Spec 02 §7 `POST /api/products/{id}/fit-score` body {userId}: must be the caller. */
export const fitScoreRequestSchema = z.object({ userId: idSchema });

/** Spec 02 §3 Fit score result, plus the size it is for (null when nothing could be compared). */
export const fitScoreResultSchema = z.object({
  fitScore: z.number().int().min(0).max(100),
  confidence: z.enum(CONFIDENCE_LEVELS),
  recommendation: z.string(),
  recommendedSize: z.string().nullable(),
});
export type FitScoreResult = z.infer<typeof fitScoreResultSchema>;

/**
 * Issue 19 `POST /api/products/fit-scores` {productIds (1–50), userId?}: the caller's fit scores
 * of many products in one request (Discover, the feed and every product grid; was one request per
 * card). Duplicate ids count once. `userId`, when sent, must be the caller (403 otherwise).
 */
export const fitScoresRequestSchema = z.object({
  productIds: z
    .array(idSchema, CATALOGUE_ERRORS.noFitScoreProducts)
    .min(1, CATALOGUE_ERRORS.noFitScoreProducts)
    .max(FIT_SCORES_BATCH_MAX, CATALOGUE_ERRORS.tooManyFitScoreProducts),
  userId: idSchema.optional(),
});
export type FitScoresRequest = z.infer<typeof fitScoresRequestSchema>;

/**
 * `{scores: {[productId]: FitScoreResult}}`: each score equals what
 * `POST /api/products/{productId}/fit-score` answers for the same product and caller. Ids of
 * products that do not exist are absent (a grid may hold a product that has since left the
 * catalogue; the single route answers 404 for those).
 */
export const fitScoresResultSchema = z.object({ scores: z.record(z.string(), fitScoreResultSchema) });
export type FitScoresResult = z.infer<typeof fitScoresResultSchema>;

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

export const trendingItemSchema = z.object({
  product: productSchema,
  /** Saves (collection + moodboards) and likes in the window; 0 for newest-product fillers. */
  saves: z.number().int().min(0),
  likes: z.number().int().min(0),
});
export const trendingSchema = z.object({ items: z.array(trendingItemSchema) });

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
