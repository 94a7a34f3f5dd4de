/**
 * Catalogue products as the outfits area reads them: kept {@link PRODUCT_CACHE_MS} (60 s) in a warm
 * function, like the feed (`functions/feed/warm-cache.ts`) — the catalogue is written by the
 * seeder, never by the API, and a closet of hundreds of catalogue items would otherwise BatchGet
 * them on every AI suggestion. Bounded by the cache's entry limit.
 */
import type { Product } from '@seamline/shared/contracts/catalogue';
import { productsById } from '../catalogue/catalogue-reads';
import { PRODUCT_CACHE_MS, warmCache } from '../feed/warm-cache';

const cache = warmCache<Product>(PRODUCT_CACHE_MS);

/** Products by id (cached ones, the rest in one BatchGet of chunks of 100); unknown ids are absent. */
export function outfitProductsById(ids: readonly string[]): Promise<Map<string, Product>> {
  return cache.getMany(ids, productsById);
}

/** Forget the cached products (tests and benchmarks). */
export function clearOutfitProducts(): void {
  cache.clear();
}
