/**
 * RecentFind (spec 02 §3): a product a person recently opened, liked, shared or saved. One
 * item per (user, product), overwritten by the latest interaction (so the list has no
 * duplicates), expiring after RECENT_FIND_TTL_DAYS (TTL `ttl`).
 *
 * Access patterns:
 * - upsert: table, pk `$seamline#userid_<id>`, sk `$recentfind_1#productid_<id>` (Put);
 * - a person's recent finds, newest first: gsi1, gsi1pk `$seamline#userid_<id>`,
 *   gsi1sk `$recentfind_1#viewedat_<iso>#productid_<id>` (Query descending, Limit + cursor).
 */
import { Entity } from 'electrodb';

export const RecentFind = new Entity({
  model: { entity: 'recentFind', version: '1', service: 'seamline' },
  attributes: {
    userId: { type: 'string', required: true },
    productId: { type: 'string', required: true },
    interactionType: { type: ['view', 'like', 'share', 'save'] as const, required: true },
    source: { type: 'string', default: 'discover' },
    viewedAt: { type: 'string', required: true },
    /** Epoch seconds (DynamoDB TTL). */
    ttl: { type: 'number', required: true },
  },
  indexes: {
    byUserProduct: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['productId'] },
    },
    newestOfUser: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['viewedAt', 'productId'] },
    },
  },
});
