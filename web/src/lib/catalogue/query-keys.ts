/**
 * Query keys of the catalogue queries (products, trending, one product, fit scores, AI picks).
 * They all start with `'catalogue'`; the second element names the shape.
 */
import type { ProductCategory } from '@seamline/shared/contracts/catalogue';

export const catalogueKeys = {
  all: ['catalogue'] as const,
  /** `GET /api/products?category=&q=` → infinite pages of `{ items: Product[], nextCursor }` ('all' = no category). */
  products: (category: ProductCategory | null, q = '') => ['catalogue', 'products', category ?? 'all', q] as const,
  /** `GET /api/products/trending` → `{ items: { product, saves, likes }[] }`. */
  trending: () => ['catalogue', 'trending'] as const,
  /** `GET /api/products/{productId}` → `Product`. */
  product: (productId: string) => ['catalogue', 'product', productId] as const,
  /** `POST /api/products/{productId}/fit-score` {userId} → `FitScoreResult`. */
  fitScore: (productId: string, userId: string) => ['catalogue', 'fit-score', productId, userId] as const,
  /** `GET /api/recent-finds/{userId}` (first page) → `{ items: RecentFind[], nextCursor }`. */
  recentFinds: (userId: string) => ['catalogue', 'recent-finds', userId] as const,
  /** `GET /api/users/{userId}/recommendations` → `{ items: Recommendation[] }`. */
  recommendations: (userId: string) => ['catalogue', 'recommendations', userId] as const,
};
