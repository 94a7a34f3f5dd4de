/**
 * Measurement contracts (spec 01 §3 Measurements, §5 Manual measurements form and onboarding
 * measurements). Lengths are stored in cm (canonical) with the unit the person entered;
 * 1 in = 2.54 cm, 1 lb = 0.45359237 kg (spec 01 §9).
 *
 * Checks (issue 34 §5), the same in the server and in every web form (zod resolver):
 * 1. each field alone: '{Field} is required', else its one range in the unit entered
 *    (`fieldRange`, measurement-fields.ts);
 * 2. fields together: the ANSUR II ratio rules (`RATIO_RULES`, measurement-ratios.ts), only
 *    between fields that are both given and each in range.
 */
import * as z from 'zod';
import { SIZE_SYSTEMS, SIZE_SYSTEM_TEXTS } from './size-system';
import {
  fieldRange,
  fieldRangeMessage,
  inFieldRange,
  largestAccepted,
  LENGTH_UNITS,
  MEASUREMENT_FIELD_NAMES,
  MEASUREMENT_FIELDS,
  requiredMessage,
  WEIGHT_UNITS,
  type LengthUnit,
  type MeasurementField,
  type WeightUnit,
} from './measurement-fields';
import { brokenRatioRules, RATIO_RULES, ratioMessage } from './measurement-ratios';

const RATIO_FIELDS = new Set<MeasurementField>(RATIO_RULES.flatMap((r) => [r.numerator, r.denominator]));

export * from './measurement-fields';
export { RATIO_MARGIN, RATIO_RULES, ratioMessage, brokenRatioRules, type RatioRule } from './measurement-ratios';
export const MEASUREMENT_SOURCES = ['manual', 'onboarding'] as const;

export { SIZE_SYSTEMS, SIZE_SYSTEM_TEXTS, type SizeSystem } from './size-system';

/** The size-system field of a request: one of SIZE_SYSTEMS; blank → not given. */
export const sizeSystemField = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.enum(SIZE_SYSTEMS, { error: SIZE_SYSTEM_TEXTS.invalid }).optional(),
);

/**
 * Form text → number: blank (`undefined`, `null`, `''`, spaces) → undefined ("not given"),
 * a string → `Number(text)` (NaN when not a number), anything else that is not a number → NaN.
 * Not `z.coerce`: it turns a missing value into NaN, so 'is required' could never be reported.
 */
const toNumber = (v: unknown) => {
  if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return undefined;
  if (typeof v === 'string') return Number(v);
  return typeof v === 'number' ? v : Number.NaN;
};

/** E.g. 'Bust in `unit`: 19.7–98.4 in or 50–250 cm; cross-field ratio rules apply' (OpenAPI). */
function rangeDescription(field: MeasurementField): string {
  const weight = MEASUREMENT_FIELDS[field].kind === 'weight';
  const [a, b] = weight ? [fieldRange(field, 'cm', 'lbs'), fieldRange(field, 'cm', 'kg')] : [fieldRange(field, 'inches', 'kg'), fieldRange(field, 'cm', 'kg')];
  const ratios = RATIO_FIELDS.has(field) ? '; cross-field ratio rules apply (RATIO_RULES)' : '';
  return `${MEASUREMENT_FIELDS[field].label} in \`${weight ? 'weightUnit' : 'unit'}\`: ${a.min}–${a.max} ${a.unitLabel} or ${b.min}–${b.max} ${b.unitLabel}${ratios}`;
}

/**
 * A measurement value as entered: a number (NaN for text that is not one), or '{Field} is
 * required' when absent. Its range depends on the unit, so the object's check (`checkFields`)
 * judges it; the OpenAPI document shows the largest value any unit accepts.
 */
export function measurementField(field: MeasurementField) {
  return z.preprocess(
    toNumber,
    z
      // abort: false lets the object's checks still run (and report the other fields) when this one is missing.
      .custom<number>((v) => typeof v === 'number', { error: requiredMessage(field), abort: false })
      .meta({ type: 'number', exclusiveMinimum: 0, maximum: largestAccepted(field), description: rangeDescription(field) }),
  );
}

/** An optional measurement value: blank means "not given"; otherwise as `measurementField`. */
export function optionalMeasurementField(field: MeasurementField) {
  return z.preprocess(toNumber, measurementField(field).optional());
}

type Values = { unit: LengthUnit; weightUnit: WeightUnit } & Partial<Record<MeasurementField, number | undefined>>;

/**
 * Every check of the given values, in the unit entered: each field's range
 * ('{Field} must be a valid number between {min} and {max} {unit}'), then the ratio rules, whose
 * message goes on BOTH fields (`fieldErrors.waist` and `fieldErrors.hips`) so a form marks both
 * inputs. A rule applies only when both fields are given in this request and each is in range
 * (a field with its own error keeps that one message). Saves are whole versions (there is no
 * PATCH), so a rule never compares with stored values. Values of an unknown unit are left to
 * the unit's own error.
 */
function checkFields(v: Values, ctx: z.RefinementCtx) {
  if (!LENGTH_UNITS.includes(v.unit) || !WEIGHT_UNITS.includes(v.weightUnit)) return;
  const valid: Partial<Record<MeasurementField, number>> = {};
  for (const field of MEASUREMENT_FIELD_NAMES) {
    const value = v[field];
    if (value === undefined) continue;
    if (inFieldRange(field, value, v.unit, v.weightUnit)) valid[field] = value;
    else ctx.addIssue({ code: 'custom', path: [field], message: fieldRangeMessage(field, v.unit, v.weightUnit) });
  }
  for (const rule of brokenRatioRules(valid)) {
    const message = ratioMessage(rule, valid[rule.numerator]!, valid[rule.denominator]!, v.unit);
    for (const field of [rule.numerator, rule.denominator]) ctx.addIssue({ code: 'custom', path: [field], message });
  }
}

/** Run the checks even when a required field is missing, so a form shows every message at once. */
const CHECK_ALWAYS = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

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
 * value must be in its range in the unit entered (`fieldRange`), and given values must fit
 * together (`RATIO_RULES`, issue 34 §5). The measurements page's form additionally requires
 * bust, waist and hips.
 */
export const measurementsInputSchema = measurementsInputObject.superRefine(checkFields, CHECK_ALWAYS);
export type MeasurementsInput = z.input<typeof measurementsInputSchema>;

/**
 * The measurements page's manual form (spec 01 §5 Manual measurements form): bust, waist, hips
 * and height required; weight, inseam, shoulder width, arm length optional; ranges (the spec's
 * limits in inches / lbs within the adult range) and ratios as above. Shared by the web form
 * (zod resolver) and the server (applied when `source` is 'manual').
 */
export const manualMeasurementsSchema = measurementsInputObject
  .extend({
    bust: measurementField('bust'),
    waist: measurementField('waist'),
    hips: measurementField('hips'),
  })
  .superRefine(checkFields, CHECK_ALWAYS);
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
