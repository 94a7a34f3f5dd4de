/**
 * Cross-field measurement rules (issue 34 §5): ratios of two lengths that real adults keep,
 * from ANSUR II (shared/contracts/generated/body-ratios.json, written by
 * shared/scripts/derive-body-ratios.ts; source and licence in generated/README.md), widened by
 * RATIO_MARGIN. Used by the measurements schemas (server and web forms alike). Pure and
 * browser-safe.
 */
import bodyRatios from './generated/body-ratios.json' with { type: 'json' };
import { fieldRange, MEASUREMENT_FIELDS, type LengthUnit, type MeasurementField } from './measurement-fields';

/**
 * Widening of ANSUR II's observed min/max for every cross-field ratio: the accepted range is
 * [min × (1 − RATIO_MARGIN), max × (1 + RATIO_MARGIN)] (issue 34 §5). Why 15 %:
 * - ANSUR II measures the waist at the navel (omphalion) and the inseam to the floor; people
 *   follow our tips (waist at its narrowest point) or a trouser inseam taken to the ankle. The
 *   latter is in the data: (crotch height − ankle height) ÷ stature reaches 0.387, 9.8 % under
 *   ANSUR's inseam ÷ height minimum of 0.4288 (`inseamToAnkleOverHeight` in the generated
 *   file), so the margin must be at least 10 %; the narrowest-waist shift is not in ANSUR.
 * - The survey is of US Army soldiers (body-fat standards): the heaviest adults, whose waist
 *   leads their bust and hips, are missing; and the file is an 80 % sample, whose extremes are
 *   inside the population's.
 * 15 % is a judgement on top of the 10 % the ankle inseam needs, not fitted; it still refuses
 * issue 34's example (waist ÷ hips 2.51, bust ÷ waist 0.37, inseam ÷ height 1.13) by far.
 * No WHO adult ratio ranges are used: no citable WHO table is in the repository or data.
 */
export const RATIO_MARGIN = 0.15;

/** A length field that takes part in a ratio rule. */
type RatioField = Exclude<MeasurementField, 'weight'>;

/**
 * One cross-field rule: `numerator ÷ denominator` (same unit, so unit-free) must lie within
 * [min, max]: ANSUR II's observed adult range (women + men,
 * shared/contracts/generated/body-ratios.json from shared/scripts/derive-body-ratios.ts) widened
 * by RATIO_MARGIN and rounded OUTWARD to two decimals, so the bounds a message shows are exactly
 * the ones checked.
 */
export interface RatioRule {
  numerator: RatioField;
  denominator: RatioField;
  min: number;
  max: number;
  /** ANSUR II's own observed range (both sexes), before the margin. */
  observed: { min: number; max: number };
}

/** The cross-field rules (issue 34 §5), in the order they are checked. */
export const RATIO_RULES: readonly RatioRule[] = bodyRatios.ratios.map((r) => ({
  numerator: r.numerator as RatioField,
  denominator: r.denominator as RatioField,
  min: Math.floor(r.all.min * (1 - RATIO_MARGIN) * 100 + 1e-9) / 100,
  max: Math.ceil(r.all.max * (1 + RATIO_MARGIN) * 100 - 1e-9) / 100,
  observed: { min: r.all.min, max: r.all.max },
}));

const lower = (field: MeasurementField) => MEASUREMENT_FIELDS[field].label.toLowerCase();

/**
 * The message of a broken ratio rule, naming both fields, with the bounds as ratios and as the
 * numerator's range for the denominator given, in the unit entered ('in' / 'cm'), e.g.
 * "Waist and hips don't fit together: waist ÷ hips is 2.51, most adults are between 0.59 and
 * 1.41 (with hips of 35.9 in, a waist of 21.2–50.6 in)". The ratio is shown rounded AWAY from
 * the range (down below it, up above it), so it never reads as one of the bounds; the
 * numerator's range is rounded inward to one decimal, so every value in it is accepted.
 */
export function ratioMessage(rule: RatioRule, numeratorValue: number, denominatorValue: number, unit: LengthUnit): string {
  const ratio = numeratorValue / denominatorValue;
  const shown = ratio < rule.min ? Math.floor(ratio * 100) / 100 : Math.ceil(ratio * 100) / 100;
  const unitLabel = unit === 'inches' ? 'in' : 'cm';
  // The numerator's accepted values for this denominator, also within its own plausible range.
  const plausible = fieldRange(rule.numerator, unit, 'kg');
  const from = Math.max(Math.ceil(rule.min * denominatorValue * 10 - 1e-9) / 10, plausible.min);
  const to = Math.min(Math.floor(rule.max * denominatorValue * 10 + 1e-9) / 10, plausible.max);
  const n = lower(rule.numerator);
  const d = lower(rule.denominator);
  const article = (label: string) => (label === 'hips' ? '' : /^[aeiou]/.test(label) ? 'an ' : 'a ');
  const hint = from <= to ? ` (with ${article(d)}${d} of ${denominatorValue} ${unitLabel}, ${article(n)}${n} of ${from}–${to} ${unitLabel})` : '';
  return (
    `${MEASUREMENT_FIELDS[rule.numerator].label} and ${d} don't fit together: ${n} ÷ ${d} is ${shown.toFixed(2)}, ` +
    `most adults are between ${rule.min} and ${rule.max}${hint}`
  );
}

/** The rules broken by `values` (same unit), each once; a rule applies only when both fields are given. */
export function brokenRatioRules(values: Partial<Record<MeasurementField, number | undefined>>): RatioRule[] {
  return RATIO_RULES.filter((rule) => {
    const a = values[rule.numerator];
    const b = values[rule.denominator];
    if (typeof a !== 'number' || typeof b !== 'number' || !(a > 0 && b > 0)) return false;
    const ratio = a / b;
    return ratio < rule.min || ratio > rule.max;
  });
}

