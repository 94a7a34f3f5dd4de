/**
 * Query keys of the closet (issue 7). They all start with `['closet', closetId]` (a closet's id
 * is its owner's user id), so any write to a closet can invalidate everything of that closet
 * with `closetKeys.closet(closetId)`, or exactly one list with the narrower keys.
 */
export const closetKeys = {
  all: ['closet'] as const,
  /** Everything cached of one closet. */
  closet: (closetId: string) => ['closet', closetId] as const,
  /** `GET /api/closets/{closetId}/items?limit=10` → the profile's preview page `{ items, nextCursor, total }`. */
  preview: (closetId: string) => ['closet', closetId, 'preview'] as const,
  /**
   * `GET /api/closets/{closetId}/items[?sectionId=]` → infinite pages of `{ items, nextCursor, total }`;
   * `section` undefined = the whole closet in order, a section id or 'unsectioned' = that group.
   */
  items: (closetId: string, section?: string) => ['closet', closetId, 'items', section ?? 'all'] as const,
  /** `GET /api/closets/{closetId}/sections` → `{ items: ClosetSection[] }`. */
  sections: (closetId: string) => ['closet', closetId, 'sections'] as const,
};
