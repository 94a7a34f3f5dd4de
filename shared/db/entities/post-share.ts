/**
 * PostShare (spec 02 §3 Interaction of type share, for posts; issue 18): one item per share of a
 * post (copy link / navigator.share / share dialog), created in one transaction with the
 * `post.shared` DomainEvent (`post.shared:<postId>:<shareId>`). A share is an event, not a
 * state: sharing again is another share (the route's Idempotency-Key makes a double click one).
 * INSERT reaches the `post-counters` processor (PostCounts `shareCount` + 1) and `feed-fanout`.
 *
 * The shared post's product (`productId`, `productSource`) is copied from the immutable Post when
 * the share is made (issue 19), so a feed entry of the share needs no read of the Post; shares made
 * before the copy existed lack it (readers then read the Post).
 *
 * Access patterns:
 * - a post's shares (cleanup; newest last): table, pk `$seamline#postid_<P>`,
 *   sk `$postshare_1#sharedat_<iso>#shareid_<id>`;
 * - a person's shares, newest first (issue 19: a returning reader's feed is rebuilt from their
 *   followees' latest posts AND shares): gsi1, gsi1pk `$seamline#userid_<sharer>`,
 *   gsi1sk `$postshare_1#sharedat_<iso>#shareid_<id>` (Query descending, Limit). The index keys
 *   are attributes of the share item itself, so they are written by the same PUT, in the same
 *   transaction as the share; the cleanup's delete of the share removes them too.
 */
import { Entity } from 'electrodb';

export const PostShare = new Entity({
  model: { entity: 'postShare', version: '1', service: 'seamline' },
  attributes: {
    postId: { type: 'string', required: true, readOnly: true },
    shareId: { type: 'string', required: true, readOnly: true },
    /** Who shared. */
    userId: { type: 'string', required: true, readOnly: true },
    postAuthorId: { type: 'string', required: true, readOnly: true },
    /** The shared post's product (copied from the Post; absent on shares made before issue 19). */
    productId: { type: 'string', readOnly: true },
    productSource: { type: ['catalogue', 'closet'] as const, readOnly: true },
    sharedAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byPost: {
      pk: { field: 'pk', composite: ['postId'] },
      sk: { field: 'sk', composite: ['sharedAt', 'shareId'] },
    },
    bySharer: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['sharedAt', 'shareId'] },
    },
  },
});
