/**
 * Likes of posts (issue 18; spec 02 §3 PostLike, §4 Like toggle, §7 like / unlike / likes, §9
 * liker line). One PostLike per (post, user): liking writes it with `attribute_not_exists` in
 * ONE transaction with the `post.liked` DomainEvent and ConditionChecks that neither the liker nor
 * the post's author is deleting (`people/live-people.ts`, issue 35 §3); unliking deletes it; both
 * are idempotent.
 * `likeCount` is kept by the `post-counters` processor; the count a like/unlike answers is the
 * stored count read BEFORE the write with this change applied (the processor has not run yet),
 * so the toggle shows its own effect at once and the count converges within moments.
 */
import type * as z from 'zod';
import { SOCIAL_ERRORS, SOCIAL_LIMITS, type likerPageSchema, type likeResultSchema } from '@seamline/shared/contracts/posts';
import { domainEventItemOf } from '@seamline/events/domain-events';
import { postLikedEvent } from '@seamline/events/post-events';
import { db } from '../_core/aws-clients';
import { isConditionalFailure } from '../_core/db-errors';
import { writeTransaction } from '../collections/transactions';
import { withCursor } from '../people/pages';
import { usersById } from '../people/people-reads';
import { visibleTo } from '../people/visibility';
import { livePeopleChecks, refuseDeleting } from '../people/live-people';
import { assertCallerId } from './caller';
import { postAuthorOf } from './post-authors';
import { countsOfPost, requirePost, requireVisiblePost, takeLimitedOnVisiblePost } from './post-reads';

type LikeResult = z.infer<typeof likeResultSchema>;
type LikerPage = z.infer<typeof likerPageSchema>;

/** Instants a like tries when its event id is taken (see `likePost`). */
const LIKE_INSTANT_ATTEMPTS = 5;

/**
 * `POST /api/posts/{postId}/like` {userId?}: the caller likes the post. Liking again writes
 * nothing and answers the same (`liked: true`).
 * @returns {postId, liked: true, likeCount} (count as in the module doc; at least 1).
 * @throws Forbidden (403) for another person's `userId`; NotFound (404) 'Post not found', also
 *   when the post is hidden from the caller (removed, a block either way, the author suspended:
 *   issue 33 §1 — the blocked person is not told; the author's account deletion started: issue
 *   35 §3); Unauthorized (401) when the caller's own deletion started; TooManyRequests (429) past
 *   120 likes/unlikes/shares a minute.
 */
export async function likePost(callerId: string, postId: string, input: { userId?: string }, now = new Date()): Promise<LikeResult> {
  assertCallerId(callerId, input.userId);
  const post = await requirePost(postId);
  const reservation = await takeLimitedOnVisiblePost('like', callerId, post, now);
  const [counts, existing] = await Promise.all([
    countsOfPost(postId),
    db.entities.postLike.get({ postId, userId: callerId }).go({ consistent: true, attributes: ['postId'] }),
  ]);
  const already: LikeResult = { postId, liked: true, likeCount: Math.max(1, counts.likeCount) };
  if (existing.data) return already;
  for (let attempt = 0; ; attempt++) {
    // The like's instant is part of its event's id (`events/post-events.ts`): one person liking,
    // unliking and liking again within one millisecond would reuse the id, so a taken id makes
    // this like one millisecond later (at most LIKE_INSTANT_ATTEMPTS times).
    const like = { postId, userId: callerId, postAuthorId: post.userId, createdAt: new Date(now.getTime() + attempt).toISOString() };
    const { canceled, reasons } = await writeTransaction(() =>
      db.transaction
        .write(({ postLike, domainEvent, user }) => [
          postLike.create(like).commit(),
          domainEvent.create(domainEventItemOf(postLikedEvent(like), now)).commit(),
          ...livePeopleChecks(user, [post.userId, callerId]),
        ])
        .go(),
    );
    if (!canceled) break;
    await refuseDeleting(reasons, { targetId: post.userId, callerId }, 2, SOCIAL_ERRORS.postNotFound, [reservation]);
    // A concurrent like of the same person (double click, two tabs) was first.
    if (reasons[0]?.code === 'ConditionalCheckFailed') return already;
    if (reasons[1]?.code !== 'ConditionalCheckFailed' || attempt + 1 >= LIKE_INSTANT_ATTEMPTS)
      throw new Error(`Like transaction cancelled: ${reasons.map((r) => r.code ?? '?').join(', ')}`);
  }
  return { postId, liked: true, likeCount: counts.likeCount + 1 };
}

/**
 * `DELETE /api/posts/{postId}/like` {userId?}: the caller no longer likes the post; a like
 * never given is a no-op 200.
 * @returns {postId, liked: false, likeCount} (count as in the module doc).
 * @throws Forbidden (403) for another person's `userId`; NotFound (404) 'Post not found' (also
 *   hidden from the caller, as {@link likePost}); TooManyRequests (429) past 120
 *   likes/unlikes/shares a minute.
 */
export async function unlikePost(callerId: string, postId: string, input: { userId?: string }, now = new Date()): Promise<LikeResult> {
  assertCallerId(callerId, input.userId);
  const post = await requirePost(postId);
  await takeLimitedOnVisiblePost('like', callerId, post, now);
  const counts = await countsOfPost(postId);
  try {
    await db.entities.postLike.remove({ postId, userId: callerId }).go();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
    // Never liked (or already unliked): nothing to do.
    return { postId, liked: false, likeCount: counts.likeCount };
  }
  return { postId, liked: false, likeCount: Math.max(0, counts.likeCount - 1) };
}

/**
 * `GET /api/posts/{postId}/likes`: who liked the post, newest first (PostLike gsi1), 50 a page
 * by default, with the total (PostCounts `likeCount`) for spec 02 §9's 'Ana, Ben, Cy +12
 * others' (`likerLine`). People who no longer exist, and people hidden from the viewer (a block
 * either way, suspended; issue 33 §1) are left out of the page; `total` stays the stored count.
 * @throws NotFound (404) 'Post not found' (also a post hidden from the viewer); BadRequest (400)
 *   'Invalid cursor'.
 */
export async function likers(
  viewerId: string,
  postId: string,
  { cursor, limit = SOCIAL_LIMITS.likersPage }: { cursor?: string; limit?: number },
): Promise<LikerPage> {
  await requireVisiblePost(viewerId, postId);
  const [page, counts] = await Promise.all([
    withCursor(cursor, db.entities.postLike.query.likersOf({ postId }), (q, c) => q.go({ order: 'desc', limit, cursor: c })),
    countsOfPost(postId),
  ]);
  const users = await usersById(page.data.map((l) => l.userId));
  const visible = await visibleTo(viewerId, page.data, (l) => users.get(l.userId));
  const items = visible.map((l) => ({ userId: l.userId, user: postAuthorOf(users.get(l.userId)!) }));
  return { items, total: Math.max(counts.likeCount, items.length), nextCursor: page.cursor };
}
