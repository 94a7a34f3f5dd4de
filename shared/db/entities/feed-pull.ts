/**
 * FeedPull (issue 19 hybrid fan-out): "the owner follows `authorId`, whose posts are merged into
 * the owner's feed at read time" — an author with more followers than the celebrity threshold
 * is not fanned out. Written for every follower when an author turns pulled (once), on a new
 * follow of a pulled author and by a rebuild; deleted on unfollow. Lives in the feed partition
 * beside the entries.
 *
 * Access pattern: the owner's pulled authors (table, pk `$seamline#ownerid_<owner>`,
 * begins_with sk `$feedpull_1`, Limit `FEED_LIMITS.pulledAuthorsRead`); put / delete one.
 */
import { Entity } from 'electrodb';

export const FeedPull = new Entity({
  model: { entity: 'feedPull', version: '1', service: 'seamline' },
  attributes: {
    ownerId: { type: 'string', required: true, readOnly: true },
    authorId: { type: 'string', required: true, readOnly: true },
    since: { type: 'string', required: true },
  },
  indexes: {
    byFeed: {
      pk: { field: 'pk', composite: ['ownerId'] },
      sk: { field: 'sk', composite: ['authorId'] },
    },
  },
});
