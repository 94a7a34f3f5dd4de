/**
 * Stored closet items and sections → the contract DTOs (`shared/contracts/closet.ts`): no
 * ElectroDB keys, absent optional attributes as `null`, the product attached for catalogue items.
 * Display fields (name, brand, category, price, currency, store URL, images) are the item's own
 * values, falling back to the product's (spec 02 §2.4: an edit of a catalogue item overrides it).
 */
import type { EntityItem } from 'electrodb';
import type { Product } from '@seamline/shared/contracts/catalogue';
import { CURRENCIES } from '@seamline/shared/contracts/catalogue-constants';
import { UNSECTIONED, type ClosetItem, type ClosetSection } from '@seamline/shared/contracts/closet';
import type { ClosetItem as ClosetItemEntity } from '@seamline/shared/db/entities/closet-item';
import type { ClosetSection as ClosetSectionEntity } from '@seamline/shared/db/entities/closet-section';
import type { WearSummary } from '@seamline/shared/domain/closet/wear-log';

export type ClosetItemRow = EntityItem<typeof ClosetItemEntity>;
export type ClosetSectionRow = EntityItem<typeof ClosetSectionEntity>;

/** The item id of a catalogue product in a closet: one item per product (`p-<productId>`). */
export const productItemId = (productId: string) => `p-${productId}`;

/** Stable URL of a stored closet photo (`GET /api/closets/{closetId}/photos/{photoId}`, 302 to S3). */
export function closetPhotoUrl(closetId: string, photoId: string, size: 'full' | 'thumb' = 'full'): string {
  const base = `/api/closets/${encodeURIComponent(closetId)}/photos/${encodeURIComponent(photoId)}`;
  return size === 'thumb' ? `${base}?size=thumb` : base;
}

const currencyOf = (value: string | undefined): ClosetItem['currency'] =>
  value && (CURRENCIES as readonly string[]).includes(value) ? (value as ClosetItem['currency']) : null;

/**
 * A closet item with its product (`null` for custom items or a product gone from the catalogue)
 * and, for its owner, its wear summary (issue 34 §4; `null` = not shown: every wear field null).
 */
export function closetItemDto(row: ClosetItemRow, product: Product | null, wear: WearSummary | null = null): ClosetItem {
  const photos = (row.photos ?? []).map((p) => ({
    id: p.id,
    url: closetPhotoUrl(row.closetId, p.id),
    thumbUrl: closetPhotoUrl(row.closetId, p.id, 'thumb'),
    width: p.width,
    height: p.height,
  }));
  const images =
    photos.length > 0
      ? photos.map(({ url, thumbUrl }) => ({ url, thumbUrl }))
      : (product?.images ?? []).map((url) => ({ url, thumbUrl: url }));
  return {
    id: row.itemId,
    kind: row.productId ? 'product' : 'custom',
    closetId: row.closetId,
    userId: row.userId,
    productId: row.productId ?? null,
    sectionId: !row.sectionId || row.sectionId === UNSECTIONED ? null : row.sectionId,
    order: row.order,
    name: row.name ?? product?.name ?? 'Untitled item',
    brand: row.brand ?? product?.brand ?? null,
    category: row.category ?? product?.category ?? null,
    size: row.size ?? null,
    color: row.color ?? null,
    price: row.price ?? product?.price ?? null,
    currency: currencyOf(row.currency) ?? (product ? currencyOf(product.currency) : null),
    purchaseDate: row.purchaseDate ?? null,
    storeUrl: row.storeUrl ?? product?.retailerUrl ?? null,
    notes: row.notes ?? null,
    fitRating: row.fitRating ?? null,
    photos,
    images,
    savedAt: row.savedAt,
    updatedAt: row.updatedAt ?? null,
    product,
    wearCount: wear?.wearCount ?? null,
    lastWornAt: wear?.lastWornAt ?? null,
    costPerWear: wear?.costPerWear ?? null,
    wearsSinceWash: wear?.wearsSinceWash ?? null,
    washedAt: wear?.washedAt ?? null,
  };
}

/** A stored section → its DTO. */
export function closetSectionDto(row: ClosetSectionRow): ClosetSection {
  return {
    id: row.sectionId,
    closetId: row.closetId,
    name: row.name,
    description: row.description ?? null,
    order: row.order,
    createdAt: row.createdAt,
  };
}
