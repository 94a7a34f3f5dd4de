/**
 * Fit-similar people (spec 01 §2 'Perfect Fit Matches', §9 = 92 %+; spec 02 §2.11 Similar
 * Users, §3 Similar user), found through the fit index without reading every user (issue 5
 * "Matching that scales"; index maths in `shared/domain/people/fit-similarity.ts`).
 *
 * For the viewer's body: every bucket of `bucketsWithin(body, 92)` (1–4 buckets) is read in
 * BOTH directions from the viewer's waist key — ascending from `at` up to `to`, descending from
 * just below `at` down to `from` — each Query with Limit {@link BUCKET_READ_LIMIT}, all in
 * parallel. So one request reads at most 4 × 2 × 40 = 320 index items whatever the number of
 * people; within a dense bucket these are the people nearest in waist, the measurement with the
 * most weight on how clothes fit. Candidates are scored with `fitSimilarity`, those ≥ 92 kept,
 * best first, at most {@link MATCHES_MAX}.
 */
import {
  ANONYMOUS_NAME,
  DEFAULT_LOCATION,
  DEFAULT_STYLE,
  PERFECT_FIT_MIN,
  type PersonCard,
  type SimilarUser,
} from '@seamline/shared/contracts/people';
import {
  bucketsWithin,
  fitSimilarity,
  waistKeyOf,
  waistKeyRange,
  type FitBody,
} from '@seamline/shared/domain/people/fit-similarity';
import { db } from '../_core/aws-clients';
import { assertOwner } from '../_core/http-errors';
import { latestBodyOf, type FitIndexItem } from './people-reads';
import { existingPairs, followingOf, hasPair } from './follow-graph';
import { personViews, toCard, type PersonView } from './person-views';
import { canViewMeasurements } from './person-summary';

/** Items read per bucket and direction. */
export const BUCKET_READ_LIMIT = 40;
/** Matches answered, best first. */
export const MATCHES_MAX = 20;
/** Upper bound of index items one match request reads (4 buckets × 2 directions × Limit). */
export const MAX_INDEX_ITEMS_READ = 4 * 2 * BUCKET_READ_LIMIT;

/** The waist key one millimetre above `key`: the exclusive upper end of a `between`. */
const nextKey = (key: string) => waistKeyOf((Number(key) + 1) / 10);

/**
 * The fit-index entries near `body` (bounded reads, see module doc), scored, ≥ 92, best first,
 * at most `max` (default {@link MATCHES_MAX}; the feed's fit-match fan-out asks for 50 — never
 * more than the ≤ 320 entries read); `selfId` left out.
 */
export async function nearestFits(
  selfId: string,
  body: FitBody,
  max = MATCHES_MAX,
): Promise<{ entry: FitIndexItem; score: number }[]> {
  const { from, at, to } = waistKeyRange(body, PERFECT_FIT_MIN);
  const reads = bucketsWithin(body, PERFECT_FIT_MIN).flatMap((bucket) => [
    db.entities.fitIndex.query
      .byBucket({ bucket })
      .between({ waistKey: at }, { waistKey: nextKey(to) })
      .go({ order: 'asc', limit: BUCKET_READ_LIMIT }),
    db.entities.fitIndex.query
      .byBucket({ bucket })
      .between({ waistKey: from }, { waistKey: at })
      .go({ order: 'desc', limit: BUCKET_READ_LIMIT }),
  ]);
  const seen = new Map<string, FitIndexItem>();
  for (const { data } of await Promise.all(reads))
    for (const e of data) if (e.userId !== selfId) seen.set(e.userId, e);
  return [...seen.values()]
    .map((entry) => ({ entry, score: fitSimilarity(body, entry) }))
    .filter((m) => m.score >= PERFECT_FIT_MIN)
    .sort((a, b) => b.score - a.score || a.entry.userId.localeCompare(b.entry.userId))
    .slice(0, max);
}

/** Views of the viewer's matches, best first (people who turned off `discoverableByFit` dropped). */
async function matchViews(viewerId: string): Promise<PersonView[]> {
  // The viewer's following is needed for the cards; read it while the index is searched.
  const following = followingOf(viewerId);
  following.catch(() => undefined); // awaited below; no unhandled rejection when we return early
  const viewer = await latestBodyOf(viewerId);
  if (!viewer) return [];
  const fits = await nearestFits(viewerId, viewer.body);
  const index = new Map(fits.map((f) => [f.entry.userId, f.entry]));
  const views = await personViews(
    viewerId,
    fits.map((f) => f.entry.userId),
    { list: 'matches', viewer, index, following },
  );
  return views.filter((v) => v.privacy.discoverableByFit && v.score !== null);
}

/**
 * 'Perfect Fit Matches' of `userId` as person cards (no measurement numbers, ever).
 * Empty when the viewer has no bust, waist, hips and height saved.
 * @throws Forbidden (403) when `callerId` is not `userId`.
 */
export async function connectMatches(
  callerId: string,
  userId: string,
): Promise<{ items: PersonCard[] }> {
  assertOwner(callerId, userId);
  return { items: (await matchViews(userId)).map(toCard) };
}

/**
 * The same matches in the spec 02 Similar user shape: location default 'Not specified',
 * stylePreference the first category or 'Casual', `canViewMeasurements` by the privacy rule
 * (one BatchGet of "follows the viewer" pairs). Anonymised people: firstName 'Anonymous',
 * lastName '', no username, image or location.
 * @throws Forbidden (403) when `callerId` is not `userId`.
 */
export async function similarUsers(
  callerId: string,
  userId: string,
): Promise<{ items: SimilarUser[] }> {
  assertOwner(callerId, userId);
  const views = await matchViews(userId);
  const followsViewer = await existingPairs(
    views
      .filter((v) => v.isFollowing && v.privacy.showMeasurementsToFriends)
      .map((v) => [v.user.id, userId] as const),
  );
  return {
    items: views.map((v) => ({
      id: v.user.id,
      firstName: v.anonymized ? ANONYMOUS_NAME : (v.user.firstName ?? v.user.username),
      lastName: v.anonymized ? '' : (v.user.lastName ?? ''),
      username: v.anonymized ? null : v.user.username,
      profileImage: v.anonymized ? null : (v.user.profileImageUrl ?? null),
      fitSimilarity: v.score!,
      location: (!v.anonymized && v.user.location) || DEFAULT_LOCATION,
      stylePreference: v.styleCategories[0] ?? DEFAULT_STYLE,
      canViewMeasurements: canViewMeasurements({
        isSelf: false,
        privacy: v.privacy,
        viewerFollows: v.isFollowing,
        followsViewer: hasPair(followsViewer, v.user.id, userId),
      }),
      isFollowing: v.isFollowing,
    })),
  };
}
