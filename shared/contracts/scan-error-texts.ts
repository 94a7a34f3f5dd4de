/**
 * Issue 35 §5: the words of a scan's per-scan ± — its quality labels, reasons and inputs, and
 * what the screens say about it. Zod-free (the scan screens import it without the contract's
 * schemas); shared/contracts/scan.ts builds the answer's schema from these lists and re-exports them.
 */

/**
 * Issue 35 §5: how good this scan's photos were for measuring (body-estimator/scan-error.ts):
 * 'good' up to 1.25 × the silhouette noise the estimator was validated with, 'fair' up to 2 ×,
 * 'poor' beyond or when the front outline could not be measured.
 */
export const ERROR_QUALITIES = ['good', 'fair', 'poor'] as const;
export type ErrorQuality = (typeof ERROR_QUALITIES)[number];
/** Why a scan's ± is wider than its model's validated error (scan-error.ts). */
export const SCAN_ERROR_REASONS = ['coarsePhoto', 'sideTurned', 'outlineNotMeasured'] as const;
export type ScanErrorReason = (typeof SCAN_ERROR_REASONS)[number];
/** The inputs a value's model used (the estimator's variants, body-estimator/features.ts VARIANTS). */
export const ERROR_BASES = [
  'height', 'height+weight', 'height+keypoints', 'height+weight+keypoints',
  'height+front', 'height+weight+front', 'height+front+side', 'height+weight+front+side',
] as const;
export type ErrorBasis = (typeof ERROR_BASES)[number];

/** Issue 35 §5: what the screens say about the ± (both scan dialogs). */
export const SCAN_ERROR_TEXTS = {
  /** Beside the ±. */
  meaning: 'typical error for a scan like this',
  summary: 'What does ± mean?',
  explanation:
    'The ± is the average difference from a tape measurement, worked out on a body survey of thousands of people for the same inputs and photo quality as this scan. A poorer photo gives a wider ±.',
  quality: { good: 'Photo quality: good', fair: 'Photo quality: fair', poor: 'Photo quality: poor' } satisfies Record<ErrorQuality, string>,
  reasons: {
    coarsePhoto: 'You take up a small part of the photo: stand closer, or send a larger photo, so you fill most of its height.',
    sideTurned: 'The side photo is turned a little away from side-on.',
    outlineNotMeasured: 'Your outline could not be measured, so only your height and body points were used.',
  } satisfies Record<ScanErrorReason, string>,
  /** The inputs of `basis`, in words. */
  inputs: { height: 'height', weight: 'weight', keypoints: 'shoulder and hip points', front: 'front outline', side: 'side outline' },
  basedOn: 'Based on your',
  cleanPhoto: 'With a clear photo that you fill:',
} as const;

/** 'height+weight+front' → 'height, weight and front outline' (SCAN_ERROR_TEXTS.inputs). */
export function basisInWords(basis: ErrorBasis): string {
  const words = basis.split('+').map((part) => SCAN_ERROR_TEXTS.inputs[part as keyof typeof SCAN_ERROR_TEXTS.inputs]);
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}` : words[0]!;
}
