import { describe, expect, it } from 'vitest';
import {
  detectedRows,
  canStartScan,
  checkHeightForm,
  checkScanFile,
  formatLength,
} from './scan-rules';

const form = { height: '180', unit: 'cm' as const, photoConsent: true, dataUsageConsent: true };

describe('checkScanFile', () => {
  it('accepts images and .heic by name, up to 10 MB', () => {
    expect(checkScanFile({ type: 'image/jpeg', name: 'a.jpg', size: 1000 })).toBeNull();
    expect(checkScanFile({ type: '', name: 'IMG_1.HEIC', size: 1000 })).toBeNull();
    expect(checkScanFile({ type: 'image/png', name: 'a.png', size: 10 * 1024 * 1024 })).toBeNull();
  });
  it('names the spec toasts', () => {
    expect(checkScanFile({ type: 'text/plain', name: 'a.txt', size: 5 })).toEqual({
      title: 'Invalid File',
      description: 'Please select an image file.',
    });
    expect(checkScanFile({ type: 'image/png', name: 'a.png', size: 10 * 1024 * 1024 + 1 })).toEqual(
      {
        title: 'File Too Large',
        description: 'Please select an image smaller than 10MB.',
      },
    );
  });
});

describe('height form', () => {
  it('needs a height and both consents', () => {
    expect(canStartScan(form)).toBe(true);
    expect(canStartScan({ ...form, height: ' ' })).toBe(false);
    expect(canStartScan({ ...form, dataUsageConsent: false })).toBe(false);
    expect(checkHeightForm({ ...form, photoConsent: false })).toEqual({
      error: {
        title: 'Missing Information',
        description: 'Please complete all required fields and consents.',
      },
    });
  });
  it('says the range in the unit entered (issue 17 §1)', () => {
    expect(checkHeightForm({ ...form, height: '40', unit: 'in' })).toEqual({
      error: { title: 'Invalid Height', description: 'Please enter a valid height between 47.3in and 98.4in.' },
    });
    expect(checkHeightForm({ ...form, height: '3.9', unit: 'ft' })).toEqual({
      error: { title: 'Invalid Height', description: 'Please enter a valid height between 4 ft 0 in and 8 ft 2 in.' },
    });
  });

  it('checks 120–250 cm after conversion; feet read as feet plus tenths as inches', () => {
    expect(checkHeightForm(form)).toEqual({ height: 180 });
    expect(checkHeightForm({ ...form, height: '5.8', unit: 'ft' })).toEqual({ height: 5.8 });
    expect(checkHeightForm({ ...form, height: '70', unit: 'in' })).toEqual({ height: 70 });
    for (const bad of [
      { height: '100' },
      { height: '251' },
      { height: 'abc' },
    ]) {
      expect(checkHeightForm({ ...form, ...bad })).toEqual({
        error: {
          title: 'Invalid Height',
          description: 'Please enter a valid height between 120cm and 250cm.',
        },
      });
    }
  });
});

describe('display helpers', () => {
  it('formats lengths', () => {
    expect(formatLength(91.44, 'in')).toBe('36 in');
    expect(formatLength(91.44, 'cm')).toBe('91.4 cm');
    expect(formatLength(null, 'cm')).toBe('—');
  });
});

describe('detectedRows (onboarding results)', () => {
  it('lists bust, waist, hips, arm length, inseam, height in inches and hides N/A values', () => {
    const rows = detectedRows({
      bust: 36.04,
      waist: null,
      hips: 38,
      shoulderWidth: 16,
      armLength: 0,
      inseam: 31.55,
      height: 70.9,
    });
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ['Bust', '36 in'],
      ['Hips', '38 in'],
      ['Inseam', '31.6 in'],
      ['Height', '70.9 in'],
    ]);
    expect(rows.every((r) => r.errorCm === undefined)).toBe(true);
  });

  it("gives each estimated row the analysis' expected error (cm); the height, stated, has none", () => {
    const errors = { bust: 2.1, waist: 2.6, hips: 1.9, inseam: 1.7, shoulderWidth: 1.2, armLength: 1.5 };
    const rows = detectedRows({ bust: 36, waist: 30, hips: 38, shoulderWidth: 16, armLength: 24, inseam: 31, height: 70 }, errors);
    expect(rows.map((r) => [r.key, r.errorCm])).toEqual([
      ['bust', 2.1],
      ['waist', 2.6],
      ['hips', 1.9],
      ['armLength', 1.5],
      ['inseam', 1.7],
      ['height', undefined],
    ]);
  });
});
