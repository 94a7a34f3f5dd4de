/**
 * Pure rules of the body scan dialogs (spec 01 §5 Body scan, §8, §9): which files are accepted,
 * and the height check (the shared helper reads feet as whole feet plus tenths as inches).
 * Browser-safe and free of zod.
 */
import type { AnalyzeFitResponse, ExpectedErrorCm } from '@seamline/shared/contracts/scan';
import { IMAGE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES } from '@seamline/shared/contracts/media-constants';
import {
  heightRangeMessage,
  heightToCm,
  isScanHeight,
  type HeightUnit,
} from '@seamline/shared/domain/scan/height';

export {
  HEIGHT_RANGE_MESSAGE,
  HEIGHT_UNITS,
  type HeightUnit,
} from '@seamline/shared/domain/scan/height';

/** Spec 01 §9: a scan photo is at most 10 MB (the rule of every photo). */
export const MAX_SCAN_PHOTO_BYTES = MAX_UPLOAD_BYTES;
export const REQUIRED_MESSAGE = 'Please complete all required fields and consents.';
export const SCAN_FAILED_MESSAGE = 'Failed to process your photo. Please try again.';

export type Toast = { title: string; description: string };

/** Measurements variant: a toast for a file that cannot be used, else null. */
export function checkScanFile(file: { type: string; name: string; size: number }): Toast | null {
  const image = file.type.startsWith('image/') || /\.(heic|heif)$/i.test(file.name);
  if (!image) return { title: 'Invalid File', description: 'Please select an image file.' };
  if (file.size > MAX_SCAN_PHOTO_BYTES)
    return { title: 'File Too Large', description: IMAGE_TOO_LARGE_MESSAGE };
  return null;
}

export interface HeightForm {
  height: string;
  unit: HeightUnit;
  photoConsent: boolean;
  dataUsageConsent: boolean;
}

/** True when Start Scan may be pressed: a height is entered and both consents are given. */
export function canStartScan(form: HeightForm): boolean {
  return form.height.trim() !== '' && form.photoConsent && form.dataUsageConsent;
}

/** The client-side check before a scan starts: a toast to show, or the height as a number. */
export function checkHeightForm(form: HeightForm): { error: Toast } | { height: number } {
  if (!canStartScan(form))
    return { error: { title: 'Missing Information', description: REQUIRED_MESSAGE } };
  const height = Number(form.height);
  if (!Number.isFinite(height) || !isScanHeight(heightToCm(height, form.unit))) {
    return { error: { title: 'Invalid Height', description: heightRangeMessage(form.unit) } };
  }
  return { height };
}

/** A length in cm shown in `unit` with one decimal ('—' when the scan found none). */
export function formatLength(cm: number | null, unit: 'cm' | 'in'): string {
  if (cm == null) return '—';
  const value = unit === 'cm' ? cm : cm / 2.54;
  return `${(Math.round(value * 10) / 10).toString()} ${unit}`;
}


export type DetectedMeasurements = AnalyzeFitResponse['analysis']['measurements'];

/** The rows of 'Detected Measurements', in the spec's order. */
export const DETECTED_ROWS = [
  ['bust', 'Bust'],
  ['waist', 'Waist'],
  ['hips', 'Hips'],
  ['armLength', 'Arm length'],
  ['inseam', 'Inseam'],
  ['height', 'Height'],
] as const;

/** One row of 'Detected Measurements': the value in inches and, when the scan gave it, its expected error. */
export interface DetectedRow {
  key: (typeof DETECTED_ROWS)[number][0];
  label: string;
  /** '36.2 in' (1 decimal). */
  value: string;
  /** ± cm (the estimator's cross-validated MAE, issue 23); absent for the height (stated) and older answers. */
  errorCm?: number;
}

/**
 * Rows to show: values that are N/A (null, not a number, ≤ 0) are left out (spec 01 §2).
 * @param errors the analysis' `expectedErrorCm` (issue 23), keyed like the measurements.
 */
export function detectedRows(m: DetectedMeasurements, errors?: ExpectedErrorCm): DetectedRow[] {
  return DETECTED_ROWS.flatMap(([key, label]) => {
    const v = m[key];
    if (!(typeof v === 'number' && Number.isFinite(v) && v > 0)) return [];
    const errorCm = key === 'height' ? undefined : errors?.[key];
    return [{ key, label, value: `${(Math.round(v * 10) / 10).toString()} in`, ...(errorCm !== undefined ? { errorCm } : {}) }];
  });
}

/** The two consents of every scan (spec 01 §5 Body scan), one text for both dialogs. */
export const CONSENT_TEXTS = {
  photo: 'I consent to my photo being processed by an AI vision model to estimate my measurements.',
  dataUsage: 'I agree that the measurements are saved to my profile and used for size recommendations.',
} as const;
