/**
 * Query keys of outfit planning (issue 20). They all start with `'outfits'`; the second element
 * names the shape, so a write invalidates exactly what it changes (one event's details, the
 * events lists, one suggestion's comments).
 */
export const outfitKeys = {
  all: ['outfits'] as const,
  /** Every cached events list (the creator's and each collaborator's). */
  eventLists: ['outfits', 'events'] as const,
  /** `GET /api/outfit-events/{userId}` → infinite pages of `{ items: OutfitEvent[], nextCursor }`. */
  events: (userId: string) => ['outfits', 'events', userId] as const,
  /** `GET /api/outfit-events/details/{eventId}` → `OutfitEventDetails`. */
  details: (eventId: string) => ['outfits', 'details', eventId] as const,
  /** `GET /api/outfit-suggestions/{suggestionId}/comments` → infinite pages of `{ items: SuggestionComment[], nextCursor }`. */
  comments: (suggestionId: string) => ['outfits', 'comments', suggestionId] as const,
  /** `GET /api/users/{userId}/style-preferences` (what the Ask AI dialog lists). */
  stylePreferences: (userId: string) => ['outfits', 'style-preferences', userId] as const,
};
