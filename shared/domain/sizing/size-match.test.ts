import { describe, expect, it } from 'vitest';
import { bestSize, dimensionScore, hasCircumference, sizeScore, type SizeRange } from './size-match';
import { recommendSizes, type BrandChart } from './recommend';

const S: SizeRange = { size: 'S', bust: [84, 88], waist: [66, 70], hips: [90, 94] };
const M: SizeRange = { size: 'M', bust: [88, 92], waist: [70, 74], hips: [94, 98] };
const L: SizeRange = { size: 'L', bust: [92, 100], waist: [74, 82], hips: [98, 106] };

describe('dimensionScore', () => {
  it('is 100 at the centre of the range and 95 at its edges', () => {
    expect(dimensionScore(86, [84, 88])).toBe(100);
    expect(dimensionScore(84, [84, 88])).toBe(95);
    expect(dimensionScore(88, [84, 88])).toBe(95);
    expect(dimensionScore(87, [84, 88])).toBe(97.5);
  });

  it('falls linearly to 0 at 8 cm outside the range and never below', () => {
    expect(dimensionScore(92, [84, 88])).toBe(47.5);
    expect(dimensionScore(76, [84, 88])).toBe(0);
    expect(dimensionScore(60, [84, 88])).toBe(0);
  });

  it('scores a zero-width range 100 on the value', () => {
    expect(dimensionScore(90, [90, 90])).toBe(100);
  });
});

describe('sizeScore', () => {
  it('weights bust 0.4, waist 0.35, hips 0.25', () => {
    // bust centre (100), waist 4 cm over (47.5), hips centre (100)
    expect(sizeScore({ bust: 86, waist: 74, hips: 92 }, S)).toBeCloseTo(0.4 * 100 + 0.35 * 47.5 + 0.25 * 100);
  });

  it('uses only the dimensions both the person and the chart have, renormalised', () => {
    expect(sizeScore({ waist: 68 }, S)).toBe(100);
    expect(sizeScore({ bust: 86, hips: 200 }, { ...S, hips: null })).toBe(100);
    expect(sizeScore({ hips: 92 }, { ...S, hips: null })).toBeNull();
  });
});

describe('bestSize', () => {
  it('picks the size whose ranges hold the body, with a rounded match %', () => {
    expect(bestSize({ bust: 90, waist: 72, hips: 96 }, [S, M, L])).toMatchObject({ size: 'M', matchPercent: 100 });
    expect(bestSize({ bust: 96, waist: 78, hips: 104 }, [S, M, L])).toMatchObject({ size: 'L', matchPercent: 99 });
  });

  it('prefers the centre: a value on the S/M boundary goes to the size with more room elsewhere', () => {
    expect(bestSize({ bust: 88, waist: 71, hips: 95 }, [S, M, L])?.size).toBe('M');
  });

  it('answers 0 % for a body far outside every size, and null with nothing to compare', () => {
    expect(bestSize({ bust: 150, waist: 150, hips: 150 }, [S, M, L])).toMatchObject({ size: 'L', matchPercent: 0 });
    expect(bestSize({}, [S, M, L])).toBeNull();
    expect(bestSize({ bust: 90 }, [])).toBeNull();
  });

  it('knows whether a body has any circumference (height alone is not enough)', () => {
    expect(hasCircumference({ bust: null, waist: null, hips: null })).toBe(false);
    expect(hasCircumference({ hips: 90 })).toBe(true);
  });
});

describe('recommendSizes', () => {
  const chart = (brandId: string, gender: 'womens' | 'mens', sizes: SizeRange[]): BrandChart => ({
    brandId,
    brand: brandId.toUpperCase(),
    gender,
    source: `${brandId} ${gender}`,
    sizes,
  });
  const mens: SizeRange[] = [{ size: 'M', bust: [96, 104], waist: [82, 90], hips: [96, 104] }];
  const charts = [chart('a', 'womens', [S, M, L]), chart('a', 'mens', mens), chart('b', 'womens', [S, L])];

  it('evaluates both families and keeps the better one per brand, best match first', () => {
    const recs = recommendSizes({ bust: 100, waist: 86, hips: 100 }, charts);
    expect(recs.map((r) => [r.brandId, r.chart, r.size])).toEqual([
      ['a', 'mens', 'M'],
      ['b', 'womens', 'L'],
    ]);
    expect(recs[0]?.matchPercent).toBe(100);
  });

  it('uses only the family asked for', () => {
    const recs = recommendSizes({ bust: 100, waist: 86, hips: 100 }, charts, 'womens');
    expect(recs.map((r) => [r.brandId, r.chart, r.size])).toEqual([
      ['a', 'womens', 'L'],
      ['b', 'womens', 'L'],
    ]);
  });
});
