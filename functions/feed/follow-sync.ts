/**
 * A follow's effect on the follower's feed (issue 19 "Follow backfills the followed person's
 * latest 20 posts; unfollow removes their entries"), run by the `feed-follows` processor:
 *
 * - follow of a PULLED author (above the celebrity threshold): one FeedPull marker — their posts
 *   are merged at read from then on (for active and inactive followers alike; cheap);
 * - follow of anyone else by an ACTIVE follower: their latest {@link FEED_LIMITS.followBackfillPosts}
 *   posts become entries of the follower's feed (one Query Limit 20 + one BatchWriteItem round);
 *   an inactive follower's feed is rebuilt when they come back, so nothing is written;
 * - unfollow: the marker is deleted and every entry of the follower's feed whose actor is the
 *   unfollowed person is deleted (a Query of the follower's partition filtered on `actorId`,
 *   bounded by the feed's size: rank cap + TTL). Readers also drop such entries at once (they
 *   check the follow pairs of a page), so the processor's latency is never visible.
 */
import { FEED_LIMITS } from '@seamline/shared/contracts/feed-constants';
import { db } from '../_core/aws-clients';
import { entriesFor, latestPostItems } from './fan-out';
import { activeAmong, deleteEntryKeys, putEntries, putPulls } from './feed-store';

export type FollowSyncResult = { kind: 'pulled' | 'backfilled' | 'inactive' | 'removed'; written: number };

/** `followerId` now follows `followingId` (module doc). */
export async function syncFollow(followerId: string, followingId: string, now = new Date()): Promise<FollowSyncResult> {
  const { data: author } = await db.entities.feedAuthor.get({ authorId: followingId }).go({ attributes: ['pulled'] });
  if (author?.pulled) {
    await putPulls([{ ownerId: followerId, authorId: followingId, since: now.toISOString() }]);
    return { kind: 'pulled', written: 1 };
  }
  if (!(await activeAmong([followerId], now)).has(followerId)) return { kind: 'inactive', written: 0 };
  const posts = await latestPostItems(followingId, FEED_LIMITS.followBackfillPosts);
  const written = await putEntries(posts.flatMap((p) => entriesFor([followerId], p, now)));
  return { kind: 'backfilled', written };
}

/** `followerId` no longer follows `followingId` (module doc). */
export async function syncUnfollow(followerId: string, followingId: string): Promise<FollowSyncResult> {
  const [, entries] = await Promise.all([
    db.entities.feedPull.delete({ ownerId: followerId, authorId: followingId }).go({ response: 'none' }),
    db.entities.feedEntry.query
      .byFeed({ ownerId: followerId })
      .where((a, op) => op.eq(a.actorId, followingId))
      .go({ pages: 'all', attributes: ['ownerId', 'rankAt', 'entryId'] }),
  ]);
  await deleteEntryKeys(entries.data);
  return { kind: 'removed', written: entries.data.length };
}
