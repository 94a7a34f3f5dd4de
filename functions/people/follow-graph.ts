/**
 * Reads of the follow graph with bounded work (issue 5: "never grows with the number of
 * users"): a person's most recent followings, whether given pairs exist, and mutual
 * connections. Entity and keys: `shared/db/entities/follow.ts`.
 *
 * Caps (documented limits of the counts they produce):
 * - {@link VIEWER_FOLLOWING_CAP}: the viewer's 200 most recent followings are the "viewer's
 *   people" for mutual connections (one Query, Limit 200);
 * - {@link PAIR_LOOKUP_MAX}: up to 40 (viewer's person, candidate) pairs are looked up directly
 *   (one BatchGet; e.g. 2 people followed × 20 candidates);
 * - {@link CANDIDATE_FOLLOWERS_CAP}: beyond that, each candidate's 100 most recent followers are
 *   read instead (one Query each, Limit 100, in parallel). A BatchGet costs per key (½ read unit
 *   each, hit or miss) while a Query costs by size (one unit per 4 KB, some 20 follow items), so
 *   past a few dozen pairs the Queries are cheaper; DynamoDB Local also answers a BatchGet
 *   several times slower than a Query (measured: 20 keys ≈ 15 ms, a 20-item Query ≈ 4 ms).
 * So a mutual count is exact when the viewer follows ≤ 200 people and either the pairs fit the
 * look-up or the candidate has ≤ 100 followers; otherwise it is a lower bound.
 */
import { db } from '../_core/aws-clients';
import { batchGetAll } from './people-reads';

export const VIEWER_FOLLOWING_CAP = 200;
export const CANDIDATE_FOLLOWERS_CAP = 100;
/** Most pairs looked up by BatchGet for mutual connections (module doc). */
export const PAIR_LOOKUP_MAX = 40;
/** BatchGet calls of one look-up sent in parallel. */
const BATCH_CONCURRENCY = 3;

/** The ids a person follows, most recent first. `complete` is false when `cap` cut the list. */
export interface FollowingSet {
  ids: string[];
  set: Set<string>;
  complete: boolean;
}

/** The `cap` most recent people `userId` follows (one Query on gsi2). */
export async function followingOf(
  userId: string,
  cap = VIEWER_FOLLOWING_CAP,
): Promise<FollowingSet> {
  const { data, cursor } = await db.entities.follow.query
    .followingOf({ followerId: userId })
    .go({ order: 'desc', limit: cap, attributes: ['followingId'] });
  const ids = data.map((f) => f.followingId);
  return { ids, set: new Set(ids), complete: cursor === null };
}

const pairKey = (followerId: string, followingId: string) => `${followerId}:${followingId}`;

/**
 * Which of the given (follower, following) pairs exist, as a set of `follower:following`
 * strings (one BatchGet per 100 pairs, 3 at a time).
 */
export async function existingPairs(
  pairs: readonly (readonly [string, string])[],
): Promise<Set<string>> {
  const keys = [
    ...new Map(pairs.map(([a, b]) => [pairKey(a, b), { followerId: a, followingId: b }])).values(),
  ];
  if (keys.length === 0) return new Set();
  const items = await batchGetAll(keys, (k) =>
    db.entities.follow
      .get(k)
      .go({ attributes: ['followerId', 'followingId'], concurrent: BATCH_CONCURRENCY }),
  );
  return new Set(items.map((f) => pairKey(f.followerId, f.followingId)));
}

/** Whether `followerId` follows `followingId` according to a result of {@link existingPairs}. */
export const hasPair = (pairs: Set<string>, followerId: string, followingId: string) =>
  pairs.has(pairKey(followerId, followingId));

/**
 * Whether the viewer follows each candidate: from the viewer's following set when it is
 * complete, else one BatchGet of the pairs.
 */
export async function viewerFollows(
  viewerId: string,
  following: FollowingSet,
  candidates: readonly string[],
): Promise<Set<string>> {
  if (following.complete) return new Set(candidates.filter((c) => following.set.has(c)));
  const pairs = await existingPairs(candidates.map((c) => [viewerId, c] as const));
  return new Set(candidates.filter((c) => hasPair(pairs, viewerId, c)));
}

/**
 * Mutual connections of each candidate: how many of the viewer's people (`following`) also
 * follow the candidate. Pair look-ups (BatchGet) when viewer's people × candidates ≤ 40,
 * else each candidate's {@link CANDIDATE_FOLLOWERS_CAP} most recent followers (one Query each,
 * in parallel). No reads at all when the viewer follows nobody. See the module doc for the caps.
 */
export async function mutualCounts(
  following: FollowingSet,
  candidates: readonly string[],
): Promise<Map<string, number>> {
  const counts = new Map(candidates.map((c) => [c, 0]));
  if (following.ids.length === 0 || candidates.length === 0) return counts;
  if (following.ids.length * candidates.length <= PAIR_LOOKUP_MAX) {
    const pairs = await existingPairs(
      candidates.flatMap((c) => following.ids.map((f) => [f, c] as const)),
    );
    for (const c of candidates)
      counts.set(c, following.ids.filter((f) => hasPair(pairs, f, c)).length);
    return counts;
  }
  await Promise.all(
    candidates.map(async (c) => {
      const { data } = await db.entities.follow.query
        .followersOf({ followingId: c })
        .go({ order: 'desc', limit: CANDIDATE_FOLLOWERS_CAP, attributes: ['followerId'] });
      counts.set(c, data.filter((f) => following.set.has(f.followerId)).length);
    }),
  );
  return counts;
}
