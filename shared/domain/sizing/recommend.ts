/**
 * Size recommendations across brands (pure): for each brand the best size of its women's or
 * men's chart (shared/domain/sizing/size-match.ts). Chart family: the one asked for when
 * given (the person's stated preference); otherwise both are evaluated and the better match
 * wins (women's on a tie), because the profile has no gender or fit preference yet.
 */
import { bestSize, type BodyCm, type SizeRange } from './size-match';

export type ChartFamily = 'womens' | 'mens';

/** One brand's published chart for one family. */
export interface BrandChart {
  brandId: string;
  brand: string;
  gender: ChartFamily;
  source: string;
  sizes: readonly SizeRange[];
}

export interface BrandRecommendation {
  brandId: string;
  brand: string;
  chart: ChartFamily;
  size: string;
  matchPercent: number;
  source: string;
}

/**
 * Best size per brand, best match first (then by brand name).
 * @param body circumferences in cm
 * @param family only this chart family, else the better of both per brand
 */
export function recommendSizes(
  body: BodyCm,
  charts: readonly BrandChart[],
  family?: ChartFamily,
): BrandRecommendation[] {
  const byBrand = new Map<string, BrandRecommendation>();
  const ordered = [...charts].sort((a, b) => (a.gender === b.gender ? 0 : a.gender === 'womens' ? -1 : 1));
  for (const chart of ordered) {
    if (family && chart.gender !== family) continue;
    const best = bestSize(body, chart.sizes);
    if (!best) continue;
    const current = byBrand.get(chart.brandId);
    if (current && current.matchPercent >= best.matchPercent) continue;
    byBrand.set(chart.brandId, {
      brandId: chart.brandId,
      brand: chart.brand,
      chart: chart.gender,
      size: best.size,
      matchPercent: best.matchPercent,
      source: chart.source,
    });
  }
  return [...byBrand.values()].sort((a, b) => b.matchPercent - a.matchPercent || a.brand.localeCompare(b.brand));
}
