/**
 * Follow (spec 01 §3 Follow relation): `followerId` follows `followingId`. One item per pair,
 * written with `attribute_not_exists(pk)` so a double follow changes nothing (idempotent), and
 * deleted on unfollow / remove-follower. Each INSERT and REMOVE reaches the `follow-counters`
 * stream processor, which keeps ProfileStats counts and emits `user.followed`.
 *
 * Access patterns:
 * - does A follow B / get the relation: table, pk `$seamline#followerid_<A>`, sk `$follow_1#followingid_<B>`
 *   (BatchGet of many pairs for `isFollowing` flags);
 * - B's followers, newest first: gsi1, gsi1pk `$seamline#followingid_<B>`, gsi1sk `$follow_1#createdat_<iso>#followerid_<A>`;
 * - the people A follows, newest first: gsi2, gsi2pk `$seamline#followerid_<A>`, gsi2sk `$follow_1#createdat_<iso>#followingid_<B>`.
 */
import { Entity } from 'electrodb';

export const Follow = new Entity({
  model: { entity: 'follow', version: '1', service: 'seamline' },
  attributes: {
    followerId: { type: 'string', required: true },
    followingId: { type: 'string', required: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    /**
     * Set just before the account deletion job deletes the follow (issue 22): the person being
     * deleted, whose own count `follow-counters` must not touch (it would recreate their ProfileStats).
     */
    erasedUserId: { type: 'string' },
  },
  indexes: {
    byPair: {
      pk: { field: 'pk', composite: ['followerId'] },
      sk: { field: 'sk', composite: ['followingId'] },
    },
    followersOf: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['followingId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'followerId'] },
    },
    followingOf: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['followerId'] },
      sk: { field: 'gsi2sk', composite: ['createdAt', 'followingId'] },
    },
  },
});
