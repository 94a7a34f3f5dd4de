/**
 * The things people report (issue 33 §3): a post, a post comment, a suggestion comment or a
 * person, read by id into one shape — whose it is (`subjectUserId`), whether an admin removed it,
 * and what the moderation queue previews. One GetItem (post, comment, person) or one gsi1 Query
 * (suggestion comment, by id); a comment also reads its post (a comment of a removed or deleted
 * post is gone with it).
 */
import type { ReportTargetType } from '@seamline/shared/contracts/moderation';
import { db } from '../_core/aws-clients';
import { userById } from '../people/people-reads';
import { postById } from '../posts/post-reads';

/** A reported thing as moderation sees it. */
export interface ModerationTarget {
  targetType: ReportTargetType;
  targetId: string;
  /** The author (the person themselves for a `user` target). */
  subjectUserId: string;
  /** Set while removed by an admin (content only). */
  removedAt?: string;
  /** The post's author when the target is a comment (its visibility follows the post's). */
  postAuthorId?: string;
  /** Set while the comment's post is removed (the comment is hidden with it). */
  postRemovedAt?: string;
  /** Caption, comment text, or a person's name and bio. */
  text: string | null;
  /** A post's first stored photo id (`posts/<author>/<id>.jpg`), if any. */
  photoId?: string;
  /** The rest of a suggestion comment's key (it is stored under its suggestion). */
  suggestionKey?: { suggestionId: string; createdAt: string };
  /** A suggestion comment's outfit event (only its members may see, and so report, it). */
  eventId?: string;
}

/**
 * Read the target of a report.
 * @returns null when it does not exist (never created, deleted, or a comment whose post is gone).
 */
export async function loadTarget(targetType: ReportTargetType, targetId: string): Promise<ModerationTarget | null> {
  switch (targetType) {
    case 'post': {
      const post = await postById(targetId);
      if (!post) return null;
      return { targetType, targetId, subjectUserId: post.userId, removedAt: post.removedAt, text: post.caption ?? null, photoId: post.images?.[0] };
    }
    case 'comment': {
      const { data: comment } = await db.entities.postComment.get({ commentId: targetId }).go();
      if (!comment) return null;
      const post = await postById(comment.postId);
      if (!post) return null;
      return {
        targetType,
        targetId,
        subjectUserId: comment.userId,
        removedAt: comment.removedAt,
        postAuthorId: post.userId,
        postRemovedAt: post.removedAt,
        text: comment.content,
      };
    }
    case 'suggestionComment': {
      const { data } = await db.entities.suggestionComment.query.byId({ commentId: targetId }).go({ limit: 1 });
      const comment = data[0];
      if (!comment) return null;
      return {
        targetType,
        targetId,
        subjectUserId: comment.userId,
        removedAt: comment.removedAt,
        text: comment.comment,
        suggestionKey: { suggestionId: comment.suggestionId, createdAt: comment.createdAt },
        eventId: comment.eventId,
      };
    }
    case 'user': {
      const user = await userById(targetId);
      if (!user) return null;
      const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
      return { targetType, targetId, subjectUserId: user.id, text: user.bio ? `${name} — ${user.bio}` : name };
    }
  }
}
