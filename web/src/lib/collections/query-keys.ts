/**
 * Query keys of saved items and moodboards (issue 6). They all start with `'collections'`;
 * the second element names the shape, so a mutation can invalidate exactly the lists it
 * changes (a person's saved items, a person's boards, one board, one board's items).
 */
export const collectionKeys = {
  all: ['collections'] as const,
  /** `GET /api/users/{userId}/collection` → infinite pages of `{ items: CollectionItem[], nextCursor }`. */
  saved: (userId: string) => ['collections', 'saved', userId] as const,
  /** `GET /api/users/{userId}/moodboards` → `{ items: Moodboard[], nextCursor }` (one page of up to 100). */
  moodboards: (userId: string) => ['collections', 'moodboards', userId] as const,
  /** `GET /api/moodboards/{moodboardId}` → `Moodboard`. */
  moodboard: (moodboardId: string) => ['collections', 'moodboard', moodboardId] as const,
  /** `GET /api/moodboards/{moodboardId}/items` → infinite pages of `{ items: MoodboardItem[], nextCursor }`. */
  moodboardItems: (moodboardId: string) => ['collections', 'moodboard-items', moodboardId] as const,
};
