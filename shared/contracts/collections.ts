/**
 * Saved items and moodboards (issue 6; spec 02 §2.1 Moodboards card and Saved Items tab,
 * §2.13 Save Item dialog, §3 Moodboard, MoodboardItem, CollectionItem, Collection item
 * request; §5 moodboard name, 'Missing data'; §7 collection, collection-items, moodboards;
 * §8 toasts).
 */
import * as z from 'zod';
import { cursorSchema, idSchema } from './common';
import { productSchema } from './catalogue';
import { MOODBOARD_ERRORS, PRIORITIES, SOURCE_TYPES } from './collections-constants';

export * from './collections-constants';

/**
 * `POST /api/collection` and `POST /api/collection-items` (spec 02 §7). `userId` must be the
 * caller; a missing `userId` or `productId` answers 400 'Missing data' (spec 02 §5).
 */
export const collectionItemRequestSchema = z.object({
  productId: idSchema.optional(),
  userId: idSchema.optional(),
  sourceType: z.enum(SOURCE_TYPES).default('discover'),
  /** e.g. 'Size: M' (spec 02 §3), at most 500 characters. */
  notes: z.string().trim().max(500, 'Notes are at most 500 characters').nullish(),
});

export const collectionItemSchema = z.object({
  userId: z.string(),
  productId: z.string(),
  sourceType: z.enum(SOURCE_TYPES),
  tags: z.array(z.string()),
  notes: z.string().nullable(),
  priority: z.enum(PRIORITIES),
  savedAt: z.string(),
  product: productSchema,
});
export type CollectionItem = z.infer<typeof collectionItemSchema>;
/** Saving twice answers the existing item with `created: false` (nothing duplicated). */
export const collectionSaveResultSchema = z.object({ created: z.boolean(), item: collectionItemSchema });
export const collectionPageSchema = z.object({ items: z.array(collectionItemSchema), nextCursor: cursorSchema.nullable() });

const moodboardName = z.string(MOODBOARD_ERRORS.nameRequired).trim().min(1, MOODBOARD_ERRORS.nameRequired).max(80, 'Moodboard names are at most 80 characters');
const moodboardDescription = z.string().trim().max(500, 'Descriptions are at most 500 characters').nullish();

/** Spec 02 §7 `POST /api/moodboards` {name, description, userId}; name non-empty after trimming (§5). */
export const createMoodboardSchema = z.object({
  name: moodboardName,
  description: moodboardDescription,
  /**
   * Public boards are visible to every signed-in member. Private unless the person turns it on
   * (privacy by default, GDPR Art. 25; issue 17 §4): when not given, the owner's Settings default
   * (`newMoodboardsPublic`, itself false unless changed) applies.
   */
  isPublic: z.boolean().optional(),
  userId: idSchema.optional(),
});

/** `PATCH /api/moodboards/{moodboardId}` (issue 17 §4): rename, re-describe, make public or private (owner only). */
export const updateMoodboardSchema = z
  .object({ name: moodboardName.optional(), description: moodboardDescription, isPublic: z.boolean().optional() })
  .refine((v) => v.name !== undefined || v.description !== undefined || v.isPublic !== undefined, { message: 'Nothing to change' });

export const moodboardItemParamsSchema = z.object({ moodboardId: idSchema, productId: idSchema });
/** `DELETE /api/moodboards/{moodboardId}/items/{productId}`: the product left the board. */
export const removeMoodboardItemResultSchema = z.object({ removed: z.literal(true), moodboardId: z.string(), productId: z.string() });
export type CreateMoodboard = z.input<typeof createMoodboardSchema>;

/** Spec 02 §3 Moodboard, plus its item count. `coverImage` = the first item's main image. */
export const moodboardSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  isPublic: z.boolean(),
  coverImage: z.string().nullable(),
  itemCount: z.number().int().min(0),
  createdAt: z.string(),
});
export type Moodboard = z.infer<typeof moodboardSchema>;
export const moodboardPageSchema = z.object({ items: z.array(moodboardSchema), nextCursor: cursorSchema.nullable() });

export const moodboardIdParamsSchema = z.object({ moodboardId: idSchema });
export const userMoodboardParamsSchema = z.object({ userId: idSchema, moodboardId: idSchema });

/** Spec 02 §7 `POST /api/moodboards/{id}/items` {productId, sourceType}. */
export const addMoodboardItemSchema = z.object({
  productId: idSchema.optional(),
  sourceType: z.enum(SOURCE_TYPES).default('discover'),
  sourceId: z.string().max(64).nullish(),
  notes: z.string().trim().max(500, 'Notes are at most 500 characters').nullish(),
});

/** Spec 02 §3 MoodboardItem with its product. */
export const moodboardItemSchema = z.object({
  moodboardId: z.string(),
  productId: z.string(),
  sourceType: z.enum(SOURCE_TYPES),
  sourceId: z.string().nullable(),
  notes: z.string().nullable(),
  addedAt: z.string(),
  product: productSchema,
});
export type MoodboardItem = z.infer<typeof moodboardItemSchema>;
export const moodboardItemSaveResultSchema = z.object({ created: z.boolean(), item: moodboardItemSchema });
export const moodboardItemPageSchema = z.object({ items: z.array(moodboardItemSchema), nextCursor: cursorSchema.nullable() });
export const deleteMoodboardResultSchema = z.object({ deleted: z.literal(true), id: z.string() });
