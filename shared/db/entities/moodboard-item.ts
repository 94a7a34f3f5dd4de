/**
 * MoodboardItem (spec 02 §3): a product on a board, once per (board, product): added with
 * `attribute_not_exists(pk)` in one transaction with the board's `itemCount` ADD (and
 * `coverImage` when the board has none). `userId` (the board owner) is copied for the
 * `product-trends` processor (a save) and for deletes. Deleted with the board.
 *
 * Access patterns:
 * - is it on the board: table, pk `$seamline#moodboardid_<id>`, sk `$moodboarditem_1#productid_<id>`;
 * - a board's items in the order added: gsi1, gsi1pk `$seamline#moodboardid_<id>`,
 *   gsi1sk `$moodboarditem_1#addedat_<iso>#productid_<id>` (Query ascending, Limit + cursor).
 */
import { Entity } from 'electrodb';

export const MoodboardItem = new Entity({
  model: { entity: 'moodboardItem', version: '1', service: 'seamline' },
  attributes: {
    moodboardId: { type: 'string', required: true },
    productId: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    sourceType: { type: ['discover', 'product_detail'] as const, default: 'discover' },
    sourceId: { type: 'string' },
    notes: { type: 'string' },
    addedAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byBoardProduct: {
      pk: { field: 'pk', composite: ['moodboardId'] },
      sk: { field: 'sk', composite: ['productId'] },
    },
    inOrder: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['moodboardId'] },
      sk: { field: 'gsi1sk', composite: ['addedAt', 'productId'] },
    },
  },
});
