/**
 * ProfileStats: the profile header counts (spec 02 §2.1 Following / Followers / Outfits),
 * kept ONLY by stream processors with atomic `ADD` (ARCHITECTURE §5), never counted by a scan.
 * No item means all zero. `outfits` is kept by the outfit processor of a later issue.
 *
 * Access pattern: get by userId (table, pk `$seamline#userid_<id>`, sk `$profilestats_1`);
 * BatchGet for many users.
 */
import { Entity } from 'electrodb';

export const ProfileStats = new Entity({
  model: { entity: 'profileStats', version: '1', service: 'seamline' },
  attributes: {
    userId: { type: 'string', required: true },
    followers: { type: 'number', default: 0 },
    following: { type: 'number', default: 0 },
    outfits: { type: 'number', default: 0 },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
