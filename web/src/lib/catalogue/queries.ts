/**
 * Catalogue reads (spec 02 §2.11, §2.12, §7): the product grid (infinite, optionally of one
 * category), 'Trending Now', one product (deep links), the signed-in user's fit score for a
 * product and the AI Picks. Only types come from the contracts' schemas; the few values used
 * (DEFAULT_FIT_RESULT, FIT_SCORE_CACHE_MS) are plain constants.
 */
import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_FIT_RESULT, FIT_SCORE_CACHE_MS, FIT_SCORES_BATCH_MAX } from '@seamline/shared/contracts/catalogue-constants';
import type { FitScoreResult, Product, ProductCategory, ProductPage, Recommendation } from '@seamline/shared/contracts/catalogue';
import { api } from '@/lib/api-client';
import { FitScoreBatcher } from './fit-score-batcher';
import { catalogueKeys } from './query-keys';

/** Products per page of the 'Discover Items' grid. */
export const PRODUCTS_PAGE_SIZE = 24;

/**
 * `GET /api/products?category=&q=&cursor=&limit=`: newest first, or with a search term `q` the
 * whole catalogue searched on the server, most relevant first (issue 17 §4); "Load more" with the
 * server's cursor.
 */
export function productsQueryOptions(category: ProductCategory | null, q = '') {
  return infiniteQueryOptions({
    queryKey: catalogueKeys.products(category, q),
    queryFn: ({ pageParam, signal }): Promise<ProductPage> =>
      api('GET /api/products', { query: { category: category ?? undefined, q: q || undefined, limit: PRODUCTS_PAGE_SIZE, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 60_000,
  });
}

export { trendingQueryOptions, type TrendingItem } from './trending';

/** `GET /api/products/{productId}` (the `/discover?product=<id>` deep link). */
export function productQueryOptions(productId: string) {
  return queryOptions({
    queryKey: catalogueKeys.product(productId),
    queryFn: ({ signal }): Promise<Product> => api('GET /api/products/{productId}', { params: { productId }, signal }),
  });
}

/** One batcher per signed-in user (the request carries the caller's id). */
const batchers = new Map<string, FitScoreBatcher<FitScoreResult>>();

function batcherFor(userId: string): FitScoreBatcher<FitScoreResult> {
  let batcher = batchers.get(userId);
  if (!batcher) {
    batcher = new FitScoreBatcher<FitScoreResult>({
      send: async (productIds) => (await api('POST /api/products/fit-scores', { body: { productIds, userId } })).scores,
      fallback: DEFAULT_FIT_RESULT,
      max: FIT_SCORES_BATCH_MAX,
    });
    batchers.set(userId, batcher);
  }
  return batcher;
}

/**
 * The user's fit score for one product, fresh and kept for FIT_SCORE_CACHE_MS (5 minutes, spec
 * 02 §9). Issue 19: the scores asked for by one render (a page of cards, the dialog) travel in
 * ONE `POST /api/products/fit-scores` {productIds ≤ 50} (`FitScoreBatcher`), not one
 * `POST /api/products/{id}/fit-score` each. A failed call or an unknown product yields the
 * spec's default result (70, medium, 'Standard fit expected'; spec 02 §7) instead of an error,
 * so badges and the dialog always have a score.
 * @param userId the signed-in user (the server answers 403 for anyone else)
 */
export function fitScoreQueryOptions(productId: string, userId: string) {
  return queryOptions({
    queryKey: catalogueKeys.fitScore(productId, userId),
    queryFn: (): Promise<FitScoreResult> => batcherFor(userId).load(productId),
    staleTime: FIT_SCORE_CACHE_MS,
    gcTime: FIT_SCORE_CACHE_MS,
  });
}

/** The fit score of one product for the signed-in user (batched with the other cards of the render); `enabled: false` defers the call. */
export function useFitScore(productId: string, userId: string, enabled = true) {
  return useQuery({ ...fitScoreQueryOptions(productId, userId), enabled });
}

/** `GET /api/users/{userId}/recommendations`: AI Picks for oneself, best first (at most 24). */
export function recommendationsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: catalogueKeys.recommendations(userId),
    queryFn: ({ signal }): Promise<{ items: Recommendation[] }> =>
      api('GET /api/users/{userId}/recommendations', { params: { userId }, signal }),
    staleTime: FIT_SCORE_CACHE_MS,
  });
}

/** Products in the 'Recently viewed' row (first page of recent finds; one product may appear in several finds). */
export const RECENT_FINDS_LIMIT = 20;

/** `GET /api/recent-finds/{userId}`: products the user opened, liked, shared or saved, newest first (oneself only). */
export function recentFindsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: catalogueKeys.recentFinds(userId),
    queryFn: ({ signal }) => api('GET /api/recent-finds/{userId}', { params: { userId }, query: { limit: RECENT_FINDS_LIMIT }, signal }),
  });
}
