/**
 * TrendSignal: one counted save or like of a product, alive for TRENDING_WINDOW_DAYS (TTL
 * `ttl`). Written by the `product-trends` processor in the transaction that adds it to the
 * ProductTrend; its TTL delete (stream REMOVE by the DynamoDB service) makes the processor
 * subtract it again, so 'Trending Now' counts exactly the last 7 days.
 *
 * Access pattern: pk `$seamline#signalid_<kind>:<user>:<product>`, sk `$trendsignal_1`
 * (create with `attribute_not_exists`; the id is deterministic, so a person's save of a
 * product counts once per window, however often they save and unsave).
 */
import { Entity } from 'electrodb';

export const TrendSignal = new Entity({
  model: { entity: 'trendSignal', version: '1', service: 'seamline' },
  attributes: {
    signalId: { type: 'string', required: true },
    productId: { type: 'string', required: true },
    kind: { type: ['save', 'like'] as const, required: true },
    createdAt: { type: 'string', required: true },
    ttl: { type: 'number', required: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['signalId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
