/**
 * The public profile of /closet/{userId} (spec 02 §2.1 profile header) with REAL counts from
 * ProfileStats (kept by the follow-counters stream processor; no item = 0) instead of the
 * spec's fixed '142', '2.1k', '89', and the person's measurements only when the viewer may see
 * them (issue 5 Privacy, `canViewMeasurements` in person-views.ts).
 *
 * Blocks and suspension (issue 33 §1, `canOpenProfile` in visibility.ts): the person who was
 * blocked, and anyone looking at a suspended person, gets 404 'User not found' exactly as for a
 * person who does not exist. The one asymmetry: the BLOCKER still opens the profile of the person
 * they blocked (`blockedByYou: true`, the 'Blocked' badge and Unblock) so that they can unblock;
 * everything else of that person (lists, cards, closet, moodboards, posts) is hidden both ways.
 */
import { PEOPLE_ERRORS, type PublicProfile } from '@seamline/shared/contracts/people';
import { db } from '../_core/aws-clients';
import { NotFound } from '../_core/http-errors';
import { latestMeasurementsOf, privacyById, styleCategoriesById, userById } from './people-reads';
import { existingPairs, hasPair } from './follow-graph';
import { blockBetween } from './block-graph';
import { canOpenProfile } from './visibility';
import { canViewMeasurements, summaryOf } from './person-summary';

/**
 * `userId`'s profile as `viewerId` sees it. Reads: GetItem user, stats, privacy, style
 * preferences, one BatchGet of both follow directions, one Query of the pair's Block rows in the
 * viewer's partition (`blockedByYou`; whether they blocked the viewer is never told), and the
 * latest measurements only when the viewer may see them.
 * @throws NotFound (404) 'User not found' when there is no such user, the user blocked the
 *   viewer (and the viewer did not block them), or the user is suspended (issue 33 §1).
 */
export async function publicProfile(viewerId: string, userId: string): Promise<PublicProfile> {
  const isSelf = viewerId === userId;
  const [user, stats, privacy, categories, pairs, blocks] = await Promise.all([
    userById(userId),
    db.entities.profileStats.get({ userId }).go(),
    privacyById([userId]),
    styleCategoriesById([userId]),
    isSelf
      ? Promise.resolve(new Set<string>())
      : existingPairs([
          [viewerId, userId],
          [userId, viewerId],
        ]),
    blockBetween(viewerId, userId),
  ]);
  if (!user || !canOpenProfile(viewerId, user, blocks)) throw new NotFound(PEOPLE_ERRORS.userNotFound);
  const isFollowing = hasPair(pairs, viewerId, userId);
  const followsYou = hasPair(pairs, userId, viewerId);
  const canView = canViewMeasurements({
    isSelf,
    privacy: privacy.get(userId)!,
    viewerFollows: isFollowing,
    followsViewer: followsYou,
  });
  const latest = canView ? await latestMeasurementsOf(userId) : null;
  return {
    ...summaryOf(user),
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    bio: user.bio ?? null,
    location: user.location ?? null,
    styleCategories: categories.get(userId) ?? [],
    counts: {
      followers: Math.max(0, stats.data?.followers ?? 0),
      following: Math.max(0, stats.data?.following ?? 0),
      outfits: Math.max(0, stats.data?.outfits ?? 0),
    },
    isSelf,
    isFollowing,
    followsYou,
    blockedByYou: blocks.viewerBlocks,
    canViewMeasurements: canView,
    // Same rule as functions/closet assertCanViewCloset (a person the viewer blocked: 404 there).
    canViewCloset: isSelf || (privacy.get(userId)!.publicDisplay === true && !blocks.viewerBlocks),
    measurements: latest
      ? {
          heightCm: latest.heightCm ?? null,
          bustCm: latest.bustCm ?? null,
          waistCm: latest.waistCm ?? null,
          hipsCm: latest.hipsCm ?? null,
          unit: latest.unit,
        }
      : null,
  };
}
