/**
 * People contracts (spec 01 §2 Connect with Others, Followers page; §3 Person card, Follow
 * relation, UserCompatibilityMatch; §7 people calls; §9 'Perfect Fit Matches' = 92 %+;
 * spec 02 §2.1 profile header, §2.11 Similar Users, §3 Similar user).
 *
 * Privacy rules every shape follows:
 * - another person's email is never sent, nor anything derived from it; rows carry `handle`,
 *   the person's username (issue 33 §2, replacing spec 01 §2's "handle derived from the email
 *   prefix");
 * - measurement NUMBERS of another person appear only in the public profile and only when
 *   `canViewMeasurements` (= their `publicDisplay`, or `showMeasurementsToFriends` and the two
 *   follow each other); matches carry a score and reasons, never the numbers;
 * - a person with `anonymizedDisplay` appears in matches as 'Anonymous' (no username, no avatar).
 */
import * as z from 'zod';
import { cursorSchema, idSchema, pageQuerySchema } from './common';

export * from './people-constants';

/** Path `{userId}` of every people route: a server-made id. */
export const userIdParamsSchema = z.object({ userId: idSchema });

/** `GET /api/users/search?q=`: the term is required and non-empty (spec 01 §5 Search). */
export const userSearchQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().min(1, 'Enter a name or username to search').max(60, 'Search terms are at most 60 characters'),
});

/** A person as rows and headers show them (no email, see module doc). */
export const personSummarySchema = z.object({
  id: z.string(),
  /** null only for an anonymised match. */
  username: z.string().nullable(),
  /** The @handle: the username (issue 33 §2: never derived from the email); null when anonymised. */
  handle: z.string().nullable(),
  /** "First Last", else the username; 'Anonymous' when anonymised. */
  name: z.string(),
  /** Avatar URL (the avatar route), null when none or anonymised. */
  avatar: z.string().nullable(),
});
export type PersonSummary = z.infer<typeof personSummarySchema>;

/** Spec 01 §3 Person card. `compatibilityScore` is the fit similarity (0–100, 2 decimals) or null when either side has no measurements. */
export const personCardSchema = personSummarySchema.extend({
  isFollowing: z.boolean(),
  compatibilityScore: z.number().min(0).max(100).nullable(),
  /** People the viewer follows who also follow this person. */
  mutualConnections: z.number().int().min(0),
  /** Human reasons, e.g. 'Waist within 1 in', 'Same height range', '3 mutual connections', 'Also into Minimalist'. */
  reasons: z.array(z.string()),
});
export type PersonCard = z.infer<typeof personCardSchema>;

/** A ranked list (connect-matches, suggested-connections): at most 50, no cursor. */
export const personCardListSchema = z.object({ items: z.array(personCardSchema) });
/** A paginated list (search, directory). */
export const personCardPageSchema = z.object({ items: z.array(personCardSchema), nextCursor: cursorSchema.nullable() });

/** `GET /api/users/{userId}/similar` (spec 02 §3 Similar user), 92 %+ only, best first. */
export const similarUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string().nullable(),
  profileImage: z.string().nullable(),
  /** 0–100, 2 decimals (UserCompatibilityMatch.fitSimilarity, precision 5,2). */
  fitSimilarity: z.number().min(0).max(100),
  /** Default 'Not specified'. */
  location: z.string(),
  /** First style category, default 'Casual'. */
  stylePreference: z.string(),
  canViewMeasurements: z.boolean(),
  isFollowing: z.boolean(),
});
export type SimilarUser = z.infer<typeof similarUserSchema>;
export const similarUsersSchema = z.object({ items: z.array(similarUserSchema) });

/** Spec 01 §3 Follow relation as the followers page reads it. */
export const followRelationSchema = z.object({
  /** `<followerId>:<followingId>`. */
  id: z.string(),
  followerId: z.string(),
  followingId: z.string(),
  createdAt: z.string(),
  follower: personSummarySchema,
  following: personSummarySchema,
  /** Whether the VIEWER follows the row's person (the follower on the followers tab, the followed person on the following tab). */
  isFollowing: z.boolean(),
});
export type FollowRelation = z.infer<typeof followRelationSchema>;
export const followRelationPageSchema = z.object({ items: z.array(followRelationSchema), nextCursor: cursorSchema.nullable() });

/** Answer of follow / unfollow: the viewer's relation to `userId` afterwards. */
export const followStateSchema = z.object({ userId: z.string(), isFollowing: z.boolean() });
/** Answer of remove-follower: `userId` no longer follows the viewer. */
export const removeFollowerSchema = z.object({ userId: z.string(), isFollower: z.literal(false) });

/** Counts on the profile header (spec 02 §2.1), kept by the follow-counters stream processor. */
export const profileCountsSchema = z.object({
  followers: z.number().int().min(0),
  following: z.number().int().min(0),
  outfits: z.number().int().min(0),
});

/** Another person's measurements as the profile shows them when `canViewMeasurements` (cm). */
export const visibleMeasurementsSchema = z.object({
  heightCm: z.number().nullable(),
  bustCm: z.number().nullable(),
  waistCm: z.number().nullable(),
  hipsCm: z.number().nullable(),
  /** The unit the person entered, so the page can show it their way. */
  unit: z.enum(['inches', 'cm']),
});

/** `GET /api/users/{userId}/profile`: the public profile of /closet/{userId}. */
export const publicProfileSchema = personSummarySchema.extend({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  styleCategories: z.array(z.string()),
  counts: profileCountsSchema,
  isSelf: z.boolean(),
  /** The viewer follows this person. */
  isFollowing: z.boolean(),
  /** This person follows the viewer. */
  followsYou: z.boolean(),
  /**
   * The viewer blocked this person (the page shows Unblock instead of Follow). Whether this
   * person blocked the viewer is never said (the blocked person is not told).
   */
  blockedByYou: z.boolean(),
  canViewMeasurements: z.boolean(),
  /**
   * The viewer may open this person's closet (their own, or `publicDisplay` on; the closet
   * routes' rule). The page asks for the closet only when true, so a private one is never
   * requested (issue 17 §6: no 403 in the console).
   */
  canViewCloset: z.boolean(),
  /** Present only when `canViewMeasurements` and measurements exist. */
  measurements: visibleMeasurementsSchema.nullable(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** Answer of block / unblock: whether the viewer blocks `userId` afterwards. */
export const blockStateSchema = z.object({ userId: z.string(), blocked: z.boolean() });
export type BlockState = z.infer<typeof blockStateSchema>;

/** A row of `GET /api/blocks`: the person (summary, never the email) and when they were blocked (ISO-8601). */
export const blockedPersonSchema = personSummarySchema.extend({ blockedAt: z.string() });
export type BlockedPerson = z.infer<typeof blockedPersonSchema>;
/** `GET /api/blocks?cursor=&limit=`: the caller's blocked people, most recently blocked first. */
export const blockedPeoplePageSchema = z.object({ items: z.array(blockedPersonSchema), nextCursor: cursorSchema.nullable() });
export type BlockedPeoplePage = z.infer<typeof blockedPeoplePageSchema>;
