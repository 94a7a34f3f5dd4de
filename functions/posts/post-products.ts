/**
 * The product a post is about (issue 18: "productId must exist (catalogue product or the
 * caller's closet item's product) → else 404"):
 * - a catalogue product (`productSource: 'catalogue'`), also one that left the catalogue while
 *   it is still in the caller's closet (`p-<productId>` item; the post then shows `product: null`);
 * - one of the caller's own custom closet items (`'closet'`): `productId` is the item's id
 *   (`c-<uuid>`), the only id such an item has — the web sends it for a closet item without a
 *   catalogue product.
 * Readers get the card summary {id, name, brand, imageUrl, price, currency}; a custom item's
 * image is its first photo's thumbnail through the closet photo route (the closet's viewing
 * rules apply to it).
 */
import type * as z from 'zod';
import { SOCIAL_ERRORS, type postProductSchema } from '@seamline/shared/contracts/posts';
import type { Product } from '@seamline/shared/contracts/catalogue';
import { CURRENCIES } from '@seamline/shared/contracts/catalogue-constants';
import { db } from '../_core/aws-clients';
import { NotFound } from '../_core/http-errors';
import { productsById } from '../catalogue/catalogue-reads';
import { batchGetAll } from '../people/people-reads';
import { closetPhotoUrl, productItemId, type ClosetItemRow } from '../closet/closet-views';

export type PostProduct = z.infer<typeof postProductSchema>;
export type ProductSource = 'catalogue' | 'closet';

/** What a post stores about its product. */
export interface ProductRef {
  productId: string;
  productSource: ProductSource;
}

/**
 * Check that `productId` is something the caller may post about (module doc).
 * Reads: the Product and the caller's two possible closet items, in parallel (3 GetItems).
 * @throws NotFound (404) 'Product not found'.
 */
export async function resolvePostProduct(callerId: string, productId: string): Promise<ProductRef> {
  const [product, custom, saved] = await Promise.all([
    db.entities.product.get({ productId }).go({ attributes: ['productId'] }),
    db.entities.closetItem.get({ closetId: callerId, itemId: productId }).go({ attributes: ['itemId', 'productId'] }),
    db.entities.closetItem.get({ closetId: callerId, itemId: productItemId(productId) }).go({ attributes: ['itemId'] }),
  ]);
  if (product.data || saved.data) return { productId, productSource: 'catalogue' };
  if (custom.data && !custom.data.productId) return { productId, productSource: 'closet' };
  throw new NotFound(SOCIAL_ERRORS.productNotFound);
}

const currencyOf = (value: string | undefined | null): PostProduct['currency'] =>
  value && (CURRENCIES as readonly string[]).includes(value) ? (value as PostProduct['currency']) : null;

/** A catalogue Product → the post's product summary (pure). */
export function productSummaryOf(product: Product): PostProduct {
  return {
    id: product.id,
    name: product.name,
    brand: product.brand,
    imageUrl: product.images[0] ?? null,
    price: product.price,
    currency: currencyOf(product.currency),
  };
}

/** A custom closet item → the post's product summary (pure; first photo's thumbnail). */
export function closetItemSummaryOf(item: Pick<ClosetItemRow, 'closetId' | 'itemId' | 'name' | 'brand' | 'price' | 'currency' | 'photos'>): PostProduct {
  const photo = item.photos?.[0];
  return {
    id: item.itemId,
    name: item.name ?? 'Untitled item',
    brand: item.brand ?? '',
    imageUrl: photo ? closetPhotoUrl(item.closetId, photo.id, 'thumb') : null,
    price: item.price ?? null,
    currency: currencyOf(item.currency),
  };
}

/** Key of a post's product in the map {@link productsOfPosts} answers. */
export const productKey = (post: { userId: string; productId: string; productSource: ProductSource }) =>
  post.productSource === 'catalogue' ? `catalogue:${post.productId}` : `closet:${post.userId}:${post.productId}`;

/**
 * The product summaries of many posts: one BatchGet of products and one of custom closet
 * items. Keyed by {@link productKey}; products gone from the catalogue / closet are absent.
 */
export async function productsOfPosts(
  posts: readonly { userId: string; productId: string; productSource: ProductSource }[],
): Promise<Map<string, PostProduct>> {
  const catalogueIds = posts.filter((p) => p.productSource === 'catalogue').map((p) => p.productId);
  const closetKeys = [
    ...new Map(
      posts
        .filter((p) => p.productSource === 'closet')
        .map((p) => [productKey(p), { closetId: p.userId, itemId: p.productId }]),
    ).values(),
  ];
  const [products, items] = await Promise.all([
    productsById(catalogueIds),
    closetKeys.length ? batchGetAll(closetKeys, (k) => db.entities.closetItem.get(k).go()) : Promise.resolve([]),
  ]);
  const out = new Map<string, PostProduct>();
  for (const product of products.values()) out.set(`catalogue:${product.id}`, productSummaryOf(product));
  for (const item of items) out.set(`closet:${item.closetId}:${item.itemId}`, closetItemSummaryOf(item));
  return out;
}
