/**
 * Performance scores of a page view (issue 21), pure and browser-safe (the monitor computes the
 * report's `performanceScore` with them; the dashboard rates with them).
 *
 * - {@link specScore}: spec 02 §9's deduction score with INP in the input-delay slot (FID, the
 *   metric the spec names, was replaced by INP in Core Web Vitals in March 2024).
 * - {@link weightedScore}: issue 21's weighted score — LCP 30, INP 30, CLS 15, FCP 15, TTFB 10 —
 *   each metric 100 at or under web.dev's "good" threshold, 0 above "poor", linear in between;
 *   unmeasured metrics are left out and the weights of the rest renormalised.
 */
import {
  SCORE_RATINGS,
  SPEC_SCORE_DEDUCTIONS,
  WEB_VITAL_NAMES,
  WEB_VITAL_THRESHOLDS,
  WEIGHTED_SCORE_WEIGHTS,
  type ScoreRating,
  type VitalRating,
  type WebVitalName,
} from '../../contracts/performance-constants';

/** Web vitals in ms (CLS unitless); a missing value was not measured. */
export type VitalValues = Partial<Record<WebVitalName, number>>;

/**
 * Spec 02 §9 score, 0–100: 100 minus the deductions of the measured metrics (a metric not yet
 * measured deducts nothing). Thresholds are strict (`>`): LCP 2500 exactly deducts 15, not 30.
 */
export function specScore(v: VitalValues): number {
  let score = 100;
  for (const [metric, steps] of SPEC_SCORE_DEDUCTIONS) {
    const value = v[metric];
    if (value === undefined) continue;
    const step = steps.find(([threshold]) => value > threshold);
    if (step) score -= step[1];
  }
  return Math.max(0, score);
}

/** web.dev rating of one vital: good ≤ first threshold, poor > second. */
export function vitalRating(metric: WebVitalName, value: number): VitalRating {
  const [good, poor] = WEB_VITAL_THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value > poor ? 'poor' : 'needs-improvement';
}

/** Weighted score 0–100 (one decimal), or null when nothing is measured. */
export function weightedScore(v: VitalValues): number | null {
  let total = 0;
  let weights = 0;
  for (const metric of WEB_VITAL_NAMES) {
    const value = v[metric];
    if (value === undefined || value === null) continue;
    const [good, poor] = WEB_VITAL_THRESHOLDS[metric];
    const part = value <= good ? 1 : value >= poor ? 0 : (poor - value) / (poor - good);
    total += part * WEIGHTED_SCORE_WEIGHTS[metric];
    weights += WEIGHTED_SCORE_WEIGHTS[metric];
  }
  return weights === 0 ? null : Math.round((total / weights) * 1000) / 10;
}

/** Spec 02 §9 dashboard rating: ≥ 90 Excellent, ≥ 70 Good, else Needs Improvement. */
export function scoreRating(score: number): ScoreRating {
  return SCORE_RATINGS.find((r) => score >= r.min)?.label ?? 'Needs Improvement';
}
