import { describe, expect, it } from 'vitest';
import { measurementsInputSchema } from './measurements';

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
