/**
 * Catalogue reads of the collections and closet areas: the Product DTOs of saved items, board
 * items and closet items, by BatchGetItem on the Product table key (`shared/db/README.md`,
 * "Get one product; BatchGet many"). Reads grow only with the ids asked for (a page), never
 * with the catalogue.
 */
import type { Product } from '@seamline/shared/contracts/catalogue';
import { CATALOGUE_ERRORS } from '@seamline/shared/contracts/catalogue';
import { productDtoOf, type ProductItem } from '@seamline/shared/db/catalogue-items';
import { db } from '../_core/aws-clients';
import { NotFound } from '../_core/http-errors';
import { batchGetAll } from '../people/people-reads';

/** Product DTOs by id; ids of unknown (or removed) products are absent from the map. */
export async function productsById(ids: readonly string[]): Promise<Map<string, Product>> {
  const keys = [...new Set(ids)].map((productId) => ({ productId }));
  if (keys.length === 0) return new Map();
  const items = await batchGetAll(keys, (k) => db.entities.product.get(k).go());
  return new Map(items.map((p) => [p.productId, productDtoOf(p as ProductItem)]));
}

/**
 * The Product DTO of `productId` (one GetItem).
 * @throws NotFound (404) 'Product not found' for an unknown product.
 */
export async function requireProduct(productId: string): Promise<Product> {
  const { data } = await db.entities.product.get({ productId }).go();
  if (!data) throw new NotFound(CATALOGUE_ERRORS.productNotFound);
  return productDtoOf(data as ProductItem);
}
