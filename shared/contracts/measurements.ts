/**
 * Measurement contracts (spec 01 §3 Measurements, §5 Manual measurements form and onboarding
 * measurements). Lengths are stored in cm (canonical) with the unit the person entered;
 * 1 in = 2.54 cm, 1 lb = 0.45359237 kg (spec 01 §9).
 */
import * as z from 'zod';
import { SIZE_SYSTEMS, SIZE_SYSTEM_TEXTS } from './size-system';

export const LENGTH_UNITS = ['inches', 'cm'] as const;
export const WEIGHT_UNITS = ['lbs', 'kg'] as const;
export const MEASUREMENT_SOURCES = ['manual', 'onboarding'] as const;
export const CM_PER_INCH = 2.54;

export { SIZE_SYSTEMS, SIZE_SYSTEM_TEXTS, type SizeSystem } from './size-system';

/** The size-system field of a request: one of SIZE_SYSTEMS; blank → not given. */
export const sizeSystemField = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.enum(SIZE_SYSTEMS, { error: SIZE_SYSTEM_TEXTS.invalid }).optional(),
);
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
 * Plausible adult values per field, in canonical units (lengths cm, weight kg), issue 17 §1.
 * Wide enough for every real adult: ANSUR II extremes (`../shared/data/ansur2`), WHO growth
 * charts, and the Guinness records for the shortest (54.6 cm) and tallest (272 cm) adults.
 * The spec's 1–max check (`MEASUREMENT_LIMITS`) runs first; this one refuses values such as
 * height 2 in or bust 1 in that would otherwise be saved and matched against.
 */
export const PLAUSIBLE_RANGES = {
  height: { min: 55, max: 272 },
  weight: { min: 20, max: 650 },
  bust: { min: 50, max: 250 },
  waist: { min: 40, max: 250 },
  hips: { min: 50, max: 250 },
  inseam: { min: 30, max: 120 },
  shoulderWidth: { min: 20, max: 80 },
  armLength: { min: 30, max: 110 },
} as const satisfies Record<MeasurementField, { min: number; max: number }>;

type LengthUnit = (typeof LENGTH_UNITS)[number];
type WeightUnit = (typeof WEIGHT_UNITS)[number];

/**
 * The plausible range of `field` in the unit a person entered, rounded to one decimal INSIDE
 * the canonical range (lower bound up, upper bound down), e.g. height in inches → 21.7–107.
 * Weight uses `weightUnit`; every other field `unit`.
 */
export function plausibleRange(field: MeasurementField, unit: LengthUnit, weightUnit: WeightUnit): { min: number; max: number; unitLabel: string } {
  const { min, max } = PLAUSIBLE_RANGES[field];
  const factor = field === 'weight' ? (weightUnit === 'lbs' ? KG_PER_LB : 1) : unit === 'inches' ? CM_PER_INCH : 1;
  const unitLabel = field === 'weight' ? (weightUnit === 'lbs' ? 'lbs' : 'kg') : unit === 'inches' ? 'in' : 'cm';
  // 1e-9 keeps exact bounds (55 cm / 1) from being pushed a tenth by floating-point error.
  return { min: Math.ceil((min / factor) * 10 - 1e-9) / 10, max: Math.floor((max / factor) * 10 + 1e-9) / 10, unitLabel };
}

/** '{Field} must be between {min} and {max} {unit}' (issue 17 §1), in the unit entered. */
export function plausibilityMessage(field: MeasurementField, unit: LengthUnit, weightUnit: WeightUnit): string {
  const { min, max, unitLabel } = plausibleRange(field, unit, weightUnit);
  return `${MEASUREMENT_LIMITS[field].label} must be between ${min} and ${max} ${unitLabel}`;
}

/**
 * Adds a field-level issue for every given value outside its plausible range. zod runs this
 * even when other checks failed, so values the spec range already refused (or a unit that is
 * not one of ours) are left to their own message.
 */
function checkPlausible(v: { unit: LengthUnit; weightUnit: WeightUnit } & Partial<Record<MeasurementField, number | undefined>>, ctx: z.RefinementCtx) {
  if (!LENGTH_UNITS.includes(v.unit) || !WEIGHT_UNITS.includes(v.weightUnit)) return;
  for (const field of Object.keys(PLAUSIBLE_RANGES) as MeasurementField[]) {
    const value = v[field];
    if (typeof value !== 'number' || !(value > 0 && value <= MEASUREMENT_LIMITS[field].max)) continue;
    const { min, max } = plausibleRange(field, v.unit, v.weightUnit);
    if (value < min || value > max) ctx.addIssue({ code: 'custom', path: [field], message: plausibilityMessage(field, v.unit, v.weightUnit) });
  }
}

/** Run the plausibility check even when another field is missing, so a form shows every message at once. */
const PLAUSIBLE_ALWAYS = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

const measurementsInputObject = z.object({
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
  /** Issue 23: the size system; absent → the previous version's answer is kept. */
  sizeSystem: sizeSystemField,
  /**
   * Which form sent the values: 'manual' (the measurements page) makes the server apply
   * `manualMeasurementsSchema` (bust, waist, hips and height required); 'onboarding' or
   * absent keeps the onboarding rules (height only).
   */
  source: z.enum(MEASUREMENT_SOURCES).optional(),
});

/**
 * `POST /api/users/{userId}/measurements`: height required; the rest optional (onboarding
 * step 3 sends height, weight, bust, waist, hips; spec 01 §5 onboarding schema). Every given
 * value must also be plausible (`PLAUSIBLE_RANGES`, in the unit entered). The measurements
 * page's form additionally requires bust, waist and hips.
 */
export const measurementsInputSchema = measurementsInputObject.superRefine(checkPlausible, PLAUSIBLE_ALWAYS);
export type MeasurementsInput = z.input<typeof measurementsInputSchema>;

/**
 * The measurements page's manual form (spec 01 §5 Manual measurements form): bust, waist,
 * hips required (> 0, ≤ 200), height required (> 0, ≤ 300); weight ≤ 1000, inseam ≤ 100,
 * shoulder width ≤ 100, arm length ≤ 150 optional; plausible values as above. Shared by the
 * web form (zod resolver) and the server (applied when `source` is 'manual').
 */
export const manualMeasurementsSchema = measurementsInputObject
  .extend({
    bust: measurementField('bust'),
    waist: measurementField('waist'),
    hips: measurementField('hips'),
  })
  .superRefine(checkPlausible, PLAUSIBLE_ALWAYS);
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
  /** Issue 23: the owner's size system; null = never answered. Only ever sent to the owner. */
  sizeSystem: z.enum(SIZE_SYSTEMS).nullable(),
  updatedAt: z.string(),
});
export type Measurements = z.infer<typeof measurementsSchema>;
