/**
 * The profile's Saved Items tab (spec 02 §2.1): the products the person saved (`GET
 * /api/users/{userId}/collection`, newest first, "Load more") as an image grid; tapping one
 * opens the item detail modal. Empty: 'No saved items yet' with a way to Discover.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Heart } from 'lucide-react';
import type { Product } from '@seamline/shared/contracts/catalogue';
import { ProductTileGrid } from '@/components/collections/product-tile-grid';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { LoadMore } from '@/components/load-more';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { collectionInfiniteQueryOptions } from '@/lib/collections/queries';

export interface SavedItemsTabProps {
  /** The signed-in user (saved items are private to their owner). */
  userId: string;
  onOpenProduct: (product: Product) => void;
}

export function SavedItemsTab({ userId, onOpenProduct }: SavedItemsTabProps) {
  const query = useInfiniteQuery(collectionInfiniteQueryOptions(userId));
  if (query.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label="Loading saved items" />
      </div>
    );
  }
  if (query.isError) return <LoadError message="Could not load your saved items" onRetry={() => void query.refetch()} />;
  const products = query.data.pages.flatMap((page) => page.items.map((item) => item.product));
  if (products.length === 0) {
    return (
      <EmptyState icon={Heart} title="No saved items yet" hint="Save products you like from Discover and find them here.">
        <Button asChild variant="outline">
          <Link to="/discover">Browse Discover</Link>
        </Button>
      </EmptyState>
    );
  }
  return (
    <>
      <ProductTileGrid label="Saved items" products={products} onOpen={onOpenProduct} />
      <LoadMore query={query} />
    </>
  );
}
