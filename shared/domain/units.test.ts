import { describe, expect, it } from 'vitest';
import { fromCm, fromKg, roundTo, toCanonical, toCm, toKg } from './units';

describe('unit conversion (spec 01 §9: 1 in = 2.54 cm)', () => {
  it('converts inches to cm and back without float noise', () => {
    expect(toCm(10, 'inches')).toBe(25.4);
    expect(toCm(36.5, 'inches')).toBe(92.71);
    expect(fromCm(25.4, 'inches')).toBe(10);
    expect(toCm(170, 'cm')).toBe(170);
    expect(fromCm(170, 'cm')).toBe(170);
  });

  it('converts pounds to kg and back', () => {
    expect(toKg(100, 'lbs')).toBe(45.36);
    expect(toKg(70, 'kg')).toBe(70);
    expect(fromKg(45.359237, 'lbs')).toBe(100);
  });

  it('rounds to the given decimals', () => {
    expect(roundTo(0.1 + 0.2)).toBe(0.3);
    expect(roundTo(1.23456, 3)).toBe(1.235);
  });

  it('builds canonical cm/kg values with null for absent fields', () => {
    expect(toCanonical({ height: 65, weight: 150, bust: 34 }, 'inches', 'lbs')).toEqual({
      heightCm: 165.1,
      bustCm: 86.36,
      waistCm: null,
      hipsCm: null,
      weightKg: 68.04,
      inseamCm: null,
      shoulderWidthCm: null,
      armLengthCm: null,
    });
    expect(toCanonical({ height: 170, waist: 70, weight: 60 }, 'cm', 'kg')).toMatchObject({
      heightCm: 170,
      waistCm: 70,
      weightKg: 60,
    });
  });
});
