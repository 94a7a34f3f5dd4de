/**
 * Category chips (spec 02 §2.11): All, Tops, Dresses, Bottoms, Shoes. Toggle buttons
 * (`aria-pressed`) in a labelled group; the chosen one filters the product grid and AI Picks.
 */
import { DISCOVER_CATEGORY_CHIPS, type ProductCategory } from '@seamline/shared/contracts/catalogue-constants';
import { cn } from '@/lib/utils';

export function CategoryChips({ value, onChange }: { value: ProductCategory | null; onChange: (category: ProductCategory | null) => void }) {
  return (
    <div role="group" aria-label="Category" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
      {DISCOVER_CATEGORY_CHIPS.map((chip) => {
        const active = chip.value === value;
        return (
          <button
            key={chip.label}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(chip.value)}
            className={cn(
              'h-9 shrink-0 rounded-full border px-4 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2',
              active ? 'border-stone-900 bg-stone-900 text-white' : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-100',
            )}
          >
            {chip.label}
          </button>
        );
      })}
    </div>
  );
}
