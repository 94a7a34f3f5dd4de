import { describe, expect, it } from 'vitest';
import { chooseVariant, confidenceFor, estimateMeasurements, type EstimatorInput } from './estimate';
import { TARGETS } from './features';

const man: EstimatorInput = { heightCm: 175, weightKg: 75, sex: 'male' };

describe('estimateMeasurements', () => {
  it('gives plausible values (cm) for a 175 cm / 75 kg man', () => {
    const out = estimateMeasurements(man);
    expect(out.bust.valueCm).toBeGreaterThan(95);
    expect(out.bust.valueCm).toBeLessThan(105);
    expect(out.waist.valueCm).toBeGreaterThan(78);
    expect(out.waist.valueCm).toBeLessThan(95);
    expect(out.hips.valueCm).toBeGreaterThan(90);
    expect(out.hips.valueCm).toBeLessThan(103);
    expect(out.inseam.valueCm).toBeGreaterThan(78);
    expect(out.inseam.valueCm).toBeLessThan(90);
    expect(out.armLength.valueCm).toBeGreaterThan(55);
    expect(out.armLength.valueCm).toBeLessThan(65);
    expect(out.shoulderWidth.valueCm).toBeGreaterThan(37);
    expect(out.shoulderWidth.valueCm).toBeLessThan(44);
  });

  it('gives plausible values for a 163 cm / 60 kg woman and smaller ones than for the man', () => {
    const woman = estimateMeasurements({ heightCm: 163, weightKg: 60, sex: 'female' });
    expect(woman.bust.valueCm).toBeGreaterThan(82);
    expect(woman.bust.valueCm).toBeLessThan(95);
    expect(woman.hips.valueCm).toBeGreaterThan(90);
    expect(woman.hips.valueCm).toBeLessThan(102);
    expect(woman.inseam.valueCm).toBeLessThan(estimateMeasurements(man).inseam.valueCm);
  });

  it('works with height only (sex unknown) and at the height limits', () => {
    for (const heightCm of [120, 175, 250]) {
      const out = estimateMeasurements({ heightCm });
      for (const t of TARGETS) expect(out[t].valueCm).toBeGreaterThan(0);
      expect(out.overallConfidence).toBeGreaterThanOrEqual(0);
      expect(out.overallConfidence).toBeLessThanOrEqual(1);
    }
  });

  it('rejects bad heights and non-finite inputs with RangeError', () => {
    for (const heightCm of [119.9, 250.1, NaN, Infinity, -170]) {
      expect(() => estimateMeasurements({ heightCm })).toThrow(RangeError);
    }
    expect(() => estimateMeasurements({ heightCm: 170, weightKg: NaN })).toThrow(RangeError);
    expect(() => estimateMeasurements({ heightCm: 170, weightKg: 0 })).toThrow(RangeError);
    expect(() => estimateMeasurements({ heightCm: 170, shoulderBreadthCm: Infinity, hipBreadthCm: 25 })).toThrow(RangeError);
    expect(() => estimateMeasurements({ heightCm: 170, sex: 'other' as never })).toThrow(RangeError);
  });

  it('picks the richest variant the input supports; one breadth alone is ignored', () => {
    expect(chooseVariant({ heightCm: 170 })).toBe('height');
    expect(chooseVariant({ heightCm: 170, weightKg: 70 })).toBe('height-weight');
    expect(chooseVariant({ heightCm: 170, shoulderBreadthCm: 40 })).toBe('height');
    expect(chooseVariant({ heightCm: 170, shoulderBreadthCm: 40, hipBreadthCm: 25 })).toBe('height-breadths');
    expect(chooseVariant({ heightCm: 170, weightKg: 70, shoulderBreadthCm: 40, hipBreadthCm: 25 })).toBe('height-weight-breadths');
  });

  it('maps MAE to confidence levels (≤ 2.5 high, ≤ 4.5 medium, else low)', () => {
    expect(confidenceFor(1)).toBe('high');
    expect(confidenceFor(2.5)).toBe('high');
    expect(confidenceFor(3)).toBe('medium');
    expect(confidenceFor(6)).toBe('low');
  });
});

describe('monotonicity', () => {
  const sexes = [undefined, 'female', 'male'] as const;
  it('taller → longer inseam and arm length (fixed weight, with and without breadths)', () => {
    for (const sex of sexes) {
      for (const extra of [{}, { weightKg: 70 }, { shoulderBreadthCm: 39, hipBreadthCm: 25 }, { weightKg: 70, shoulderBreadthCm: 39, hipBreadthCm: 25 }]) {
        let prev = estimateMeasurements({ heightCm: 150, sex, ...extra });
        for (let h = 155; h <= 200; h += 5) {
          const cur = estimateMeasurements({ heightCm: h, sex, ...extra });
          expect(cur.inseam.valueCm).toBeGreaterThan(prev.inseam.valueCm);
          expect(cur.armLength.valueCm).toBeGreaterThan(prev.armLength.valueCm);
          prev = cur;
        }
      }
    }
  });

  it('heavier → larger waist, bust and hips (fixed height)', () => {
    for (const sex of sexes) {
      for (const heightCm of [155, 170, 190]) {
        let prev = estimateMeasurements({ heightCm, weightKg: 45, sex });
        for (let w = 50; w <= 140; w += 5) {
          const cur = estimateMeasurements({ heightCm, weightKg: w, sex });
          expect(cur.waist.valueCm).toBeGreaterThan(prev.waist.valueCm);
          expect(cur.bust.valueCm).toBeGreaterThan(prev.bust.valueCm);
          expect(cur.hips.valueCm).toBeGreaterThan(prev.hips.valueCm);
          prev = cur;
        }
      }
    }
  });

  it('wider hip keypoints → larger hip circumference', () => {
    for (const sex of sexes) {
      for (const weightKg of [undefined, 70]) {
        for (const shoulderBreadthCm of [34, 40, 46]) {
          const at = (hipBreadthCm: number) =>
            estimateMeasurements({ heightCm: 170, weightKg, shoulderBreadthCm, hipBreadthCm, sex }).hips.valueCm;
          expect(at(28)).toBeGreaterThan(at(24));
          expect(at(24)).toBeGreaterThan(at(20));
        }
      }
    }
  });

  it('richer inputs never report a larger error', () => {
    for (const sex of sexes) {
      const h = estimateMeasurements({ heightCm: 170, sex });
      const hw = estimateMeasurements({ heightCm: 170, weightKg: 70, sex });
      const hb = estimateMeasurements({ heightCm: 170, shoulderBreadthCm: 39, hipBreadthCm: 25, sex });
      const hwb = estimateMeasurements({ heightCm: 170, weightKg: 70, shoulderBreadthCm: 39, hipBreadthCm: 25, sex });
      for (const t of TARGETS) {
        expect(hw[t].maeCm).toBeLessThanOrEqual(h[t].maeCm + 0.02);
        expect(hb[t].maeCm).toBeLessThanOrEqual(h[t].maeCm + 0.02);
        expect(hwb[t].maeCm).toBeLessThanOrEqual(hw[t].maeCm + 0.02);
      }
      expect(hwb.overallConfidence).toBeGreaterThanOrEqual(h.overallConfidence);
    }
    // Knowing the sex helps the circumferences.
    expect(estimateMeasurements(man).hips.maeCm).toBeLessThan(estimateMeasurements({ heightCm: 175, weightKg: 75 }).hips.maeCm);
  });
});
