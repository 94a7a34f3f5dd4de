/**
 * PostLike (spec 02 §3 PostLike; issue 18): `userId` likes `postId`. One item per (post, user),
 * created with `attribute_not_exists(pk)` in one transaction with the `post.liked` DomainEvent,
 * so liking twice writes nothing the second time; unliking deletes it. Each like has its own
 * `createdAt`, so unlike + like again is a new like with a new event id
 * (`post.liked:<postId>:<userId>:<createdAt>`). INSERT / REMOVE reach the `post-counters`
 * processor (PostCounts `likeCount` ± 1).
 *
 * Access patterns:
 * - does U like P (one; BatchGet for many posts' `likedByMe`): table, pk `$seamline#postid_<P>`,
 *   sk `$postlike_1#userid_<U>`; a post's likes in any order (cleanup): Query begins_with
 *   `$postlike_1#`;
 * - a post's likers, newest first: gsi1, gsi1pk `$seamline#postid_<P>`,
 *   gsi1sk `$postlike_1#createdat_<iso>#userid_<U>` (Query descending, Limit + cursor).
 */
import { Entity } from 'electrodb';

export const PostLike = new Entity({
  model: { entity: 'postLike', version: '1', service: 'seamline' },
  attributes: {
    postId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    /** The post's author (who is notified). */
    postAuthorId: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byPair: {
      pk: { field: 'pk', composite: ['postId'] },
      sk: { field: 'sk', composite: ['userId'] },
    },
    likersOf: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['postId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'userId'] },
    },
    /** A person's likes, newest first (account deletion / export, issue 22). */
    byUser: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['userId'] },
      sk: { field: 'gsi2sk', composite: ['createdAt', 'postId'] },
    },
  },
});
