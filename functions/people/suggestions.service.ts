/**
 * 'People You Might Know' (spec 01 §2 Connect with Others; issue 5 "Suggested connections"):
 * friends of friends and people who share a style category, excluding oneself and people
 * already followed, ranked and explained.
 *
 * Bounded reads (never a Scan, independent of the number of users):
 * - the viewer's {@link VIEWER_FOLLOWING_CAP} most recent followings (exclusion and mutuals);
 * - friends of friends: for the viewer's {@link FRIENDS_READ} most recent followings, each one's
 *   {@link FRIENDS_OF_FRIEND_READ} most recent followings (≤ 50 Queries of ≤ 25 items);
 * - shared styles: for each of the viewer's categories (≤ 12), the {@link CATEGORY_READ} people
 *   who picked it most recently (StyleMember byCategory);
 * - the best {@link POOL_SIZE} candidates by those counts then get the card reads
 *   (person-views.ts), which give exact shared categories, mutual counts, follow flags and fit.
 *
 * Rank = 3 × mutual connections + shared style categories + fit similarity / 100 (a small bonus
 * when both people are in the fit index), best first, at most {@link SUGGESTIONS_MAX}.
 */
import type { PersonCard } from '@seamline/shared/contracts/people';
import { db } from '../_core/aws-clients';
import { assertOwner } from '../_core/http-errors';
import { latestBodyOf, styleCategoriesById } from './people-reads';
import { VIEWER_FOLLOWING_CAP, followingOf } from './follow-graph';
import { personViews, toCard, type PersonView } from './person-views';

export const FRIENDS_READ = 50;
export const FRIENDS_OF_FRIEND_READ = 25;
export const CATEGORY_READ = 25;
export const POOL_SIZE = 40;
export const SUGGESTIONS_MAX = 20;

/** The ranking score of a suggestion (module doc). */
export function suggestionRank(
  v: Pick<PersonView, 'mutualConnections' | 'sharedCategories' | 'score'>,
): number {
  return 3 * v.mutualConnections + v.sharedCategories.length + (v.score ?? 0) / 100;
}

/**
 * Suggested connections of `userId` as person cards.
 * @throws Forbidden (403) when `callerId` is not `userId`.
 */
export async function suggestedConnections(
  callerId: string,
  userId: string,
): Promise<{ items: PersonCard[] }> {
  assertOwner(callerId, userId);
  const [following, categories, viewer] = await Promise.all([
    followingOf(userId, VIEWER_FOLLOWING_CAP),
    styleCategoriesById([userId]),
    latestBodyOf(userId),
  ]);
  const hits = new Map<string, number>();
  const add = (id: string, weight: number) => hits.set(id, (hits.get(id) ?? 0) + weight);
  const [friendsOfFriends, sameStyle] = await Promise.all([
    Promise.all(
      following.ids.slice(0, FRIENDS_READ).map((f) => followingOf(f, FRIENDS_OF_FRIEND_READ)),
    ),
    Promise.all(
      (categories.get(userId) ?? []).map((category) =>
        db.entities.styleMember.query
          .byCategory({ category })
          .go({ order: 'desc', limit: CATEGORY_READ }),
      ),
    ),
  ]);
  for (const set of friendsOfFriends) for (const id of set.ids) add(id, 3);
  for (const { data } of sameStyle) for (const m of data) add(m.userId, 1);
  const pool = [...hits.entries()]
    .filter(([id]) => id !== userId && !following.set.has(id))
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, POOL_SIZE)
    .map(([id]) => id);
  const views = await personViews(userId, pool, { list: 'suggestions', viewer, following });
  const items = views
    .filter((v) => !v.isFollowing && (v.mutualConnections > 0 || v.sharedCategories.length > 0))
    .map((v) => ({ v, rank: suggestionRank(v) }))
    .sort((a, b) => b.rank - a.rank || a.v.user.id.localeCompare(b.v.user.id))
    .slice(0, SUGGESTIONS_MAX)
    .map(({ v }) => toCard(v));
  return { items };
}
