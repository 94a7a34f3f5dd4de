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
