/**
 * A person's closet, the part the catalogue needs (issue 6 'Add to Closet'; spec 02 §2.12,
 * §3 Closet and ClosetItem, §5 'Missing data', §7 closet items; §6 privacy). Every person has
 * ONE default closet whose id is their user id, created lazily exactly once. Items are ordered
 * by fractional-indexing keys (npm `fractional-indexing`): an added product goes last, and a
 * later move rewrites only the moved item.
 */
import { generateKeyBetween } from 'fractional-indexing';
import type * as z from 'zod';
import {
  CLOSET_ERRORS,
  MAX_CLOSET_ITEMS,
  UNSECTIONED,
  type ClosetItem,
  type closetItemPageSchema,
  type addClosetItemSchema,
  type moveClosetItemSchema,
} from '@seamline/shared/contracts/closet';
import { db } from '../_core/aws-clients';
import { BadRequest, Forbidden, NotFound } from '../_core/http-errors';
import { isConditionalFailure } from '../_core/db-errors';
import { DEFAULT_PAGE_SIZE, withCursor } from '../people/pages';
import { privacyById } from '../people/people-reads';
import { assertCanSeePerson } from '../people/visibility';
import { PEOPLE_ERRORS } from '@seamline/shared/contracts/people-constants';
import { productsById, requireProduct } from '../catalogue/catalogue-reads';
import { writeTransaction } from '../collections/transactions';
import { closetItemDto, productItemId, type ClosetItemRow } from './closet-views';
import { deleteClosetPhotos } from './photos-access';
import { ownerItemDto, priceOfItem, summaryOfRow, wearRowsOf } from './wear-summaries';

type AddRequest = z.output<typeof addClosetItemSchema>;
type ClosetItemPage = z.infer<typeof closetItemPageSchema>;

/** Message of the 403 for someone else's closet that is not shown publicly. */
export const CLOSET_PRIVATE = CLOSET_ERRORS.closetPrivate;

/** `Closet.sectionIndexVersion` meaning "every item has `sectionId`, so gsi2 lists them all". */
export const SECTION_INDEX_VERSION = 1;
/** Items read per gsi1 page by `repairSectionIndex`. */
const REPAIR_PAGE_SIZE = 100;

/**
 * Lazy, idempotent repair of a closet made before issue 7: its items without `sectionId` have no
 * gsi2 keys, so the organizer's 'My Items' (`?sectionId=unsectioned`) would not list them. Pages
 * through the closet in order (gsi1, `REPAIR_PAGE_SIZE` per Query, at most
 * MAX_CLOSET_ITEMS / REPAIR_PAGE_SIZE + 1 pages) and gives each such item `sectionId =
 * UNSECTIONED` with ONE UpdateItem each through ElectroDB (it composes the gsi2 keys; `order` is
 * written back unchanged because gsi2's sort key needs it), condition
 * `attribute_not_exists(sectionId)` — a concurrent move or delete wins. Then sets
 * `Closet.sectionIndexVersion` (condition `attribute_not_exists`), so later reads skip this.
 * Refused conditions are ignored (another request did it). Returns how many items it wrote.
 */
export async function repairSectionIndex(closetId: string): Promise<number> {
  let cursor: string | null = null;
  let repaired = 0;
  for (let pages = 0; pages <= Math.ceil(MAX_CLOSET_ITEMS / REPAIR_PAGE_SIZE); pages++) {
    const page: { data: { itemId: string; order: string; sectionId?: string }[]; cursor: string | null } = await db.entities.closetItem.query
      .inOrder({ closetId })
      .go({ limit: REPAIR_PAGE_SIZE, cursor, attributes: ['itemId', 'order', 'sectionId'] });
    for (const row of page.data.filter((r) => r.sectionId === undefined)) {
      try {
        await db.entities.closetItem
          .patch({ closetId, itemId: row.itemId })
          .set({ sectionId: UNSECTIONED, order: row.order })
          .where((a, op) => op.notExists(a.sectionId))
          .go({ response: 'none' });
        repaired++;
      } catch (error) {
        if (!isConditionalFailure(error)) throw error;
      }
    }
    cursor = page.cursor;
    if (!cursor) break;
  }
  if (cursor) return repaired; // not all read (cannot happen within MAX_CLOSET_ITEMS): the next read continues
  try {
    await db.entities.closet
      .patch({ closetId })
      .set({ sectionIndexVersion: SECTION_INDEX_VERSION })
      .where((a, op) => op.notExists(a.sectionIndexVersion))
      .go({ response: 'none' });
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
  return repaired;
}

/**
 * Make `userId`'s default closet if it does not exist yet: one consistent GetItem, and when
 * missing a create with `attribute_not_exists` (a refusal means a concurrent request made it).
 */
export async function ensureDefaultCloset(userId: string, now = new Date()): Promise<void> {
  const { data } = await db.entities.closet.get({ closetId: userId }).go({ consistent: true });
  if (data) return;
  try {
    await db.entities.closet.create({ closetId: userId, userId, createdAt: now.toISOString(), sectionIndexVersion: SECTION_INDEX_VERSION }).go();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
}

/** The order key after the closet's current last item (gsi1 Query descending, Limit 1). */
export async function nextOrderKey(closetId: string): Promise<string> {
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
  if (before) return { created: false, item: await ownerItemDto(before, product, now) };
  await ensureDefaultCloset(callerId, now);
  let row: ClosetItemRow | undefined;
  const { canceled, reasons } = await createClosetItemWithCount(async () => {
    row = {
      ...key,
      userId: callerId,
      productId,
      sectionId: UNSECTIONED,
      order: await nextOrderKey(closetId),
      ...(request.notes ? { notes: request.notes } : {}),
      savedAt: now.toISOString(),
    };
    return row;
  });
  if (!canceled && row) return { created: true, item: await ownerItemDto(row, product, now) };
  if (reasons[1]?.code === 'ConditionalCheckFailed') throw new BadRequest(CLOSET_ERRORS.closetFull);
  const after = reasons[0]?.code === 'ConditionalCheckFailed' ? await existing() : null;
  if (after) return { created: false, item: await ownerItemDto(after, product, now) };
  throw new Error(`Closet item transaction cancelled: ${reasons.map((r) => r.code ?? '?').join(', ')}`);
}

/**
 * Create a closet item and count it in ONE TransactWriteItems: ClosetItem create
 * (`attribute_not_exists`) + Closet `ADD itemCount 1` on the condition `itemCount <
 * MAX_CLOSET_ITEMS` (5,000). The closet must exist (`ensureDefaultCloset`). `build` is called
 * anew on each conflict retry (it may recompute the order key).
 * @returns the outcome: `reasons[0]` ConditionalCheckFailed = the item exists, `reasons[1]` = closet full.
 */
export async function createClosetItemWithCount(build: () => Promise<ClosetItemRow>) {
  return writeTransaction(async () => {
    const item = await build();
    return db.transaction
      .write(({ closetItem, closet }) => [
        closetItem.create(item).commit(),
        closet
          .patch({ closetId: item.closetId })
          .add({ itemCount: 1 })
          .where((a, op) => op.lt(a.itemCount, MAX_CLOSET_ITEMS))
          .commit(),
      ])
      .go();
  });
}

/**
 * Who may read a closet (closetId = its owner's user id): its owner always; others only when the
 * owner exists and is visible to them (no block either way, not suspended: issue 33 §1) and the
 * owner's privacy has `publicDisplay`. Reads (others only): privacy GetItem, user GetItem and
 * one Query of the pair's Block rows, in parallel.
 * @throws NotFound (404) 'User not found' when the owner does not exist or is hidden from the
 *   viewer (so a block answers exactly like a missing person); Forbidden (403) 'This closet is
 *   private'.
 */
export async function assertCanViewCloset(viewerId: string, closetId: string): Promise<void> {
  if (viewerId === closetId) return;
  const [privacy] = await Promise.all([
    privacyById([closetId]),
    assertCanSeePerson(viewerId, closetId, PEOPLE_ERRORS.userNotFound),
  ]);
  if (!privacy.get(closetId)?.publicDisplay) throw new Forbidden(CLOSET_PRIVATE);
}

/**
 * One page of a closet's items in closet order, with the total (`Closet.itemCount`, 0 before the
 * closet exists) and each item's product. The owner always sees it; anyone else only when the
 * owner's privacy settings have `publicDisplay` (default false).
 * Reads: privacy, user and block reads (others only, `assertCanViewCloset`), Closet GetItem, one gsi1/gsi2 Query (≤ limit), one BatchGet
 * of products and — for the owner only — one BatchGet of the page's ItemWear rows in parallel
 * (each item's wear summary, issue 34 §4; others get null wear fields).
 * With `sectionId` on a closet without `sectionIndexVersion` (made before issue 7) it first runs
 * `repairSectionIndex` once, then reads again.
 * @throws NotFound (404) 'User not found' (owner missing or hidden from the viewer); Forbidden
 *   (403) 'This closet is private'; BadRequest (400) 'Invalid cursor'.
 */
export async function listClosetItems(
  viewerId: string,
  closetId: string,
  { cursor, limit = DEFAULT_PAGE_SIZE, sectionId }: { cursor?: string; limit?: number; sectionId?: string },
): Promise<ClosetItemPage> {
  await assertCanViewCloset(viewerId, closetId);
  const query = sectionId
    ? db.entities.closetItem.query.bySection({ closetId, sectionId })
    : db.entities.closetItem.query.inOrder({ closetId });
  const read = () => withCursor(cursor, query, (q, c) => q.go({ order: 'asc', limit, cursor: c }));
  let [closet, page] = await Promise.all([db.entities.closet.get({ closetId }).go(), read()]);
  if (sectionId && closet.data && closet.data.sectionIndexVersion === undefined) {
    // A pre-issue-7 closet: its old items have no gsi2 keys yet (once per closet; then read again).
    await repairSectionIndex(closetId);
    [closet, page] = await Promise.all([db.entities.closet.get({ closetId }).go(), read()]);
  }
  const productIds = page.data.flatMap((r) => (r.productId ? [r.productId] : []));
  // The owner's wear log (issue 34 §4): ONE BatchGet of the page's ItemWear rows, beside the products'.
  const owner = viewerId === closetId;
  const [products, wears] = await Promise.all([
    productsById(productIds),
    owner ? wearRowsOf(closetId, page.data.map((r) => r.itemId)) : Promise.resolve(null),
  ]);
  const now = new Date();
  return {
    items: page.data.map((r) => {
      const product = (r.productId && products.get(r.productId)) || null;
      const wear = wears ? summaryOfRow(wears.get(r.itemId), priceOfItem(r, product), now) : null;
      return closetItemDto(r, product, wear);
    }),
    nextCursor: page.cursor,
    total: Math.max(0, closet.data?.itemCount ?? 0),
  };
}

/** One of the caller's items (their closet's id is their user id). @throws NotFound 'Item not found'. */
export async function requireOwnItem(callerId: string, itemId: string): Promise<ClosetItemRow> {
  const { data } = await db.entities.closetItem.get({ closetId: callerId, itemId }).go({ consistent: true });
  if (!data) throw new NotFound(CLOSET_ERRORS.itemNotFound);
  return data;
}

/** `null`/`unsectioned` → UNSECTIONED; a section id must be one of the caller's. @throws NotFound 'Section not found'. */
export async function resolveSection(callerId: string, sectionId: string | null | undefined): Promise<string> {
  if (!sectionId || sectionId === UNSECTIONED) return UNSECTIONED;
  const { data } = await db.entities.closetSection.get({ closetId: callerId, sectionId }).go();
  if (!data) throw new NotFound(CLOSET_ERRORS.sectionNotFound);
  return sectionId;
}

/**
 * Move one of the caller's items (spec 02 §4 Closet reorder, ONE write instead of renumbering):
 * a new fractional `order` key (computed by the client between its new neighbours) and/or a
 * section. Writes: ONE UpdateItem of this item (`order`, `sectionId`, `updatedAt`, so both index
 * keys are rebuilt), condition `attribute_exists`. Answers the item with its product and the
 * owner's wear summary (one BatchGet of its ItemWear beside the product's).
 * @throws NotFound 'Item not found' / 'Section not found'; BadRequest 'Invalid order'.
 */
export async function moveClosetItem(
  callerId: string,
  itemId: string,
  body: z.output<typeof moveClosetItemSchema>,
  now = new Date(),
): Promise<ClosetItem> {
  if (body.order !== undefined) {
    try {
      generateKeyBetween(body.order, null);
    } catch {
      throw new BadRequest(CLOSET_ERRORS.invalidOrder);
    }
  }
  const row = await requireOwnItem(callerId, itemId);
  const sectionId = body.sectionId === undefined ? row.sectionId ?? UNSECTIONED : await resolveSection(callerId, body.sectionId);
  const order = body.order ?? row.order;
  try {
    await db.entities.closetItem
      .patch({ closetId: callerId, itemId })
      .set({ order, sectionId, updatedAt: now.toISOString() })
      .go({ response: 'none' });
  } catch (error) {
    if (isConditionalFailure(error)) throw new NotFound(CLOSET_ERRORS.itemNotFound);
    throw error;
  }
  // The owner's item as the list shows it, wear summary included (issue 34 §4): the web puts this
  // answer into its cached list, and an item without one would lose its wear log there.
  const [products, wears] = await Promise.all([row.productId ? productsById([row.productId]) : Promise.resolve(null), wearRowsOf(callerId, [itemId])]);
  const product = (row.productId && products?.get(row.productId)) || null;
  const wear = summaryOfRow(wears.get(itemId), priceOfItem(row, product), now);
  return closetItemDto({ ...row, order, sectionId, updatedAt: now.toISOString() }, product, wear);
}

/**
 * Delete one of the caller's items: ONE TransactWriteItems of the item delete (condition exists)
 * + Closet `ADD itemCount -1` + its ItemWear delete (wear log, issue 34 §4), then its photos' objects (best effort).
 * @throws NotFound 'Item not found' (missing, or someone else's).
 */
export async function deleteClosetItem(callerId: string, itemId: string): Promise<{ deleted: true }> {
  const row = await requireOwnItem(callerId, itemId);
  const { canceled } = await writeTransaction(() =>
    db.transaction
      .write(({ closetItem, closet, itemWear }) => [
        closetItem
          .delete({ closetId: callerId, itemId })
          .where((a, op) => op.exists(a.itemId))
          .commit(),
        closet.patch({ closetId: callerId }).add({ itemCount: -1 }).commit(),
        // Its wear log goes with it (issue 34 §4): a catalogue product added again starts afresh.
        itemWear.delete({ userId: callerId, itemId }).commit(),
      ])
      .go(),
  );
  if (canceled) throw new NotFound(CLOSET_ERRORS.itemNotFound);
  await deleteClosetPhotos(callerId, (row.photos ?? []).map((p) => p.id));
  return { deleted: true };
}
