import { describe, expect, it } from 'vitest';
import { hemisphereOf, seasonFor } from './season';

describe('seasons by hemisphere', () => {
  it.each([
    ['2026-01-15', 42.36, 'winter'],
    ['2026-03-01', 42.36, 'spring'],
    ['2026-05-31', 42.36, 'spring'],
    ['2026-06-01', 42.36, 'summer'],
    ['2026-09-30', 42.36, 'fall'],
    ['2026-12-01', 42.36, 'winter'],
    ['2026-01-15', -33.87, 'summer'],
    ['2026-04-15', -33.87, 'fall'],
    ['2026-07-15', -37.81, 'winter'],
    ['2026-10-15', -33.92, 'spring'],
    ['2026-02-14', -54.81, 'summer'], // Ushuaia in February (issue 34 §2)
  ] as const)('%s at latitude %s is %s', (date, lat, season) => {
    expect(seasonFor(date, lat)).toBe(season);
  });
  it('guesses no hemisphere and no season without a latitude (issue 34 §2)', () => {
    expect(seasonFor('2026-07-04', null)).toBeNull();
    expect(hemisphereOf(undefined)).toBeNull();
    expect(hemisphereOf(Number.NaN)).toBeNull();
    expect(hemisphereOf(0)).toBe('northern');
    expect(hemisphereOf(-0.2)).toBe('southern');
  });
  it("uses the place's local day: 23:30 UTC on 31 May is already June in Sydney", () => {
    expect(seasonFor('2026-05-31T23:30:00Z', -33.87, 'Australia/Sydney')).toBe('winter');
    expect(seasonFor('2026-05-31T23:30:00Z', -33.87)).toBe('fall');
  });
  it('refuses an invalid date', () => {
    expect(() => seasonFor('not a date', 10)).toThrow(RangeError);
  });
});
