import { describe, expect, it } from 'vitest';
import type { ScanExpectedError } from '@seamline/shared/contracts/scan';
import { basisSentence, cleanPhotoErrors, formatExpectedError, spokenExpectedError } from './expected-error';

describe('formatExpectedError', () => {
  it("shows ± cm with one decimal, or inches for people who use inches", () => {
    expect(formatExpectedError(1.84, 'cm')).toBe('± 1.8 cm');
    expect(formatExpectedError(1.8, 'in')).toBe('± 0.7 in');
    expect(formatExpectedError(2, 'cm')).toBe('± 2 cm');
  });

  it('never shows ± 0', () => {
    expect(formatExpectedError(0.01, 'cm')).toBe('± 0.1 cm');
  });

  it('reads as "plus or minus" for screen readers', () => {
    expect(spokenExpectedError(1.8, 'cm')).toBe('plus or minus 1.8 cm');
  });
});

const value = (errorCm: number, cleanPhotoCm: number, basis: ScanExpectedError['values']['bust']['basis'] = 'height+front') =>
  ({ errorCm, cleanPhotoCm, basis, quality: 'fair' as const });
const error = (over: Partial<ScanExpectedError['values']> = {}): ScanExpectedError => ({
  values: {
    bust: value(4, 3.7), waist: value(3.7, 3.2), hips: value(2.9, 2.5), inseam: value(1.8, 1.8),
    armLength: value(1.4, 1.4), shoulderWidth: value(1.2, 1.2), ...over,
  },
  quality: 'fair', noiseFactor: 1.44, reasons: ['coarsePhoto'], photos: { front: { cmPerPx: 1.9 } },
});

describe('basisSentence (issue 35)', () => {
  it('one basis: "Based on your height and front outline."', () => {
    expect(basisSentence(error())).toBe('Based on your height and front outline.');
  });

  it('values from different inputs are named per group', () => {
    expect(basisSentence(error({ shoulderWidth: value(1.1, 1.1, 'height+weight+keypoints') }))).toBe(
      'Bust, waist, hips, inseam and arm length: based on your height and front outline. Shoulder width: based on your height, weight and shoulder and hip points.',
    );
  });
});

describe('cleanPhotoErrors (issue 35)', () => {
  it('lists the values this scan\'s photos widened, with the clear-photo ±, in the unit shown', () => {
    expect(cleanPhotoErrors(error(), 'cm')).toEqual(['Bust ± 3.7 cm', 'Waist ± 3.2 cm', 'Hips ± 2.5 cm']);
    expect(cleanPhotoErrors(error(), 'in')).toEqual(['Bust ± 1.5 in', 'Waist ± 1.3 in', 'Hips ± 1 in']);
  });

  it('nothing when the photo was as good as the calibration (same ± at display precision)', () => {
    const e = error();
    for (const k of Object.keys(e.values) as (keyof typeof e.values)[]) e.values[k] = value(e.values[k].cleanPhotoCm, e.values[k].cleanPhotoCm);
    expect(cleanPhotoErrors(e, 'cm')).toEqual([]);
  });
});
