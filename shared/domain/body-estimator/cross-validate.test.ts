import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ansurDir, renderCoefficients } from '../../scripts/fit-estimator';
import { assignFolds } from './cross-validate';
import { mulberry32 } from '../random';
import { FEATURE_NAMES, GROUPS, TARGETS, VARIANTS } from './features';
import { fitOls, predict } from './least-squares';
import coefficients from './coefficients.json' with { type: 'json' };

describe('least squares', () => {
  it('recovers exact coefficients, also with weights', () => {
    const rand = mulberry32(1);
    const x = Array.from({ length: 50 }, () => [150 + 50 * rand(), 40 + 80 * rand()]);
    const y = x.map(([a, b]) => 3 + 0.5 * a! - 0.25 * b!);
    for (const coef of [fitOls(x, y), fitOls(x, y, x.map(() => 1 + rand()))]) {
      expect(coef[0]).toBeCloseTo(3, 6);
      expect(coef[1]).toBeCloseTo(0.5, 8);
      expect(coef[2]).toBeCloseTo(-0.25, 8);
      expect(predict(coef, [170, 70])).toBeCloseTo(3 + 85 - 17.5, 6);
    }
  });
});

describe('coefficients.json', () => {
  it('has every variant × group × target with the right number of coefficients and a CV MAE', () => {
    const models = coefficients.models as Record<string, Record<string, Record<string, { coef: number[]; maeCm: Record<string, number> }>>>;
    for (const v of VARIANTS) {
      for (const g of GROUPS) {
        for (const t of TARGETS) {
          const m = models[v]![g]![t]!;
          expect(m.coef).toHaveLength(FEATURE_NAMES[v].length + 1);
          const sexes = g === 'pooled' ? ['female', 'male'] : [g];
          for (const s of sexes) expect(m.maeCm[s]).toBeGreaterThan(0);
        }
      }
    }
  });

  it('per-sex height+weight+breadths models beat the data README OLS reference (cm)', () => {
    const ref = { bust: { male: 2.6, female: 3.4 }, waist: { male: 3.6, female: 4.2 }, hips: { male: 2.0, female: 2.4 } };
    for (const [t, bySex] of Object.entries(ref)) {
      for (const [sex, mae] of Object.entries(bySex)) {
        const m = (coefficients.models['height-weight-breadths'] as Record<string, Record<string, { maeCm: Record<string, number> }>>)[sex]![t]!;
        expect(m.maeCm[sex]).toBeLessThan(mae);
      }
    }
  });

  it('folds are balanced within each sex', () => {
    const rows = [...Array(10)].map((_, i) => ({ sex: i < 4 ? 'female' : 'male' }) as never);
    const folds = assignFolds(rows, 2, 7);
    expect(folds.slice(0, 4).filter((f) => f === 0)).toHaveLength(2);
    expect(folds.slice(4).filter((f) => f === 0)).toHaveLength(3);
  });

  it.skipIf(!existsSync(`${ansurDir}/ansur2-male-train.csv`))(
    'matches a fresh deterministic fit of the ANSUR II training data',
    () => {
      const committed = readFileSync(new URL('./coefficients.json', import.meta.url), 'utf8');
      expect(renderCoefficients()).toBe(committed);
    },
    60_000,
  );
});
