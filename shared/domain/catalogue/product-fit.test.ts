import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_FIT_RESULT, type SizeChartRow } from '../../contracts/catalogue';
import { NOTHING_TO_COMPARE, productFit, type FitBodyCm } from './product-fit';

const chart: SizeChartRow[] = [
  { size: 'S', bust: [82, 86], waist: [64, 68], hips: [88, 92] },
  { size: 'M', bust: [86, 90], waist: [68, 72], hips: [92, 96] },
  { size: 'L', bust: [90, 94], waist: [72, 76], hips: [96, 100] },
];
const body = (b: Partial<FitBodyCm>): FitBodyCm => ({ bustCm: null, waistCm: null, hipsCm: null, confidence: 'medium', ...b });

describe('productFit (hand-computed cases)', () => {
  it('gives 100 in the size whose ranges are centred on the body, confidence capped by the measurements', () => {
    const r = productFit(body({ bustCm: 88, waistCm: 70, hipsCm: 94 }), { category: 'dresses', fitType: 'regular', standardMeasurements: chart });
    expect(r).toEqual({ fitScore: 100, confidence: 'medium', recommendation: 'Size M should fit you well', recommendedSize: 'M' });
  });

  it('is high confidence when every dimension is compared and the measurements are high', () => {
    const r = productFit(body({ bustCm: 88, waistCm: 70, hipsCm: 94, confidence: 'high' }), { category: 'dresses', fitType: 'regular', standardMeasurements: chart });
    expect(r.confidence).toBe('high');
  });

  it('weights bust 0.4 and waist 0.35 for tops: bust on the edge of M (95), waist centred (100) → 97', () => {
    // M: (0.4·95 + 0.35·100) / 0.75 = 97.33; L: (0.4·95 + 0.35·95·(1 − 2/8)) / 0.75 = 83.9.
    const r = productFit(body({ bustCm: 90, waistCm: 70, hipsCm: 200 }), { category: 'tops', fitType: 'regular', standardMeasurements: chart });
    expect(r).toMatchObject({ fitScore: 97, recommendedSize: 'M' });
  });

  it('lets the fit type set how forgiving the garment is outside its largest size', () => {
    // Bottoms: waist 80 and hips 104 are both 4 cm above L. Score = 95·(1 − 4/falloff).
    const big = body({ waistCm: 80, hipsCm: 104 });
    const fit = (fitType: 'slim' | 'regular' | 'relaxed' | 'oversized') =>
      productFit(big, { category: 'bottoms', fitType, standardMeasurements: chart });
    expect(fit('slim').fitScore).toBe(19); // falloff 5
    expect(fit('regular').fitScore).toBe(48); // 47.5, falloff 8
    expect(fit('relaxed').fitScore).toBe(57); // falloff 10
    expect(fit('oversized').fitScore).toBe(63); // 63.33, falloff 12
    expect(fit('regular').recommendation).toBe('Runs small for you: even L may feel tight');
  });

  it('says a chart runs large for a body below its smallest size', () => {
    const r = productFit(body({ waistCm: 56, hipsCm: 80 }), { category: 'bottoms', fitType: 'regular', standardMeasurements: chart });
    expect(r.recommendedSize).toBe('S');
    expect(r.recommendation).toBe('Runs large for you: even S may feel loose');
  });

  it('scores 70–84 as the closest fit', () => {
    const r = productFit(body({ waistCm: 77, hipsCm: 98 }), { category: 'bottoms', fitType: 'regular', standardMeasurements: chart });
    // Waist 77 is 1 cm above L, hips 98 centred in L. L: (0.35·95·(1 − 1/8) + 0.25·100) / 0.6 = (29.09 + 25) / 0.6 = 90.16 → 90
    expect(r).toMatchObject({ fitScore: 90, recommendedSize: 'L', recommendation: 'Size L should fit you well' });
    const mid = productFit(body({ waistCm: 78.5, hipsCm: 98 }), { category: 'bottoms', fitType: 'regular', standardMeasurements: chart });
    // L: (0.35·95·(1 − 2.5/8) + 25) / 0.6 = (22.86 + 25) / 0.6 = 79.77 → 80
    expect(mid).toMatchObject({ fitScore: 80, recommendation: 'Size L is your closest fit' });
  });

  it('is low confidence when only one dimension of the category is known', () => {
    const r = productFit(body({ bustCm: 88 }), { category: 'tops', fitType: 'regular', standardMeasurements: chart });
    expect(r).toMatchObject({ fitScore: 100, confidence: 'low', recommendedSize: 'M' });
  });

  it('falls back to the spec default without measurements', () => {
    expect(productFit(null, { category: 'tops', fitType: 'regular', standardMeasurements: chart })).toEqual(DEFAULT_FIT_RESULT);
  });

  it('has nothing to compare for shoes and accessories', () => {
    const r = productFit(body({ bustCm: 88, waistCm: 70 }), { category: 'shoes', fitType: 'regular', standardMeasurements: [{ size: '8' }] });
    expect(r).toEqual({ fitScore: 70, confidence: 'low', recommendation: NOTHING_TO_COMPARE, recommendedSize: null });
  });

  it('always returns an integer 0–100 and a size of the chart (property)', () => {
    fc.assert(
      fc.property(
        fc.record({ bustCm: fc.double({ min: 50, max: 160, noNaN: true }), waistCm: fc.double({ min: 40, max: 160, noNaN: true }), hipsCm: fc.double({ min: 50, max: 170, noNaN: true }) }),
        fc.constantFrom('tops', 'bottoms', 'dresses', 'outerwear'),
        fc.constantFrom('slim', 'regular', 'relaxed', 'oversized'),
        (b, category, fitType) => {
          const r = productFit({ ...b, confidence: 'high' }, { category, fitType, standardMeasurements: chart });
          expect(Number.isInteger(r.fitScore)).toBe(true);
          expect(r.fitScore).toBeGreaterThanOrEqual(0);
          expect(r.fitScore).toBeLessThanOrEqual(100);
          expect(['S', 'M', 'L']).toContain(r.recommendedSize);
        },
      ),
    );
  });

  it('never scores a slimmer cut higher than a looser one for the same body (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 40, max: 140, noNaN: true }), fc.double({ min: 50, max: 150, noNaN: true }), (waistCm, hipsCm) => {
        const b = body({ waistCm, hipsCm });
        const s = (fitType: 'slim' | 'oversized') => productFit(b, { category: 'bottoms', fitType, standardMeasurements: chart }).fitScore;
        expect(s('slim')).toBeLessThanOrEqual(s('oversized'));
      }),
    );
  });
});
