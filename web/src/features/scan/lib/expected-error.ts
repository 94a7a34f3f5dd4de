/**
 * A scan value's expected error for display (issue 23): '± 1.8 cm', or in inches for people who
 * use inches ('± 0.7 in'); 1 decimal, never below 0.1. The value is the estimator's
 * cross-validated MAE in cm (`expectedErrorCm` of the scan result).
 */
export function formatExpectedError(errorCm: number, unit: 'cm' | 'in'): string {
  const value = unit === 'cm' ? errorCm : errorCm / 2.54;
  return `± ${Math.max(0.1, Math.round(value * 10) / 10).toString()} ${unit}`;
}

/** The same for screen readers: 'plus or minus 1.8 cm'. */
export function spokenExpectedError(errorCm: number, unit: 'cm' | 'in'): string {
  return formatExpectedError(errorCm, unit).replace('±', 'plus or minus');
}
