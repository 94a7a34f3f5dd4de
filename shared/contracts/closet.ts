/**
 * Closet contracts, the part the catalogue needs (issue 6: 'Add to Closet' from the product
 * dialog). The closet issue extends this file with sections, custom items and reorder.
 *
 * Every user has ONE default closet whose id is the user's id (made once, lazily, with a
 * conditional put), so `POST /api/closets/{closetId}/items` of one's own closet is
 * `/api/closets/<own user id>/items`; the spec's hard-coded closet 1 is gone.
 */
import * as z from 'zod';
import { cursorSchema, idSchema } from './common';
import { productSchema } from './catalogue';

export const CLOSET_ERRORS = {
  notYourCloset: 'You can only add items to your own closet',
  missingData: 'Missing data',
} as const;

export const closetIdParamsSchema = z.object({ closetId: idSchema });

/** Spec 02 §7 `POST /api/closets/{closetId}/items` {productId, notes}. Missing product → 400 'Missing data' (§5). */
export const addClosetItemSchema = z.object({
  productId: idSchema.optional(),
  notes: z.string().trim().max(500, 'Notes are at most 500 characters').nullish(),
});

/** Spec 02 §3 ClosetItem (a catalogue product in a closet), with its product. */
export const closetItemSchema = z.object({
  id: z.string(),
  closetId: z.string(),
  userId: z.string(),
  productId: z.string().nullable(),
  sectionId: z.string().nullable(),
  /** Fractional ordering key: items sort by it; a move rewrites one item only. */
  order: z.string(),
  notes: z.string().nullable(),
  savedAt: z.string(),
  product: productSchema.nullable(),
});
export type ClosetItem = z.infer<typeof closetItemSchema>;
/** Adding the same product twice answers the existing item with `created: false`. */
export const addClosetItemResultSchema = z.object({ created: z.boolean(), item: closetItemSchema });
export const closetItemPageSchema = z.object({
  items: z.array(closetItemSchema),
  nextCursor: cursorSchema.nullable(),
  total: z.number().int().min(0),
});
