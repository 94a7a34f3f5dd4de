/**
 * Closet (spec 02 §3): a person's closet. Every user has one default closet whose id is the
 * user id, created lazily exactly once (create with `attribute_not_exists(pk)`, a refusal
 * means it exists). `itemCount` is changed in the same transaction as each item put/delete.
 *
 * Access pattern: get: table, pk `$seamline#closetid_<id>`, sk `$closet_1`.
 */
import { Entity } from 'electrodb';

export const Closet = new Entity({
  model: { entity: 'closet', version: '1', service: 'seamline' },
  attributes: {
    closetId: { type: 'string', required: true },
    userId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', default: 'My Closet' },
    description: { type: 'string' },
    isDefault: { type: 'boolean', default: true },
    /** Spec 02 §3 layout (json): default grid view with no sections. */
    layout: { type: 'any', default: () => ({ view: 'grid', sections: [] }) },
    itemCount: { type: 'number', default: 0 },
    /** 1 = every item of the closet has `sectionId` (gsi2 keys); absent on closets made before issue 7 (repaired lazily). */
    sectionIndexVersion: { type: 'number' },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['closetId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
