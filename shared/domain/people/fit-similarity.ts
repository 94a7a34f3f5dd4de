/**
 * Fit similarity between two bodies, its human reasons, and the bucket maths of the fit index
 * (issue 5 "Matching that scales"; spec 01 §3 UserCompatibilityMatch.fitSimilarity — 0–100,
 * two decimals; §9 'Perfect Fit Matches' = 92 % or more).
 *
 * ## The score
 * For the four measurements that decide how clothes fit — bust, waist and hip circumferences
 * and height, all in cm — take each difference in units of a typical TOLERANCE `τ`, the width
 * of one size step in ready-to-wear charts (the six brands' charts seeded in
 * `infra/local/seeders/brand-size-charts.ts` step mostly 4–6 cm (up to 8) per size in bust, waist and hips;
 * height bands of regular/tall/petite lines are ~7 cm apart):
 *
 *     D² = Σ ((a_i − b_i) / τ_i)²        τ = bust 5, waist 5, hips 5, height 7 (cm)
 *     fitSimilarity = 100 · exp(−D² / 2)  rounded to 2 decimals
 *
 * So: identical bodies score 100; the score is symmetric; it falls smoothly with every
 * difference; one whole size step apart in one measurement gives 60.65; 'Perfect Fit' (≥ 92)
 * means D ≤ 0.408 — e.g. everything within about 1 cm, or only the waist 2 cm apart — i.e. the
 * two people would pick the same size in every brand. A Gaussian kernel (rather than a linear
 * fall-off) keeps small differences cheap and makes several medium differences add up.
 *
 * ## The index
 * People are bucketed by quantised height × hips (`BAND_CM` wide bands) and sorted by waist
 * inside a bucket. For a minimum score `s`, nobody scoring ≥ s can differ in measurement i by
 * more than `reach_i = τ_i · √(2 ln(100 / s))` (that difference alone already costs the whole
 * score budget; `s` lowered for the rounding to hundredths, see {@link reachCm}), so
 * {@link bucketsWithin} lists every bucket that can hold such a person (1–4 buckets) and
 * {@link waistKeyRange} the waist keys to read in each.
 */

/** A body in canonical units (cm). */
export interface FitBody {
  heightCm: number;
  bustCm: number;
  waistCm: number;
  hipsCm: number;
}

/** Tolerances τ (cm): one size step (see module doc). */
export const FIT_TOLERANCE_CM: Readonly<FitBody> = { bustCm: 5, waistCm: 5, hipsCm: 5, heightCm: 7 };

/** Spec 01 §9. */
export const PERFECT_FIT_SCORE = 92;

const KEYS = ['bustCm', 'waistCm', 'hipsCm', 'heightCm'] as const;

/** Normalised squared distance D² (see module doc). */
export function fitDistanceSquared(a: FitBody, b: FitBody): number {
  let d2 = 0;
  for (const k of KEYS) {
    const d = (a[k] - b[k]) / FIT_TOLERANCE_CM[k];
    d2 += d * d;
  }
  return d2;
}

/**
 * Fit similarity 0–100 with two decimals (module doc). Symmetric; 100 for identical bodies.
 * @throws RangeError when a value is not a finite positive number of cm.
 */
export function fitSimilarity(a: FitBody, b: FitBody): number {
  for (const body of [a, b]) {
    for (const k of KEYS) {
      if (!Number.isFinite(body[k]) || body[k] <= 0) throw new RangeError(`${k} must be a positive number of cm`);
    }
  }
  return Math.round(10000 * Math.exp(-fitDistanceSquared(a, b) / 2)) / 100;
}

/** The body of a measurements record when all four fit measurements are present, else null. */
export function fitBodyOf(m: Partial<Record<keyof FitBody, number | null | undefined>>): FitBody | null {
  const { heightCm, bustCm, waistCm, hipsCm } = m;
  if ([heightCm, bustCm, waistCm, hipsCm].some((v) => typeof v !== 'number' || !Number.isFinite(v) || v <= 0)) return null;
  return { heightCm: heightCm!, bustCm: bustCm!, waistCm: waistCm!, hipsCm: hipsCm! };
}

/**
 * The lowest UNROUNDED score that {@link fitSimilarity} reports as ≥ `minScore`: scores are
 * rounded half up to hundredths, so 91.995 is reported as 92. Less 1e-9 for float noise (a
 * reach a hair too wide only reads more, never misses anyone).
 */
function lowestRawScore(minScore: number): number {
  return Math.ceil(minScore * 100 - 1e-9) / 100 - 0.005 - 1e-9;
}

/**
 * Largest difference (cm) in each measurement that still allows a (rounded) score ≥
 * `minScore`: τ_i · √(2 ln(100 / s₀)), s₀ the lowest unrounded score reported as ≥ minScore
 * (e.g. 91.995 for 92: without it a person scoring 91.996 → 92.00 just across a band edge
 * would be missed).
 * @throws RangeError when minScore is not in (0, 100].
 */
export function reachCm(minScore: number): FitBody {
  if (!(minScore > 0 && minScore <= 100)) throw new RangeError('minScore must be in (0, 100]');
  const r = Math.sqrt(2 * Math.log(100 / lowestRawScore(minScore)));
  return {
    bustCm: FIT_TOLERANCE_CM.bustCm * r,
    waistCm: FIT_TOLERANCE_CM.waistCm * r,
    hipsCm: FIT_TOLERANCE_CM.hipsCm * r,
    heightCm: FIT_TOLERANCE_CM.heightCm * r,
  };
}

const INCH_CM = 2.54;
const NAMES = { bustCm: 'Bust', waistCm: 'Waist', hipsCm: 'Hips' } as const;

/**
 * Score AND reasons of one comparison, from the same per-measurement terms dᵢ = Δᵢ / τᵢ that
 * make the score (issue 17 §6: never '3.7% match' beside only 'Waist within 2 cm').
 * - close measurements, closest first: 'Waist within 1 in' (inches: within 1 or 2 in; cm:
 *   within 2 or 5 cm) and 'Same height range' (heights within 4 cm);
 * - when the score is below {@link PERFECT_FIT_SCORE}, the measurement that lowers it most is
 *   named too ('Hips differ by 6 in'), so a low score always says why;
 * at most `max` reasons (default 3), the biggest difference kept when it applies.
 * @param unit the viewer's unit for the texts.
 */
export function fitComparison(viewer: FitBody, other: FitBody, unit: 'inches' | 'cm' = 'inches', max = 3): { score: number; reasons: string[] } {
  const score = fitSimilarity(viewer, other);
  const steps = unit === 'inches' ? [1, 2].map((n) => ({ cm: n * INCH_CM, label: `${n} in` })) : [2, 5].map((n) => ({ cm: n, label: `${n} cm` }));
  const close: { d: number; text: string }[] = [];
  let worst: { d: number; k: keyof typeof NAMES | 'heightCm'; diff: number } | null = null;
  for (const k of KEYS) {
    const diff = Math.abs(viewer[k] - other[k]);
    const d = diff / FIT_TOLERANCE_CM[k];
    if (!worst || d > worst.d) worst = { d, k, diff };
    if (k === 'heightCm') {
      if (diff <= 4) close.push({ d, text: 'Same height range' });
      continue;
    }
    const step = steps.find((st) => diff <= st.cm);
    if (step) close.push({ d, text: `${NAMES[k]} within ${step.label}` });
  }
  close.sort((x, y) => x.d - y.d);
  const reasons = close.map((c) => c.text);
  if (score < PERFECT_FIT_SCORE && worst && worst.d > 0.5) {
    const amount = unit === 'inches' ? `${Math.round(worst.diff / INCH_CM)} in` : `${Math.round(worst.diff)} cm`;
    const name = worst.k === 'heightCm' ? 'Height' : NAMES[worst.k];
    return { score, reasons: [...reasons.slice(0, max - 1), `${name} ${name === 'Hips' ? 'differ' : 'differs'} by ${amount}`] };
  }
  return { score, reasons: reasons.slice(0, max) };
}

/** The reasons of {@link fitComparison} alone. */
export function fitReasons(viewer: FitBody, other: FitBody, unit: 'inches' | 'cm' = 'inches', max = 3): string[] {
  return fitComparison(viewer, other, unit, max).reasons;
}

/** Width (cm) of the height and hip bands of the fit index. */
export const BAND_CM = 6;

const band = (cm: number) => Math.floor(cm / BAND_CM);
const bucketKey = (heightBand: number, hipsBand: number) => `h${heightBand}#p${hipsBand}`;

/** The fit-index bucket of a body: `h<height band>#p<hips band>` (e.g. `h28#p16`). */
export function fitBucketOf(body: Pick<FitBody, 'heightCm' | 'hipsCm'>): string {
  return bucketKey(band(body.heightCm), band(body.hipsCm));
}

/**
 * Every bucket that can hold a person scoring ≥ `minScore` with `body` (1–4 buckets: the
 * body's own band in each dimension, plus the neighbour when the reach crosses its edge).
 */
export function bucketsWithin(body: FitBody, minScore = PERFECT_FIT_SCORE): string[] {
  const reach = reachCm(minScore);
  const out: string[] = [];
  for (let h = band(body.heightCm - reach.heightCm); h <= band(body.heightCm + reach.heightCm); h++) {
    for (let p = band(body.hipsCm - reach.hipsCm); p <= band(body.hipsCm + reach.hipsCm); p++) out.push(bucketKey(h, p));
  }
  return out;
}

/** Sort key of a waist in the index: whole millimetres, zero-padded to 4 digits (74.2 cm → `0742`). */
export function waistKeyOf(waistCm: number): string {
  const mm = Math.min(9999, Math.max(0, Math.round(waistCm * 10)));
  return String(mm).padStart(4, '0');
}

/** Waist keys to read around `body` for a minimum score: `[from, to]` inclusive. */
export function waistKeyRange(body: FitBody, minScore = PERFECT_FIT_SCORE): { from: string; at: string; to: string } {
  const reach = reachCm(minScore).waistCm;
  return { from: waistKeyOf(body.waistCm - reach), at: waistKeyOf(body.waistCm), to: waistKeyOf(body.waistCm + reach) };
}
