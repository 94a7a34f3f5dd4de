/**
 * PostComment (spec 02 §3 PostComment; issue 18): a comment on a post, plain text (trimmed,
 * 1–500 characters; HTML is kept as text and never rendered). Created in one transaction with
 * the `post.commented` DomainEvent; deleted by its author or the post's author
 * (`postAuthorId` is kept on the comment so that check needs no second read). INSERT / REMOVE
 * reach the `post-counters` processor (PostCounts `commentCount` ± 1).
 *
 * Access patterns:
 * - get / delete one: table, pk `$seamline#commentid_<id>`, sk `$postcomment_1`;
 * - a post's comments, oldest first: gsi1, gsi1pk `$seamline#postid_<P>`,
 *   gsi1sk `$postcomment_1#createdat_<iso>#commentid_<id>` (Query ascending, Limit + cursor).
 */
import { Entity } from 'electrodb';

export const PostComment = new Entity({
  model: { entity: 'postComment', version: '1', service: 'seamline' },
  attributes: {
    commentId: { type: 'string', required: true, readOnly: true },
    postId: { type: 'string', required: true, readOnly: true },
    /** The comment's author. */
    userId: { type: 'string', required: true, readOnly: true },
    /** The post's author (may delete the comment; is notified). */
    postAuthorId: { type: 'string', required: true, readOnly: true },
    content: { type: 'string', required: true, readOnly: true },
    /** Set when an admin removed the comment (issue 33 §4): hidden from every thread; `restore` clears it. */
    removedAt: { type: 'string' },
    removedReason: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['commentId'] },
      sk: { field: 'sk', composite: [] },
    },
    byPost: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['postId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'commentId'] },
    },
    /** A person's comments, newest first (account deletion / export, issue 22). */
    byAuthor: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['userId'] },
      sk: { field: 'gsi2sk', composite: ['createdAt', 'commentId'] },
    },
  },
});
