/**
 * A person's activity on products (spec 02 §3 RecentFind, Interaction; §7 recent-finds,
 * interactions).
 *
 * - `POST /api/interactions` {productId, type, userId?, source}: the Interaction item of
 *   (caller, product, type) gets `ADD count 1`, `lastAt`, and `firstAt` when absent (one
 *   UpdateItem, so repeated views do not grow the table); the RecentFind of (caller, product)
 *   is put (overwritten: no duplicates in the list) with `interactionType = type` and a TTL of
 *   RECENT_FIND_TTL_DAYS. The first like of a product reaches the `product-trends` processor.
 * - `GET /api/recent-finds/{userId}`: RecentFind gsi1, newest first, one page; the products
 *   BatchGet (products that vanished are skipped).
 */
import type * as z from 'zod';
import {
  RECENT_FIND_TTL_DAYS,
  type interactionResultSchema,
  type recentFindPageSchema,
} from '@seamline/shared/contracts/catalogue';
import { db } from '../_core/aws-clients';
import { Forbidden, NotFound, assertOwner } from '../_core/http-errors';
import { CATALOGUE_ERRORS } from '@seamline/shared/contracts/catalogue';
import { DEFAULT_PAGE_SIZE, withCursor } from '../people/pages';
import { productsById } from './catalogue-reads';

type RecentFindPage = z.infer<typeof recentFindPageSchema>;
type InteractionResult = z.infer<typeof interactionResultSchema>;
export type InteractionType = InteractionResult['type'];

const DAY_SECONDS = 24 * 60 * 60;

/** Epoch seconds at which a recent find recorded at `now` expires (DynamoDB TTL). */
export const recentFindTtl = (now: Date) =>
  Math.floor(now.getTime() / 1000) + RECENT_FIND_TTL_DAYS * DAY_SECONDS;

/**
 * Record the caller's `type` interaction with a product (module doc).
 * @returns the product, the type and whether the caller likes the product (a like item exists).
 * @throws Forbidden (403) when `userId` is sent and is not the caller.
 * @throws NotFound (404) 'Product not found'.
 */
export async function recordInteraction(
  callerId: string,
  input: { productId: string; type: InteractionType; userId?: string; source: string },
  now = new Date(),
): Promise<InteractionResult> {
  if (input.userId !== undefined && input.userId !== callerId) throw new Forbidden();
  const { productId, type, source } = input;
  const key = { userId: callerId, productId };
  const [product, likeItem] = await Promise.all([
    db.entities.product.get({ productId }).go({ attributes: ['productId'] }),
    type === 'like'
      ? Promise.resolve(null)
      : db.entities.interaction.get({ ...key, type: 'like' }).go({ attributes: ['count'] }),
  ]);
  if (!product.data) throw new NotFound(CATALOGUE_ERRORS.productNotFound);
  const at = now.toISOString();
  await Promise.all([
    db.entities.interaction
      .update({ ...key, type })
      .data((a, op) => {
        op.add(a.count, 1);
        op.set(a.lastAt, at);
        op.ifNotExists(a.firstAt, at);
      })
      .go({ response: 'none' }),
    db.entities.recentFind
      .put({ ...key, interactionType: type, source, viewedAt: at, ttl: recentFindTtl(now) })
      .go({ response: 'none' }),
  ]);
  return { productId, type, liked: type === 'like' || likeItem?.data != null };
}

/**
 * `DELETE /api/interactions` {userId?, productId, type: 'like'}: the caller no longer likes the
 * product (issue 18: the Discover like is a toggle). Deletes the Interaction (caller, product,
 * `like`) item; a like never given (or a product that left the catalogue) is a no-op 200. The
 * RecentFind stays (it records that the product was seen). The `product-trends` processor
 * counts likes at their first INSERT only, so 'Trending Now' keeps an un-liked like until its
 * 7-day signal expires.
 * @returns {productId, type: 'like', liked: false}.
 * @throws Forbidden (403) when `userId` is sent and is not the caller.
 */
export async function removeInteraction(
  callerId: string,
  input: { productId: string; type: 'like'; userId?: string },
): Promise<InteractionResult> {
  if (input.userId !== undefined && input.userId !== callerId) throw new Forbidden();
  const { productId, type } = input;
  await db.entities.interaction.delete({ userId: callerId, productId, type }).go({ response: 'none' });
  return { productId, type, liked: false };
}

/**
 * One page of the caller's recent finds, newest first (module doc).
 * @throws Forbidden (403) for another person's id.
 * @throws BadRequest (400) 'Invalid cursor'.
 */
export async function recentFinds(
  callerId: string,
  userId: string,
  { cursor, limit = DEFAULT_PAGE_SIZE }: { cursor?: string; limit?: number },
): Promise<RecentFindPage> {
  assertOwner(callerId, userId);
  const page = await withCursor(
    cursor,
    db.entities.recentFind.query.newestOfUser({ userId }),
    (q, c) => q.go({ order: 'desc', limit, cursor: c }),
  );
  const products = await productsById(page.data.map((f) => f.productId));
  return {
    items: page.data.flatMap((f) => {
      const product = products.get(f.productId);
      return product
        ? [
            {
              productId: f.productId,
              interactionType: f.interactionType,
              source: f.source ?? 'discover',
              viewedAt: f.viewedAt,
              product,
            },
          ]
        : [];
    }),
    nextCursor: page.cursor,
  };
}
