/**
 * A moodboard's items (`GET /api/moodboards/{id}/items`, in the order added): loading, error
 * and empty states, the product grid and "Load more". Tapping an item calls `onOpen`, which
 * shows the product dialog. Used by the profile's board dialog and the moodboard page.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Images } from 'lucide-react';
import type { Product } from '@seamline/shared/contracts/catalogue';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { LoadMore } from '@/components/load-more';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { moodboardItemsInfiniteQueryOptions } from '@/lib/collections/queries';
import { ProductTileGrid } from './product-tile-grid';

export interface MoodboardItemsProps {
  moodboardId: string;
  onOpen: (product: Product) => void;
  /** The viewer owns the board: the empty state points to Discover to add items. */
  isOwner: boolean;
  compact?: boolean;
}

export function MoodboardItems({ moodboardId, onOpen, isOwner, compact }: MoodboardItemsProps) {
  const query = useInfiniteQuery(moodboardItemsInfiniteQueryOptions(moodboardId));
  if (query.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Loading moodboard items" />
      </div>
    );
  }
  if (query.isError) return <LoadError message="Could not load this moodboard's items" onRetry={() => void query.refetch()} />;
  const products = query.data.pages.flatMap((page) => page.items.map((item) => item.product));
  if (products.length === 0) {
    return (
      <EmptyState icon={Images} title="No items in this moodboard yet" hint={isOwner ? 'Save products from Discover to fill it.' : undefined}>
        {isOwner ? (
          <Button asChild variant="outline">
            <Link to="/discover">Browse Discover</Link>
          </Button>
        ) : null}
      </EmptyState>
    );
  }
  return (
    <>
      <ProductTileGrid label="Moodboard items" products={products} onOpen={onOpen} compact={compact} />
      <LoadMore query={query} />
    </>
  );
}
