/**
 * FeedState (issue 19): when a person last read their feed and what the read path did to it.
 * `lastReadAt` decides whether the fan-out writes their feed (active = read within
 * `FEED_LIMITS.activeDays`); no item = never read = inactive, and the first read rebuilds the feed
 * from the people they follow (`rebuiltAt`). `aiPicksAt`: the last AI Picks refresh, `aiShown`: what it showed.
 * `lastReadAt` is moved at most once an hour (a read is not a write).
 *
 * Access pattern: get / update by user (table, pk `$seamline#userid_<id>`, sk `$feedstate_1`);
 * BatchGet of a page of followers (the fan-out's active check).
 */
import { Entity } from 'electrodb';

export const FeedState = new Entity({
  model: { entity: 'feedState', version: '1', service: 'seamline' },
  attributes: {
    userId: { type: 'string', required: true },
    lastReadAt: { type: 'string' },
    rebuiltAt: { type: 'string' },
    aiPicksAt: { type: 'string' },
    /** Until when a WebSocket of the person may be subscribed (set on `authenticate`: + 2 h, the
     * longest connection): the fan-out pushes `feed_updated` only to such people, so offline
     * followers cost no connection look-up. */
    liveUntil: { type: 'string' },
    /** Product ids of the AI Picks already put into the feed, newest first (≤ 24): the next refresh picks others. */
    aiShown: { type: 'list', items: { type: 'string' } },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
