/**
 * PostCounts: a post's like, comment and share counts (issue 18), kept ONLY by the
 * `post-counters` stream processor with atomic `ADD` in one transaction with a StreamReceipt
 * (ARCHITECTURE §5; never counted by a Query), so N concurrent likes end at exactly N and a
 * redelivered record changes nothing. No item means all zero. Deleted by `post-cleanup` after
 * its post.
 *
 * Access pattern: get / BatchGet by post: table, pk `$seamline#postid_<id>`, sk `$postcounts_1`
 * (the same partition as the Post, its likes and shares).
 */
import { Entity } from 'electrodb';

export const PostCounts = new Entity({
  model: { entity: 'postCounts', version: '1', service: 'seamline' },
  attributes: {
    postId: { type: 'string', required: true },
    likeCount: { type: 'number', default: 0 },
    commentCount: { type: 'number', default: 0 },
    shareCount: { type: 'number', default: 0 },
  },
  indexes: {
    byPost: {
      pk: { field: 'pk', composite: ['postId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
