/**
 * Issue 34 §5: the cross-field ratio rules accept every real adult of ANSUR II
 * (../shared/data/ansur2, women + men): each person's own bust, waist, hips, inseam and height,
 * in cm and in inches as a person would type them (one decimal), whole or any subset of the
 * fields. And the generated ratio file is exactly what its script derives from the data.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CM_PER_INCH, manualMeasurementsSchema, measurementsInputSchema, RATIO_RULES } from '@seamline/shared/contracts/measurements';
import { loadAnsurPeople, renderBodyRatios, type AnsurPerson } from '../../shared/scripts/derive-body-ratios';

const people = loadAnsurPeople();
const FIELDS = ['bust', 'waist', 'hips', 'inseam', 'height'] as const;

/** A person's values as typed in `unit`: cm or inches, one decimal. */
function typed(p: AnsurPerson, unit: 'cm' | 'inches', fields: readonly (typeof FIELDS)[number][] = FIELDS) {
  const body: Record<string, number | string> = { unit, weightUnit: 'kg' };
  for (const f of fields) body[f] = Math.round((unit === 'cm' ? p[f] : p[f] / CM_PER_INCH) * 10) / 10;
  if (body.height === undefined) body.height = Math.round((unit === 'cm' ? p.height : p.height / CM_PER_INCH) * 10) / 10;
  return body;
}

const refusals = (body: unknown) => measurementsInputSchema.safeParse(body).error?.issues.map((i) => i.message) ?? [];

describe('ANSUR II adults pass the measurement rules', () => {
  it('reads both files: 1,588 women and 3,265 men', () => {
    expect(people.filter((p) => p.sex === 'female')).toHaveLength(1588);
    expect(people.filter((p) => p.sex === 'male')).toHaveLength(3265);
  });

  it('accepts every person, all five fields, in cm and in inches (manual form and onboarding schema)', () => {
    const refused = people.flatMap((p) =>
      (['cm', 'inches'] as const).flatMap((unit) => {
        const body = typed(p, unit);
        const errors = [...refusals(body), ...(manualMeasurementsSchema.safeParse({ ...body, source: 'manual' }).error?.issues.map((i) => i.message) ?? [])];
        return errors.length > 0 ? [`${p.sex} ${p.subjectId} ${unit}: ${errors.join('; ')}`] : [];
      }),
    );
    expect(refused).toEqual([]);
  });

  it('property: any ANSUR person, any unit, any subset of the fields is accepted', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...people),
        fc.constantFrom('cm' as const, 'inches' as const),
        fc.subarray([...FIELDS], { minLength: 1 }),
        (p, unit, fields) => {
          expect(refusals(typed(p, unit, fields))).toEqual([]);
        },
      ),
      { numRuns: 2000, seed: 34 },
    );
  });

  it('every rule is met by someone near each bound: the data spans the observed range the rule widens', () => {
    for (const rule of RATIO_RULES) {
      const ratios = people.map((p) => p[rule.numerator as (typeof FIELDS)[number]] / p[rule.denominator as (typeof FIELDS)[number]]);
      expect(Math.min(...ratios)).toBeCloseTo(rule.observed.min, 4);
      expect(Math.max(...ratios)).toBeCloseTo(rule.observed.max, 4);
    }
  });
});

describe('shared/contracts/generated/body-ratios.json', () => {
  it('is exactly what shared/scripts/derive-body-ratios.ts derives from ANSUR II', () => {
    const committed = readFileSync(new URL('../../shared/contracts/generated/body-ratios.json', import.meta.url), 'utf8');
    expect(committed).toBe(renderBodyRatios(people));
  });

  it('the margin keeps a trouser inseam measured to the ankle inside the inseam ÷ height rule', () => {
    const rule = RATIO_RULES.find((r) => r.numerator === 'inseam')!;
    const toAnkle = people.map((p) => (p.inseam - p.ankleCm) / p.height);
    expect(Math.min(...toAnkle)).toBeGreaterThan(rule.min);
  });
});
