/**
 * The wear log of a person's closet items (issue 34 §4): wear summaries for the closet's item
 * DTOs (owner only), a wear logged by hand and its undo, and 'Mark washed'. Rules (what counts,
 * cost per wear, wears since wash) are `shared/domain/closet/wear-log.ts`; storage is the ItemWear
 * item of (person, closet item) shared with the `outfit-stats` processor (finalized events).
 *
 * Writes are single UpdateItems on set / attribute operations (ADD / DELETE of a set element,
 * SET washedAt), so concurrent logs never lose one another and a redelivered one changes nothing;
 * each answers the row as written (`ALL_NEW`), so the summary returned is the stored one.
 */
import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import { MAX_WEARS_PER_ITEM, WEAR_ERRORS, type WearSummaryDto, type logWearSchema } from '@seamline/shared/contracts/closet-wears';
import { manualWearEntryOf, parseWearEntry } from '@seamline/shared/domain/closet/wear-log';
import { db } from '../_core/aws-clients';
import { isConditionalFailure } from '../_core/db-errors';
import { BadRequest, NotFound } from '../_core/http-errors';
import { takeLimited } from '../_core/rate-limit';
import { productsById } from '../catalogue/catalogue-reads';
import { requireOwnItem } from './closet.service';
import type { ClosetItemRow } from './closet-views';
import { summaryOfRow, type WearRow } from './wear-summaries';

/** An item's shown price: its own, else its catalogue product's (one GetItem for a catalogue item without one). */
async function priceOf(row: ClosetItemRow): Promise<number | null> {
  if (row.price != null) return row.price;
  if (!row.productId) return null;
  return (await productsById([row.productId])).get(row.productId)?.price ?? null;
}

/** UTC day (YYYY-MM-DD) of `at` plus `days`. */
const utcDay = (at: Date, days = 0) => new Date(at.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * When a wear logged for `wornOn` is stored: absent, today or tomorrow in UTC (what today is for
 * people east of UTC) → the instant `now` (it counts at once, and after a wash marked earlier
 * today); an earlier day → that day (`YYYY-MM-DD`).
 * @throws BadRequest 'You can only log a wear for today or an earlier day' for a later day.
 */
export function storedWornAt(wornOn: string | undefined, now: Date): string {
  if (!wornOn || wornOn === utcDay(now) || wornOn === utcDay(now, 1)) return now.toISOString();
  if (wornOn > utcDay(now, 1)) throw new BadRequest(WEAR_ERRORS.inFuture);
  return wornOn;
}

/**
 * `POST /api/closet-items/{itemId}/wears`: log a wear of one of the caller's items by hand.
 * Reads: the item and its ItemWear (consistent GetItems, in parallel); writes ONE UpdateItem
 * (`ADD wears :entry`, the row is created with the first wear; condition: fewer than
 * MAX_WEARS_PER_ITEM elements, so simultaneous logs never pass the cap). Counted against
 * `wearLog` once the checks passed.
 * @returns the wear (its id is what undo takes) and the item's summary after it.
 * @throws NotFound 'Item not found' (missing or someone else's); BadRequest for a future day or
 *   an item already holding MAX_WEARS_PER_ITEM wears; TooManyRequests past the limit.
 */
export async function logWear(callerId: string, itemId: string, body: z.output<typeof logWearSchema>, now = new Date()) {
  const [item, existing] = await Promise.all([
    requireOwnItem(callerId, itemId),
    db.entities.itemWear.get({ userId: callerId, itemId }).go({ consistent: true, attributes: ['wears'] }),
  ]);
  const wornAt = storedWornAt(body.wornOn, now);
  if ((existing.data?.wears?.length ?? 0) >= MAX_WEARS_PER_ITEM) throw new BadRequest(WEAR_ERRORS.tooMany);
  await takeLimited('wearLog', callerId, now);
  const wearId = randomUUID();
  // The cap is the write's condition, not only the read above: simultaneous logs at the cap
  // each read MAX − 1 and would otherwise all be stored.
  const add = db.entities.itemWear
    .update({ userId: callerId, itemId })
    .add({ wears: [manualWearEntryOf(wornAt, wearId)] })
    .where((a, op) => `(${op.notExists(a.wears)} OR ${op.size(a.wears)} < ${op.escape(MAX_WEARS_PER_ITEM)})`)
    .go({ response: 'all_new' })
    .catch((error: unknown) => {
      if (isConditionalFailure(error)) throw new BadRequest(WEAR_ERRORS.tooMany);
      throw error;
    });
  const [written, price] = await Promise.all([add, priceOf(item)]);
  return {
    wear: { id: wearId, wornAt, source: 'manual' as const },
    summary: summaryOfRow(written.data as WearRow, price, now) satisfies WearSummaryDto,
  };
}

/**
 * `DELETE /api/closet-items/{itemId}/wears/{wearId}`: undo a wear logged by hand (a finalized
 * event's wear is undone by reopening the event). Reads the item and its ItemWear; writes ONE
 * UpdateItem (`DELETE wears :entry`, condition `contains(wears, :entry)`: a second undo of the
 * same wear, also a simultaneous one, finds nothing: 404).
 * @throws NotFound 'Item not found' / 'Wear not found'.
 */
export async function undoWear(callerId: string, itemId: string, wearId: string, now = new Date()) {
  const [item, existing] = await Promise.all([
    requireOwnItem(callerId, itemId),
    db.entities.itemWear.get({ userId: callerId, itemId }).go({ consistent: true, attributes: ['wears'] }),
  ]);
  const entry = [...(existing.data?.wears ?? [])].find((e) => {
    const w = parseWearEntry(e);
    return w.source === 'manual' && w.id === wearId;
  });
  if (!entry) throw new NotFound(WEAR_ERRORS.wearNotFound);
  // Conditional on the element still being there: of simultaneous undos of one wear exactly one
  // answers 200, the others 404 (and an undo never recreates a row deleted with its item).
  const remove = db.entities.itemWear
    .update({ userId: callerId, itemId })
    .delete({ wears: [entry] })
    .where((a, op) => `contains(${op.name(a.wears)}, ${op.escape(entry)})`)
    .go({ response: 'all_new' })
    .catch((error: unknown) => {
      if (isConditionalFailure(error)) throw new NotFound(WEAR_ERRORS.wearNotFound);
      throw error;
    });
  const [written, price] = await Promise.all([remove, priceOf(item)]);
  return { deleted: true as const, summary: summaryOfRow(written.data as WearRow, price, now) };
}

/**
 * `POST /api/closet-items/{itemId}/washed`: mark one of the caller's items washed now — wears
 * since wash (laundry mode) start again from 0. ONE UpdateItem (`SET washedAt`); marking twice
 * just moves the mark.
 * @throws NotFound 'Item not found'.
 */
export async function markWashed(callerId: string, itemId: string, now = new Date()) {
  const item = await requireOwnItem(callerId, itemId);
  const [written, price] = await Promise.all([
    db.entities.itemWear.update({ userId: callerId, itemId }).set({ washedAt: now.toISOString() }).go({ response: 'all_new' }),
    priceOf(item),
  ]);
  return { summary: summaryOfRow(written.data as WearRow, price, now) };
}
