/**
 * Reads of the catalogue area: products by id (GetItem / BatchGetItem), a person's body for
 * the fit score, and the newest products (Product gsi2). Every read is a Get, BatchGet or
 * Query on a designed key (ARCHITECTURE §5), bounded by the ids or the Limit asked for.
 */
import type { EntityItem } from 'electrodb';
import type { Product as ProductEntity } from '@seamline/shared/db/entities/product';
import type { Product } from '@seamline/shared/contracts/catalogue';
import { CATALOGUE_ERRORS } from '@seamline/shared/contracts/catalogue';
import { productDtoOf, type ProductItem } from '@seamline/shared/db/catalogue-items';
import type { FitBodyCm } from '@seamline/shared/domain/catalogue/product-fit';
import { db } from '../_core/aws-clients';
import { NotFound } from '../_core/http-errors';
import { batchGetAll, type MeasurementsItem } from '../people/people-reads';

export type ProductEntityItem = EntityItem<typeof ProductEntity>;

/** A stored Product item as the API's Product DTO (the one mapping in shared/db/catalogue-items.ts). */
export const toProduct = (item: ProductEntityItem): Product => productDtoOf(item as ProductItem);

/** One product, or null. */
export async function productById(productId: string): Promise<Product | null> {
  const { data } = await db.entities.product.get({ productId }).go();
  return data ? toProduct(data) : null;
}

/**
 * One product.
 * @throws NotFound (404) 'Product not found'.
 */
export async function requireProduct(productId: string): Promise<Product> {
  const product = await productById(productId);
  if (!product) throw new NotFound(CATALOGUE_ERRORS.productNotFound);
  return product;
}

/**
 * The ids among `productIds` that `userId` likes: their Interaction (user, product, `like`) items,
 * which the Discover like toggle writes (`POST /api/interactions`) and deletes (`DELETE`). ONE
 * BatchGetItem for up to 100 distinct ids (a feed page has ≤ 25), keys only; unprocessed keys retried.
 */
export async function likedProductIds(userId: string, productIds: readonly string[]): Promise<Set<string>> {
  const keys = [...new Set(productIds)].map((productId): { userId: string; productId: string; type: 'like' | 'share' | 'view' } => ({ userId, productId, type: 'like' }));
  if (keys.length === 0) return new Set();
  const items = await batchGetAll(keys, (k) => db.entities.interaction.get(k).go({ attributes: ['productId'] }));
  return new Set(items.map((i) => i.productId));
}

/** Products by id (BatchGetItem in chunks of 100); ids that do not exist are absent from the map. */
export async function productsById(ids: readonly string[]): Promise<Map<string, Product>> {
  const keys = [...new Set(ids)].map((productId) => ({ productId }));
  if (keys.length === 0) return new Map();
  const items = await batchGetAll(keys, (k) => db.entities.product.get(k).go());
  return new Map(items.map((item) => [item.productId, toProduct(item)]));
}

/** The newest products of the whole catalogue (Product gsi2, descending), at most `limit`. */
export async function newestProducts(
  limit: number,
): Promise<{ product: Product; listedAt: string }[]> {
  const { data } = await db.entities.product.query
    .all({ catalogue: 'all' })
    .go({ order: 'desc', limit });
  return data.map((item) => ({ product: toProduct(item), listedAt: item.listedAt }));
}

/**
 * The body the fit score uses from a Measurements item: the canonical cm circumferences and
 * the measurements' own confidence. Null without measurements (the spec's default result).
 */
export function fitBodyOf(measurements: MeasurementsItem | null): FitBodyCm | null {
  if (!measurements) return null;
  return {
    bustCm: measurements.bustCm ?? null,
    waistCm: measurements.waistCm ?? null,
    hipsCm: measurements.hipsCm ?? null,
    confidence: measurements.confidence ?? 'medium',
  };
}
