/**
 * The measurement field table (issue 34 §5: one table for the server and every web form): each
 * field's label, kind, the spec's upper limit and the adult range, and from them the ONE range a
 * value must lie in, in the unit a person entered, with its one message.
 *
 * - `specMax`: spec 01 §5 Manual measurements form ('at most 200' for bust, waist, hips, 300
 *   height, 1000 weight, 100 inseam and shoulder width, 150 arm length). The spec's forms are in
 *   inches and pounds (spec 01 §2 step 3: 'height (inches), weight (lbs), bust, waist, hips
 *   (inches)'), so the limits are read in those units and converted for cm / kg. Read in cm, the
 *   inseam limit of 100 refused 5 of ANSUR II's 3,265 men (crotch height over 100 cm).
 * - `adultCm`: plausible adult values in canonical units (lengths cm, weight kg), issue 17 §1:
 *   ANSUR II extremes (`../shared/data/ansur2`), WHO growth charts, and the Guinness records for
 *   the shortest (54.6 cm) and tallest (272 cm) adults.
 *
 * The accepted range of a field in a unit is [adult min, min(adult max, spec max)], each
 * rounded to one decimal INSIDE the range. Pure and browser-safe.
 */
export const LENGTH_UNITS = ['inches', 'cm'] as const;
export const WEIGHT_UNITS = ['lbs', 'kg'] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
export const CM_PER_INCH = 2.54;
export const KG_PER_LB = 0.45359237;

export const MEASUREMENT_FIELDS = {
  bust: { label: 'Bust', kind: 'length', specMax: 200, adultCm: { min: 50, max: 250 } },
  waist: { label: 'Waist', kind: 'length', specMax: 200, adultCm: { min: 40, max: 250 } },
  hips: { label: 'Hips', kind: 'length', specMax: 200, adultCm: { min: 50, max: 250 } },
  height: { label: 'Height', kind: 'length', specMax: 300, adultCm: { min: 55, max: 272 } },
  weight: { label: 'Weight', kind: 'weight', specMax: 1000, adultCm: { min: 20, max: 650 } },
  inseam: { label: 'Inseam', kind: 'length', specMax: 100, adultCm: { min: 30, max: 120 } },
  shoulderWidth: { label: 'Shoulder width', kind: 'length', specMax: 100, adultCm: { min: 20, max: 80 } },
  armLength: { label: 'Arm length', kind: 'length', specMax: 150, adultCm: { min: 30, max: 110 } },
} as const satisfies Record<string, { label: string; kind: 'length' | 'weight'; specMax: number; adultCm: { min: number; max: number } }>;
export type MeasurementField = keyof typeof MEASUREMENT_FIELDS;
export const MEASUREMENT_FIELD_NAMES = Object.keys(MEASUREMENT_FIELDS) as MeasurementField[];

/** Spec 01 §5 view of the table: label and upper limit in the spec's units (inches / lbs). */
export const MEASUREMENT_LIMITS = Object.fromEntries(
  MEASUREMENT_FIELD_NAMES.map((f) => [f, { label: MEASUREMENT_FIELDS[f].label, max: MEASUREMENT_FIELDS[f].specMax }]),
) as { [F in MeasurementField]: { label: (typeof MEASUREMENT_FIELDS)[F]['label']; max: (typeof MEASUREMENT_FIELDS)[F]['specMax'] } };

/** Issue 17 §1 view of the table: plausible adult values in canonical units (cm; weight kg). */
export const PLAUSIBLE_RANGES = Object.fromEntries(MEASUREMENT_FIELD_NAMES.map((f) => [f, MEASUREMENT_FIELDS[f].adultCm])) as {
  [F in MeasurementField]: (typeof MEASUREMENT_FIELDS)[F]['adultCm'];
};

/**
 * The one accepted range of `field` in the unit a person entered, e.g. height in inches →
 * 21.7–107 in, weight in kg → 20–453.5 kg (the spec's 1000 lbs). Weight uses `weightUnit`,
 * every other field `unit`. `unitLabel` is 'in', 'cm', 'lbs' or 'kg'.
 */
export function fieldRange(field: MeasurementField, unit: LengthUnit, weightUnit: WeightUnit): { min: number; max: number; unitLabel: string } {
  const { kind, specMax, adultCm } = MEASUREMENT_FIELDS[field];
  const inSpecUnit = kind === 'weight' ? weightUnit === 'lbs' : unit === 'inches';
  const perCanonical = kind === 'weight' ? (weightUnit === 'lbs' ? KG_PER_LB : 1) : unit === 'inches' ? CM_PER_INCH : 1;
  const specMaxHere = inSpecUnit ? specMax : specMax * (kind === 'weight' ? KG_PER_LB : CM_PER_INCH);
  const unitLabel = kind === 'weight' ? weightUnit : unit === 'inches' ? 'in' : 'cm';
  // 1e-9 keeps exact bounds (55 cm / 1) from being pushed a tenth by floating-point error.
  const min = Math.ceil((adultCm.min / perCanonical) * 10 - 1e-9) / 10;
  const max = Math.floor(Math.min(adultCm.max / perCanonical, specMaxHere) * 10 + 1e-9) / 10;
  return { min, max, unitLabel };
}

/** '{Field} must be a valid number between {min} and {max} {unit}' (spec 01 §5's wording, the one range). */
export function fieldRangeMessage(field: MeasurementField, unit: LengthUnit, weightUnit: WeightUnit): string {
  const { min, max, unitLabel } = fieldRange(field, unit, weightUnit);
  return `${MEASUREMENT_FIELDS[field].label} must be a valid number between ${min} and ${max} ${unitLabel}`;
}

/** '{Field} is required' (spec 01 §5). */
export const requiredMessage = (field: MeasurementField) => `${MEASUREMENT_FIELDS[field].label} is required`;

/** Whether `value` (a number in the unit entered; NaN for text that is not a number) lies in the field's range. */
export function inFieldRange(field: MeasurementField, value: number, unit: LengthUnit, weightUnit: WeightUnit): boolean {
  const { min, max } = fieldRange(field, unit, weightUnit);
  return Number.isFinite(value) && value >= min && value <= max;
}

/**
 * The largest number a field accepts in any unit (for the OpenAPI document, which cannot say
 * "in the unit entered"): e.g. bust 250 (cm), weight 1000 (lbs).
 */
export function largestAccepted(field: MeasurementField): number {
  return Math.max(...LENGTH_UNITS.flatMap((u) => WEIGHT_UNITS.map((w) => fieldRange(field, u, w).max)));
}
