/** A product's price: the price, and on sale the struck-through original price and a 'Sale'/'SALE' badge (spec 02 §2.11, §2.12). */
import type { Product } from '@seamline/shared/contracts/catalogue';
import { formatPrice, isOnSale } from '@/lib/catalogue/format-price';
import { cn } from '@/lib/utils';

export function Price({ product, size = 'sm', className }: { product: Pick<Product, 'price' | 'originalPrice' | 'currency'>; size?: 'sm' | 'lg'; className?: string }) {
  const sale = isOnSale(product);
  return (
    <span className={cn('inline-flex flex-wrap items-baseline gap-x-2', className)}>
      <span className={cn('font-semibold text-stone-900', size === 'lg' ? 'text-2xl' : 'text-sm', sale && 'text-red-700')}>
        {sale ? <span className="sr-only">Sale price </span> : null}
        {formatPrice(product.price, product.currency)}
      </span>
      {sale ? (
        <s className={cn('text-stone-500', size === 'lg' ? 'text-base' : 'text-xs')}>
          <span className="sr-only">Original price </span>
          {formatPrice(product.originalPrice, product.currency)}
        </s>
      ) : null}
    </span>
  );
}

/** The red sale badge ('Sale' on cards, 'SALE' in the dialog). */
export function SaleBadge({ label = 'Sale', className }: { label?: string; className?: string }) {
  return <span className={cn('inline-flex items-center rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white', className)}>{label}</span>;
}
