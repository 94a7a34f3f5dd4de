/**
 * `scanProfileOf` (issue 23): the request's size system and weight win over the stored ones;
 * the size system picks the estimator's sex (none for 'unspecified' or never answered).
 */
import { describe, expect, it } from 'vitest';
import { scanProfileOf } from './scan.service';

describe('scanProfileOf', () => {
  it('uses the stored size system and weight when the request has none', () => {
    expect(scanProfileOf({ weightUnit: 'kg' }, { sizeSystem: 'mens', weightKg: 80 })).toEqual({
      sizeSystem: 'mens', weightKg: 80, profile: { sex: 'male', weightKg: 80 },
    });
  });

  it("prefers the request's size system and weight (converted from lbs)", () => {
    const p = scanProfileOf({ sizeSystem: 'womens', weight: 150, weightUnit: 'lbs' }, { sizeSystem: 'mens', weightKg: 80 });
    expect(p.sizeSystem).toBe('womens');
    expect(p.profile).toEqual({ sex: 'female', weightKg: 68.04 });
  });

  it("estimates without a sex for 'Prefer not to say' and for no answer at all", () => {
    expect(scanProfileOf({ sizeSystem: 'unspecified', weightUnit: 'kg' }, null).profile).toEqual({ sex: undefined, weightKg: undefined });
    expect(scanProfileOf({ weightUnit: 'kg' }, null)).toMatchObject({ sizeSystem: null, weightKg: undefined });
  });
});
