import { describe, expect, it } from 'vitest';
import { fieldRange, manualMeasurementsSchema, measurementsInputSchema, RATIO_MARGIN, RATIO_RULES, ratioMessage } from './measurements';

const messages = (input: unknown) =>
  measurementsInputSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

describe('measurementsInputSchema (spec 01 §5 messages)', () => {
  it("says '{Field} is required' for a missing or blank required value", () => {
    expect(messages({})).toEqual(['Height is required']);
    expect(messages({ height: '  ' })).toEqual(['Height is required']);
    expect(messages({ height: null })).toEqual(['Height is required']);
  });

  it("says '{Field} must be a valid number between {min} and {max} {unit}' for non-numbers and out-of-range values (issue 34 §5: one range)", () => {
    expect(messages({ height: 'abc' })).toEqual(['Height must be a valid number between 21.7 and 107 in']);
    expect(messages({ height: 0 })).toEqual(['Height must be a valid number between 21.7 and 107 in']);
    expect(messages({ height: 301 })).toEqual(['Height must be a valid number between 21.7 and 107 in']);
    expect(messages({ height: 60, hips: 200.5 })).toEqual(['Hips must be a valid number between 19.7 and 98.4 in']);
    expect(messages({ height: 60, shoulderWidth: true })).toEqual(['Shoulder width must be a valid number between 7.9 and 31.4 in']);
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

  it('checks every given field against its one range in the unit entered', () => {
    expect(manual({ height: 170, bust: 0, waist: 251, hips: 90, inseam: 121, unit: 'cm' })).toEqual([
      'Bust must be a valid number between 50 and 250 cm',
      'Waist must be a valid number between 40 and 250 cm',
      'Inseam must be a valid number between 30 and 120 cm',
    ]);
    expect(manualMeasurementsSchema.parse({ height: '170', bust: 88, waist: 70, hips: 96, unit: 'cm', source: 'manual' })).toMatchObject({
      height: 170,
      source: 'manual',
    });
  });
});

describe('one range per field and unit (issue 17 §1 adult values within the spec limits, issue 34 §5)', () => {
  it('refuses implausible values with the range in the unit entered', () => {
    expect(messages({ height: 2 })).toEqual(['Height must be a valid number between 21.7 and 107 in']);
    expect(messages({ height: 5, unit: 'cm' })).toEqual(['Height must be a valid number between 55 and 272 cm']);
    expect(messages({ height: 65, bust: 1 })).toEqual(['Bust must be a valid number between 19.7 and 98.4 in']);
    expect(messages({ height: 170, unit: 'cm', weight: 10, weightUnit: 'kg' })).toEqual(['Weight must be a valid number between 20 and 453.5 kg']);
    expect(messages({ height: 65, weight: 30 })).toEqual(['Weight must be a valid number between 44.1 and 1000 lbs']);
  });

  it("reads the spec's limits in its units (inches, lbs) and converts them: 1000 lbs caps kg, an inseam over 100 cm is fine", () => {
    expect(fieldRange('weight', 'cm', 'kg')).toEqual({ min: 20, max: 453.5, unitLabel: 'kg' });
    expect(fieldRange('weight', 'inches', 'lbs')).toEqual({ min: 44.1, max: 1000, unitLabel: 'lbs' });
    expect(fieldRange('inseam', 'cm', 'kg')).toEqual({ min: 30, max: 120, unitLabel: 'cm' });
    expect(messages({ height: 190, unit: 'cm', inseam: 103 })).toEqual([]);
  });

  it('gives one message per field and unit whatever is wrong', () => {
    for (const height of ['abc', 0, -5, 2, 301, 10_000]) {
      expect(messages({ height, unit: 'cm' })).toEqual(['Height must be a valid number between 55 and 272 cm']);
    }
  });

  it('accepts the bounds themselves and every real adult in between', () => {
    expect(messages({ height: 55, unit: 'cm', bust: 50, waist: 40, hips: 50, inseam: 30, shoulderWidth: 20, armLength: 30 })).toEqual([]);
    expect(messages({ height: 107, bust: 98.4, waist: 98.4, hips: 98.4, inseam: 47.2, shoulderWidth: 31.4, armLength: 43.3, weight: 1000 })).toEqual([]);
    expect(messages({ height: 21.7 })).toEqual([]);
  });

  it('speaks about out-of-range values even while a required field is missing', () => {
    const r = manualMeasurementsSchema.safeParse({ height: 2 });
    expect(r.error?.issues.map((i) => i.message)).toContain('Height must be a valid number between 21.7 and 107 in');
  });

  it('applies to the manual form too, field by field', () => {
    const r = manualMeasurementsSchema.safeParse({ height: 2, bust: 1, waist: 30, hips: 40 });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['bust', 'Bust must be a valid number between 19.7 and 98.4 in'],
      ['height', 'Height must be a valid number between 21.7 and 107 in'],
    ]);
  });
});

describe('cross-field ratio rules (issue 34 §5)', () => {
  const issues = (input: unknown) =>
    measurementsInputSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

  it('has one rule per ANSUR-derived ratio, the observed range widened by RATIO_MARGIN and rounded outward', () => {
    expect(RATIO_RULES.map((r) => `${r.numerator}/${r.denominator}`)).toEqual(['waist/hips', 'bust/waist', 'bust/hips', 'inseam/height']);
    for (const r of RATIO_RULES) {
      expect(r.min).toBeLessThanOrEqual(r.observed.min * (1 - RATIO_MARGIN));
      expect(r.min).toBeGreaterThan(r.observed.min * (1 - RATIO_MARGIN) - 0.01);
      expect(r.max).toBeGreaterThanOrEqual(r.observed.max * (1 + RATIO_MARGIN));
      expect(r.max).toBeLessThan(r.observed.max * (1 + RATIO_MARGIN) + 0.01);
    }
  });

  it("refuses issue 34's example (inches), naming both fields of every broken rule, bounds in inches", () => {
    expect(issues({ bust: 33.3, waist: 90, hips: 35.9, height: 40, inseam: 45 })).toEqual([
      ['waist', "Waist and hips don't fit together: waist ÷ hips is 2.51, most adults are between 0.59 and 1.41 (with hips of 35.9 in, a waist of 21.2–50.6 in)"],
      ['hips', "Waist and hips don't fit together: waist ÷ hips is 2.51, most adults are between 0.59 and 1.41 (with hips of 35.9 in, a waist of 21.2–50.6 in)"],
      ['bust', "Bust and waist don't fit together: bust ÷ waist is 0.37, most adults are between 0.73 and 1.66 (with a waist of 90 in, a bust of 65.7–98.4 in)"],
      ['waist', "Bust and waist don't fit together: bust ÷ waist is 0.37, most adults are between 0.73 and 1.66 (with a waist of 90 in, a bust of 65.7–98.4 in)"],
      ['inseam', "Inseam and height don't fit together: inseam ÷ height is 1.13, most adults are between 0.36 and 0.63 (with a height of 40 in, an inseam of 14.4–25.2 in)"],
      ['height', "Inseam and height don't fit together: inseam ÷ height is 1.13, most adults are between 0.36 and 0.63 (with a height of 40 in, an inseam of 14.4–25.2 in)"],
    ]);
  });

  it('shows the bounds in cm when the values are in cm', () => {
    expect(issues({ unit: 'cm', height: 170, waist: 120, hips: 80 })).toEqual([
      ['waist', "Waist and hips don't fit together: waist ÷ hips is 1.50, most adults are between 0.59 and 1.41 (with hips of 80 cm, a waist of 47.2–112.8 cm)"],
      ['hips', "Waist and hips don't fit together: waist ÷ hips is 1.50, most adults are between 0.59 and 1.41 (with hips of 80 cm, a waist of 47.2–112.8 cm)"],
    ]);
  });

  it('applies a rule only when both of its fields are given', () => {
    expect(issues({ height: 40, waist: 90 })).toEqual([]);
    expect(issues({ height: 40, hips: 35.9, bust: 33.3 })).toEqual([]);
    expect(issues({ height: 40, inseam: 45 }).map(([p]) => p)).toEqual(['inseam', 'height']);
  });

  it('accepts every value in the range a message offers, and refuses just outside it', () => {
    // "with hips of 35.9 in, a waist of 21.2–50.6 in"
    expect(issues({ height: 65, waist: 21.2, hips: 35.9 })).toEqual([]);
    expect(issues({ height: 65, waist: 50.6, hips: 35.9 })).toEqual([]);
    expect(issues({ height: 65, waist: 21.1, hips: 35.9 }).map(([p]) => p)).toEqual(['waist', 'hips']);
    expect(issues({ height: 65, waist: 50.7, hips: 35.9 }).map(([p]) => p)).toEqual(['waist', 'hips']);
  });

  it('leaves a field with its own error to that message', () => {
    expect(issues({ height: 2, inseam: 45 })).toEqual([['height', 'Height must be a valid number between 21.7 and 107 in']]);
    expect(issues({ height: 65, waist: 201, hips: 30 })).toEqual([['waist', 'Waist must be a valid number between 15.8 and 98.4 in']]);
  });

  it('is part of the manual form schema too', () => {
    const r = manualMeasurementsSchema.safeParse({ height: 65, bust: 33.3, waist: 90, hips: 35.9, source: 'manual' });
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual(['waist', 'hips', 'bust', 'waist']);
  });

  it('a ratio just outside a bound never reads as the bound itself', () => {
    const rule = RATIO_RULES[0]!;
    expect(ratioMessage(rule, 0.5899 * 100, 100, 'cm')).toContain('waist ÷ hips is 0.58,');
    expect(ratioMessage(rule, 1.4101 * 100, 100, 'cm')).toContain('waist ÷ hips is 1.42,');
  });
});

describe('a 220 cm bust (issue 34 §5)', () => {
  it('is accepted by the onboarding and the manual schema alike (the adult range is 50–250 cm)', () => {
    expect(messages({ height: 170, unit: 'cm', bust: 220 })).toEqual([]);
    expect(manualMeasurementsSchema.safeParse({ height: 180, unit: 'cm', bust: 220, waist: 190, hips: 200 }).success).toBe(true);
    expect(messages({ height: 170, unit: 'cm', bust: 251 })).toEqual(['Bust must be a valid number between 50 and 250 cm']);
  });
});
