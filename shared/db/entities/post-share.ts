/**
 * PostShare (spec 02 §3 Interaction of type share, for posts; issue 18): one item per share of a
 * post (copy link / navigator.share / share dialog), created in one transaction with the
 * `post.shared` DomainEvent (`post.shared:<postId>:<shareId>`). A share is an event, not a
 * state: sharing again is another share (the route's Idempotency-Key makes a double click one).
 * INSERT reaches the `post-counters` processor (PostCounts `shareCount` + 1).
 *
 * Access pattern: a post's shares (cleanup; newest last): table, pk `$seamline#postid_<P>`,
 * sk `$postshare_1#sharedat_<iso>#shareid_<id>`.
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
    sharedAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byPost: {
      pk: { field: 'pk', composite: ['postId'] },
      sk: { field: 'sk', composite: ['sharedAt', 'shareId'] },
    },
  },
});
