/**
 * Saved-items and moodboard rules and texts without zod (spec 02 §3, §5). Kept apart from
 * `collections.ts` (the zod schemas, which re-export everything here) so the browser's route
 * chunks can use them without loading zod.
 */

/** Spec 02 §5: a save without a user id or a product fails with this message. */
export const MISSING_DATA = 'Missing data';

/** Spec 02 §3 Collection item request `sourceType`. */
export const SOURCE_TYPES = ['discover', 'product_detail'] as const;
/** Spec 02 §3 CollectionItem priority. */
export const PRIORITIES = ['low', 'medium', 'high'] as const;

/** Bounds (lists are never unbounded): boards per person, items per board. */
export const MAX_MOODBOARDS = 100;
export const MAX_MOODBOARD_ITEMS = 200;

export const MOODBOARD_ERRORS = {
  nameRequired: 'Moodboard name is required',
  notFound: 'Moodboard not found',
  itemNotFound: 'This product is not on the moodboard',
  tooManyBoards: `You can have at most ${MAX_MOODBOARDS} moodboards`,
  boardFull: `A moodboard holds at most ${MAX_MOODBOARD_ITEMS} items`,
} as const;
