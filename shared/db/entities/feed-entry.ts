/**
 * FeedEntry (issue 19): one item of a person's home feed, written into the feed OWNER's partition
 * by the fan-out processors (`events/feed/`) and by the read path (rebuild of a returning feed,
 * AI Picks refresh). An entry holds references only (post, share, moodboard, product, actor ids);
 * every name, image and count is read at request time, so numbers are never stale or invented.
 *
 * Keys are deterministic for what the entry reports (`entryId`: `p:<postId>`, `s:<shareId>`,
 * `m:<moodboardId>:<yyyy-mm-dd>`, `fm:<userId>:<productId>:<action>`, `ai:<productId>:<yyyy-mm-dd>`)
 * and its rank time (`rankAt`: the post's `createdAt`, the share's `sharedAt`, …), so a
 * redelivered record or a retried batch PUTs the same item again: idempotent.
 *
 * Kept at most `FEED_LIMITS.entriesKept` (400) per feed for reading — paging stops there (rank
 * cap) — and expired by `ttl` (`FEED_LIMITS.entryTtlDays`; filtered at read too, TTL deletion lags).
 *
 * Access patterns:
 * - a feed, newest first: table, pk `$seamline#ownerid_<owner>`, sk
 *   `$feedentry_1#rankat_<iso>#entryid_<id>` (Query descending, `lt` the cursor, Limit 25);
 * - a feed of one type (filters): gsi1, gsi1pk `$seamline#ownerid_<owner>#type_<type>`, gsi1sk
 *   `$feedentry_1#rankat_<iso>#entryid_<id>` (same Query);
 * - one actor's entries of a feed (unfollow): the feed Query with a filter on `actorId`, bounded by
 *   the feed's size (rank cap + TTL);
 * - one person's fit-match entries in EVERYONE's feeds (account deletion, issue 22: fit-similar
 *   people need not follow them, so no follow REMOVE takes these out): sparse gsi2, written only
 *   for `fit_match` entries, gsi2pk `$seamline#fitmatchactorid_<actor>`, gsi2sk
 *   `$feedentry_1#ownerid_<owner>#entryid_<id>`.
 */
import { Entity } from 'electrodb';
import { FEED_ITEM_TYPES, FIT_MATCH_ACTIONS } from '../../contracts/feed-constants';

export const FeedEntry = new Entity({
  model: { entity: 'feedEntry', version: '1', service: 'seamline' },
  attributes: {
    /** Whose feed. */
    ownerId: { type: 'string', required: true, readOnly: true },
    entryId: { type: 'string', required: true, readOnly: true },
    type: { type: FEED_ITEM_TYPES, required: true, readOnly: true },
    /** ISO-8601 instant the entry is ranked by (newest first). */
    rankAt: { type: 'string', required: true, readOnly: true },
    /** The person it is about: poster, sharer, board owner, fit-similar person (absent for AI Picks). */
    actorId: { type: 'string' },
    postId: { type: 'string' },
    /** The post's author (for a share, not the actor), its product and where that product lives: copied
     * from the immutable Post at fan-out so a page reads everything in one parallel round. */
    postAuthorId: { type: 'string' },
    productSource: { type: ['catalogue', 'closet'] as const },
    shareId: { type: 'string' },
    moodboardId: { type: 'string' },
    productId: { type: 'string' },
    /** Fit matches: similarity to the owner (92–100), what the person did, the size they chose. */
    fitSimilarity: { type: 'number' },
    action: { type: FIT_MATCH_ACTIONS },
    size: { type: 'string' },
    /** AI Picks: the recommender's reasons, e.g. 'Fits you in M · Matches your Minimalist style'. */
    reason: { type: 'string' },
    /** Epoch seconds. */
    ttl: { type: 'number', required: true },
    /**
     * The sparse gsi2's key, derived on every write: `actorId` on fit_match entries, '-' on the
     * others (ElectroDB wants a conditional index's composites on every write; the index
     * `condition` keeps their gsi2 keys out).
     */
    fitMatchActorId: {
      type: 'string',
      watch: ['type', 'actorId'],
      set: (_value, item) => (item.type === 'fit_match' && typeof item.actorId === 'string' ? item.actorId : '-'),
    },
  },
  indexes: {
    byFeed: {
      pk: { field: 'pk', composite: ['ownerId'] },
      sk: { field: 'sk', composite: ['rankAt', 'entryId'] },
    },
    byType: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['ownerId', 'type'] },
      sk: { field: 'gsi1sk', composite: ['rankAt', 'entryId'] },
    },
    fitMatchesOfActor: {
      index: 'gsi2',
      // Sparse: only fit matches carry gsi2 keys (the other types leave with follows or posts).
      condition: (attr) => attr.type === 'fit_match',
      pk: { field: 'gsi2pk', composite: ['fitMatchActorId'] },
      sk: { field: 'gsi2sk', composite: ['ownerId', 'entryId'] },
    },
  },
});
