/**
 * ProductTrend: a product's saves and likes in the last TRENDING_WINDOW_DAYS (7) days, kept
 * ONLY by the `product-trends` stream processor. `score` = saves + likes; gsi1 sorts products
 * by score so 'Trending Now' is one Query (descending, Limit 4).
 *
 * The window slides exactly: every counted save or like writes a TrendSignal with a 7-day TTL;
 * when DynamoDB deletes the signal, the processor takes it off again (TrendSignal).
 * The processor writes `score` and the gsi1 sort key together, with the previous score as the
 * condition (optimistic lock), so two concurrent updates cannot both win.
 *
 * Access patterns:
 * - get one: table, pk `$seamline#productid_<id>`, sk `$producttrend_1`;
 * - top products by score: gsi1, gsi1pk `$seamline#board_trending`,
 *   gsi1sk `$producttrend_1#score_<10-digit zero-padded>#productid_<id>` (Query descending, Limit 4).
 *   A product whose score falls to 0 leaves the index: the processor deletes its item (an
 *   ElectroDB put without `board` would still write a `board_` key).
 */
import { Entity } from 'electrodb';

export const ProductTrend = new Entity({
  model: { entity: 'productTrend', version: '1', service: 'seamline' },
  attributes: {
    productId: { type: 'string', required: true },
    saves: { type: 'number', default: 0 },
    likes: { type: 'number', default: 0 },
    score: { type: 'number', required: true, padding: { length: 10, char: '0' } },
    /** 'trending' while score > 0; absent otherwise (a sparse index). */
    board: { type: 'string' },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byProduct: {
      pk: { field: 'pk', composite: ['productId'] },
      sk: { field: 'sk', composite: [] },
    },
    top: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['board'] },
      sk: { field: 'gsi1sk', composite: ['score', 'productId'] },
    },
  },
});
