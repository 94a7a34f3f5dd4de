/**
 * What a person's size system (issue 23 "Sizing profile"; `SIZE_SYSTEMS` in
 * shared/contracts/measurements.ts) selects. Pure.
 *
 * - The scan estimator's model: Women's → the female model, Men's → the male model; 'Prefer not
 *   to say' or never answered → no sex, i.e. the estimator's sex-mixture (silhouette variants)
 *   or pooled model (keypoint variants), shared/domain/body-estimator/README.md.
 * - The brand chart family of size recommendations: Women's → 'womens', Men's → 'mens';
 *   otherwise none, so both families are evaluated and the better match per brand wins
 *   (shared/domain/sizing/recommend.ts).
 */
import type { SizeSystem } from '../../contracts/measurements';
import type { ChartFamily } from './recommend';

/** The estimator's `sex` for a size system; undefined = unknown (mixture / pooled model). */
export function estimatorSexOf(system: SizeSystem | null | undefined): 'female' | 'male' | undefined {
  return system === 'womens' ? 'female' : system === 'mens' ? 'male' : undefined;
}

/** The chart family a size system picks; undefined = both families (better match wins). */
export function chartFamilyOf(system: SizeSystem | null | undefined): ChartFamily | undefined {
  return system === 'womens' || system === 'mens' ? system : undefined;
}
