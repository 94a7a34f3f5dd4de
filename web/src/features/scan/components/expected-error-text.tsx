/**
 * A scan value's expected error as shown under the value in both scan dialogs (issue 23):
 * '± 0.7 in' on screen, 'plus or minus 0.7 in' for screen readers (lib/expected-error.ts).
 */
import { formatExpectedError, spokenExpectedError } from '../lib/expected-error';

/** `errorCm`: the estimator's cross-validated MAE, cm; `unit`: the unit the values are shown in. */
export function ExpectedErrorText({ errorCm, unit }: { errorCm: number; unit: 'cm' | 'in' }) {
  return (
    <>
      <span aria-hidden>{formatExpectedError(errorCm, unit)}</span>
      <span className="sr-only">{spokenExpectedError(errorCm, unit)}</span>
    </>
  );
}
