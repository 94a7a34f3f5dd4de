/**
 * 'Discover Items' (spec 02 §2.11, §9): the catalogue newest first (`GET /api/products`,
 * optionally one category) in a masonry grid — CSS columns, 2 on phones, 3–4 on wider
 * screens, image heights cycling through 7 sizes — with "Load more" (the server's cursor).
 * The mobile search term searches the WHOLE catalogue on the server (issue 17 §4), debounced.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { Package, SearchX } from 'lucide-react';
import type { Product, ProductCategory } from '@seamline/shared/contracts/catalogue';
import { ProductCard, ProductCardSkeleton } from '@/components/catalogue/product-card';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { LoadMore } from '@/components/load-more';
import { productsQueryOptions } from '@/lib/catalogue/queries';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** Typing pause before the server is asked (ms). */
const SEARCH_DEBOUNCE_MS = 250;

export interface DiscoverItemsProps {
  viewerId: string;
  category: ProductCategory | null;
  term: string;
  onOpen: (product: Product) => void;
  onSave: (product: Product) => void;
}

/** CSS-columns masonry: each card keeps its column (no reflow of the ones above when more load). */
const MASONRY = 'columns-2 gap-3 sm:gap-4 md:columns-3 xl:columns-4 [&>*]:mb-3 sm:[&>*]:mb-4 [&>*]:break-inside-avoid';

export function DiscoverItems({ viewerId, category, term, onOpen, onSave }: DiscoverItemsProps) {
  const searched = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const query = useInfiniteQuery(productsQueryOptions(category, searched));
  const products = query.data?.pages.flatMap((page) => page.items) ?? [];
  const shown = products;
  return (
    <section aria-labelledby="discover-items-heading">
      <h2 id="discover-items-heading" className="mb-3 text-lg font-semibold">
        Discover Items
      </h2>
      <p role="status" className="sr-only">
        {searched && query.isSuccess ? `${shown.length}${query.hasNextPage ? '+' : ''} ${shown.length === 1 ? 'product matches' : 'products match'} "${searched}"` : ''}
      </p>
      {query.isPending ? (
        <div role="status" aria-label="Loading products" className={MASONRY}>
          {Array.from({ length: 8 }, (_, i) => (
            <ProductCardSkeleton key={i} heightVariant={i} />
          ))}
        </div>
      ) : query.isError && products.length === 0 ? (
        <LoadError message="Products could not be loaded." onRetry={() => void query.refetch()} />
      ) : products.length === 0 && searched ? (
        <EmptyState icon={SearchX} title={`No products match "${searched}"`} />
      ) : products.length === 0 ? (
        <EmptyState icon={Package} title="No products to show yet" />
      ) : (
        <ul aria-label={searched ? `Products matching ${searched}` : 'Products'} className={MASONRY}>
          {shown.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} viewerId={viewerId} onOpen={onOpen} onSave={onSave} heightVariant={index} />
            </li>
          ))}
        </ul>
      )}
      {query.isError && products.length > 0 ? (
        <p role="alert" className="mt-3 text-center text-sm text-red-700">
          More products could not be loaded.
        </p>
      ) : null}
      {products.length > 0 ? <LoadMore query={query} /> : null}
    </section>
  );
}
