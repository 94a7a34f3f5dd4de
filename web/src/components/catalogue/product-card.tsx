/**
 * A catalogue product card (spec 02 §2.11): image, name, brand, price ('Sale' badge and the
 * struck-through original price on sale items), the fitType badge, the signed-in user's fit
 * score badge (§4) and, when `onSave` is given, a save button (opens the Save Item dialog).
 * Clicking the image or the name opens the product (`onOpen`). Used by Discover, the Saved
 * Items tab and moodboard pages.
 *
 * Images carry width/height (no layout shift) and load lazily unless `priority` (the first
 * visible image, the page's LCP candidate, gets `fetchpriority="high"`).
 */
import type { ReactNode } from 'react';
import { Bookmark } from 'lucide-react';
import type { Product } from '@seamline/shared/contracts/catalogue';
import { cn } from '@/lib/utils';
import { ProductFitBadge } from './fit-badge';
import { Price, SaleBadge } from './price';
import { isOnSale } from '@/lib/catalogue/format-price';

/** Image width in the `width` attribute; heights follow the 7 masonry ratios below. */
const IMAGE_WIDTH = 300;
/** Spec 02 §9 'card heights cycle through 7 sizes': image heights for a 300 px wide image. */
export const MASONRY_IMAGE_HEIGHTS = [375, 300, 420, 340, 450, 320, 400] as const;

export interface ProductCardProps {
  product: Product;
  /** The signed-in user (for the fit score). */
  viewerId: string;
  onOpen: (product: Product) => void;
  /** Shows the save button when given. */
  onSave?: (product: Product) => void;
  /** Masonry position: the image height is MASONRY_IMAGE_HEIGHTS[variant % 7]; square-ish (4:5) when absent. */
  heightVariant?: number;
  /** The page's first visible image: eager, high fetch priority. */
  priority?: boolean;
  /** Extra lines under the price (trending counts, recommendation reasons). */
  children?: ReactNode;
  className?: string;
}

export function ProductCard({ product, viewerId, onOpen, onSave, heightVariant, priority = false, children, className }: ProductCardProps) {
  const height = heightVariant === undefined ? 375 : MASONRY_IMAGE_HEIGHTS[heightVariant % MASONRY_IMAGE_HEIGHTS.length];
  const nameId = `product-${product.id}-name`;
  return (
    <article
      aria-labelledby={nameId}
      data-testid="product-card"
      data-product-id={product.id}
      className={cn('group relative overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md', className)}
    >
      <button
        type="button"
        onClick={() => onOpen(product)}
        className="block w-full text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-500"
      >
        <span className="relative block bg-stone-100">
          <img
            src={product.images[0]}
            alt=""
            width={IMAGE_WIDTH}
            height={height}
            loading={priority ? 'eager' : 'lazy'}
            decoding={priority ? 'sync' : 'async'}
            fetchPriority={priority ? 'high' : 'auto'}
            className="block h-auto w-full object-cover"
            style={{ aspectRatio: `${IMAGE_WIDTH} / ${height}` }}
          />
        </span>
        <span className="block px-3 pt-2.5">
          {/* The button's name is its text, 'View <name> by <brand>' (the visible words within it,
              WCAG 2.5.3 label in name); the image is decorative beside it. */}
          <span className="sr-only">View </span>
          <span id={nameId} className="line-clamp-2 block text-sm font-medium text-stone-900">
            {product.name}
          </span>
          <span className="sr-only"> by </span>
          <span className="block truncate text-xs text-stone-500">
            {product.brand}
          </span>
        </span>
      </button>
      <div className="pointer-events-none absolute left-2 top-2 flex max-w-[calc(100%-3.5rem)] flex-wrap gap-1">
        {isOnSale(product) ? <SaleBadge /> : null}
        <span className="inline-flex items-center rounded-full bg-white/90 px-2 py-0.5 text-xs font-medium capitalize text-stone-800">
          <span className="sr-only">Fit type: </span>
          {product.fitType}
        </span>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 px-3 pb-3 pt-1">
        <Price product={product} />
        <ProductFitBadge productId={product.id} userId={viewerId} />
      </div>
      {children ? <div className="px-3 pb-3 text-xs text-stone-600">{children}</div> : null}
      {onSave ? (
        <button
          type="button"
          onClick={() => onSave(product)}
          className="absolute right-2 top-2 inline-flex size-9 items-center justify-center rounded-full bg-white/95 text-stone-800 shadow-sm hover:bg-white hover:text-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          aria-label={`Save ${product.name}`}
        >
          <Bookmark className="size-4" aria-hidden />
        </button>
      ) : null}
    </article>
  );
}

/** Placeholder cards while a product list loads (masonry heights). */
export function ProductCardSkeleton({ heightVariant = 0 }: { heightVariant?: number }) {
  const height = MASONRY_IMAGE_HEIGHTS[heightVariant % MASONRY_IMAGE_HEIGHTS.length];
  return (
    <div aria-hidden className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
      <div className="animate-pulse bg-stone-100" style={{ aspectRatio: `${IMAGE_WIDTH} / ${height}` }} />
      <div className="space-y-2 p-3">
        <div className="h-3 w-3/4 animate-pulse rounded bg-stone-100" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-stone-100" />
      </div>
    </div>
  );
}
