import { describe, expect, it } from 'vitest';
import { measurementsInputSchema, measurementsSchema } from '@seamline/shared/contracts/measurements';
import { newVersionId, toDto, toItem } from './measurements-mapping';

const now = new Date('2026-03-01T12:00:00.000Z');

describe('measurements mapping', () => {
  it('stores entered values, canonical cm/kg and the manual defaults', () => {
    const input = measurementsInputSchema.parse({ height: '65', weight: 150, bust: 34, waist: 28, hips: 38 });
    const item = toItem('u1', input, now);
    expect(item).toMatchObject({ unit: 'inches', weightUnit: 'lbs', height: 65, bust: 34, heightCm: 165.1 });
    expect(item).toMatchObject({ waistCm: 71.12, weightKg: 68.04, confidence: 'medium', extractionMethod: 'manual' });
    expect(item).not.toHaveProperty('inseam');
    expect(item).not.toHaveProperty('inseamCm');
  });

  it('maps an item to the contract with nulls for absent values', () => {
    const item = toItem('u1', measurementsInputSchema.parse({ height: 170, unit: 'cm', weightUnit: 'kg' }), now);
    const dto = toDto(item);
    expect(measurementsSchema.parse(dto)).toEqual(dto);
    expect(dto).toMatchObject({ height: 170, bust: null, updatedAt: now.toISOString() });
    expect(dto.canonical).toMatchObject({ heightCm: 170, bustCm: null, weightKg: null });
  });

  it('makes version ids that sort by time and do not collide', () => {
    const a = newVersionId(now);
    const b = newVersionId(now);
    expect(a).toMatch(/^2026-03-01T12:00:00\.000Z-[0-9a-f]{8}$/);
    expect(a).not.toBe(b);
    expect(newVersionId(new Date(now.getTime() + 1)) > a).toBe(true);
  });
});
