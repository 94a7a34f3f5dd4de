import type { ScanExpectedError } from '@seamline/shared/contracts/scan';
import { basisInWords, SCAN_ERROR_TEXTS, type ErrorBasis } from '@seamline/shared/contracts/scan-error-texts';

/**
 * A scan value's expected error for display (issue 23): '± 1.8 cm', or in inches for people who
 * use inches ('± 0.7 in'); 1 decimal, never below 0.1. The value is this scan's expected error
 * in cm (`expectedErrorCm` of the scan result: since issue 35 the model's cross-validated MAE plus
 * what this scan's photos add).
 */
export function formatExpectedError(errorCm: number, unit: 'cm' | 'in'): string {
  const value = unit === 'cm' ? errorCm : errorCm / 2.54;
  return `± ${Math.max(0.1, Math.round(value * 10) / 10).toString()} ${unit}`;
}

/** The same for screen readers: 'plus or minus 1.8 cm'. */
export function spokenExpectedError(errorCm: number, unit: 'cm' | 'in'): string {
  return formatExpectedError(errorCm, unit).replace('±', 'plus or minus');
}

/** The values a scan answers a ± for, with their labels, in the order the notes list them. */
export const ERROR_VALUE_LABELS = [
  ['bust', 'Bust'],
  ['waist', 'Waist'],
  ['hips', 'Hips'],
  ['inseam', 'Inseam'],
  ['armLength', 'Arm length'],
  ['shoulderWidth', 'Shoulder width'],
] as const satisfies readonly (readonly [keyof ScanExpectedError['values'], string])[];

/**
 * 'Based on your height and front outline.' — or, when values came from different inputs,
 * 'Bust, waist, hips, inseam and arm length: based on your height and front outline. Shoulder
 * width: based on your height and shoulder and hip points.' (issue 35 §5; SCAN_ERROR_TEXTS).
 */
export function basisSentence(error: ScanExpectedError): string {
  const groups = new Map<ErrorBasis, string[]>();
  for (const [key, label] of ERROR_VALUE_LABELS) {
    const basis = error.values[key].basis;
    groups.set(basis, [...(groups.get(basis) ?? []), label]);
  }
  if (groups.size === 1) return `${SCAN_ERROR_TEXTS.basedOn} ${basisInWords([...groups.keys()][0]!)}.`;
  return [...groups].map(([basis, labels]) => {
    const list = labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]!.toLowerCase()}` : labels[0]!;
    const names = list.charAt(0) + list.slice(1).toLowerCase();
    return `${names}: ${SCAN_ERROR_TEXTS.basedOn.toLowerCase()} ${basisInWords(basis)}.`;
  }).join(' ');
}

/**
 * The values whose ± this scan's photos widened, with the ± the same inputs would have on a clear
 * photo: 'Bust ± 3.7 cm, waist ± 3.2 cm' ([] when none was widened at display precision).
 */
export function cleanPhotoErrors(error: ScanExpectedError, unit: 'cm' | 'in'): string[] {
  return ERROR_VALUE_LABELS.flatMap(([key, label]) => {
    const v = error.values[key];
    return formatExpectedError(v.errorCm, unit) === formatExpectedError(v.cleanPhotoCm, unit) ? [] : [`${label} ${formatExpectedError(v.cleanPhotoCm, unit)}`];
  });
}
