/**
 * Pure mapping between the measurements contract and the versioned Measurements item
 * (spec 01 §3 Measurements): values as entered plus canonical cm/kg (shared/domain/units).
 */
import { randomBytes } from 'node:crypto';
import type * as z from 'zod';
import type { Measurements, SizeSystem, measurementsInputSchema } from '@seamline/shared/contracts/measurements';
import { toCanonical, type CanonicalMeasurements } from '@seamline/shared/domain/units';

export type MeasurementsInput = z.output<typeof measurementsInputSchema>;

const ENTERED = ['height', 'bust', 'waist', 'hips', 'weight', 'inseam', 'shoulderWidth', 'armLength'] as const;

/** What one saved version stores (the entity's attributes; absent values are left out). */
export type MeasurementsItem = {
  userId: string;
  versionId: string;
  unit: Measurements['unit'];
  weightUnit: Measurements['weightUnit'];
  confidence?: Measurements['confidence'];
  extractionMethod?: Measurements['extractionMethod'];
  sizeSystem?: SizeSystem;
  updatedAt: string;
} & Partial<Record<(typeof ENTERED)[number] | keyof CanonicalMeasurements, number>>;

/** A sortable, collision-free version id: `<ISO-8601>-<8 hex>`. */
export function newVersionId(now: Date): string {
  return `${now.toISOString()}-${randomBytes(4).toString('hex')}`;
}

/**
 * The item for a manual save: canonical values computed from the entered ones,
 * confidence 'medium' and extractionMethod 'manual' (spec 01 §3 defaults); the size system
 * when given (issue 23).
 */
export function toItem(userId: string, input: MeasurementsInput, now: Date): MeasurementsItem {
  const item: MeasurementsItem = {
    userId,
    versionId: newVersionId(now),
    unit: input.unit,
    weightUnit: input.weightUnit,
    confidence: 'medium',
    extractionMethod: 'manual',
    updatedAt: now.toISOString(),
  };
  if (input.sizeSystem !== undefined) item.sizeSystem = input.sizeSystem;
  for (const f of ENTERED) if (input[f] !== undefined) item[f] = input[f];
  const canonical = toCanonical(input, input.unit, input.weightUnit);
  for (const [k, v] of Object.entries(canonical) as [keyof CanonicalMeasurements, number | null][]) {
    if (v !== null) item[k] = v;
  }
  return item;
}

/** The response DTO of an item (missing values → null). */
export function toDto(item: MeasurementsItem): Measurements {
  const v = (k: keyof MeasurementsItem) => (item[k] as number | undefined) ?? null;
  return {
    userId: item.userId,
    unit: item.unit,
    weightUnit: item.weightUnit,
    height: v('height'),
    bust: v('bust'),
    waist: v('waist'),
    hips: v('hips'),
    weight: v('weight'),
    inseam: v('inseam'),
    shoulderWidth: v('shoulderWidth'),
    armLength: v('armLength'),
    canonical: {
      heightCm: v('heightCm'),
      bustCm: v('bustCm'),
      waistCm: v('waistCm'),
      hipsCm: v('hipsCm'),
      weightKg: v('weightKg'),
      inseamCm: v('inseamCm'),
      shoulderWidthCm: v('shoulderWidthCm'),
      armLengthCm: v('armLengthCm'),
    },
    confidence: item.confidence ?? 'medium',
    extractionMethod: item.extractionMethod ?? 'manual',
    sizeSystem: item.sizeSystem ?? null,
    updatedAt: item.updatedAt,
  };
}
