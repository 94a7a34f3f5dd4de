/**
 * Product lists of the catalogue area (spec 02 §2.11 Discover, §7 products): the paginated
 * catalogue, one product, and 'Trending Now'.
 *
 * - `GET /api/products`: one Query, newest first: Product gsi1 (`category`) with a category,
 *   gsi2 (the whole catalogue) without; `?cursor=` is the ElectroDB cursor of the previous page.
 * - 'Trending Now': ProductTrend gsi1 (`board = trending`, sorted by score) Query descending
 *   Limit 4, the products BatchGet, then the newest products not already listed fill up to 4
 *   (with 0 saves and likes). Counts are kept by the `product-trends` stream processor.
 */
import type * as z from 'zod';
import {
  TRENDING_COUNT,
  type Product,
  type ProductCategory,
  type productPageSchema,
  type trendingSchema,
} from '@seamline/shared/contracts/catalogue';
import { db } from '../_core/aws-clients';
import { DEFAULT_PAGE_SIZE, withCursor } from '../people/pages';
import { newestProducts, productsById, requireProduct, toProduct } from './catalogue-reads';

type ProductPage = z.infer<typeof productPageSchema>;
type Trending = z.infer<typeof trendingSchema>;
export type TrendingItem = Trending['items'][number];

/**
 * One page of products, newest first, of one category or of all.
 * @throws BadRequest (400) 'Invalid cursor' for a malformed cursor or one of another list.
 */
export async function listProducts({
  category,
  cursor,
  limit = DEFAULT_PAGE_SIZE,
}: {
  category?: ProductCategory;
  cursor?: string;
  limit?: number;
}): Promise<ProductPage> {
  const page = category
    ? await withCursor(cursor, db.entities.product.query.byCategory({ category }), (q, c) =>
        q.go({ order: 'desc', limit, cursor: c }),
      )
    : await withCursor(cursor, db.entities.product.query.all({ catalogue: 'all' }), (q, c) =>
        q.go({ order: 'desc', limit, cursor: c }),
      );
  return { items: page.data.map(toProduct), nextCursor: page.cursor };
}

/** One product. @throws NotFound (404) 'Product not found'. */
export const getProduct = (productId: string): Promise<Product> => requireProduct(productId);

/** A ProductTrend as the trending query returns it (only what the list needs). */
export interface TrendCount {
  productId: string;
  saves?: number;
  likes?: number;
}

/**
 * 'Trending Now' from its parts (pure): the trends in score order whose product still exists,
 * then `newest` products not already listed, until {@link TRENDING_COUNT}.
 */
export function mergeTrending(
  trends: readonly TrendCount[],
  products: ReadonlyMap<string, Product>,
  newest: readonly Product[],
): TrendingItem[] {
  const items: TrendingItem[] = [];
  const listed = new Set<string>();
  for (const t of trends) {
    const product = products.get(t.productId);
    if (!product || listed.has(product.id)) continue;
    items.push({ product, saves: Math.max(0, t.saves ?? 0), likes: Math.max(0, t.likes ?? 0) });
    listed.add(product.id);
  }
  for (const product of newest) {
    if (items.length >= TRENDING_COUNT) break;
    if (listed.has(product.id)) continue;
    items.push({ product, saves: 0, likes: 0 });
    listed.add(product.id);
  }
  return items.slice(0, TRENDING_COUNT);
}

/** 'Trending Now': at most 4 products, most saved + liked in the last 7 days first (module doc). */
export async function trending(): Promise<Trending> {
  // The fillers are read beside the trends: 2 × 4 newest always hold 4 not already listed.
  const [top, newest] = await Promise.all([
    db.entities.productTrend.query
      .top({ board: 'trending' })
      .go({ order: 'desc', limit: TRENDING_COUNT }),
    newestProducts(TRENDING_COUNT * 2),
  ]);
  const products = await productsById(top.data.map((t) => t.productId));
  return {
    items: mergeTrending(
      top.data,
      products,
      newest.map((n) => n.product),
    ),
  };
}
