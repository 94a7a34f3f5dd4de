import { describe, expect, it } from 'vitest';
import { manualMeasurementsSchema, measurementsInputSchema } from './measurements';

const messages = (input: unknown) =>
  measurementsInputSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

describe('measurementsInputSchema (spec 01 §5 messages)', () => {
  it("says '{Field} is required' for a missing or blank required value", () => {
    expect(messages({})).toEqual(['Height is required']);
    expect(messages({ height: '  ' })).toEqual(['Height is required']);
    expect(messages({ height: null })).toEqual(['Height is required']);
  });

  it("says '{Field} must be a valid number between 1-{max}' for non-numbers and out-of-range values", () => {
    expect(messages({ height: 'abc' })).toEqual(['Height must be a valid number between 1-300']);
    expect(messages({ height: 0 })).toEqual(['Height must be a valid number between 1-300']);
    expect(messages({ height: 60, hips: 200.5 })).toEqual(['Hips must be a valid number between 1-200']);
    expect(messages({ height: 60, shoulderWidth: true })).toEqual(['Shoulder width must be a valid number between 1-100']);
  });

  it('reads numeric strings and treats blank optional values as not given', () => {
    expect(measurementsInputSchema.parse({ height: '65.5', bust: '', waist: null, hips: '36' })).toEqual({
      height: 65.5,
      hips: 36,
      unit: 'inches',
      weightUnit: 'lbs',
    });
  });
});

describe('manualMeasurementsSchema (spec 01 §5 Manual measurements form)', () => {
  const manual = (input: unknown) =>
    manualMeasurementsSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

  it("requires bust, waist, hips and height with '{Field} is required'", () => {
    expect(manual({})).toEqual(['Height is required', 'Bust is required', 'Waist is required', 'Hips is required']);
  });

  it('keeps the limits: 1-200 for bust, waist, hips; optional fields as before', () => {
    expect(manual({ height: 170, bust: 0, waist: 201, hips: 90, inseam: 101, unit: 'cm' })).toEqual([
      'Bust must be a valid number between 1-200',
      'Waist must be a valid number between 1-200',
      'Inseam must be a valid number between 1-100',
    ]);
    expect(manualMeasurementsSchema.parse({ height: '170', bust: 88, waist: 70, hips: 96, unit: 'cm', source: 'manual' })).toMatchObject({
      height: 170,
      source: 'manual',
    });
  });
});
