/**
 * PostCleanup: one step of removing a deleted post's likes, comments, shares and counts
 * (issue 18: "its likes, comments and notifications go with it; asynchronously is fine").
 * The `post.deleted` DomainEvent starts round 0; a round deletes at most a bounded number of
 * items and, when some are left, creates the item of the next round, whose stream INSERT runs
 * it (`events/processors/post-cleanup.ts`). So no invocation does unbounded work, and a
 * redelivered round re-reads what is left and creates the same next round (conditional
 * create, refused the second time). Expires after a day (`ttl`, epoch seconds).
 *
 * Access pattern: create by (post, round): table, pk `$seamline#postid_<id>`,
 * sk `$postcleanup_1#round_<n>`.
 */
import { Entity } from 'electrodb';

/** Cleanup steps are kept a day, in seconds. */
export const POST_CLEANUP_TTL_SECONDS = 24 * 60 * 60;

export const PostCleanup = new Entity({
  model: { entity: 'postCleanup', version: '1', service: 'seamline' },
  attributes: {
    postId: { type: 'string', required: true, readOnly: true },
    round: { type: 'number', required: true, readOnly: true },
    ttl: { type: 'number', required: true },
  },
  indexes: {
    byRound: {
      pk: { field: 'pk', composite: ['postId'] },
      sk: { field: 'sk', composite: ['round'] },
    },
  },
});
