/**
 * Closet contracts (issue 7; spec 02 §2.1 My Closet tab, §2.2 organizer, §2.3 Add custom item,
 * §2.4 Edit Item, §2.5 Item details, §2.15 Add Product From Store, §3 Closet, ClosetSection,
 * ClosetItem, §5 validation, §7 calls, §8 texts, §9 limits).
 *
 * Every user has ONE default closet whose id is the user's id (made once, lazily, with a
 * conditional put), so one's own closet is `/api/closets/<own user id>/…`; the spec's
 * hard-coded closet 1 and 'dev-user-123' owner are gone. API Gateway refuses two variable names
 * at one path level, so every route under `/api/closets/{…}` names it `{closetId}` (the spec's
 * `{userId}` readings are the same value).
 *
 * Photos go straight to S3 with presigned POSTs (`POST /api/closets/{closetId}/photo-uploads`);
 * the item create/update names the upload keys; the server re-encodes each (EXIF stripped,
 * ≤ 1600 px JPEG + 400 px thumbnail) and the DTO carries stable URLs
 * `/api/closets/<closetId>/photos/<photoId>[?size=thumb]` (302 to a short-lived S3 URL).
 *
 * Order: a fractional-indexing key (npm `fractional-indexing`); a move writes ONE item.
 */
import * as z from 'zod';
import { cursorSchema, idSchema } from './common';
import { CURRENCIES, productSchema } from './catalogue';
import {
  CLOSET_CATEGORIES,
  CLOSET_ERRORS,
  CLOSET_ITEM_LIMITS as L,
  CLOSET_PHOTO_TYPES,
  DEFAULT_FIT_RATING,
  MAX_ITEM_PHOTOS,
} from './closet-constants';
import { IMAGE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES } from './media';

export * from './closet-constants';

export const closetIdParamsSchema = z.object({ closetId: idSchema });
export const closetItemParamsSchema = z.object({ itemId: idSchema });
export const closetCustomItemParamsSchema = z.object({ closetId: idSchema, itemId: idSchema });
export const closetSectionParamsSchema = z.object({ sectionId: idSchema });
export const closetPhotoParamsSchema = z.object({ closetId: idSchema, photoId: idSchema });

/** Spec 02 §7 `POST /api/closets/{closetId}/items` {productId, notes}. Missing product → 400 'Missing data' (§5). */
export const addClosetItemSchema = z.object({
  productId: idSchema.optional(),
  notes: z.string().trim().max(L.notes, `Notes are at most ${L.notes} characters`).nullish(),
});

/** A photo of a closet item: stable URLs of the stored copy and its thumbnail (both JPEG, no EXIF). */
export const closetPhotoSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumbUrl: z.string(),
  /** Stored size in px (after orientation and downscaling). */
  width: z.number().int(),
  height: z.number().int(),
});
export type ClosetPhoto = z.infer<typeof closetPhotoSchema>;

/**
 * Spec 02 §3 ClosetItem with its product, as every closet route answers it. `kind` 'product' is a
 * catalogue product (`p-<productId>`), 'custom' the owner's own item. The display fields (name,
 * brand, category, price, currency, storeUrl) are the item's own values, falling back to the
 * product's for catalogue items; `images` is the item's photos, else the product's images.
 */
export const closetItemSchema = z.object({
  id: z.string(),
  kind: z.enum(['product', 'custom']),
  closetId: z.string(),
  userId: z.string(),
  productId: z.string().nullable(),
  /** `null` = unsectioned ('My Items'). */
  sectionId: z.string().nullable(),
  /** Fractional ordering key: items sort by it (byte order); a move rewrites one item only. */
  order: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  category: z.string().nullable(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  price: z.number().nullable(),
  currency: z.enum(CURRENCIES).nullable(),
  /** YYYY-MM-DD. */
  purchaseDate: z.string().nullable(),
  storeUrl: z.string().nullable(),
  notes: z.string().nullable(),
  /** 1–5, spec 02 §3 fit rating scale; null for catalogue items never rated. */
  fitRating: z.number().int().min(1).max(5).nullable(),
  photos: z.array(closetPhotoSchema),
  /** What to show: `photos`, else the product's images (full-size and thumbnail URL per image). */
  images: z.array(z.object({ url: z.string(), thumbUrl: z.string() })),
  savedAt: z.string(),
  updatedAt: z.string().nullable(),
  product: productSchema.nullable(),
  /**
   * Wear log (issue 34 §4, `shared/domain/closet/wear-log.ts`), shown to the OWNER only (when and
   * how often a person wore something is theirs): null for anyone else. Wears are finalized
   * outfit events whose time has passed plus manual wears.
   */
  wearCount: z.number().int().min(0).nullable(),
  /** Latest wear: ISO instant, or YYYY-MM-DD for a wear logged for a past day. */
  lastWornAt: z.string().nullable(),
  /** price ÷ wearCount in `currency`; null without a price, without wears, or for others. */
  costPerWear: z.number().min(0).nullable(),
  /** Wears since the last 'Mark washed' (laundry mode). */
  wearsSinceWash: z.number().int().min(0).nullable(),
  washedAt: z.string().nullable(),
});
export type ClosetItem = z.infer<typeof closetItemSchema>;
/** Adding the same product twice answers the existing item with `created: false`. */
export const addClosetItemResultSchema = z.object({ created: z.boolean(), item: closetItemSchema });

/**
 * `GET /api/closets/{closetId}/items?cursor=&limit=&sectionId=`: items in closet order. Without
 * `sectionId` the whole closet; with a section id (or `unsectioned` for 'My Items') that group only.
 */
export const closetItemsQuerySchema = z.object({
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  sectionId: idSchema.optional(),
});
export const closetItemPageSchema = z.object({
  items: z.array(closetItemSchema),
  nextCursor: cursorSchema.nullable(),
  /** Items in the whole closet (Closet.itemCount), whatever the filter. */
  total: z.number().int().min(0),
});

const orderKey = z.string().min(2, CLOSET_ERRORS.invalidOrder).max(128, CLOSET_ERRORS.invalidOrder).regex(/^[0-9A-Za-z]+$/, CLOSET_ERRORS.invalidOrder);

/**
 * `PATCH /api/closet-items/{itemId}` {order, sectionId} (spec 02 §7): move one of the caller's
 * items. `order` is the new fractional key (the client computes it between the new neighbours
 * with `generateKeyBetween`); `sectionId` a section of the closet or null/`unsectioned` for
 * 'My Items'. Writes exactly this one item.
 */
export const moveClosetItemSchema = z
  .object({
    order: orderKey.optional(),
    sectionId: idSchema.nullable().optional(),
  })
  .refine((b) => b.order !== undefined || b.sectionId !== undefined, { message: 'Nothing to change' });

export const deleteResultSchema = z.object({ deleted: z.literal(true) });

/** Spec 02 §3 ClosetSection (its items are read with `?sectionId=`). */
export const closetSectionSchema = z.object({
  id: z.string(),
  closetId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** Fractional key; sections are listed by it, new ones last. */
  order: z.string(),
  createdAt: z.string(),
});
export type ClosetSection = z.infer<typeof closetSectionSchema>;
export const closetSectionListSchema = z.object({ items: z.array(closetSectionSchema) });

const sectionName = z
  .string({ error: CLOSET_ERRORS.sectionNameRequired })
  .trim()
  .min(1, CLOSET_ERRORS.sectionNameRequired)
  .max(L.sectionName, `Section name is at most ${L.sectionName} characters`);
const sectionDescription = z
  .string()
  .trim()
  .max(L.sectionDescription, `Description is at most ${L.sectionDescription} characters`)
  .nullish()
  .transform((v) => v || null);

/** Spec 02 §7 `POST /api/closets/{userId}/sections` {name, description, closetId}; §5 name non-empty after trimming. */
export const createSectionSchema = z.object({
  name: sectionName,
  description: sectionDescription,
  /** Sent by the spec's client; when present it must equal the path's closet. */
  closetId: idSchema.optional(),
});
/** `PATCH /api/closets/sections/{sectionId}` {name?, description?} (the organizer's Edit). */
export const updateSectionSchema = z
  .object({ name: sectionName.optional(), description: sectionDescription.optional() })
  .refine((b) => b.name !== undefined || b.description !== undefined, { message: 'Nothing to change' });
/** Deleting a section moves its items to unsectioned ('My Items'). */
export const deleteSectionResultSchema = z.object({ deleted: z.literal(true), movedItems: z.number().int().min(0) });

/** `POST /api/closets/{closetId}/photo-uploads` {contentType, size}: a presigned POST for one photo. */
export const closetPhotoPresignSchema = z.object({
  contentType: z.enum(CLOSET_PHOTO_TYPES, CLOSET_ERRORS.invalidPhoto),
  size: z.number().int().min(1, CLOSET_ERRORS.invalidPhoto).max(MAX_UPLOAD_BYTES, IMAGE_TOO_LARGE_MESSAGE),
});

/** Upload keys are `uploads/closet/<userId>/<uuid>` (checked against the caller by the service). */
const uploadKey = z.string().min(1).max(200).regex(/^uploads\/closet\/[A-Za-z0-9_-]+\/[0-9a-f-]{36}$/, CLOSET_ERRORS.uploadNotFound);

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .nullish()
    .transform((v) => v || null);
const requiredText = (max: number, label: string, missing: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, `${label} is at most ${max} characters`);
const price = z
  .number({ error: 'Price must be a number' })
  .min(0, 'Price must be 0 or more')
  .max(L.maxPrice, `Price is at most ${L.maxPrice}`)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'Price has at most 2 decimals')
  .nullish()
  .transform((v) => v ?? null);
const purchaseDate = z.iso
  .date('Purchase date must be a date')
  .nullish()
  .transform((v) => v || null);
const storeUrl = z
  .string()
  .trim()
  .max(L.url, `Store URL is at most ${L.url} characters`)
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'Store URL must be a web address (http or https)')
  .nullish()
  .transform((v) => v || null);
const fitRating = z.number().int().min(1, 'Fit rating is 1–5').max(5, 'Fit rating is 1–5').default(DEFAULT_FIT_RATING);

/** Fields every custom item form shares (spec 02 §2.3, §2.4, §3; limits of §5). */
const sharedItemFields = {
  brand: optionalText(L.brand, 'Brand'),
  price,
  currency: z.enum(CURRENCIES).default('USD'),
  purchaseDate,
  storeUrl,
  notes: optionalText(L.notes, 'Notes'),
  fitRating,
};

const missingAdd = CLOSET_ERRORS.missingRequiredAdd;
/**
 * `POST /api/closets/{closetId}/custom-items` (spec 02 §2.3, §5): name, category, size, colour and
 * at least one photo required ('Please fill in all required fields (marked with *) and upload at
 * least one photo.'); at most 3 photos; `photoKeys` are the caller's presigned uploads.
 */
export const createCustomItemSchema = z.object({
  name: requiredText(L.name, 'Name', missingAdd),
  category: z.enum(CLOSET_CATEGORIES, missingAdd),
  size: requiredText(L.size, 'Size', missingAdd),
  color: requiredText(L.color, 'Color', missingAdd),
  ...sharedItemFields,
  photoKeys: z
    .array(uploadKey, { error: missingAdd })
    .min(1, missingAdd)
    .max(MAX_ITEM_PHOTOS, CLOSET_ERRORS.tooManyPhotos)
    .refine((keys) => new Set(keys).size === keys.length, 'The same photo is listed twice'),
  sectionId: idSchema.nullish(),
});
export type CreateCustomItem = z.input<typeof createCustomItemSchema>;

const missingEdit = CLOSET_ERRORS.missingRequiredEdit;
/**
 * `PUT /api/closets/{closetId}/custom-items/{itemId}` (spec 02 §2.4, §5): name and size required
 * ('Please provide the item name and size.'); photos kept (ids of the item's photos, in the
 * order to show) plus new uploads at most 3 in total ('You can upload a maximum of 3 photos
 * total'). Works for any item of the caller's closet (a catalogue item's values override the
 * product's on display).
 */
export const updateCustomItemSchema = z
  .object({
    name: requiredText(L.name, 'Name', missingEdit),
    size: requiredText(L.size, 'Size', missingEdit),
    category: z.enum(CLOSET_CATEGORIES).nullish().transform((v) => v ?? null),
    color: optionalText(L.color, 'Color'),
    ...sharedItemFields,
    photos: z
      .object({
        keep: z.array(idSchema).max(MAX_ITEM_PHOTOS, CLOSET_ERRORS.tooManyPhotos).default([]),
        add: z.array(uploadKey).max(MAX_ITEM_PHOTOS, CLOSET_ERRORS.tooManyPhotos).default([]),
      })
      .default({ keep: [], add: [] }),
  })
  .refine((b) => b.photos.keep.length + b.photos.add.length <= MAX_ITEM_PHOTOS, {
    message: CLOSET_ERRORS.tooManyPhotos,
    path: ['photos'],
  });
export type UpdateCustomItem = z.input<typeof updateCustomItemSchema>;

/** `GET /api/closets/{closetId}/photos/{photoId}?size=thumb`: 302 to a short-lived URL of the photo. */
export const closetPhotoQuerySchema = z.object({ size: z.enum(['full', 'thumb']).default('full') });

/** Spec 02 §2.15 made real: `POST /api/closets/{closetId}/imports` {url}. */
export const storeImportRequestSchema = z.object({
  url: z
    .string({ error: CLOSET_ERRORS.invalidStoreUrl })
    .trim()
    .max(L.url, CLOSET_ERRORS.invalidStoreUrl)
    .refine((v) => {
      try {
        const u = new URL(v);
        return u.protocol === 'http:' || u.protocol === 'https:';
      } catch {
        return false;
      }
    }, CLOSET_ERRORS.invalidStoreUrl),
});

/**
 * What a store page gave to prefill the custom item form (every field may be missing). `photo`
 * is the product image copied into the caller's uploads (use its key in `photoKeys`), with a
 * short-lived preview URL. `source`: where the data came from (schema.org Product JSON-LD, else
 * Open Graph tags, else nothing usable).
 */
export const storeImportResultSchema = z.object({
  source: z.enum(['json-ld', 'open-graph', 'none']),
  name: z.string().nullable(),
  brand: z.string().nullable(),
  description: z.string().nullable(),
  price: z.number().nullable(),
  currency: z.enum(CURRENCIES).nullable(),
  /** A CLOSET_CATEGORIES guess from the page's category/name, or null. */
  category: z.enum(CLOSET_CATEGORIES).nullable(),
  /** The page's colour, else the dominant colour of the product photo (issue 34 §6), else null. */
  color: z.string().nullable(),
  /**
   * When `color` was named from the photo (the page gave none): 'high', or 'low' when the garment
   * could not be told from its background (`shared/domain/closet/dominant-colour.ts`); null
   * when `color` is the page's or missing.
   */
  colorFromPhoto: z.enum(['high', 'low']).nullable(),
  /** The page's canonical URL (or the one given). */
  storeUrl: z.string(),
  photo: z.object({ key: z.string(), previewUrl: z.string() }).nullable(),
});
export type StoreImportResult = z.infer<typeof storeImportResultSchema>;

