/**
 * A person's closet, the part the catalogue needs (issue 6 'Add to Closet'; spec 02 §2.12,
 * §3 Closet and ClosetItem, §5 'Missing data', §7 closet items; §6 privacy). Every person has
 * ONE default closet whose id is their user id, created lazily exactly once. Items are ordered
 * by fractional-indexing keys (npm `fractional-indexing`): an added product goes last, and a
 * later move rewrites only the moved item.
 */
import { generateKeyBetween } from 'fractional-indexing';
import type * as z from 'zod';
import { CLOSET_ERRORS, type ClosetItem, type closetItemPageSchema } from '@seamline/shared/contracts/closet';
import type { addClosetItemSchema } from '@seamline/shared/contracts/closet';
import { db } from '../_core/aws-clients';
import { BadRequest, Forbidden } from '../_core/http-errors';
import { isConditionalFailure } from '../_core/db-errors';
import { DEFAULT_PAGE_SIZE, withCursor } from '../people/pages';
import { privacyById } from '../people/people-reads';
import { productsById, requireProduct } from '../catalogue/catalogue-reads';
import { writeTransaction } from '../collections/transactions';
import { closetItemDto, productItemId, type ClosetItemRow } from './closet-views';

type AddRequest = z.output<typeof addClosetItemSchema>;
type ClosetItemPage = z.infer<typeof closetItemPageSchema>;

/** Message of the 403 for someone else's closet that is not shown publicly. */
export const CLOSET_PRIVATE = 'This closet is private';

/**
 * Make `userId`'s default closet if it does not exist yet: one consistent GetItem, and when
 * missing a create with `attribute_not_exists` (a refusal means a concurrent request made it).
 */
export async function ensureDefaultCloset(userId: string, now = new Date()): Promise<void> {
  const { data } = await db.entities.closet.get({ closetId: userId }).go({ consistent: true });
  if (data) return;
  try {
    await db.entities.closet.create({ closetId: userId, userId, createdAt: now.toISOString() }).go();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
}

/** The order key after the closet's current last item (gsi1 Query descending, Limit 1). */
async function nextOrderKey(closetId: string): Promise<string> {
  const { data } = await db.entities.closetItem.query
    .inOrder({ closetId })
    .go({ order: 'desc', limit: 1, attributes: ['order'] });
  return generateKeyBetween(data[0]?.order ?? null, null);
}

/**
 * Add a catalogue product to the caller's own closet, last in order.
 * Writes: the closet once (lazily), then ONE TransactWriteItems of ClosetItem create
 * `attribute_not_exists` (item id `p-<productId>`) + Closet `ADD itemCount 1` (conflicts retried).
 * @returns `created: true` and the new item, or `created: false` and the item already there.
 * @throws Forbidden (403) 'You can only add items to your own closet' when `closetId` is not
 *   the caller's; BadRequest (400) 'Missing data' without a product; NotFound (404) 'Product not found'.
 */
export async function addClosetItem(
  callerId: string,
  closetId: string,
  request: AddRequest,
  now = new Date(),
): Promise<{ created: boolean; item: ClosetItem }> {
  if (closetId !== callerId) throw new Forbidden(CLOSET_ERRORS.notYourCloset);
  const { productId } = request;
  if (!productId) throw new BadRequest(CLOSET_ERRORS.missingData);
  const product = await requireProduct(productId);
  const key = { closetId, itemId: productItemId(productId) };
  const existing = async () => (await db.entities.closetItem.get(key).go({ consistent: true })).data;
  const before = await existing();
  if (before) return { created: false, item: closetItemDto(before, product) };
  await ensureDefaultCloset(callerId, now);
  let row: ClosetItemRow | undefined;
  const { canceled, reasons } = await writeTransaction(async () => {
    row = {
      ...key,
      userId: callerId,
      productId,
      order: await nextOrderKey(closetId),
      ...(request.notes ? { notes: request.notes } : {}),
      savedAt: now.toISOString(),
    };
    const item = row;
    return db.transaction
      .write(({ closetItem, closet }) => [
        closetItem.create(item).commit(),
        closet.patch({ closetId }).add({ itemCount: 1 }).commit(),
      ])
      .go();
  });
  if (!canceled && row) return { created: true, item: closetItemDto(row, product) };
  const after = reasons[0]?.code === 'ConditionalCheckFailed' ? await existing() : null;
  if (after) return { created: false, item: closetItemDto(after, product) };
  throw new Error(`Closet item transaction cancelled: ${reasons.map((r) => r.code ?? '?').join(', ')}`);
}

/**
 * One page of a closet's items in closet order, with the total (`Closet.itemCount`, 0 before the
 * closet exists) and each item's product. The owner always sees it; anyone else only when the
 * owner's privacy settings have `publicDisplay` (default false).
 * Reads: privacy GetItem (others only), Closet GetItem, one gsi1 Query (≤ limit), one BatchGet.
 * @throws Forbidden (403) 'This closet is private'; BadRequest (400) 'Invalid cursor'.
 */
export async function listClosetItems(
  viewerId: string,
  closetId: string,
  { cursor, limit = DEFAULT_PAGE_SIZE }: { cursor?: string; limit?: number },
): Promise<ClosetItemPage> {
  if (viewerId !== closetId) {
    const privacy = (await privacyById([closetId])).get(closetId);
    if (!privacy?.publicDisplay) throw new Forbidden(CLOSET_PRIVATE);
  }
  const [closet, page] = await Promise.all([
    db.entities.closet.get({ closetId }).go(),
    withCursor(cursor, db.entities.closetItem.query.inOrder({ closetId }), (q, c) =>
      q.go({ order: 'asc', limit, cursor: c }),
    ),
  ]);
  const productIds = page.data.flatMap((r) => (r.productId ? [r.productId] : []));
  const products = await productsById(productIds);
  return {
    items: page.data.map((r) => closetItemDto(r, (r.productId && products.get(r.productId)) || null)),
    nextCursor: page.cursor,
    total: Math.max(0, closet.data?.itemCount ?? 0),
  };
}
