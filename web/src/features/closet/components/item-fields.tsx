/**
 * Form pieces shared by the Add and Edit item dialogs (spec 02 §2.3, §2.4, §3): a native select
 * styled like `Input`, option lists, the price + currency field, the fit rating radios with the
 * five §3 labels, the field error type and the optional-field checks.
 */
import { useId } from 'react';
import { CLOSET_ITEM_LIMITS, FIT_RATING_LABELS, type FitRating } from '@seamline/shared/contracts/closet-constants';
import { CURRENCIES, type Currency } from '@seamline/shared/contracts/catalogue-constants';
import { Input } from '@/components/ui/input';
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

const STORE_URL = /^https?:\/\/[^\s]+$/i;

/**
 * The optional-field checks both item forms run before saving (the contract's rules, spec 02
 * §5: price 0–10000 with cents, store URL an http(s) address); the API checks them again.
 * @returns the price in currency units rounded to cents (null when empty) and any field errors.
 */
export function checkOptionalFields(values: { price: string; storeUrl: string }): {
  price: number | null;
  errors: Pick<ItemFieldErrors, 'price' | 'storeUrl'>;
} {
  const errors: Pick<ItemFieldErrors, 'price' | 'storeUrl'> = {};
  const price = parsePrice(values.price);
  if (price !== null && (!Number.isFinite(price) || price < 0 || price > CLOSET_ITEM_LIMITS.maxPrice)) {
    errors.price = `Price must be between 0 and ${CLOSET_ITEM_LIMITS.maxPrice}`;
  }
  if (values.storeUrl.trim() && !STORE_URL.test(values.storeUrl.trim())) errors.storeUrl = 'Store URL must be a web address (http or https)';
  return { price: price === null || errors.price ? null : Math.round(price * 100) / 100, errors };
}

/** `<option>`s of a list, after an empty first option labelled `empty`; `format` renders each value. */
export function Options({ values, empty, format = (v) => v }: { values: readonly string[]; empty?: string; format?: (v: string) => string }) {
  return (
    <>
      {empty !== undefined && <option value="">{empty}</option>}
      {values.map((v) => (
        <option key={v} value={v}>
          {format(v)}
        </option>
      ))}
    </>
  );
}

/** Price input (step 0.01, 0–10000) with its currency select, inside a `FormField` render prop. */
export function PriceWithCurrency({
  control,
  price,
  currency,
  onPrice,
  onCurrency,
}: {
  control: ComponentProps<'input'>;
  price: string;
  currency: Currency;
  onPrice: (price: string) => void;
  onCurrency: (currency: Currency) => void;
}) {
  return (
    <div className="flex gap-2">
      <Input {...control} type="number" inputMode="decimal" min={0} max={CLOSET_ITEM_LIMITS.maxPrice} step="0.01" value={price} onChange={(e) => onPrice(e.target.value)} />
      <Select aria-label="Currency" className="w-24" value={currency} onChange={(e) => onCurrency(e.target.value as Currency)}>
        <Options values={CURRENCIES} />
      </Select>
    </div>
  );
}
