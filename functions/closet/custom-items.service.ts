/**
 * Custom closet items and the Edit Item form (issue 7; spec 02 §2.3 Add custom item, §2.4 Edit
 * Item, §3 ClosetItem and custom item form, §5 validation, §9 at most 3 photos per item).
 * Photos arrive as presigned uploads (`uploads/closet/<userId>/<uuid>`) and are stored re-encoded
 * by `photo-processing.ts` before the item write; a write that fails deletes them again.
 */
import { takeLimited } from '../_core/rate-limit';
import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import {
  CLOSET_ERRORS,
  type ClosetItem,
  type createCustomItemSchema,
  type updateCustomItemSchema,
} from '@seamline/shared/contracts/closet';
import { db } from '../_core/aws-clients';
import { isConditionalFailure } from '../_core/db-errors';
import { BadRequest, Conflict, Forbidden, NotFound } from '../_core/http-errors';
import { productsById } from '../catalogue/catalogue-reads';
import {
  createClosetItemWithCount,
  ensureDefaultCloset,
  nextOrderKey,
  requireOwnItem,
  resolveSection,
} from './closet.service';
import type { ClosetItemRow } from './closet-views';
import { ownerItemDto } from './wear-summaries';
import { storeClosetPhotos, type StoredPhoto } from './photo-processing';
import { deleteClosetPhotos } from './photos-access';

type CreateRequest = z.output<typeof createCustomItemSchema>;
type UpdateRequest = z.output<typeof updateCustomItemSchema>;

/** Message of the 409 when the item changed between the read and the write of an edit. */
export const ITEM_CHANGED = 'This item was changed meanwhile. Please reload it and try again.';

/** Item id of a custom item. */
export const customItemId = () => `c-${randomUUID()}`;

/** The form's optional fields, split into values to set and attributes to remove (null = cleared). */
function formFields(body: CreateRequest | UpdateRequest): { set: Partial<ClosetItemRow>; remove: (keyof ClosetItemRow)[] } {
  const values = {
    name: body.name,
    size: body.size,
    category: body.category,
    color: body.color,
    brand: body.brand,
    price: body.price,
    currency: body.currency,
    purchaseDate: body.purchaseDate,
    storeUrl: body.storeUrl,
    notes: body.notes,
    fitRating: body.fitRating,
  };
  const set: Partial<ClosetItemRow> = {};
  const remove: (keyof ClosetItemRow)[] = [];
  for (const [k, v] of Object.entries(values) as [keyof typeof values, unknown][]) {
    if (v === null || v === undefined) remove.push(k);
    else (set as Record<string, unknown>)[k] = v;
  }
  return { set, remove };
}

/**
 * Create a custom item in the caller's own closet, last in closet order (spec 02 §2.3).
 * Steps: section check (GetItem), closet made lazily, the photos stored in parallel (GetObject
 * + 2 PutObjects + DeleteObject each), then ONE TransactWriteItems: ClosetItem create `c-<uuid>`
 * + Closet `ADD itemCount 1` (closet-full condition). When the write fails the stored photos
 * are deleted.
 * @throws Forbidden (403) 'You can only change your own closet'; NotFound (404) 'Section not
 *   found'; BadRequest (400) 'Invalid file type' / 'A photo upload was not found…' / the
 *   closet-full message; TooManyRequests (429) past `RATE_LIMITS.customItem` (20 a minute).
 */
export async function createCustomItem(
  callerId: string,
  closetId: string,
  body: CreateRequest,
  now = new Date(),
): Promise<ClosetItem> {
  if (closetId !== callerId) throw new Forbidden(CLOSET_ERRORS.notYourCloset);
  await takeLimited('customItem', callerId, now);
  const sectionId = await resolveSection(callerId, body.sectionId);
  await ensureDefaultCloset(callerId, now);
  const photos = await storeClosetPhotos(callerId, body.photoKeys);
  const { set } = formFields(body);
  const itemId = customItemId();
  let row: ClosetItemRow | undefined;
  try {
    const { canceled, reasons } = await createClosetItemWithCount(async () => {
      row = {
        ...set,
        closetId,
        itemId,
        userId: callerId,
        sectionId,
        order: await nextOrderKey(closetId),
        photos,
        savedAt: now.toISOString(),
      } as ClosetItemRow;
      return row;
    });
    if (canceled) {
      if (reasons[1]?.code === 'ConditionalCheckFailed') throw new BadRequest(CLOSET_ERRORS.closetFull);
      throw new Error(`Custom item transaction cancelled: ${reasons.map((r) => r.code ?? '?').join(', ')}`);
    }
  } catch (error) {
    await deleteClosetPhotos(callerId, photos.map((p) => p.id));
    throw error;
  }
  return ownerItemDto(row!, null, now);
}

/**
 * Edit one of the caller's items (spec 02 §2.4), custom or catalogue (on a catalogue item the
 * values override the product's on display). `photos.keep` are ids of the item's current photos
 * in display order, `photos.add` new uploads (appended); at most 3 in all (also checked by the
 * schema). Writes: the new photos, then ONE UpdateItem conditioned on the photos list read
 * (optimistic: a concurrent edit fails it), then the removed photos' objects are deleted.
 * @throws Forbidden (403) when `closetId` is not the caller's; NotFound (404) 'Item not found';
 *   BadRequest (400) 'Photo not found' (a kept id the item does not have), 'You can upload a
 *   maximum of 3 photos total', photo errors; Conflict (409) when the item changed meanwhile.
 */
export async function updateCustomItem(
  callerId: string,
  closetId: string,
  itemId: string,
  body: UpdateRequest,
  now = new Date(),
): Promise<ClosetItem> {
  if (closetId !== callerId) throw new Forbidden(CLOSET_ERRORS.notYourCloset);
  const row = await requireOwnItem(callerId, itemId);
  const current = row.photos ?? [];
  const byId = new Map(current.map((p) => [p.id, p]));
  const { keep, add } = body.photos;
  if (new Set(keep).size !== keep.length || keep.some((id) => !byId.has(id))) {
    throw new BadRequest(CLOSET_ERRORS.photoNotFound);
  }
  if (keep.length + add.length > 3) throw new BadRequest(CLOSET_ERRORS.tooManyPhotos);
  const added = await storeClosetPhotos(callerId, add);
  const photos: StoredPhoto[] = [
    ...keep.map((id) => {
      const p = byId.get(id)!;
      return { id: p.id, width: p.width, height: p.height };
    }),
    ...added,
  ];
  const { set, remove } = formFields(body);
  const updatedAt = now.toISOString();
  try {
    const patch = db.entities.closetItem.patch({ closetId: callerId, itemId }).set({ ...set, photos, updatedAt });
    await (remove.length > 0 ? patch.remove(remove as never) : patch)
      .where((a, op) => (row.photos === undefined ? op.notExists(a.photos) : op.eq(a.photos, current)))
      .go({ response: 'none' });
  } catch (error) {
    await deleteClosetPhotos(callerId, added.map((p) => p.id));
    if (!isConditionalFailure(error)) throw error;
    const still = (await db.entities.closetItem.get({ closetId: callerId, itemId }).go({ consistent: true })).data;
    if (!still) throw new NotFound(CLOSET_ERRORS.itemNotFound);
    throw new Conflict(ITEM_CHANGED);
  }
  const removed = current.filter((p) => !keep.includes(p.id)).map((p) => p.id);
  await deleteClosetPhotos(callerId, removed);
  const updated: ClosetItemRow = { ...row, ...set, photos, updatedAt };
  for (const k of remove) delete (updated as Record<string, unknown>)[k];
  const product = row.productId ? ((await productsById([row.productId])).get(row.productId) ?? null) : null;
  return ownerItemDto(updated, product, now);
}
