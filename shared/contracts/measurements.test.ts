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

describe('plausibility (issue 17 §1)', () => {
  it('refuses implausible values with the range in the unit entered', () => {
    expect(messages({ height: 2 })).toEqual(['Height must be between 21.7 and 107 in']);
    expect(messages({ height: 5, unit: 'cm' })).toEqual(['Height must be between 55 and 272 cm']);
    expect(messages({ height: 65, bust: 1 })).toEqual(['Bust must be between 19.7 and 98.4 in']);
    expect(messages({ height: 170, unit: 'cm', weight: 10, weightUnit: 'kg' })).toEqual(['Weight must be between 20 and 650 kg']);
    expect(messages({ height: 65, weight: 30 })).toEqual(['Weight must be between 44.1 and 1433 lbs']);
  });

  it('keeps the spec message for values outside the spec range', () => {
    expect(messages({ height: 301, unit: 'cm' })).toEqual(['Height must be a valid number between 1-300']);
  });

  it('accepts the bounds themselves and every real adult in between', () => {
    expect(messages({ height: 55, unit: 'cm', bust: 50, waist: 40, hips: 50, inseam: 30, shoulderWidth: 20, armLength: 30 })).toEqual([]);
    expect(messages({ height: 107, bust: 98.4, waist: 98.4, hips: 98.4, inseam: 47.2, shoulderWidth: 31.4, armLength: 43.3, weight: 1000 })).toEqual([]);
    expect(messages({ height: 21.7 })).toEqual([]);
  });

  it('speaks about implausible values even while a required field is missing', () => {
    const r = manualMeasurementsSchema.safeParse({ height: 2 });
    expect(r.error?.issues.map((i) => i.message)).toContain('Height must be between 21.7 and 107 in');
  });

  it('applies to the manual form too, field by field', () => {
    const r = manualMeasurementsSchema.safeParse({ height: 2, bust: 1, waist: 30, hips: 40 });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['height', 'Height must be between 21.7 and 107 in'],
      ['bust', 'Bust must be between 19.7 and 98.4 in'],
    ]);
  });
});
