/**
 * Size recommendations (spec 01 §2 Measurements page, §3 BrandSize): per brand the best size
 * of its published chart for the caller's saved measurements and a match percentage
 * (formula: shared/domain/sizing/size-match.ts). Lengths in cm.
 */
import * as z from 'zod';

export const CHART_FAMILIES = ['womens', 'mens'] as const;
export type ChartFamily = (typeof CHART_FAMILIES)[number];

export const NO_MEASUREMENTS_FOR_SIZES = 'Save your measurements to get size recommendations';
export const NO_CIRCUMFERENCES_FOR_SIZES = 'Add your bust, waist or hips to get size recommendations';

/** `GET /api/users/{userId}/size-recommendations?chart=`: pick a chart family, else the better one per brand. */
export const sizeRecommendationsQuerySchema = z.object({
  chart: z.enum(CHART_FAMILIES, { error: "Chart must be 'womens' or 'mens'" }).optional(),
});

export const sizeRecommendationSchema = z.object({
  brandId: z.string(),
  brand: z.string(),
  chart: z.enum(CHART_FAMILIES),
  size: z.string(),
  /** 0–100, rounded. */
  matchPercent: z.number().int().min(0).max(100),
  /** Where the chart comes from (brand + chart name). */
  source: z.string(),
});
export type SizeRecommendation = z.infer<typeof sizeRecommendationSchema>;

export const sizeRecommendationsSchema = z.object({
  /** Best match first. */
  recommendations: z.array(sizeRecommendationSchema),
  /** The canonical measurements the match used (cm; null = not saved). */
  basedOn: z.object({ bustCm: z.number().nullable(), waistCm: z.number().nullable(), hipsCm: z.number().nullable() }),
});
export type SizeRecommendations = z.infer<typeof sizeRecommendationsSchema>;
