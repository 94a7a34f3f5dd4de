/**
 * ClosetItem (spec 02 §3): an item in a closet, a catalogue product (`productId`) or the
 * owner's own custom item (the closet issue). `order` is a fractional-indexing key
 * (npm `fractional-indexing`): a move rewrites this one item, never its neighbours.
 * A product is in a closet at most once: its item id is `p-<productId>` (create with
 * `attribute_not_exists(pk)`).
 *
 * Access patterns:
 * - get one: table, pk `$seamline#closetid_<id>`, sk `$closetitem_1#itemid_<id>`;
 * - a closet's items in order: gsi1, gsi1pk `$seamline#closetid_<id>`,
 *   gsi1sk `$closetItem_1#order_<key>#itemId_<id>`, case kept (Query ascending, Limit + cursor; last item =
 *   Query descending Limit 1, for appending).
 */
import { Entity } from 'electrodb';

export const ClosetItem = new Entity({
  model: { entity: 'closetItem', version: '1', service: 'seamline' },
  attributes: {
    closetId: { type: 'string', required: true },
    itemId: { type: 'string', required: true },
    userId: { type: 'string', required: true, readOnly: true },
    productId: { type: 'string' },
    sectionId: { type: 'string' },
    order: { type: 'string', required: true },
    notes: { type: 'string' },
    savedAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['closetId'] },
      sk: { field: 'sk', composite: ['itemId'] },
    },
    inOrder: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['closetId'] },
      // Fractional keys are case-sensitive ('aZ' < 'aa'; lower-cased 'az' > 'aa'): ElectroDB's default lower-casing
      // of key values would merge and reorder them, so this sort key keeps its case.
      sk: { field: 'gsi1sk', composite: ['order', 'itemId'], casing: 'none' },
    },
  },
});
