/**
 * Comments of posts (issue 18; spec 02 §2.14 Comments dialog, §3 PostComment, §5, §7 comments).
 * Content is trimmed, 1–500 characters (the contract's messages) and stored and answered
 * exactly as written: plain text, never HTML (the web renders it as text). A comment is
 * created in ONE transaction with the `post.commented` DomainEvent and ConditionChecks that neither
 * the commenter nor the post's author is deleting (`people/live-people.ts`, issue 35 §3); its author or the post's
 * author may delete it. `commentCount` is kept by the `post-counters` processor.
 */
import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import { SOCIAL_ERRORS, SOCIAL_LIMITS, type Comment, type commentPageSchema } from '@seamline/shared/contracts/posts';
import { domainEventItemOf } from '@seamline/events/domain-events';
import { postCommentedEvent } from '@seamline/events/post-events';
import { db } from '../_core/aws-clients';
import { Forbidden, NotFound } from '../_core/http-errors';
import { isConditionalFailure } from '../_core/db-errors';
import { writeTransaction } from '../collections/transactions';
import { withCursor } from '../people/pages';
import { usersById } from '../people/people-reads';
import { canSeeContent, peopleVisibility } from '../people/visibility';
import { livePeopleChecks, refuseDeleting } from '../people/live-people';
import { assertCallerId } from './caller';
import { postAuthorOf, postAuthorsById } from './post-authors';
import { requirePost, requireVisiblePost, takeLimitedOnVisiblePost } from './post-reads';
import { commentDto } from './post-views';

type CommentPage = z.infer<typeof commentPageSchema>;

/**
 * `POST /api/posts/{postId}/comments` {userId?, content}: the caller comments (content already
 * trimmed and 1–500 characters by the contract).
 * @returns the new comment (201), `canDelete: true`.
 * @throws Forbidden (403) for another person's `userId`; NotFound (404) 'Post not found', also
 *   when the post is hidden from the caller (removed, a block either way, the author suspended:
 *   issue 33 §1; the author's account deletion started: issue 35 §3); Unauthorized (401) when the
 *   caller's own deletion started; TooManyRequests (429) past 20 comments a minute.
 */
export async function addComment(
  callerId: string,
  postId: string,
  input: { userId?: string; content: string },
  now = new Date(),
): Promise<Comment> {
  assertCallerId(callerId, input.userId);
  const post = await requirePost(postId);
  const reservation = await takeLimitedOnVisiblePost('comment', callerId, post, now);
  const comment = {
    commentId: randomUUID(),
    postId,
    userId: callerId,
    postAuthorId: post.userId,
    content: input.content,
    createdAt: now.toISOString(),
  };
  const { canceled, reasons } = await writeTransaction(() =>
    db.transaction
      .write(({ postComment, domainEvent, user }) => [
        postComment.create(comment).commit(),
        domainEvent.create(domainEventItemOf(postCommentedEvent(comment), now)).commit(),
        ...livePeopleChecks(user, [post.userId, callerId]),
      ])
      .go(),
  );
  if (canceled) await refuseDeleting(reasons, { targetId: post.userId, callerId }, 2, SOCIAL_ERRORS.postNotFound, [reservation]);
  if (canceled) throw new Error(`Comment transaction cancelled: ${reasons.map((r) => r.code ?? '?').join(', ')}`);
  const user = (await postAuthorsById([callerId])).get(callerId);
  if (!user) throw new NotFound('User not found');
  return commentDto(comment, user, callerId);
}

/**
 * `GET /api/posts/{postId}/comments`: oldest first (PostComment gsi1), 50 a page by default.
 * Left out (issue 33 §1, §4): comments of people who no longer exist, removed comments (for
 * everyone, their author included), and comments of people hidden from the viewer — blocked
 * either way (in anyone's thread) or suspended. A page can hold fewer than `limit`; the cursor
 * goes on. The post's `commentCount` stays the stored total (docs/architecture.md, Blocking).
 * Reads: the post and its author's visibility, the page, then its people (BatchGet) beside the
 * viewer's Block rows (`peopleVisibility`: one Query, none when every comment is the viewer's).
 * @throws NotFound (404) 'Post not found' (also a post hidden from the viewer); BadRequest (400)
 *   'Invalid cursor'.
 */
export async function listComments(
  viewerId: string,
  postId: string,
  { cursor, limit = SOCIAL_LIMITS.commentsPage }: { cursor?: string; limit?: number },
): Promise<CommentPage> {
  await requireVisiblePost(viewerId, postId);
  const page = await withCursor(cursor, db.entities.postComment.query.byPost({ postId }), (q, c) =>
    q.go({ order: 'asc', limit, cursor: c }),
  );
  const authorIds = page.data.map((c) => c.userId);
  const [users, see] = await Promise.all([usersById(authorIds), peopleVisibility(viewerId, authorIds)]);
  const items = page.data.flatMap((c) => {
    const user = users.get(c.userId);
    return user && canSeeContent(c, see(user) === 'visible') ? [commentDto(c, postAuthorOf(user), viewerId)] : [];
  });
  return { items, nextCursor: page.cursor };
}

/**
 * `DELETE /api/comments/{commentId}`: by the comment's author or the post's author (issue 18:
 * nobody else may delete others' content).
 * @throws NotFound (404) 'Comment not found'; Forbidden (403) 'You can only delete your own
 *   comments or comments on your posts.'
 */
export async function deleteComment(callerId: string, commentId: string): Promise<{ deleted: true }> {
  const { data: comment } = await db.entities.postComment.get({ commentId }).go({ consistent: true });
  if (!comment) throw new NotFound(SOCIAL_ERRORS.commentNotFound);
  if (callerId !== comment.userId && callerId !== comment.postAuthorId) throw new Forbidden(SOCIAL_ERRORS.notYourComment);
  try {
    await db.entities.postComment.remove({ commentId }).go();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
    throw new NotFound(SOCIAL_ERRORS.commentNotFound);
  }
  return { deleted: true };
}
