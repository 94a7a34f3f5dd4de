/**
 * Body-measurement estimator (ARCHITECTURE §9; spec 01 §3 Measurements; issue 23): stated
 * height, optional weight, optional photo keypoint breadths and optional silhouette breadths
 * and depths → bust, waist, hips, inseam, arm length and shoulder width in cm, each with its
 * cross-validated error (± cm) and a confidence level. Linear models fitted on ANSUR II
 * (coefficients.json, from shared/scripts/fit-estimator.ts). Pure and browser-safe.
 */
import coefficients from './coefficients.json' with { type: 'json' };
import {
  classifierFeatures, features, FRONT_KEYS, SILHOUETTE_KEYS, TARGETS,
  type Group, type SilhouetteCm, type SilhouetteVariant, type Target, type Variant,
} from './features';
import { predict } from './least-squares';
import { addedErrorCm } from './scan-error';
import { femaleProbability, mixturePredict, type SexMixture } from './sex-mixture';

export type Sex = 'female' | 'male';
export interface EstimatorInput {
  heightCm: number;            // stated stature, 120–250
  weightKg?: number;           // when the user has one
  shoulderBreadthCm?: number;  // from pose keypoints: distance between the two shoulder keypoints × pixel scale
  hipBreadthCm?: number;       // from pose keypoints: distance between the two hip keypoints × pixel scale
  sex?: Sex;                   // unknown for most users
  /**
   * Silhouette values (issue 23): ANSUR-equivalent caliper breadths from the front photo and
   * depths from the side photo, cm, each > 0. Any subset may be missing; see chooseSilhouetteVariant.
   */
  silhouette?: Partial<SilhouetteCm>;
  /**
   * Issue 35 §5: this scan's silhouette noise as a multiple of the calibrated noise (≥ 1;
   * scan-error.ts `silhouetteNoiseOf`). Widens the silhouette variants' expected error by
   * scan-error.json's growth; absent = 1 (the validated error).
   */
  silhouetteNoiseFactor?: number;
}
/** Which model produced a value: a per-sex model, the pooled model, or the sex-mixture. */
export type ModelGroup = Group | 'mixture';
export interface EstimatedMeasurement {
  valueCm: number;
  confidence: 'low' | 'medium' | 'high';
  /** 5-fold CV mean absolute error of the model used, cm (2 decimals). */
  maeCm: number;
  /**
   * Issue 35 §5: what this scan's silhouette noise adds to that error, cm (2 decimals; 0 for
   * keypoint models and for a scan measured like the calibration).
   */
  addedErrorCm: number;
  /** This scan's expected error for display, maeCm + addedErrorCm: '± 1.8 cm' (cm, 1 decimal). */
  expectedErrorCm: number;
  /** Model variant and group that produced the value. */
  variant: Variant;
  model: ModelGroup;
}
export interface EstimatorOutput {
  bust: EstimatedMeasurement; waist: EstimatedMeasurement; hips: EstimatedMeasurement;
  inseam: EstimatedMeasurement; armLength: EstimatedMeasurement; shoulderWidth: EstimatedMeasurement;
  /** Overall 0–1 confidence (spec: analyze response confidence number). */
  overallConfidence: number;
}

/** Spec 01 §5/§9: scan height 120–250 cm. */
export const MIN_HEIGHT_CM = 120;
export const MAX_HEIGHT_CM = 250;
/** Confidence from the model's cross-validated MAE (cm): ≤ 2.5 high, ≤ 4.5 medium, else low. */
export const HIGH_MAX_MAE_CM = 2.5;
export const MEDIUM_MAX_MAE_CM = 4.5;
/** Mean relative MAE at which overallConfidence reaches 0 (10 % ≈ two garment sizes). */
export const ZERO_CONFIDENCE_RELATIVE_ERROR = 0.1;

interface StoredModel { coef: number[]; maeCm: Partial<Record<Sex, number>> }
const models = coefficients.models as unknown as Record<Variant, Record<Group, Record<Target, StoredModel>>>;
const mixtures = coefficients.sexMixture as unknown as Record<SilhouetteVariant, SexMixture>;

/**
 * The richest keypoint variant the input supports (both breadths are needed for the breadth
 * variants). Ignores `silhouette`: that is chooseSilhouetteVariant's.
 */
export function chooseVariant(input: EstimatorInput): Variant {
  const breadths = input.shoulderBreadthCm !== undefined && input.hipBreadthCm !== undefined;
  if (input.weightKg !== undefined) return breadths ? 'height-weight-breadths' : 'height-weight';
  return breadths ? 'height-breadths' : 'height';
}

/**
 * The richest silhouette variant the input supports: all six values → front + side; the three
 * breadths (with fewer than three depths) → front only; anything less → none (the silhouette is
 * ignored: a missing breadth means the front photo failed at that level, and depths without
 * breadths have no model). With weight → the `height-weight-…` variant.
 */
export function chooseSilhouetteVariant(input: EstimatorInput): SilhouetteVariant | undefined {
  const s = input.silhouette;
  if (!s) return undefined;
  const weight = input.weightKg !== undefined ? 'height-weight' : 'height';
  if (SILHOUETTE_KEYS.every((k) => s[k] !== undefined)) return `${weight}-front-side`;
  if (FRONT_KEYS.every((k) => s[k] !== undefined)) return `${weight}-front`;
  return undefined;
}

function validate(input: EstimatorInput): void {
  const { heightCm, weightKg, shoulderBreadthCm, hipBreadthCm } = input;
  if (!Number.isFinite(heightCm) || heightCm < MIN_HEIGHT_CM || heightCm > MAX_HEIGHT_CM) {
    throw new RangeError(`heightCm must be ${MIN_HEIGHT_CM}–${MAX_HEIGHT_CM} cm, got ${heightCm}`);
  }
  for (const [name, v] of Object.entries({ weightKg, shoulderBreadthCm, hipBreadthCm })) {
    if (v !== undefined && (!Number.isFinite(v) || v <= 0)) throw new RangeError(`${name} must be a finite number > 0, got ${v}`);
  }
  for (const [name, v] of Object.entries(input.silhouette ?? {})) {
    if (v !== undefined && (!Number.isFinite(v) || v <= 0)) throw new RangeError(`silhouette.${name} must be a finite number > 0, got ${v}`);
  }
  const k = input.silhouetteNoiseFactor;
  if (k !== undefined && (!Number.isFinite(k) || k < 1)) throw new RangeError(`silhouetteNoiseFactor must be a finite number ≥ 1, got ${k}`);
  if (input.sex !== undefined && input.sex !== 'female' && input.sex !== 'male') {
    throw new RangeError(`sex must be 'female' or 'male', got ${String(input.sex)}`);
  }
}

/** Confidence level for a cross-validated MAE in cm. */
export function confidenceFor(maeCm: number): EstimatedMeasurement['confidence'] {
  return maeCm <= HIGH_MAX_MAE_CM ? 'high' : maeCm <= MEDIUM_MAX_MAE_CM ? 'medium' : 'low';
}

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

interface Candidate { variant: Variant; model: ModelGroup; maeCm: number; addedCm: number; value: () => number }

const mean = (xs: number[]) => xs.reduce((s, v) => s + v, 0) / xs.length;

/** A variant's OLS model of `target`: per sex, or pooled when sex is unknown. */
function olsCandidate(input: EstimatorInput, variant: Variant, target: Target): Candidate {
  const group: Group = input.sex ?? 'pooled';
  const model = models[variant][group][target];
  const maeCm = input.sex ? model.maeCm[input.sex]! : mean([model.maeCm.female!, model.maeCm.male!]);
  return { variant, model: group, maeCm, addedCm: added(input, variant, target), value: () => predict(model.coef, features(variant, input)) };
}

/** What the input's silhouette noise factor adds to `variant`'s error of `target`, cm. */
const added = (input: EstimatorInput, variant: Variant, target: Target): number =>
  addedErrorCm(variant, input.sex, target, input.silhouetteNoiseFactor ?? 1);

/**
 * The silhouette variant's model of `target`: per sex; the sex-mixture when sex is unknown; the
 * pooled model when sex is unknown and the shoulder keypoint breadth is missing too (the
 * mixture's classifier needs it: {@link classifierFeatures}).
 */
function silhouetteCandidate(input: EstimatorInput, variant: SilhouetteVariant, target: Target): Candidate {
  if (!input.sex && input.shoulderBreadthCm === undefined) return olsCandidate(input, variant, target);
  if (input.sex) {
    const model = models[variant][input.sex][target];
    return { variant, model: input.sex, maeCm: model.maeCm[input.sex]!, addedCm: added(input, variant, target), value: () => predict(model.coef, features(variant, input)) };
  }
  const mixture = mixtures[variant];
  const mae = mixture.maeCm[target];
  return {
    variant,
    model: 'mixture',
    maeCm: mean([mae.female, mae.male]),
    addedCm: added(input, variant, target),
    value: () => {
      const p = femaleProbability(mixture.classifier, classifierFeatures(variant, input));
      return mixturePredict(p, models[variant].female[target].coef, models[variant].male[target].coef, features(variant, input));
    },
  };
}

/**
 * Estimate body measurements (cm). Without `silhouette` (or with too few of its values) this
 * is the keypoint estimator: per-sex models when `sex` is given, pooled (both sexes equally
 * weighted) otherwise, richest variant the input supports. With a usable silhouette, each
 * measurement comes from whichever of the silhouette variant and the keypoint variant has the
 * lower expected error for this scan (its CV MAE plus what `silhouetteNoiseFactor` adds; the
 * silhouette variants win bust, waist and hips unless the silhouette is much noisier than
 * calibrated); sex unknown → the sex-mixture for the silhouette variant. `maeCm` is the model's
 * 5-fold CV MAE on ANSUR II with simulated photo noise (sex unknown: the mean of the women's and
 * men's); `expectedErrorCm` adds this scan's `addedErrorCm` (scan-error.ts); the confidence
 * level and overallConfidence go by that expected error. Values are rounded to 0.1 cm.
 * @throws RangeError for heightCm outside 120–250, non-finite / non-positive inputs or a noise
 *   factor below 1.
 */
export function estimateMeasurements(input: EstimatorInput): EstimatorOutput {
  validate(input);
  const keypointVariant = chooseVariant(input);
  const silhouetteVariant = chooseSilhouetteVariant(input);
  const out = {} as Record<Target, EstimatedMeasurement>;
  let relative = 0;
  for (const target of TARGETS) {
    const candidates = [olsCandidate(input, keypointVariant, target)];
    if (silhouetteVariant) candidates.push(silhouetteCandidate(input, silhouetteVariant, target));
    const best = candidates.reduce((a, b) => (b.maeCm + b.addedCm < a.maeCm + a.addedCm ? b : a));
    const valueCm = Math.max(1, best.value());
    const expected = best.maeCm + best.addedCm;
    relative += expected / valueCm / TARGETS.length;
    out[target] = {
      valueCm: round(valueCm, 1),
      confidence: confidenceFor(expected),
      maeCm: round(best.maeCm, 2),
      addedErrorCm: round(best.addedCm, 2),
      expectedErrorCm: round(expected, 1),
      variant: best.variant,
      model: best.model,
    };
  }
  const overallConfidence = round(Math.min(1, Math.max(0, 1 - relative / ZERO_CONFIDENCE_RELATIVE_ERROR)), 3);
  return { ...out, overallConfidence };
}
