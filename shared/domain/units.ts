/**
 * Unit conversion for body measurements (spec 01 §9: 1 inch = 2.54 cm; 1 lb = 0.45359237 kg).
 * Pure and browser-safe: the measurements service stores canonical cm/kg with these, and the
 * web shows values in the unit a person picked with the same functions.
 */
import {
  CM_PER_INCH,
  KG_PER_LB,
  type MeasurementField,
} from '../contracts/measurements';

export type LengthUnit = 'inches' | 'cm';
export type WeightUnit = 'lbs' | 'kg';

/** Round to `digits` decimals (default 2), removing binary noise such as 25.400000000000002. */
export function roundTo(value: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** A length in `unit` → centimetres (2 decimals). */
export function toCm(value: number, unit: LengthUnit): number {
  return roundTo(unit === 'cm' ? value : value * CM_PER_INCH);
}

/** Centimetres → a length in `unit` (2 decimals). */
export function fromCm(valueCm: number, unit: LengthUnit): number {
  return roundTo(unit === 'cm' ? valueCm : valueCm / CM_PER_INCH);
}

/** A weight in `unit` → kilograms (2 decimals). */
export function toKg(value: number, unit: WeightUnit): number {
  return roundTo(unit === 'kg' ? value : value * KG_PER_LB);
}

/** Kilograms → a weight in `unit` (2 decimals). */
export function fromKg(valueKg: number, unit: WeightUnit): number {
  return roundTo(unit === 'kg' ? valueKg : valueKg / KG_PER_LB);
}

/** The length fields (everything but weight). */
export const LENGTH_FIELDS = ['height', 'bust', 'waist', 'hips', 'inseam', 'shoulderWidth', 'armLength'] as const;
export type LengthField = (typeof LENGTH_FIELDS)[number];

export interface CanonicalMeasurements {
  heightCm: number | null;
  bustCm: number | null;
  waistCm: number | null;
  hipsCm: number | null;
  weightKg: number | null;
  inseamCm: number | null;
  shoulderWidthCm: number | null;
  armLengthCm: number | null;
}

/**
 * Values as entered → canonical values (lengths in cm, weight in kg); absent fields are null.
 * @param values numbers in `unit` (lengths) and `weightUnit` (weight).
 */
export function toCanonical(
  values: Partial<Record<MeasurementField, number | null | undefined>>,
  unit: LengthUnit,
  weightUnit: WeightUnit,
): CanonicalMeasurements {
  const len = (f: LengthField) => {
    const v = values[f];
    return v == null ? null : toCm(v, unit);
  };
  return {
    heightCm: len('height'),
    bustCm: len('bust'),
    waistCm: len('waist'),
    hipsCm: len('hips'),
    weightKg: values.weight == null ? null : toKg(values.weight, weightUnit),
    inseamCm: len('inseam'),
    shoulderWidthCm: len('shoulderWidth'),
    armLengthCm: len('armLength'),
  };
}
