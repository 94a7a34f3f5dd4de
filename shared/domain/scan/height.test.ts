/** Scan height conversion (spec 01 §5: feet as whole feet plus tenths as inches; 120–250 cm). */
import { describe, expect, it } from 'vitest';
import { heightToCm, isScanHeight } from './height';

describe('heightToCm', () => {
  it('reads feet as whole feet plus tenths as inches', () => {
    expect(heightToCm(5.8, 'ft')).toBeCloseTo(68 * 2.54, 6);
    expect(heightToCm(6, 'ft')).toBeCloseTo(72 * 2.54, 6);
    expect(heightToCm(5.11, 'ft')).toBeCloseTo(61.1 * 2.54, 6);
  });
  it('converts inches and keeps cm', () => {
    expect(heightToCm(70, 'in')).toBeCloseTo(177.8, 6);
    expect(heightToCm(172, 'cm')).toBe(172);
  });
  it('accepts 120–250 cm inclusive', () => {
    expect([119.9, 120, 250, 250.1].map(isScanHeight)).toEqual([false, true, true, false]);
    expect(isScanHeight(heightToCm(3.11, 'ft'))).toBe(false); // 3 ft 1.1 in ≈ 94 cm
  });
});
