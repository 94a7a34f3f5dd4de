/**
 * A grid of product tiles (saved items, a moodboard's items): main image, name, brand and
 * price; each tile is a button that opens the product (the item detail modal). Two columns on
 * phones, three on tablets, four on wide screens.
 */
import type { Product } from '@seamline/shared/contracts/catalogue';
import { Price } from '@/components/catalogue/price';
import { cn } from '@/lib/utils';

export interface ProductTileGridProps {
  /** Accessible name of the list, e.g. 'Saved items'. */
  label: string;
  products: Product[];
  onOpen: (product: Product) => void;
  /** `compact`: smaller text and gaps (inside a dialog). */
  compact?: boolean;
}

export function ProductTileGrid({ label, products, onOpen, compact = false }: ProductTileGridProps) {
  return (
    <ul aria-label={label} className={cn('grid grid-cols-2 sm:grid-cols-3', compact ? 'gap-3' : 'gap-4 lg:grid-cols-4')}>
      {products.map((product) => (
        <li key={product.id}>
          <button
            type="button"
            onClick={() => onOpen(product)}
            className="group flex w-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white text-left shadow-sm transition hover:border-stone-300 hover:shadow focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            data-testid="product-tile"
          >
            <span className="block aspect-[4/5] w-full overflow-hidden bg-stone-100">
              <img
                src={product.images[0]}
                alt=""
                loading="lazy"
                className="size-full object-cover transition duration-300 group-hover:scale-[1.03]"
              />
            </span>
            <span className={cn('flex flex-col gap-0.5', compact ? 'p-2' : 'p-3')}>
              {/* The button's name is its text, '<name> by <brand> <price>' (the visible words within
                  it, WCAG 2.5.3 label in name); the image is decorative beside it. */}
              <span className={cn('line-clamp-1 font-medium text-stone-900', compact ? 'text-xs' : 'text-sm')}>{product.name}</span>
              <span className="line-clamp-1 text-xs text-stone-500">
                <span className="sr-only">by </span>
                {product.brand}
              </span>
              <Price product={product} />
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
