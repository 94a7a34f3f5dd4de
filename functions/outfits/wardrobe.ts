/**
 * A person's wardrobe as the stylist sees it (issue 20): every closet item (bounded by the
 * closet's size, `MAX_CLOSET_ITEMS`) with its product's tags, colours and material, its fit
 * rating and its wear dates (ItemWear), plus the person's style preferences, favourite brands
 * and profile location. Reads, all in parallel: the closet partition (Query, pages of ≤ 1 MB),
 * the wear log (Query), the style preferences and the user (GetItem); then the closet's catalogue
 * products (kept a minute in a warm function, else one BatchGet in chunks of 100).
 */
import type { StylistItem } from '@seamline/shared/domain/outfits/types';
import { pastWears, wearSummaryOf } from '@seamline/shared/domain/closet/wear-log';
import { MAX_CLOSET_ITEMS } from '@seamline/shared/contracts/closet-constants';
import type { Product } from '@seamline/shared/contracts/catalogue';
import { db } from '../_core/aws-clients';
import { outfitProductsById } from './outfit-products';
import type { ClosetItemRow } from '../closet/closet-views';

export interface Wardrobe {
  items: StylistItem[];
  /** Closet rows by item id (for the suggestion's items). */
  rows: Map<string, ClosetItemRow>;
  products: Map<string, Product>;
  stylePreferences: string[];
  favoriteBrands: string[];
  userLocation: string | null;
}

/**
 * A closet item (+ its product, + its wears) → a stylist item (pure). The item's own fields win over the product's.
 * @param wears the dates of the wears that have happened (oldest first)
 * @param wearsSinceWash wears after the last 'Mark washed' (issue 34 §4; laundry mode), else all of them
 */
export function stylistItemOf(row: ClosetItemRow, product: Product | null, wears: readonly string[], wearsSinceWash = wears.length): StylistItem {
  const color = row.color ?? null;
  return {
    id: row.itemId,
    name: row.name ?? product?.name ?? 'Untitled item',
    category: row.category ?? product?.category ?? 'clothing',
    brand: row.brand ?? product?.brand ?? null,
    colors: color ? [color] : (product?.colors ?? null),
    material: product?.material ?? null,
    style: product?.style ?? null,
    occasion: product?.occasion ?? null,
    season: product?.season ?? null,
    fitRating: row.fitRating ?? null,
    price: row.price ?? product?.price ?? null,
    wears,
    wearsSinceWash,
  };
}

/** The closet item attributes the stylist and the suggestion's items read (a projection: less to read and parse). */
const CLOSET_ATTRIBUTES = ['closetId', 'itemId', 'userId', 'productId', 'sectionId', 'order', 'name', 'brand', 'category', 'color', 'price', 'currency', 'fitRating', 'photos', 'savedAt'] as const;

/**
 * Every item of `userId`'s closet (≤ MAX_CLOSET_ITEMS) and their wears, ready for the stylist:
 * only wears that have happened by `now` (a finalized event next week is not a wear yet) and the
 * wears since the item's last 'Mark washed' (`shared/domain/closet/wear-log.ts`, issue 34 §4).
 */
export async function loadWardrobe(userId: string, now = new Date()): Promise<Wardrobe> {
  const [closet, wearRows, prefs, user] = await Promise.all([
    db.entities.closetItem.query.byId({ closetId: userId }).go({ pages: 'all', limit: MAX_CLOSET_ITEMS, attributes: [...CLOSET_ATTRIBUTES] }),
    db.entities.itemWear.query.byUser({ userId }).go({ pages: 'all', limit: MAX_CLOSET_ITEMS }),
    db.entities.stylePreferences.get({ userId }).go(),
    db.entities.user.get({ id: userId }).go({ attributes: ['location'] }),
  ]);
  const products = await outfitProductsById(closet.data.flatMap((r) => (r.productId ? [r.productId] : [])));
  const at = now.toISOString();
  const wears = new Map(wearRows.data.map((w) => [w.itemId, { dates: pastWears(w.wears ?? [], at).map((p) => p.wornAt), sinceWash: wearSummaryOf(w.wears ?? [], w.washedAt, null, at).wearsSinceWash }]));
  const items = closet.data.map((row) => {
    const worn = wears.get(row.itemId);
    return stylistItemOf(row as ClosetItemRow, row.productId ? (products.get(row.productId) ?? null) : null, worn?.dates ?? [], worn?.sinceWash ?? 0);
  });
  return {
    items,
    rows: new Map(closet.data.map((r) => [r.itemId, r as ClosetItemRow])),
    products,
    stylePreferences: prefs.data?.styleCategories ?? [],
    favoriteBrands: prefs.data?.favoriteBrands ?? [],
    userLocation: user.data?.location ?? null,
  };
}
