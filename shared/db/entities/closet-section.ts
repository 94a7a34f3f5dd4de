/**
 * ClosetSection (spec 02 §3, §2.2): a named group of a closet's items. Items point at their
 * section (`ClosetItem.sectionId`); deleting a section moves its items to unsectioned.
 * `order` is a fractional-indexing key (new sections last). At most `MAX_CLOSET_SECTIONS`
 * (50) per closet, so one Query reads them all.
 *
 * Access patterns:
 * - get one: table, pk `$seamline#closetid_<id>`, sk `$closetsection_1#sectionid_<id>`;
 * - a closet's sections: table Query pk `$seamline#closetid_<id>`, sk begins_with `$closetsection_1`
 *   (sorted by `order` in the service);
 * - one by id without its closet (`/api/closets/sections/{sectionId}`): the caller's own
 *   closet is `closetId` = caller id, so a get with the caller's id (someone else's section → 404).
 */
import { Entity } from 'electrodb';

export const ClosetSection = new Entity({
  model: { entity: 'closetSection', version: '1', service: 'seamline' },
  attributes: {
    closetId: { type: 'string', required: true },
    sectionId: { type: 'string', required: true },
    userId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    description: { type: 'string' },
    order: { type: 'string', required: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['closetId'] },
      sk: { field: 'sk', composite: ['sectionId'] },
    },
  },
});
