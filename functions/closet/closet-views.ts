/**
 * Stored closet items → the contract DTO (`shared/contracts/closet.ts`): no ElectroDB keys,
 * absent optional attributes as `null`, the product attached when the item is a catalogue product.
 */
import type { EntityItem } from 'electrodb';
import type { Product } from '@seamline/shared/contracts/catalogue';
import type { ClosetItem } from '@seamline/shared/contracts/closet';
import type { ClosetItem as ClosetItemEntity } from '@seamline/shared/db/entities/closet-item';

export type ClosetItemRow = EntityItem<typeof ClosetItemEntity>;

/** The item id of a catalogue product in a closet: one item per product (`p-<productId>`). */
export const productItemId = (productId: string) => `p-${productId}`;

/** A closet item with its product (`null` for custom items or a product gone from the catalogue). */
export function closetItemDto(row: ClosetItemRow, product: Product | null): ClosetItem {
  return {
    id: row.itemId,
    closetId: row.closetId,
    userId: row.userId,
    productId: row.productId ?? null,
    sectionId: row.sectionId ?? null,
    order: row.order,
    notes: row.notes ?? null,
    savedAt: row.savedAt,
    product,
  };
}
