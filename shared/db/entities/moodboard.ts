/**
 * Moodboard (spec 02 §3): a named board of products. `itemCount` and `coverImage` (the first
 * item's main image) are set in the same TransactWriteItems that adds an item, so they never
 * drift from the items. Boards per person are bounded (MAX_MOODBOARDS): create first counts
 * the owner's boards with one Query (Limit MAX_MOODBOARDS).
 *
 * Access patterns:
 * - get one by id: table, pk `$seamline#moodboardid_<id>`, sk `$moodboard_1`;
 * - a person's boards, newest first: gsi1, gsi1pk `$seamline#userid_<id>`,
 *   gsi1sk `$moodboard_1#createdat_<iso>#moodboardid_<id>` (Query descending, Limit + cursor).
 */
import { Entity } from 'electrodb';

export const Moodboard = new Entity({
  model: { entity: 'moodboard', version: '1', service: 'seamline' },
  attributes: {
    moodboardId: { type: 'string', required: true },
    userId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    description: { type: 'string' },
    isPublic: { type: 'boolean', default: true },
    coverImage: { type: 'string' },
    itemCount: { type: 'number', default: 0 },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['moodboardId'] },
      sk: { field: 'sk', composite: [] },
    },
    byOwner: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'moodboardId'] },
    },
  },
});
