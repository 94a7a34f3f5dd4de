/**
 * Body-measurement estimator (ARCHITECTURE §9; spec 01 §3 Measurements): stated height,
 * optional weight and optional photo keypoint breadths → bust, waist, hips, inseam, arm length
 * and shoulder width in cm, each with its cross-validated error and a confidence level.
 * Linear models fitted on ANSUR II (coefficients.json, from shared/scripts/fit-estimator.ts).
 * Pure and browser-safe.
 */
import coefficients from './coefficients.json' with { type: 'json' };
import { features, TARGETS, type Group, type Target, type Variant } from './features';
import { predict } from './least-squares';

export type Sex = 'female' | 'male';
export interface EstimatorInput {
  heightCm: number;            // stated stature, 120–250
  weightKg?: number;           // when the user has one
  shoulderBreadthCm?: number;  // from pose keypoints: distance between the two shoulder keypoints × pixel scale
  hipBreadthCm?: number;       // from pose keypoints: distance between the two hip keypoints × pixel scale
  sex?: Sex;                   // unknown for most users
}
export interface EstimatedMeasurement { valueCm: number; confidence: 'low' | 'medium' | 'high'; maeCm: number }
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

/** The richest variant the input supports (both breadths are needed for the breadth variants). */
export function chooseVariant(input: EstimatorInput): Variant {
  const breadths = input.shoulderBreadthCm !== undefined && input.hipBreadthCm !== undefined;
  if (input.weightKg !== undefined) return breadths ? 'height-weight-breadths' : 'height-weight';
  return breadths ? 'height-breadths' : 'height';
}

function validate(input: EstimatorInput): void {
  const { heightCm, weightKg, shoulderBreadthCm, hipBreadthCm } = input;
  if (!Number.isFinite(heightCm) || heightCm < MIN_HEIGHT_CM || heightCm > MAX_HEIGHT_CM) {
    throw new RangeError(`heightCm must be ${MIN_HEIGHT_CM}–${MAX_HEIGHT_CM} cm, got ${heightCm}`);
  }
  for (const [name, v] of Object.entries({ weightKg, shoulderBreadthCm, hipBreadthCm })) {
    if (v !== undefined && (!Number.isFinite(v) || v <= 0)) throw new RangeError(`${name} must be a finite number > 0, got ${v}`);
  }
  if (input.sex !== undefined && input.sex !== 'female' && input.sex !== 'male') {
    throw new RangeError(`sex must be 'female' or 'male', got ${String(input.sex)}`);
  }
}

/** Confidence level for a cross-validated MAE in cm. */
export function confidenceFor(maeCm: number): EstimatedMeasurement['confidence'] {
  return maeCm <= HIGH_MAX_MAE_CM ? 'high' : maeCm <= MEDIUM_MAX_MAE_CM ? 'medium' : 'low';
}

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

/**
 * Estimate body measurements (cm). Uses the per-sex models when `sex` is given, the pooled
 * (both sexes, equally weighted) models otherwise, and the richest variant the input supports.
 * `maeCm` is the model's 5-fold CV MAE on ANSUR II with simulated keypoint noise (for pooled
 * models: the mean of the women's and men's MAE). Values are rounded to 0.1 cm.
 * @throws RangeError for heightCm outside 120–250 or non-finite inputs.
 */
export function estimateMeasurements(input: EstimatorInput): EstimatorOutput {
  validate(input);
  const variant = chooseVariant(input);
  const group: Group = input.sex ?? 'pooled';
  const x = features(variant, input);
  const out = {} as Record<Target, EstimatedMeasurement>;
  let relative = 0;
  for (const target of TARGETS) {
    const model = models[variant][group][target];
    const maes = input.sex ? [model.maeCm[input.sex]!] : [model.maeCm.female!, model.maeCm.male!];
    const maeCm = maes.reduce((s, v) => s + v, 0) / maes.length;
    const valueCm = Math.max(1, predict(model.coef, x));
    relative += maeCm / valueCm / TARGETS.length;
    out[target] = { valueCm: round(valueCm, 1), confidence: confidenceFor(maeCm), maeCm: round(maeCm, 2) };
  }
  const overallConfidence = round(Math.min(1, Math.max(0, 1 - relative / ZERO_CONFIDENCE_RELATIVE_ERROR)), 3);
  return { ...out, overallConfidence };
}
