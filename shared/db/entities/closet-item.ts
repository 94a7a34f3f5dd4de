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
 * - one section's items in order (also 'My Items' = `sectionId` 'unsectioned', and a section
 *   delete's moves): gsi2, gsi2pk `$seamline#closetid_<id>#sectionid_<id>`, gsi2sk `$closetItem_1#order_<key>#itemId_<id>`.
 *   Every item written since issue 7 has `sectionId` (a section id or `UNSECTIONED`); items
 *   without it (written before) have no gsi2 keys; the closet's first grouped read gives them
 *   `UNSECTIONED` once (`repairSectionIndex` in functions/closet, tracked by `Closet.sectionIndexVersion`).
 *
 * Custom items (`c-<uuid>`) carry their own fields; on catalogue items the same fields
 * override the product's on display (Edit Item). `photos`: ≤ 3 stored photos, keys
 * `closet/<userId>/<photoId>.jpg` and `…-thumb.jpg`.
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
    name: { type: 'string' },
    brand: { type: 'string' },
    category: { type: 'string' },
    size: { type: 'string' },
    color: { type: 'string' },
    price: { type: 'number' },
    currency: { type: 'string' },
    /** YYYY-MM-DD. */
    purchaseDate: { type: 'string' },
    storeUrl: { type: 'string' },
    /** 1–5 (spec 02 §3 fit rating scale). */
    fitRating: { type: 'number' },
    /** Stored photos in display order: id and stored size (px). */
    photos: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          id: { type: 'string', required: true },
          width: { type: 'number', required: true },
          height: { type: 'number', required: true },
        },
      },
    },
    savedAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string' },
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
    bySection: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['closetId', 'sectionId'] },
      sk: { field: 'gsi2sk', composite: ['order', 'itemId'], casing: 'none' },
    },
  },
});
