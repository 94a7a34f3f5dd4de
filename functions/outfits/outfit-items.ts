/**
 * The items of outfit suggestions, resolved for display (issue 20; contract `outfitItemSchema`).
 * One round of reads for any number of suggestions: ONE BatchGet of the closet items (each
 * suggestion's closet items are its author's: closet id = author id) and ONE BatchGet of the
 * products (catalogue products + the products behind closet items).
 *
 * Images: catalogue images are public URLs; custom closet photos and uploaded outfit photos are
 * private objects, referenced as `s3:<key>` and signed when answered. Putting one's closet item
 * into a suggestion shares its photo with the event's members (the creator and collaborators),
 * whatever the closet's own visibility — that is what suggesting it means.
 */
import { planGroupOf, type OutfitItem } from '@seamline/shared/contracts/outfits';
import type { Product } from '@seamline/shared/contracts/catalogue';
import { db } from '../_core/aws-clients';
import { closetItemDto, type ClosetItemRow } from '../closet/closet-views';
import { photoKeys } from '../closet/photos-access';
import { outfitProductsById } from './outfit-products';
import { batchGetAll } from '../people/people-reads';
import type { SuggestionRow } from './event-access';
import { outfitPhotoKeys, signedMediaUrl } from './outfit-photos';

/** An image reference: a URL, or `s3:<key>` of a private object (signed at read). */
export type ImageRef = string;
const S3_REF = 's3:';
export const s3Ref = (key: string): ImageRef => `${S3_REF}${key}`;

/** An outfit item before its private images are signed. */
export type ResolvedItem = Omit<OutfitItem, 'imageUrl' | 'thumbUrl'> & { imageRef: ImageRef | null; thumbRef: ImageRef | null };

/** The URL of a reference (a presigned GET for `s3:` references). */
export async function urlOfRef(ref: ImageRef): Promise<string> {
  return ref.startsWith(S3_REF) ? signedMediaUrl(ref.slice(S3_REF.length)) : ref;
}

/** Resolved items → the contract's items (private images signed; no I/O). */
export async function signItems(items: readonly ResolvedItem[]): Promise<OutfitItem[]> {
  return Promise.all(
    items.map(async ({ imageRef, thumbRef, ...item }) => ({
      ...item,
      imageUrl: imageRef ? await urlOfRef(imageRef) : null,
      thumbUrl: thumbRef ? await urlOfRef(thumbRef) : null,
    })),
  );
}

const productItem = (productId: string, product: Product | undefined): ResolvedItem => ({
  kind: 'product',
  key: `product:${productId}`,
  productId,
  closetItemId: null,
  name: product?.name ?? 'Item no longer available',
  brand: product?.brand ?? null,
  category: product?.category ?? null,
  group: planGroupOf(product?.category, product?.name),
  color: product?.colors[0] ?? null,
  price: product?.price ?? null,
  currency: product?.currency ?? null,
  imageRef: product?.images[0] ?? null,
  thumbRef: product?.images[0] ?? null,
  missing: !product,
});

/** A closet item as an outfit item (its own photos signed, else its product's images). */
export function closetOutfitItem(itemId: string, row: ClosetItemRow | undefined, product: Product | null): ResolvedItem {
  if (!row)
    return {
      kind: 'closet',
      key: `closet:${itemId}`,
      productId: null,
      closetItemId: itemId,
      name: 'Item no longer in the closet',
      brand: null,
      category: null,
      group: null,
      color: null,
      price: null,
      currency: null,
      imageRef: null,
      thumbRef: null,
      missing: true,
    };
  const dto = closetItemDto(row, product);
  const photo = row.photos?.[0];
  const keys = photo ? photoKeys(row.closetId, photo.id) : null;
  return {
    kind: 'closet',
    key: `closet:${itemId}`,
    productId: dto.productId,
    closetItemId: itemId,
    name: dto.name,
    brand: dto.brand,
    category: dto.category,
    group: planGroupOf(dto.category, dto.name),
    color: dto.color ?? product?.colors[0] ?? null,
    price: dto.price,
    currency: dto.currency,
    imageRef: keys ? s3Ref(keys.full) : (product?.images[0] ?? null),
    thumbRef: keys ? s3Ref(keys.thumb) : (product?.images[0] ?? null),
    missing: false,
  };
}

/** Closet items by (closet, item) key: one BatchGet (chunks of 100). */
export async function closetItemsByKey(keys: readonly { closetId: string; itemId: string }[]): Promise<Map<string, ClosetItemRow>> {
  const unique = [...new Map(keys.map((k) => [`${k.closetId}/${k.itemId}`, k])).values()];
  if (unique.length === 0) return new Map();
  const rows = await batchGetAll(unique, (k) => db.entities.closetItem.get(k).go());
  return new Map(rows.map((r) => [`${r.closetId}/${r.itemId}`, r]));
}

/**
 * The resolved items of each suggestion, in the order products, closet items, photos. `known`
 * closet rows (keyed `<closetId>/<itemId>`, e.g. the wardrobe the stylist just read) are not read again.
 * @returns suggestionId → items (missing products / deleted closet items are flagged `missing`).
 */
export async function resolveSuggestionItems(
  suggestions: readonly SuggestionRow[],
  known: { closetRows?: ReadonlyMap<string, ClosetItemRow> } = {},
): Promise<Map<string, ResolvedItem[]>> {
  const closetKeys = suggestions.flatMap((s) => (s.closetItemIds ?? []).map((itemId) => ({ closetId: s.suggestedBy, itemId })));
  const unknownKeys = closetKeys.filter((k) => !known.closetRows?.has(`${k.closetId}/${k.itemId}`));
  const closetRows = new Map([...(known.closetRows ?? []), ...(await closetItemsByKey(unknownKeys))]);
  const productIds = [
    ...suggestions.flatMap((s) => (s.products ?? []).map((p) => p.productId)),
    ...[...closetRows.values()].flatMap((r) => (r.productId ? [r.productId] : [])),
  ];
  const products = await outfitProductsById(productIds);
  return new Map(
    suggestions.map((s) => {
      const items: ResolvedItem[] = [
        ...(s.products ?? []).map((p) => productItem(p.productId, products.get(p.productId))),
        ...(s.closetItemIds ?? []).map((itemId) => {
          const row = closetRows.get(`${s.suggestedBy}/${itemId}`);
          return closetOutfitItem(itemId, row, row?.productId ? (products.get(row.productId) ?? null) : null);
        }),
        ...(s.photoIds ?? []).map((photoId, i): ResolvedItem => {
          const keys = outfitPhotoKeys(s.suggestedBy, photoId);
          return {
            kind: 'upload',
            key: `upload:${i.toString()}`,
            productId: null,
            closetItemId: null,
            name: `Photo ${(i + 1).toString()}`,
            brand: null,
            category: null,
            group: null,
            color: null,
            price: null,
            currency: null,
            imageRef: s3Ref(keys.full),
            thumbRef: s3Ref(keys.thumb),
            missing: false,
          };
        }),
      ];
      return [s.suggestionId, items];
    }),
  );
}
