/**
 * People rules and texts without zod (spec 01 §2, §9; spec 02 §2.11). Kept apart from
 * `people.ts` (the zod schemas, which re-export everything here) so the browser's route chunks
 * can use them without loading zod.
 */

/** Spec 01 §9: 'Perfect Fit Matches' means 92 % or more body-measurement compatibility. */
export const PERFECT_FIT_MIN = 92;
/** Name shown instead of a person's name in matches when they chose `anonymizedDisplay`. */
export const ANONYMOUS_NAME = 'Anonymous';
/** Spec 02 §2.11 Similar Users defaults. */
export const DEFAULT_LOCATION = 'Not specified';
export const DEFAULT_STYLE = 'Casual';

/** Spec 01 §2 Connect empty states and the search empty state (followed by the quoted term). */
export const CONNECT_TEXTS = {
  noMatches: 'No perfect fit matches found yet.',
  noSuggestions: 'No suggested connections right now.',
  noSearchResults: 'No users found matching',
} as const;

/** Messages of the follow routes' errors. */
export const PEOPLE_ERRORS = {
  selfFollow: 'You cannot follow yourself',
  userNotFound: 'User not found',
  notFollowing: 'You are not following this user',
  notAFollower: 'This person does not follow you',
  noMeasurements: 'Complete your measurements to find users with similar fits',
} as const;

/**
 * Blocking (issue 19 "unfollow, block or a deleted post removes their entries"): mutual
 * invisibility the way social apps do it, and the blocked person is never told.
 * - `maxBlocked`: people one person may block. Each block adds a row to the blocker's partition
 *   and one to the blocked person's, and the feed reads the viewer's partition in ONE Query, so
 *   the list a person builds is capped (1,000, Seamline's choice, well above what people use).
 * - `hiddenRead`: rows that Query reads at most (the viewer's own ≤ 1,000 blocks + up to 1,000
 *   people who blocked them); past it the feed checks the page's people by key instead.
 * - `maxBlockedBy`: people blocking one person that their hidden set (one item, read by ONE
 *   GetItem, issue 33) still holds: with `maxBlocked` it bounds the set to 2,000 ids (~75 KB of
 *   the item's 400 KB). Past it the person's reads go back to the Block rows (`hiddenRead`).
 * - `page`: rows of `GET /api/blocks` when `?limit=` is absent.
 */
export const BLOCK_LIMITS = { maxBlocked: 1000, maxBlockedBy: 1000, hiddenRead: 2000, page: 20 } as const;

/**
 * Messages of the block routes and of what a block refuses. The blocked person is never refused
 * with a message: everything of the blocker answers 404 as if it did not exist (issue 33 §1).
 */
export const BLOCK_ERRORS = {
  selfBlock: 'You cannot block yourself',
  tooMany: 'You can block at most 1,000 people. Unblock someone to block another person.',
  /** The blocker tries to follow the person they blocked. */
  youBlocked: 'You blocked this person. Unblock them to follow them.',
} as const;

/** Screen texts of blocking (profile menu, confirmation, toast, Settings 'Blocked people'). */
export const BLOCK_TEXTS = {
  confirmBody: "They won't be able to follow you or see you in their feed; you will unfollow each other. They won't be told.",
  settingsTitle: 'Blocked people',
  settingsHint: "People you block can't follow you or see you in their feed, and you won't see them in yours.",
  empty: "You haven't blocked anyone.",
  loadError: 'Your blocked people could not be loaded.',
  blockedBadge: 'Blocked',
} as const;
