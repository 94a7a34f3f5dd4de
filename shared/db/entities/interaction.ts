/**
 * Interaction (spec 02 §3 UserInteraction): a person's like, share or view of a product. One
 * item per (user, product, type) with a running `count` and `lastAt` (UpdateItem ADD), so
 * repeated views do not grow the table. A like's first INSERT reaches the `product-trends`
 * processor (a like in 'Trending Now').
 *
 * Access pattern: pk `$seamline#userid_<id>`, sk `$interaction_1#productid_<id>#type_<type>`
 * (get one; Query begins_with productid for a product's flags).
 */
import { Entity } from 'electrodb';

export const Interaction = new Entity({
  model: { entity: 'interaction', version: '1', service: 'seamline' },
  attributes: {
    userId: { type: 'string', required: true },
    productId: { type: 'string', required: true },
    type: { type: ['like', 'share', 'view'] as const, required: true },
    count: { type: 'number', default: 0 },
    firstAt: { type: 'string' },
    lastAt: { type: 'string' },
  },
  indexes: {
    byUserProduct: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['productId', 'type'] },
    },
  },
});
