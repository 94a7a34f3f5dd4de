import { describe, expect, it } from 'vitest';
import { comfortBand, outerwearAllowanceClo, outfitClo, schiavonLeeClo, targetClo, temperatureAt, UNDERWEAR_CLO, warmthScore, warmthVerdict } from './warmth';

describe('Schiavon & Lee (2013) clo_tout', () => {
  it('is 1.00 clo below −5 °C and 0.46 clo from 26 °C', () => {
    expect(schiavonLeeClo(-20)).toBe(1);
    expect(schiavonLeeClo(-5.01)).toBe(1);
    expect(schiavonLeeClo(26)).toBe(0.46);
    expect(schiavonLeeClo(35)).toBe(0.46);
  });
  it('is 0.818 − 0.0364·t from −5 to 5 °C', () => {
    expect(schiavonLeeClo(-5)).toBeCloseTo(1.0, 3);
    expect(schiavonLeeClo(0)).toBeCloseTo(0.818, 3);
    expect(schiavonLeeClo(4)).toBeCloseTo(0.818 - 0.0364 * 4, 3);
  });
  it('is 10^(−0.1635 − 0.0066·t) from 5 to 26 °C', () => {
    expect(schiavonLeeClo(5)).toBeCloseTo(10 ** (-0.1635 - 0.033), 3);
    expect(schiavonLeeClo(20)).toBeCloseTo(10 ** (-0.1635 - 0.132), 3);
  });
  it('is continuous at its breakpoints (within 0.005 clo) and never rises with temperature', () => {
    for (const t of [-5, 5, 26]) expect(Math.abs(schiavonLeeClo(t - 1e-6) - schiavonLeeClo(t))).toBeLessThan(0.005);
    let last = Infinity;
    for (let t = -30; t <= 40; t += 0.5) {
      expect(schiavonLeeClo(t)).toBeLessThanOrEqual(last + 1e-9);
      last = schiavonLeeClo(t);
    }
  });
});

describe('outfit insulation and the target', () => {
  it('sums garment clo plus underwear (ASHRAE 55 values)', () => {
    // T-shirt 0.08 + jeans 0.24 + sneakers 0.04 + underwear 0.04
    expect(outfitClo([0.08, 0.24, 0.04])).toBeCloseTo(0.4, 3);
    expect(outfitClo([])).toBe(UNDERWEAR_CLO);
  });
  it('adds an outerwear allowance: none from 18 °C, a coat (0.6) at 0 °C, at most 0.9', () => {
    expect(outerwearAllowanceClo(18)).toBe(0);
    expect(outerwearAllowanceClo(9)).toBeCloseTo(0.3, 3);
    expect(outerwearAllowanceClo(0)).toBeCloseTo(0.6, 3);
    expect(outerwearAllowanceClo(-30)).toBe(0.9);
    expect(targetClo(4)).toBeCloseTo(0.672 + 0.467, 2); // ≈ 1.1 clo at 4 °C
  });
  it('scores a matching outfit 100, shortfalls in the cold and excess in the heat low', () => {
    expect(warmthScore(targetClo(10), 10)).toBe(100);
    expect(warmthScore(0.4, 0)).toBeLessThan(10); // tee + jeans at 0 °C
    expect(warmthScore(1.3, 32)).toBeLessThan(20); // a coat outfit at 32 °C
    expect(warmthScore(0.25, 32)).toBeGreaterThan(90); // little at 32 °C is fine
  });
  it('has a comfortable band around the target: narrow below in the cold, down to 0.15 clo in the heat, wider above with a coat', () => {
    expect(comfortBand(4)).toEqual({ low: 1.04, target: 1.14, high: 1.52 });
    expect(comfortBand(22)).toEqual({ low: 0.15, target: 0.49, high: 0.62 });
    expect(comfortBand(32)).toEqual({ low: 0.15, target: 0.46, high: 0.51 });
    for (let t = -20; t <= 40; t += 0.5) {
      const b = comfortBand(t);
      expect(b.low).toBeLessThanOrEqual(b.target);
      expect(b.high).toBeGreaterThan(b.target);
    }
  });
  it('scores 100 exactly when the verdict is within, from the same rounded numbers', () => {
    for (let t = -10; t <= 35; t += 1) {
      for (let clo = 0.1; clo <= 2.5; clo += 0.013) {
        expect(warmthScore(clo, t) === 100, `${clo} clo at ${t} °C`).toBe(warmthVerdict(clo, t) === 'within');
      }
    }
    expect(warmthVerdict(1.32, 4)).toBe('within');
    expect(warmthVerdict(1.0, 4)).toBe('below');
    expect(warmthVerdict(0.6, 32)).toBe('above');
  });
  it('reads the temperature at a time of day from the min and max', () => {
    const r = { tempC: 10, minC: 4, maxC: 16 };
    expect(temperatureAt(r, 'morning')).toBe(7);
    expect(temperatureAt(r, 'afternoon')).toBe(16);
    expect(temperatureAt(r, 'evening')).toBe(10);
    expect(temperatureAt(r, 'night')).toBe(5.8);
    expect(temperatureAt(r, null)).toBe(10);
    expect(temperatureAt({ tempC: 12, minC: null, maxC: null }, 'night')).toBe(12);
  });
});
