/**
 * Size recommendations (spec 01 §2 Measurements page; BrandSize §3): the caller's latest
 * canonical measurements (cm) against every seeded brand chart, formula in
 * shared/domain/sizing/size-match.ts. Oneself only.
 */
import {
  NO_CIRCUMFERENCES_FOR_SIZES,
  NO_MEASUREMENTS_FOR_SIZES,
  type ChartFamily,
  type SizeRecommendations,
} from '@seamline/shared/contracts/sizing';
import { BRAND_SIZE_CHART_SET } from '@seamline/shared/db/entities/brand-size';
import { hasCircumference, type RangeCm } from '@seamline/shared/domain/sizing/size-match';
import { recommendSizes, type BrandChart } from '@seamline/shared/domain/sizing/recommend';
import { chartFamilyOf } from '@seamline/shared/domain/sizing/size-system';
import { db } from '../_core/aws-clients';
import { NotFound, Unprocessable, assertOwner } from '../_core/http-errors';

type Bounds = { bustMinCm?: number; bustMaxCm?: number; waistMinCm?: number; waistMaxCm?: number; hipsMinCm?: number; hipsMaxCm?: number };
const range = (min?: number, max?: number): RangeCm => (min == null || max == null ? null : [min, max]);

/** Every brand chart: one Query on the fixed chart-set partition (a dozen items). */
export async function loadBrandCharts(): Promise<BrandChart[]> {
  const { data } = await db.entities.brandSize.query.byChartSet({ chartSet: BRAND_SIZE_CHART_SET }).go({ pages: 'all' });
  return data.map((c) => ({
    brandId: c.brandId,
    brand: c.brand,
    gender: c.gender,
    source: c.source,
    sizes: c.sizes.map((s: Bounds & { size: string }) => ({
      size: s.size,
      bust: range(s.bustMinCm, s.bustMaxCm),
      waist: range(s.waistMinCm, s.waistMaxCm),
      hips: range(s.hipsMinCm, s.hipsMaxCm),
    })),
  }));
}

/**
 * Best size and match % per brand for `userId`'s latest measurements.
 * @param chart only this chart family; absent → the family of the person's stored size system
 *   (issue 23: Women's / Men's), else the better of women's and men's per brand
 * @throws Forbidden (403) for another user; NotFound (404) without saved measurements;
 *   Unprocessable (422) when none of bust, waist, hips is saved.
 */
export async function sizeRecommendations(
  actorId: string,
  userId: string,
  chart?: ChartFamily,
): Promise<SizeRecommendations> {
  assertOwner(actorId, userId);
  const { data } = await db.entities.measurements.query.byUser({ userId }).go({ order: 'desc', limit: 1 });
  const latest = data[0];
  if (!latest) throw new NotFound(NO_MEASUREMENTS_FOR_SIZES);
  const body = { bust: latest.bustCm ?? null, waist: latest.waistCm ?? null, hips: latest.hipsCm ?? null };
  if (!hasCircumference(body)) throw new Unprocessable(NO_CIRCUMFERENCES_FOR_SIZES);
  return {
    recommendations: recommendSizes(body, await loadBrandCharts(), chart ?? chartFamilyOf(latest.sizeSystem)),
    basedOn: { bustCm: body.bust, waistCm: body.waist, hipsCm: body.hips },
  };
}
