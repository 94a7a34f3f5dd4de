/**
 * Post (spec 02 §3 Post; issue 18): a person's post about a product — a catalogue product
 * (`productSource: 'catalogue'`, `productId` = the Product's id) or one of the author's own
 * custom closet items (`'closet'`, `productId` = the ClosetItem's `itemId`, `c-…`). Caption and
 * images are optional; `images` holds the ids of the stored photos
 * (`posts/<userId>/<photoId>.jpg`, functions/posts/post-photos.ts). Counts live apart, in
 * PostCounts (kept by the `post-counters` processor), so the post item is never rewritten by
 * a like.
 *
 * Deleting a post deletes this item (readers then answer 404) in one transaction with the
 * `post.deleted` DomainEvent; the `post-cleanup` processor removes its likes, comments, shares
 * and counts afterwards.
 *
 * Access patterns:
 * - get one / BatchGet many: table, pk `$seamline#postid_<id>`, sk `$post_1`;
 * - a person's posts, newest first: gsi1, gsi1pk `$seamline#userid_<id>`,
 *   gsi1sk `$post_1#createdat_<iso>#postid_<id>` (Query descending, Limit + cursor).
 */
import { Entity } from 'electrodb';

export const Post = new Entity({
  model: { entity: 'post', version: '1', service: 'seamline' },
  attributes: {
    postId: { type: 'string', required: true, readOnly: true },
    /** The author. */
    userId: { type: 'string', required: true, readOnly: true },
    productId: { type: 'string', required: true, readOnly: true },
    productSource: { type: ['catalogue', 'closet'] as const, required: true, readOnly: true },
    caption: { type: 'string' },
    /** Stored photo ids in display order (at most `SOCIAL_LIMITS.imagesMax`). */
    images: { type: 'list', items: { type: 'string' } },
    /**
     * Set when an admin removed the post (issue 33 §4, with the report reason): it answers 404 and
     * leaves every list and feed for everyone but its author's own data export. `restore` clears it.
     */
    removedAt: { type: 'string' },
    removedReason: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['postId'] },
      sk: { field: 'sk', composite: [] },
    },
    byAuthor: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'postId'] },
    },
  },
});
