/**
 * Stored items of the collections area → the contract DTOs (`shared/contracts/collections.ts`).
 * ElectroDB keys and `__edb_*` fields never reach the client; absent optional attributes become
 * `null`, as the contract says.
 */
import type { EntityItem } from 'electrodb';
import type { Product } from '@seamline/shared/contracts/catalogue';
import type { CollectionItem, Moodboard, MoodboardItem } from '@seamline/shared/contracts/collections';
import type { CollectionItem as CollectionItemEntity } from '@seamline/shared/db/entities/collection-item';
import type { Moodboard as MoodboardEntity } from '@seamline/shared/db/entities/moodboard';
import type { MoodboardItem as MoodboardItemEntity } from '@seamline/shared/db/entities/moodboard-item';

export type CollectionItemRow = EntityItem<typeof CollectionItemEntity>;
export type MoodboardRow = EntityItem<typeof MoodboardEntity>;
export type MoodboardItemRow = EntityItem<typeof MoodboardItemEntity>;

/** A saved item with its product. */
export function collectionItemDto(row: CollectionItemRow, product: Product): CollectionItem {
  return {
    userId: row.userId,
    productId: row.productId,
    sourceType: row.sourceType ?? 'discover',
    tags: row.tags ?? [],
    notes: row.notes ?? null,
    priority: row.priority ?? 'medium',
    savedAt: row.savedAt,
    product,
  };
}

/** A moodboard (item count 0 and no cover until the first item is added). */
export function moodboardDto(row: MoodboardRow): Moodboard {
  return {
    id: row.moodboardId,
    userId: row.userId,
    name: row.name,
    description: row.description ?? null,
    isPublic: row.isPublic ?? true,
    coverImage: row.coverImage ?? null,
    itemCount: Math.max(0, row.itemCount ?? 0),
    createdAt: row.createdAt,
  };
}

/** A board item with its product. */
export function moodboardItemDto(row: MoodboardItemRow, product: Product): MoodboardItem {
  return {
    moodboardId: row.moodboardId,
    productId: row.productId,
    sourceType: row.sourceType ?? 'discover',
    sourceId: row.sourceId ?? null,
    notes: row.notes ?? null,
    addedAt: row.addedAt,
    product,
  };
}

/**
 * Rows paired with their products, in the rows' order; rows whose product is gone from the
 * catalogue are left out (a saved item never shows without its product).
 */
export function withProducts<R extends { productId: string }, T>(
  rows: readonly R[],
  products: ReadonlyMap<string, Product>,
  dto: (row: R, product: Product) => T,
): T[] {
  const out: T[] = [];
  for (const row of rows) {
    const product = products.get(row.productId);
    if (product) out.push(dto(row, product));
  }
  return out;
}
