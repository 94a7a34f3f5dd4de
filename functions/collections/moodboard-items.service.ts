/**
 * Products on moodboards (spec 02 §2.13 Save Item dialog → moodboard step, §3 MoodboardItem,
 * §7 moodboard items; issue 6 cover image from the first item). A product is on a board at most
 * once; the item and the board's `itemCount` / `coverImage` change in ONE TransactWriteItems,
 * so the count is exact under concurrent adds and the cover is the first item's main image.
 */
import type * as z from 'zod';
import {
  MAX_MOODBOARD_ITEMS,
  MISSING_DATA,
  MOODBOARD_ERRORS,
  type addMoodboardItemSchema,
  type MoodboardItem,
  type moodboardItemPageSchema,
} from '@seamline/shared/contracts/collections';
import { db } from '../_core/aws-clients';
import { BadRequest, NotFound } from '../_core/http-errors';
import { DEFAULT_PAGE_SIZE, withCursor } from '../people/pages';
import { productsById, requireProduct } from '../catalogue/catalogue-reads';
import { moodboardItemDto, withProducts } from './collection-views';
import { moodboardById, requireOwnBoard, requireVisibleBoard } from './moodboard-access';
import { writeTransaction } from './transactions';
import { isConditionalFailure } from '../_core/db-errors';
import type { PageInput } from './collection.service';

type AddItem = z.output<typeof addMoodboardItemSchema>;
type ItemPage = z.infer<typeof moodboardItemPageSchema>;

/**
 * Add `request.productId` to the caller's board `moodboardId`.
 * Reads: GetItem board, GetItem product; one TransactWriteItems of
 * (1) MoodboardItem create `attribute_not_exists`, (2) Moodboard update conditional on the
 * board existing, being the caller's and holding fewer than MAX_MOODBOARD_ITEMS items:
 * `ADD itemCount 1`, `SET coverImage = if_not_exists(coverImage, <product's main image>)`.
 * Write conflicts with concurrent adds are retried.
 * @returns `created: true` and the item, or `created: false` and the item already on the board.
 * @throws BadRequest (400) 'Missing data' without a product, or
 *   'A moodboard holds at most 200 items'; NotFound (404) 'Moodboard not found' (missing or
 *   someone else's private board), 'Product not found'; Forbidden (403) for someone else's
 *   public board.
 */
export async function addMoodboardItem(
  callerId: string,
  moodboardId: string,
  request: AddItem,
  now = new Date(),
): Promise<{ created: boolean; item: MoodboardItem }> {
  const { productId } = request;
  if (!productId) throw new BadRequest(MISSING_DATA);
  await requireOwnBoard(callerId, moodboardId);
  const product = await requireProduct(productId);
  const cover = product.images[0];
  const row = {
    moodboardId,
    productId,
    userId: callerId,
    sourceType: request.sourceType,
    ...(request.sourceId ? { sourceId: request.sourceId } : {}),
    ...(request.notes ? { notes: request.notes } : {}),
    addedAt: now.toISOString(),
  };
  const { canceled, reasons } = await writeTransaction(() =>
    db.transaction
      .write(({ moodboardItem, moodboard }) => [
        moodboardItem.create(row).commit(),
        moodboard
          .patch({ moodboardId })
          .data((a, op) => {
            op.add(a.itemCount, 1);
            if (cover) op.ifNotExists(a.coverImage, cover);
          })
          .where((a, op) => `${op.eq(a.userId, callerId)} AND ${op.lt(a.itemCount, MAX_MOODBOARD_ITEMS)}`)
          .commit(),
      ])
      .go(),
  );
  if (!canceled) return { created: true, item: moodboardItemDto(row, product) };
  if (reasons[0]?.code === 'ConditionalCheckFailed') {
    const { data: existing } = await db.entities.moodboardItem
      .get({ moodboardId, productId })
      .go({ consistent: true });
    if (existing) return { created: false, item: moodboardItemDto(existing, product) };
  }
  const board = await moodboardById(moodboardId);
  if (!board || board.userId !== callerId) throw new NotFound(MOODBOARD_ERRORS.notFound);
  if ((board.itemCount ?? 0) >= MAX_MOODBOARD_ITEMS) throw new BadRequest(MOODBOARD_ERRORS.boardFull);
  throw new Error(`Moodboard item transaction cancelled: ${reasons.map((r) => r.code ?? '?').join(', ')}`);
}

/**
 * One page of a board's items in the order added, each with its product.
 * Reads: GetItem board, one Query on gsi1 ascending (≤ limit rows), one BatchGet of products.
 * @throws NotFound (404) 'Moodboard not found' (missing, or someone else's private board);
 *   BadRequest (400) 'Invalid cursor'.
 */
export async function listMoodboardItems(
  viewerId: string,
  moodboardId: string,
  { cursor, limit = DEFAULT_PAGE_SIZE }: PageInput,
): Promise<ItemPage> {
  await requireVisibleBoard(viewerId, moodboardId);
  const page = await withCursor(cursor, db.entities.moodboardItem.query.inOrder({ moodboardId }), (q, c) =>
    q.go({ order: 'asc', limit, cursor: c }),
  );
  const products = await productsById(page.data.map((r) => r.productId));
  return { items: withProducts(page.data, products, moodboardItemDto), nextCursor: page.cursor };
}

/**
 * Remove `productId` from the caller's board (issue 17 §4). One TransactWriteItems: the item
 * delete (conditional on it existing) and the board's `ADD itemCount -1` (conditional on the
 * board being the caller's), so the count stays exact; then the cover becomes the first
 * remaining item's main image (or none).
 * @throws NotFound (404) 'Moodboard not found' / 'This product is not on the moodboard';
 *   Forbidden (403) for someone else's public board.
 */
export async function removeMoodboardItem(callerId: string, moodboardId: string, productId: string): Promise<{ removed: true; moodboardId: string; productId: string }> {
  await requireOwnBoard(callerId, moodboardId);
  const { canceled } = await writeTransaction(() =>
    db.transaction
      .write(({ moodboardItem, moodboard }) => [
        moodboardItem.delete({ moodboardId, productId }).where((a, op) => op.exists(a.productId)).commit(),
        moodboard
          .patch({ moodboardId })
          .data((a, op) => op.subtract(a.itemCount, 1))
          .where((a, op) => op.eq(a.userId, callerId))
          .commit(),
      ])
      .go(),
  );
  if (canceled) throw new NotFound(MOODBOARD_ERRORS.itemNotFound);
  const { data: first } = await db.entities.moodboardItem.query.inOrder({ moodboardId }).go({ limit: 1, attributes: ['productId'] });
  const cover = first[0] ? (await productsById([first[0].productId])).get(first[0].productId)?.images[0] : undefined;
  const patch = db.entities.moodboard.patch({ moodboardId });
  await (cover ? patch.set({ coverImage: cover }) : patch.remove(['coverImage'])).go().catch((error: unknown) => {
    if (!isConditionalFailure(error)) throw error; // the board was deleted meanwhile
  });
  return { removed: true, moodboardId, productId };
}
