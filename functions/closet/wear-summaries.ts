/**
 * Wear summaries of closet items (issue 34 §4) for the item DTOs and the wear routes: the ItemWear
 * rows of a page of items in ONE BatchGet, and a row → `WearSummary` at the read's clock
 * (`shared/domain/closet/wear-log.ts`: only wears whose moment has passed count).
 */
import type { Product } from '@seamline/shared/contracts/catalogue';
import type { ClosetItem } from '@seamline/shared/contracts/closet';
import { wearSummaryOf, type WearSummary } from '@seamline/shared/domain/closet/wear-log';
import { db } from '../_core/aws-clients';
import { batchGetAll } from '../people/people-reads';
import { closetItemDto, type ClosetItemRow } from './closet-views';

/** The stored parts of an ItemWear row that summaries read. */
export interface WearRow {
  itemId: string;
  wears?: string[] | Set<string>;
  washedAt?: string;
}

/**
 * The ItemWear rows of `userId`'s items `itemIds` (absent = never worn): ONE BatchGet per 100
 * ids (a closet page is ≤ 100 items), unprocessed keys retried.
 */
export async function wearRowsOf(userId: string, itemIds: readonly string[]): Promise<Map<string, WearRow>> {
  const keys = [...new Set(itemIds)].map((itemId) => ({ userId, itemId }));
  if (keys.length === 0) return new Map();
  const rows = await batchGetAll(keys, (k) => db.entities.itemWear.get(k).go({ attributes: ['itemId', 'wears', 'washedAt'] }));
  return new Map(rows.map((r) => [r.itemId, r as WearRow]));
}

/** The summary of a stored row (or of no row) at `now`. */
export function summaryOfRow(row: WearRow | null | undefined, price: number | null | undefined, now: Date): WearSummary {
  return wearSummaryOf(row?.wears ?? [], row?.washedAt ?? null, price, now.toISOString());
}

/** The price a cost per wear divides: the item's own, else its catalogue product's; null when neither has one. */
export const priceOfItem = (row: Pick<ClosetItemRow, 'price'>, product: Pick<Product, 'price'> | null): number | null =>
  row.price ?? product?.price ?? null;

/**
 * The owner's view of one item, as their closet list answers it: its DTO with its wear summary
 * (issue 34 §4). For the answers of the owner's writes (add, create, edit, move), which the web
 * puts into its cached list. One BatchGet of the item's ItemWear row.
 */
export async function ownerItemDto(row: ClosetItemRow, product: Product | null, now = new Date()): Promise<ClosetItem> {
  const wears = await wearRowsOf(row.userId, [row.itemId]);
  return closetItemDto(row, product, summaryOfRow(wears.get(row.itemId), priceOfItem(row, product), now));
}
