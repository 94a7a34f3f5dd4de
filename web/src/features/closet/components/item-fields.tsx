/**
 * Form pieces shared by the Add and Edit item dialogs (spec 02 §2.3, §2.4, §3): a native select
 * styled like `Input`, the fit rating radios with the five §3 labels, and the form values.
 */
import { useId } from 'react';
import { FIT_RATING_LABELS, type FitRating } from '@seamline/shared/contracts/closet-constants';
import { cn } from '@/lib/utils';
import type { ComponentProps } from 'react';

/** Native select with the input look (keyboard + screen-reader friendly on every platform). */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex h-10 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/30 disabled:opacity-50 aria-invalid:border-red-500',
        className,
      )}
      {...props}
    />
  );
}

/** Capitalised category label ('outerwear' → 'Outerwear'). */
export function categoryLabel(category: string): string {
  return category.charAt(0).toUpperCase() + category.slice(1);
}

/** Fit rating 1–5 as radios showing the §3 labels; the chosen label is spelled out below. */
export function FitRatingField({ value, onChange, disabled }: { value: FitRating; onChange: (v: FitRating) => void; disabled?: boolean }) {
  const id = useId();
  return (
    <fieldset className="grid gap-1.5">
      <legend className="text-sm font-medium text-stone-800">Fit rating</legend>
      <div className="grid grid-cols-5 gap-1" role="radiogroup" aria-describedby={`${id}-label`}>
        {([1, 2, 3, 4, 5] as const).map((n) => (
          <label
            key={n}
            className={cn(
              'flex cursor-pointer flex-col items-center rounded-lg border px-1 py-2 text-center text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
              value === n ? 'border-brand-600 bg-brand-50 font-semibold text-brand-800' : 'border-stone-300 text-stone-700',
            )}
          >
            <input type="radio" name={`${id}-fit`} value={n} checked={value === n} onChange={() => onChange(n)} disabled={disabled} className="sr-only" />
            {n}
            <span className="sr-only">: {FIT_RATING_LABELS[n]}</span>
          </label>
        ))}
      </div>
      <p id={`${id}-label`} className="text-xs text-stone-600">
        {value}: {FIT_RATING_LABELS[value]}
      </p>
    </fieldset>
  );
}

/** Field errors keyed by form field. */
export type ItemFieldErrors = Partial<Record<'name' | 'brand' | 'category' | 'size' | 'color' | 'price' | 'purchaseDate' | 'storeUrl' | 'notes' | 'photos', string>>;

/** Parse the price input: '' → null, else a number (NaN when not a number). */
export function parsePrice(text: string): number | null {
  const t = text.trim();
  return t === '' ? null : Number(t);
}
