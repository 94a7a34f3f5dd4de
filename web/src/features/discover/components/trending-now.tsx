/**
 * 'Trending Now' (spec 02 §2.11): the 4 products most saved and liked in the last 7 days
 * (`GET /api/products/trending`), with their real counts ('12 saves · 5 likes') when above 0.
 * The first image is the page's LCP candidate: eager with high fetch priority.
 */
import { useQuery } from '@tanstack/react-query';
import { TrendingUp } from 'lucide-react';
import type { Product } from '@seamline/shared/contracts/catalogue';
import { ProductCard, ProductCardSkeleton } from '@/components/catalogue/product-card';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { trendingQueryOptions } from '@/lib/catalogue/queries';
import { trendingCounts } from './trending-counts';


export function TrendingNow({ viewerId, onOpen, onSave }: { viewerId: string; onOpen: (product: Product) => void; onSave: (product: Product) => void }) {
  const trending = useQuery(trendingQueryOptions());
  return (
    <section aria-labelledby="trending-heading" className="mb-8">
      <h2 id="trending-heading" className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <TrendingUp className="size-5 text-brand-600" aria-hidden />
        Trending Now
      </h2>
      {trending.isPending ? (
        <div role="status" aria-label="Loading trending products" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <ProductCardSkeleton key={i} heightVariant={1} />
          ))}
        </div>
      ) : trending.isError ? (
        <LoadError message="Trending products could not be loaded." onRetry={() => void trending.refetch()} />
      ) : trending.data.items.length === 0 ? (
        <EmptyState icon={TrendingUp} title="Nothing trending yet" />
      ) : (
        <ul aria-label="Trending products" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {trending.data.items.map(({ product, saves, likes }, index) => {
            const counts = trendingCounts(saves, likes);
            return (
              <li key={product.id}>
                <ProductCard product={product} viewerId={viewerId} onOpen={onOpen} onSave={onSave} heightVariant={1} priority={index === 0} className="h-full">
                  {counts ? <span data-testid="trending-counts">{counts}</span> : null}
                </ProductCard>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
