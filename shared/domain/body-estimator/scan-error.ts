/**
 * Each scan value's expected error from what this scan measured (issue 35 §5), not a constant of
 * the model:
 *
 * 1. **Inputs.** The model a value comes from (height, weight, keypoint breadths, front and side
 *    silhouettes; per sex or sex unknown) has its own 5-fold CV MAE on ANSUR II
 *    (coefficients.json, fit-estimator.ts) — the error of a scan measured like the calibration.
 * 2. **This scan's silhouette noise.** The photos' resolution and the side photo's turn
 *    (silhouette/quality.ts) add to the measured noise of each breadth and depth
 *    ({@link SILHOUETTE_NOISE}); the ratio of this scan's sd to the calibrated sd, the largest
 *    over the values measured, is the scan's noise factor (≥ 1).
 * 3. **Propagation.** scan-error.json (fit-scan-error.ts) holds each silhouette variant's CV MAE
 *    with the held-out values' noise at 1 … 3 × the measured noise; the value's error grows by
 *    MAE(factor) − MAE(1) of its variant and sex (linear between columns; sex unknown: the mean
 *    of the women's and men's growth; beyond 3 × the 3 × figure).
 * Pure and browser-safe.
 */
import type { ErrorBasis, ErrorQuality, ScanErrorReason } from '../../contracts/scan-error-texts';
import scanError from './scan-error.json' with { type: 'json' };
import { FRONT_KEYS, SILHOUETTE_KEYS, type SilhouetteCm, type SilhouetteVariant, type Target, type Variant } from './features';
import { SILHOUETTE_NOISE, SILHOUETTE_NOISE_COMPONENTS_CM, type SilhouetteKey } from './silhouette-noise';
import { pixelRoundingSdCm, turnedDepthErrorCm } from '../silhouette/quality';

type Sex = 'female' | 'male';
const table = scanError.maeCm as Record<SilhouetteVariant, Record<Sex, Record<Target, number[]>>>;
/** The noise factors of scan-error.json's columns (1 … 3). */
export const NOISE_FACTORS: readonly number[] = scanError.noiseFactors;
/** Coarsest pixel scale the silhouette noise was calibrated at, cm per px (scan-error.json, from the silhouette-noise bench). */
export const CALIBRATION_CM_PER_PX = { front: scanError.calibrationCmPerPx.front, side: scanError.calibrationCmPerPx.side };

/**
 * The scan's quality label by its noise factor: 'good' up to 1.25 × the calibrated noise (the
 * table's first step), 'fair' up to 2 × (the estimator README's sensitivity run), 'poor' beyond —
 * and 'poor' whenever the front outline could not be measured at all. Display thresholds (a
 * choice), not measurements; the ± itself comes from the table.
 */
export const GOOD_MAX_NOISE_FACTOR = 1.25;
export const FAIR_MAX_NOISE_FACTOR = 2;
export type { ErrorQuality, ScanErrorReason };

/** What the scan measured about its silhouette photos (absent photo = not used). */
export interface SilhouettePhotoFacts {
  front?: { cmPerPx: number } | undefined;
  /** `turnSin`: sin of the turn away from side-on (silhouette/quality.ts sideTurnSin), null = unknown. */
  side?: { cmPerPx: number; turnSin: number | null } | undefined;
}

export interface SilhouetteNoiseOfScan {
  /** max over the values measured of this scan's sd ÷ the calibrated sd; ≥ 1 (3 decimals). */
  factor: number;
  /** This scan's sd per value measured, cm (2 decimals). */
  sdCm: Partial<Record<SilhouetteKey, number>>;
  reasons: ScanErrorReason[];
}

const FRONT = new Set<string>(FRONT_KEYS);
const BREADTH_OF: Partial<Record<SilhouetteKey, SilhouetteKey>> = { chestDepthCm: 'chestBreadthCm', waistDepthCm: 'waistBreadthCm', hipDepthCm: 'hipBreadthCm' };
const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

/**
 * This scan's silhouette noise: per value measured, the calibrated sd plus (as variances)
 * - resolution: pixel rounding at the photo's scale beyond the calibration's
 *   (cmPerPx² − calibration²) ÷ 6, when coarser;
 * - side turn (depths): the turned-depth error √(d² cos²θ + b² sin²θ) − d of this scan's own
 *   breadth b and depth d, beyond the 0.6 cm assumed for rotation within the side-on check
 *   (SILHOUETTE_NOISE_COMPONENTS_CM.sideRotationAndArm).
 * @param values the breadths and depths the scan measured, cm (keys absent = not measured).
 */
export function silhouetteNoiseOf(photos: SilhouettePhotoFacts, values: Partial<SilhouetteCm>): SilhouetteNoiseOfScan {
  const reasons = new Set<ScanErrorReason>();
  const sdCm: Partial<Record<SilhouetteKey, number>> = {};
  let factor = 1;
  for (const key of SILHOUETTE_KEYS) {
    const value = values[key];
    const photo = FRONT.has(key) ? photos.front : photos.side;
    if (value === undefined || !photo) continue;
    const calibrated = SILHOUETTE_NOISE.sdCm[key];
    const calibrationScale = FRONT.has(key) ? CALIBRATION_CM_PER_PX.front : CALIBRATION_CM_PER_PX.side;
    let variance = calibrated ** 2;
    const rounding = pixelRoundingSdCm(photo.cmPerPx) ** 2 - pixelRoundingSdCm(calibrationScale) ** 2;
    if (rounding > 0) {
      variance += rounding;
      reasons.add('coarsePhoto');
    }
    const breadthKey = BREADTH_OF[key];
    const breadth = breadthKey ? values[breadthKey] : undefined;
    const turnSin = FRONT.has(key) ? null : (photos.side?.turnSin ?? null);
    if (turnSin !== null && breadth !== undefined) {
      const turned = turnedDepthErrorCm(breadth, value, turnSin) ** 2 - (SILHOUETTE_NOISE_COMPONENTS_CM[key].sideRotationAndArm ?? 0) ** 2;
      if (turned > 0) {
        variance += turned;
        reasons.add('sideTurned');
      }
    }
    sdCm[key] = round(Math.sqrt(variance), 2);
    factor = Math.max(factor, Math.sqrt(variance) / calibrated);
  }
  return { factor: round(factor, 3), sdCm, reasons: [...reasons] };
}

/** Linear interpolation of `row` (one MAE per NOISE_FACTORS entry) at `factor`, clamped to 1 … 3. */
function maeAt(row: readonly number[], factor: number): number {
  const k = Math.min(Math.max(factor, NOISE_FACTORS[0]!), NOISE_FACTORS[NOISE_FACTORS.length - 1]!);
  let i = 0;
  while (i < NOISE_FACTORS.length - 2 && k > NOISE_FACTORS[i + 1]!) i++;
  const [k0, k1] = [NOISE_FACTORS[i]!, NOISE_FACTORS[i + 1]!];
  return row[i]! + ((k - k0) / (k1 - k0)) * (row[i + 1]! - row[i]!);
}

/**
 * How much a silhouette variant's error (cm, ≥ 0) grows at `factor` × the measured noise:
 * MAE(factor) − MAE(1) of scan-error.json for the sex; sex unknown → the mean of both.
 * Keypoint-only variants: 0 (no silhouette value goes in).
 */
export function addedErrorCm(variant: Variant, sex: Sex | undefined, target: Target, factor: number): number {
  const byVariant = table[variant as SilhouetteVariant];
  if (!byVariant) return 0;
  const growth = (s: Sex) => Math.max(0, maeAt(byVariant[s][target], factor) - byVariant[s][target][0]!);
  return sex ? growth(sex) : (growth('female') + growth('male')) / 2;
}

/** The scan's quality label (see GOOD_MAX_NOISE_FACTOR). */
export function errorQuality(factor: number, outlineMeasured: boolean): ErrorQuality {
  if (!outlineMeasured || factor > FAIR_MAX_NOISE_FACTOR) return 'poor';
  return factor > GOOD_MAX_NOISE_FACTOR ? 'fair' : 'good';
}

/** The inputs a model variant uses, as the scan answer names them: 'height+weight+front+side', 'height+keypoints', … */
export const basisOf = (variant: Variant): ErrorBasis => variant.replace('breadths', 'keypoints').replaceAll('-', '+') as ErrorBasis;
