/**
 * What the ± beside each scan value means (issue 35 §5), under the values in both scan dialogs:
 * '± typical error for a scan like this' with the photo quality, and a disclosure 'What does ±
 * mean?' that explains it, names the inputs it rests on, says why this scan's ± is wider (the
 * reasons, when any ± shown is wider or the quality is not good) and what it would be with a clear photo — so a poorer photo visibly gives a wider ±.
 * Older answers without `expectedError` get the legend alone.
 */
import type { ScanExpectedError } from '@seamline/shared/contracts/scan';
import { SCAN_ERROR_TEXTS } from '@seamline/shared/contracts/scan-error-texts';
import { cn } from '@/lib/utils';
import { basisSentence, cleanPhotoErrors } from '../lib/expected-error';

const QUALITY_STYLE = {
  good: 'border-emerald-300 bg-emerald-50 text-emerald-800',
  fair: 'border-amber-300 bg-amber-50 text-amber-900',
  poor: 'border-red-300 bg-red-50 text-red-800',
} as const;

/**
 * @param error the answer's `expectedError` (absent in older answers).
 * @param unit the unit the values are shown in.
 */
export function ExpectedErrorNote({ error, unit }: { error: ScanExpectedError | undefined; unit: 'cm' | 'in' }) {
  const clean = error ? cleanPhotoErrors(error, unit) : [];
  return (
    <div className="grid gap-1 text-xs text-stone-600" data-testid="expected-error-note">
      <p className="flex flex-wrap items-center gap-2">
        <span>
          <span aria-hidden>±</span>
          <span className="sr-only">plus or minus</span> {SCAN_ERROR_TEXTS.meaning}
        </span>
        {error ? (
          <span className={cn('rounded-full border px-2 py-0.5 font-medium', QUALITY_STYLE[error.quality])} data-testid="error-quality">
            {SCAN_ERROR_TEXTS.quality[error.quality]}
          </span>
        ) : null}
      </p>
      {error ? (
        <details className="rounded-lg border border-stone-200 bg-white px-3 py-2">
          <summary className="cursor-pointer font-medium text-stone-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
            {SCAN_ERROR_TEXTS.summary}
          </summary>
          <div className="mt-2 grid gap-1.5">
            <p>{SCAN_ERROR_TEXTS.explanation}</p>
            <p>{basisSentence(error)}</p>
            {/* A reason that did not change any ± shown (e.g. a little coarser than calibrated) is left out. */}
            {error.reasons.length && (clean.length || error.quality !== 'good') ? (
              <ul className="list-disc pl-4" data-testid="error-reasons">
                {error.reasons.map((r) => (
                  <li key={r}>{SCAN_ERROR_TEXTS.reasons[r]}</li>
                ))}
              </ul>
            ) : null}
            {clean.length ? (
              <p data-testid="clean-photo-errors">
                {SCAN_ERROR_TEXTS.cleanPhoto} {clean.join(', ')}.
              </p>
            ) : null}
          </div>
        </details>
      ) : null}
    </div>
  );
}
