/**
 * Saved items, the person's collection (spec 02 §2.1 Saved Items tab, §2.13 Save Item dialog,
 * §3 CollectionItem and Collection item request, §5 'Missing data', §7 collection and
 * collection-items). One CollectionItem per (person, product), written with
 * `attribute_not_exists`, so saving twice answers the existing item and duplicates nothing.
 */
import type * as z from 'zod';
import {
  MISSING_DATA,
  type CollectionItem,
  type collectionItemRequestSchema,
  type collectionPageSchema,
} from '@seamline/shared/contracts/collections';
import { db } from '../_core/aws-clients';
import { assertOwner, BadRequest } from '../_core/http-errors';
import { isConditionalFailure } from '../_core/db-errors';
import { DEFAULT_PAGE_SIZE, withCursor } from '../people/pages';
import { productsById, requireProduct } from '../catalogue/catalogue-reads';
import { collectionItemDto, withProducts } from './collection-views';

type SaveRequest = z.output<typeof collectionItemRequestSchema>;
type CollectionPage = z.infer<typeof collectionPageSchema>;

/** A cursor page request (`?cursor=&limit=`, limit 1–100 by the contract). */
export interface PageInput {
  cursor?: string;
  limit?: number;
}

/**
 * Save `request.productId` to the caller's collection.
 * Reads: one GetItem (product); writes: one conditional PutItem; a repeat adds one GetItem.
 * @returns `created: true` with the new item, or `created: false` with the item saved before
 *   (its original notes and time are kept).
 * @throws BadRequest (400) 'Missing data' without `userId` or `productId` (spec 02 §5);
 *   Forbidden (403) when `userId` is not the caller; NotFound (404) 'Product not found'.
 */
export async function saveToCollection(
  callerId: string,
  request: SaveRequest,
  now = new Date(),
): Promise<{ created: boolean; item: CollectionItem }> {
  const { userId, productId } = request;
  if (!userId || !productId) throw new BadRequest(MISSING_DATA);
  assertOwner(callerId, userId);
  const product = await requireProduct(productId);
  try {
    const { data } = await db.entities.collectionItem
      .create({
        userId,
        productId,
        sourceType: request.sourceType,
        ...(request.notes ? { notes: request.notes } : {}),
        savedAt: now.toISOString(),
      })
      .go();
    return { created: true, item: collectionItemDto(data, product) };
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
  // attribute_not_exists refused: already saved. Read the stored item back (strongly consistent).
  const { data: existing } = await db.entities.collectionItem
    .get({ userId, productId })
    .go({ consistent: true });
  if (!existing) throw new Error('Collection item refused as existing but not found');
  return { created: false, item: collectionItemDto(existing, product) };
}

/**
 * One page of `userId`'s saved items, newest first, each with its product (items whose product
 * left the catalogue are skipped). Reads: one Query on gsi1 (≤ limit rows) + one BatchGet.
 * @throws Forbidden (403) for anyone but the owner; BadRequest (400) 'Invalid cursor'.
 */
export async function listCollection(
  callerId: string,
  userId: string,
  { cursor, limit = DEFAULT_PAGE_SIZE }: PageInput,
): Promise<CollectionPage> {
  assertOwner(callerId, userId);
  const page = await withCursor(
    cursor,
    db.entities.collectionItem.query.newestOfUser({ userId }),
    (q, c) => q.go({ order: 'desc', limit, cursor: c }),
  );
  const products = await productsById(page.data.map((r) => r.productId));
  return { items: withProducts(page.data, products, collectionItemDto), nextCursor: page.cursor };
}
