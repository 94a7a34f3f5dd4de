import { describe, expect, it } from 'vitest';
import { ANSUR_STATS, TRUNCATE_SD, bodyGenerator, cholesky, type GeneratedBody, type Sex } from './ansur-bodies';

const DIMS = ['heightCm', 'bustCm', 'waistCm', 'hipsCm', 'weightKg'] as const;
const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
const sd = (v: number[]) => Math.sqrt(v.reduce((s, x) => s + (x - mean(v)) ** 2, 0) / (v.length - 1));
function corr(a: number[], b: number[]): number {
  const ma = mean(a);
  const mb = mean(b);
  return a.reduce((s, x, i) => s + (x - ma) * (b[i]! - mb), 0) / ((a.length - 1) * sd(a) * sd(b));
}

describe('cholesky', () => {
  it('gives L with L·Lᵀ equal to the correlation matrix', () => {
    const m = ANSUR_STATS.female.corr;
    const l = cholesky(m);
    for (let i = 0; i < m.length; i++)
      for (let j = 0; j < m.length; j++) expect(l[i]!.reduce((s, c, k) => s + c * l[j]![k]!, 0)).toBeCloseTo(m[i]![j]!, 10);
  });

  it('refuses a matrix that is not positive definite', () => {
    expect(() => cholesky([[1, 2], [2, 1]])).toThrow(RangeError);
  });
});

describe('bodyGenerator', () => {
  it('is deterministic: the same seed gives the same bodies', () => {
    const a = bodyGenerator(42);
    const b = bodyGenerator(42);
    const c = bodyGenerator(43);
    const first = [a('female'), a('male')];
    expect([b('female'), b('male')]).toEqual(first);
    expect(c('female')).not.toEqual(first[0]);
  });

  it.each<Sex>(['female', 'male'])('reproduces the ANSUR II %s means, SDs and correlations, truncated at ±2.5 SD', (sex) => {
    const next = bodyGenerator(7);
    const bodies: GeneratedBody[] = Array.from({ length: 4000 }, () => next(sex));
    const { mean: m, sd: s, corr: r } = ANSUR_STATS[sex];
    DIMS.forEach((d, i) => {
      const values = bodies.map((b) => b[d]);
      expect(Math.abs(mean(values) - m[i]!)).toBeLessThan(0.1 * s[i]!);
      // Truncation at 2.5 SD shrinks the SD by about 5 %.
      expect(sd(values) / s[i]!).toBeGreaterThan(0.85);
      expect(sd(values) / s[i]!).toBeLessThan(1.02);
      // One assertion on the farthest value, not 4,000 (their matchers took > 5 s on a loaded machine).
      expect(Math.max(...values.map((v) => Math.abs(v - m[i]!)))).toBeLessThanOrEqual(TRUNCATE_SD * s[i]! + 0.05);
    });
    expect(corr(bodies.map((b) => b.waistCm), bodies.map((b) => b.hipsCm))).toBeCloseTo(r[2]![3]!, 1);
    expect(corr(bodies.map((b) => b.heightCm), bodies.map((b) => b.bustCm))).toBeCloseTo(r[0]![1]!, 1);
  });
});
