/**
 * Shares of posts (issue 18; issue 32 §4 "shares once per person"). A share is a person's repost
 * of a post to their followers: ONE PostShare per (post, person), created with
 * `attribute_not_exists` in ONE transaction with the `post.shared` DomainEvent (and ConditionChecks
 * that neither the sharer nor the post's author is deleting: `people/live-people.ts`, issue 35 §3, so
 * no share — nor its entries in the sharer's followers' feeds — outlives either account), so a repeat —
 * sequential or simultaneous — writes nothing, emits nothing and fans out nothing, and answers the
 * existing share (200, `shared: true`). The share item also carries the post's product and its gsi1
 * keys (the sharer's shares newest first: issue 19's feed rebuild, issue 22's export and deletion).
 * For a catalogue product the sharer's Interaction (user, product, `share`) gets `ADD count 1` in
 * the same transaction, as `POST /api/interactions` records a product share; an un-share takes
 * that 1 back (never below 0).
 *
 * Un-sharing deletes the item (conditional): its REMOVE makes `post-counters` count −1 and
 * `feed-fanout` delete the share's entries from the sharer's followers' feeds; the request itself
 * takes the sharer out of the author's aggregated 'shared your post' row (`eraseActorFromNotifications`
 * scoped to the post). `shareCount` = the people who currently share, kept by `post-counters`;
 * like likes, the count answered is the stored count read before the write with this change applied.
 * A repeat answers the same: a request that lost the race for the create read the count while the
 * share did not exist yet, so it answers that count + 1 as the winner does; a later repeat answers
 * the stored count (at least 1), which is eventually exact — until `post-counters` has applied the
 * share (typically well under a second) it can be one below what the share's own answer said.
 *
 * Limits: every share and un-share counts against `like` (120 a minute); a share that is CREATED
 * also counts against `share` (20 an hour), so share → un-share → share toggling cannot fan out to
 * the followers and ping the author more than that. A repeat answering the existing share, and a
 * create that lost the race to a simultaneous one (its count is given back), use none of it.
 */
import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import { SOCIAL_ERRORS, type shareResultSchema } from '@seamline/shared/contracts/posts';
import { domainEventItemOf } from '@seamline/events/domain-events';
import { postSharedEvent } from '@seamline/events/post-events';
import { db } from '../_core/aws-clients';
import { isConditionalFailure } from '../_core/db-errors';
import { writeTransaction } from '../collections/transactions';
import { eraseActorFromNotifications } from '../privacy/erase-actor';
import { livePeopleChecks, refuseDeleting } from '../people/live-people';
import { countsOfPost, requirePost, takeLimitedOnVisiblePost } from './post-reads';
import { TooManyRequests } from '../_core/http-errors';
import { releaseReservation, takeLimited } from '../_core/rate-limit';

type ShareResult = z.infer<typeof shareResultSchema>;

/**
 * `POST /api/posts/{postId}/share`: the caller shares (reposts) the post to their followers.
 * Sharing again writes nothing and answers the same (`shared: true`, the count unchanged).
 * @returns {postId, shared: true, shareCount} (count as in the module doc; at least 1).
 * @throws NotFound (404) 'Post not found', also when the post is hidden from the caller (removed,
 *   a block either way, the author suspended: issue 33 §1; the author's account deletion started:
 *   issue 35 §3); Unauthorized (401) when the caller's own deletion started; TooManyRequests (429)
 *   past 120 likes/unlikes/shares a minute, or past 20 shares created an hour.
 */
export async function sharePost(callerId: string, postId: string, now = new Date()): Promise<ShareResult> {
  const post = await requirePost(postId);
  const likeSlot = await takeLimitedOnVisiblePost('like', callerId, post, now);
  const [counts, existing] = await Promise.all([
    countsOfPost(postId),
    db.entities.postShare.get({ postId, userId: callerId }).go({ consistent: true, attributes: ['postId'] }),
  ]);
  if (existing.data) return { postId, shared: true, shareCount: Math.max(1, counts.shareCount) };
  // Read while the share did not exist: the count with it is this + 1, for the winner and any loser alike.
  const withShare: ShareResult = { postId, shared: true, shareCount: counts.shareCount + 1 };
  const reservation = await takeShareLimit(callerId, postId, now);
  if (!reservation) return withShare;
  const at = now.toISOString();
  // The post's product is copied (the Post is immutable): a feed entry of the share needs no Post read.
  const share = { postId, shareId: randomUUID(), userId: callerId, postAuthorId: post.userId, productId: post.productId, productSource: post.productSource, sharedAt: at };
  const { canceled, reasons } = await writeTransaction(() =>
    db.transaction
      .write(({ postShare, domainEvent, interaction, user }) => [
        postShare.create(share).commit(),
        domainEvent.create(domainEventItemOf(postSharedEvent(share), now)).commit(),
        ...livePeopleChecks(user, [post.userId, callerId]),
        ...(post.productSource === 'catalogue'
          ? [
              interaction
                .update({ userId: callerId, productId: post.productId, type: 'share' })
                .data((a, op) => {
                  op.add(a.count, 1);
                  op.set(a.lastAt, at);
                  op.ifNotExists(a.firstAt, at);
                })
                .commit(),
            ]
          : []),
      ])
      .go(),
  );
  if (canceled) {
    // A concurrent share of the same person (double click, two tabs, a burst) was first.
    // Nothing was created, so its `share` count is given back.
    await releaseReservation(reservation);
    await refuseDeleting(reasons, { targetId: post.userId, callerId }, 2, SOCIAL_ERRORS.postNotFound, [likeSlot]);
    if (reasons[0]?.code === 'ConditionalCheckFailed') return withShare;
    throw new Error(`Share transaction cancelled: ${reasons.map((r) => r.code ?? '?').join(', ')}`);
  }
  return withShare;
}

/**
 * Count one share created by `callerId` against `share` (module doc). When the limit refuses, a
 * simultaneous request of the same person may have created the share meanwhile: then this request
 * is a repeat and answers it (null), else the 429 stands.
 */
async function takeShareLimit(callerId: string, postId: string, now: Date) {
  try {
    return await takeLimited('share', callerId, now);
  } catch (error) {
    if (!(error instanceof TooManyRequests)) throw error;
    const { data } = await db.entities.postShare.get({ postId, userId: callerId }).go({ consistent: true, attributes: ['postId'] });
    if (data) return null;
    throw error;
  }
}

/**
 * `DELETE /api/posts/{postId}/share`: the caller no longer shares the post; a share never made
 * (or already undone) is a no-op 200 with `shared: false`.
 * @returns {postId, shared: false, shareCount} (count as in the module doc).
 * @throws NotFound (404) 'Post not found', also for a post hidden from the caller (issue 33 §1: it
 *   does not exist for them — a block already withdrew their share from the author's sight);
 *   TooManyRequests (429) past 120 likes/unlikes/shares a minute.
 */
export async function unsharePost(callerId: string, postId: string, now = new Date()): Promise<ShareResult> {
  const post = await requirePost(postId);
  await takeLimitedOnVisiblePost('like', callerId, post, now);
  const counts = await countsOfPost(postId);
  try {
    await db.entities.postShare.remove({ postId, userId: callerId }).go({ response: 'none' });
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
    // Never shared (or a concurrent un-share was first): nothing to do.
    return { postId, shared: false, shareCount: counts.shareCount };
  }
  await Promise.all([
    post.productSource === 'catalogue' ? takeBackProductShare(callerId, post.productId) : Promise.resolve(),
    eraseActorFromNotifications(post.userId, callerId, { type: 'post_share', postId }),
  ]);
  return { postId, shared: false, shareCount: Math.max(0, counts.shareCount - 1) };
}

/** The sharer's Interaction (product, `share`) counts one share less, never below 0 (no item: nothing). */
async function takeBackProductShare(userId: string, productId: string): Promise<void> {
  try {
    await db.entities.interaction
      .patch({ userId, productId, type: 'share' })
      .add({ count: -1 })
      .where((a, op) => op.gt(a.count, 0))
      .go({ response: 'none' });
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
}
