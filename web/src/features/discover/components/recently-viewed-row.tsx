/**
 * 'Recently viewed' on Discover (issue 19; spec 02 §3 RecentFind): the products the viewer
 * opened, liked, shared or saved lately (`GET /api/recent-finds/{userId}`), newest first, each
 * once, as a row that scrolls sideways. Hidden while loading, on error and when there are none.
 * A product opens its dialog like any card.
 */
import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import type { Product } from '@seamline/shared/contracts/catalogue';
import { Price } from '@/components/catalogue/price';
import { recentFindsQueryOptions } from '@/lib/catalogue/queries';
import { recentProducts } from './recently-viewed';

export function RecentlyViewed({ viewerId, onOpen }: { viewerId: string; onOpen: (product: Product) => void }) {
  const finds = useQuery(recentFindsQueryOptions(viewerId));
  const products = recentProducts(finds.data?.items ?? []);
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-heading" className="mb-8" data-testid="recently-viewed">
      <h2 id="recently-viewed-heading" className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <History className="size-5 text-brand-600" aria-hidden />
        Recently viewed
      </h2>
      <ul aria-label="Recently viewed products" className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
        {products.map((product) => (
          <li key={product.id} className="w-36 shrink-0 snap-start sm:w-40">
            <button
              type="button"
              onClick={() => onOpen(product)}
              className="block w-full overflow-hidden rounded-xl border border-stone-200 bg-white text-left shadow-sm hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              <img src={product.images[0]} alt="" width={160} height={200} loading="lazy" className="block aspect-[4/5] w-full bg-stone-100 object-cover" />
              <span className="block px-2 pb-2 pt-1.5">
                <span className="block truncate text-sm font-medium text-stone-900">{product.name}</span>
                <span className="block truncate text-xs text-stone-600">{product.brand}</span>
                <Price product={product} className="mt-0.5" />
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
