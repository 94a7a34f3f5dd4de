/**
 * CollectionItem (spec 02 §3): a product saved to a person's collection (Saved Items). One
 * item per (user, product): saving is a create with `attribute_not_exists(pk)`, so saving
 * twice changes nothing. Each INSERT reaches the `product-trends` processor (a save).
 *
 * Access patterns:
 * - is it saved / get: table, pk `$seamline#userid_<id>`, sk `$collectionitem_1#productid_<id>`;
 * - a person's saved items, newest first: gsi1, gsi1pk `$seamline#userid_<id>`,
 *   gsi1sk `$collectionitem_1#savedat_<iso>#productid_<id>` (Query descending, Limit + cursor).
 */
import { Entity } from 'electrodb';

export const CollectionItem = new Entity({
  model: { entity: 'collectionItem', version: '1', service: 'seamline' },
  attributes: {
    userId: { type: 'string', required: true },
    productId: { type: 'string', required: true },
    sourceType: { type: ['discover', 'product_detail'] as const, default: 'discover' },
    sourceId: { type: 'string' },
    tags: { type: 'list', items: { type: 'string' }, default: () => [] },
    notes: { type: 'string' },
    priority: { type: ['low', 'medium', 'high'] as const, default: 'medium' },
    savedAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byUserProduct: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['productId'] },
    },
    newestOfUser: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['savedAt', 'productId'] },
    },
  },
});
