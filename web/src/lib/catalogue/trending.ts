/**
 * 'Trending Now' (`GET /api/products/trending`, spec 02 §2.11): the 4 products most saved and
 * liked in the last 7 days with their counts. Kept apart from `queries.ts` and free of runtime
 * imports from the contracts (types only) so the Discover route's loader can prefetch it
 * without pulling zod into its chunk.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Product } from '@seamline/shared/contracts/catalogue';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';

export interface TrendingItem {
  product: Product;
  /** Saves (collection + moodboards) in the window. */
  saves: number;
  /** Likes in the window. */
  likes: number;
}

export function trendingQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.trending(),
    queryFn: ({ signal }): Promise<{ items: TrendingItem[] }> => api('GET /api/products/trending', { signal }),
    staleTime: 60_000,
  });
}
