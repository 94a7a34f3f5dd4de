/**
 * Size-match formula (Seamline's own; spec 01 §2 asks for a brand, a size and a match
 * percentage). Pure and browser-safe. All lengths in cm.
 *
 * Per dimension (bust/chest, waist, hips) with the person's value `v` and the size's published
 * body range `[min, max]`:
 * - inside the range: 100 at the centre, falling linearly to 95 at either edge (a slight
 *   preference for the centre, so the size with room either way wins a tie);
 * - outside: 95 at the edge, falling linearly to 0 at `FALLOFF_CM` (8 cm) outside.
 *
 * A size's score is the weighted mean over the dimensions both the person and the chart have
 * (weights bust 0.4, waist 0.35, hips 0.25, renormalised); a chart's best size is the one with
 * the highest score; on a tie (e.g. all 0 % for a body beyond the chart) the one with the least
weighted distance outside its ranges, then the first listed. Match % = round(score).
 */

export const FALLOFF_CM = 8;
export const EDGE_SCORE = 95;
export const DIMENSION_WEIGHTS = { bust: 0.4, waist: 0.35, hips: 0.25 } as const;
export type Dimension = keyof typeof DIMENSION_WEIGHTS;
export const DIMENSIONS = Object.keys(DIMENSION_WEIGHTS) as Dimension[];

/** A range in cm; `null` when the chart does not publish that dimension. */
export type RangeCm = readonly [min: number, max: number] | null;

/** One size of a chart: its label and body ranges in cm. */
export interface SizeRange {
  size: string;
  bust: RangeCm;
  waist: RangeCm;
  hips: RangeCm;
}

/** A person's circumferences in cm (null or absent = not known). */
export type BodyCm = Partial<Record<Dimension, number | null>>;

/** Score 0–100 of one value in one range (see the file comment). */
export function dimensionScore(
  valueCm: number,
  [min, max]: readonly [number, number],
  falloffCm: number = FALLOFF_CM,
): number {
  if (valueCm >= min && valueCm <= max) {
    const half = (max - min) / 2;
    if (half === 0) return 100;
    const offCentre = Math.abs(valueCm - (min + half)) / half;
    return 100 - (100 - EDGE_SCORE) * offCentre;
  }
  const outsideCm = valueCm < min ? min - valueCm : valueCm - max;
  return Math.max(0, EDGE_SCORE * (1 - outsideCm / falloffCm));
}

/**
 * Weighted score 0–100 of a size for a body, or null when they share no dimension.
 * `falloffCm` (default {@link FALLOFF_CM}): how far outside a range the score reaches 0.
 */
export function sizeScore(body: BodyCm, size: SizeRange, falloffCm: number = FALLOFF_CM): number | null {
  let total = 0;
  let weights = 0;
  for (const d of DIMENSIONS) {
    const value = body[d];
    const range = size[d];
    if (value == null || range == null) continue;
    total += DIMENSION_WEIGHTS[d] * dimensionScore(value, range, falloffCm);
    weights += DIMENSION_WEIGHTS[d];
  }
  return weights === 0 ? null : total / weights;
}

/** Weighted distance (cm) of the body outside a size's ranges (0 when inside all). */
function outsideCm(body: BodyCm, size: SizeRange): number {
  let total = 0;
  for (const d of DIMENSIONS) {
    const value = body[d];
    const range = size[d];
    if (value == null || range == null) continue;
    total += DIMENSION_WEIGHTS[d] * Math.max(0, range[0] - value, value - range[1]);
  }
  return total;
}

/** The best size of a chart and its rounded match %, or null when nothing can be compared. */
export function bestSize(
  body: BodyCm,
  sizes: readonly SizeRange[],
  falloffCm: number = FALLOFF_CM,
): { size: string; matchPercent: number; score: number; outsideCm: number } | null {
  let best: { size: string; score: number; outside: number } | null = null;
  for (const s of sizes) {
    const score = sizeScore(body, s, falloffCm);
    if (score === null) continue;
    const outside = outsideCm(body, s);
    if (best === null || score > best.score || (score === best.score && outside < best.outside)) {
      best = { size: s.size, score, outside };
    }
  }
  return best && { size: best.size, matchPercent: Math.round(best.score), score: best.score, outsideCm: best.outside };
}

/** True when the body has at least one of bust, waist, hips. */
export function hasCircumference(body: BodyCm): boolean {
  return DIMENSIONS.some((d) => body[d] != null);
}
