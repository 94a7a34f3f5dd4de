/**
 * FeedAuthor (issue 19 hybrid fan-out): an author whose followers read their posts at read time.
 * `pulled` is set once the author had more followers than the threshold when posting (followers
 * then get FeedPull markers); from then on a new post, share or public board is ONE write here —
 * prepended to `recent` (the latest `FEED_LIMITS.pulledRecentKept`), conditioned on `version` —
 * instead of one entry per follower. A page read BatchGets the FeedAuthor items of the reader's
 * pulled authors and merges their `recent` into the page.
 *
 * Access pattern: get / conditional update by author (table, pk `$seamline#authorid_<id>`,
 * sk `$feedauthor_1`); BatchGet of a reader's pulled authors (≤ 100 keys, one call).
 */
import { Entity } from 'electrodb';
import { FEED_ITEM_TYPES } from '../../contracts/feed-constants';

export const FeedAuthor = new Entity({
  model: { entity: 'feedAuthor', version: '1', service: 'seamline' },
  attributes: {
    authorId: { type: 'string', required: true },
    pulled: { type: 'boolean', required: true },
    pulledSince: { type: 'string' },
    /** Set once every follower at the turn has its FeedPull marker (absent: the turn is completed by the next item). */
    markersAt: { type: 'string' },
    /** Newest first. Each: the entry a follower's feed would have held. */
    recent: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          entryId: { type: 'string', required: true },
          type: { type: FEED_ITEM_TYPES, required: true },
          rankAt: { type: 'string', required: true },
          actorId: { type: 'string' },
          postId: { type: 'string' },
          postAuthorId: { type: 'string' },
          productId: { type: 'string' },
          productSource: { type: ['catalogue', 'closet'] as const },
          shareId: { type: 'string' },
          moodboardId: { type: 'string' },
        },
      },
    },
    /** Optimistic concurrency of `recent` (read-modify-write). */
    version: { type: 'number', required: true },
  },
  indexes: {
    byAuthor: {
      pk: { field: 'pk', composite: ['authorId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
