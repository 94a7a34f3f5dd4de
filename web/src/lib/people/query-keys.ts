/**
 * Query keys of every people query (matches, suggestions, search, similar, profiles, follow
 * lists). They all start with `'people'` so a follow change can find and patch every cached
 * list that shows a person (see `follow-cache.ts`); the second element names the shape.
 */

/** Which list of a user the followers page shows (spec 01 §2 Followers page). */
export type FollowTab = 'followers' | 'following';

export const peopleKeys = {
  all: ['people'] as const,
  /** `GET /api/users/{userId}/connect-matches` → `{ items: PersonCard[] }`. */
  matches: (userId: string) => ['people', 'matches', userId] as const,
  /** `GET /api/users/{userId}/suggested-connections` → `{ items: PersonCard[] }`. */
  suggestions: (userId: string) => ['people', 'suggestions', userId] as const,
  /** `GET /api/users/{userId}/similar` → `{ items: SimilarUser[] }`. */
  similar: (userId: string) => ['people', 'similar', userId] as const,
  /** `GET /api/users/search?q=` → infinite pages of `{ items: PersonCard[], nextCursor }`. */
  search: (term: string) => ['people', 'search', term] as const,
  /** `GET /api/users/{userId}/profile` → `PublicProfile`. */
  profile: (userId: string) => ['people', 'profile', userId] as const,
  /** `GET /api/users/{userId}/followers|following` → infinite pages of `{ items: FollowRelation[], nextCursor }`. */
  followList: (userId: string, tab: FollowTab) => ['people', tab, userId] as const,
  /** `GET /api/blocks` (the viewer's own) → infinite pages of `{ items: BlockedPerson[], nextCursor }`. */
  blocks: (viewerId: string) => ['people', 'blocks', viewerId] as const,
};

/** The shape tag (second key element) of a people query key. */
export type PeopleKeyKind = 'matches' | 'suggestions' | 'similar' | 'search' | 'profile' | 'blocks' | FollowTab;
