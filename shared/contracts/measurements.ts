/**
 * Measurement contracts (spec 01 §3 Measurements, §5 Manual measurements form and onboarding
 * measurements). Lengths are stored in cm (canonical) with the unit the person entered;
 * 1 in = 2.54 cm, 1 lb = 0.45359237 kg (spec 01 §9).
 */
import * as z from 'zod';

export const LENGTH_UNITS = ['inches', 'cm'] as const;
export const WEIGHT_UNITS = ['lbs', 'kg'] as const;
export const MEASUREMENT_SOURCES = ['manual', 'onboarding'] as const;
export const CM_PER_INCH = 2.54;
export const KG_PER_LB = 0.45359237;

/** Spec 01 §5: field label and upper limit (in the unit entered). */
export const MEASUREMENT_LIMITS = {
  bust: { label: 'Bust', max: 200 },
  waist: { label: 'Waist', max: 200 },
  hips: { label: 'Hips', max: 200 },
  height: { label: 'Height', max: 300 },
  weight: { label: 'Weight', max: 1000 },
  inseam: { label: 'Inseam', max: 100 },
  shoulderWidth: { label: 'Shoulder width', max: 100 },
  armLength: { label: 'Arm length', max: 150 },
} as const;
export type MeasurementField = keyof typeof MEASUREMENT_LIMITS;

/** Blank form values (`undefined`, `null`, `''`, spaces) count as "not given". */
const blankToUndefined = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

/**
 * A required number field with the spec's messages: '{Field} is required' (absent or blank),
 * '{Field} must be a valid number between 1-{max}' (not a number, ≤ 0 or over max).
 * Numeric strings are accepted (form inputs). Not `z.coerce`: it turns a missing value into
 * NaN, so 'is required' could never be reported.
 */
export function measurementField(field: MeasurementField) {
  const { label, max } = MEASUREMENT_LIMITS[field];
  const range = `${label} must be a valid number between 1-${max}`;
  return z.preprocess(
    (v) => {
      const given = blankToUndefined(v);
      return typeof given === 'string' ? Number(given) : given;
    },
    z
      .number({ error: (i) => (i.input === undefined ? `${label} is required` : range) })
      .gt(0, range)
      .max(max, range),
  );
}

/** An optional number field: blank means "not given"; otherwise as `measurementField`. */
export function optionalMeasurementField(field: MeasurementField) {
  return z.preprocess(blankToUndefined, measurementField(field).optional());
}

/**
 * `POST /api/users/{userId}/measurements`: height required; the rest optional (onboarding
 * step 3 sends height, weight, bust, waist, hips in inches and lbs; spec 01 §5 onboarding
 * schema). The measurements page's form additionally requires bust, waist and hips.
 */
export const measurementsInputSchema = z.object({
  height: measurementField('height'),
  bust: optionalMeasurementField('bust'),
  waist: optionalMeasurementField('waist'),
  hips: optionalMeasurementField('hips'),
  weight: optionalMeasurementField('weight'),
  inseam: optionalMeasurementField('inseam'),
  shoulderWidth: optionalMeasurementField('shoulderWidth'),
  armLength: optionalMeasurementField('armLength'),
  unit: z.enum(LENGTH_UNITS).default('inches'),
  weightUnit: z.enum(WEIGHT_UNITS).default('lbs'),
  /**
   * Which form sent the values: 'manual' (the measurements page) makes the server apply
   * `manualMeasurementsSchema` (bust, waist, hips and height required); 'onboarding' or
   * absent keeps the onboarding rules (height only).
   */
  source: z.enum(MEASUREMENT_SOURCES).optional(),
});
export type MeasurementsInput = z.input<typeof measurementsInputSchema>;

/**
 * The measurements page's manual form (spec 01 §5 Manual measurements form): bust, waist,
 * hips required (> 0, ≤ 200), height required (> 0, ≤ 300); weight ≤ 1000, inseam ≤ 100,
 * shoulder width ≤ 100, arm length ≤ 150 optional. Shared by the web form (zod resolver) and
 * the server (applied when `source` is 'manual').
 */
export const manualMeasurementsSchema = measurementsInputSchema.extend({
  bust: measurementField('bust'),
  waist: measurementField('waist'),
  hips: measurementField('hips'),
});
export type ManualMeasurementsInput = z.input<typeof manualMeasurementsSchema>;

const n = z.number().nullable();
export const measurementsSchema = z.object({
  userId: z.string(),
  /** Values in `unit` / `weightUnit` as entered. */
  unit: z.enum(LENGTH_UNITS),
  weightUnit: z.enum(WEIGHT_UNITS),
  height: n,
  bust: n,
  waist: n,
  hips: n,
  weight: n,
  inseam: n,
  shoulderWidth: n,
  armLength: n,
  /** Canonical values: lengths in cm, weight in kg. */
  canonical: z.object({
    heightCm: n, bustCm: n, waistCm: n, hipsCm: n, weightKg: n, inseamCm: n, shoulderWidthCm: n, armLengthCm: n,
  }),
  confidence: z.enum(['low', 'medium', 'high']),
  extractionMethod: z.enum(['manual', 'photo_ai']),
  updatedAt: z.string(),
});
export type Measurements = z.infer<typeof measurementsSchema>;
