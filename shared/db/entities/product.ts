/**
 * Product (spec 02 §3): one catalogue product. Seeded (infra/local/seeders/catalogue.ts); the
 * API only reads. `standardMeasurements` is the size chart (body ranges in cm per size, see
 * `sizeChartRowSchema` in shared/contracts/catalogue.ts), stored as a list of maps.
 *
 * Access patterns:
 * - get one / BatchGet many by id: table, pk `$seamline#productid_<id>`, sk `$product_1`;
 * - one category, newest first: gsi1, gsi1pk `$seamline#category_<category>`,
 *   gsi1sk `$product_1#listedat_<iso>#productid_<id>` (Query descending, Limit + cursor);
 * - every product, newest first: gsi2, gsi2pk `$seamline#catalogue_all`, same sk shape.
 *   (One partition for 10k products is fine: catalogue writes are rare, reads are paged.)
 */
import { Entity } from 'electrodb';

const strings = { type: 'list', items: { type: 'string' } } as const;

export const Product = new Entity({
  model: { entity: 'product', version: '1', service: 'seamline' },
  attributes: {
    productId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    brand: { type: 'string', required: true },
    category: {
      type: ['tops', 'bottoms', 'dresses', 'outerwear', 'shoes', 'accessories'] as const,
      required: true,
    },
    price: { type: 'number', required: true },
    originalPrice: { type: 'number' },
    currency: { type: ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY'] as const, default: 'USD' },
    /** Image keys in the media bucket under `catalogue/` (served at `/catalogue/<key>`). */
    images: { ...strings, required: true },
    sizes: { ...strings, required: true },
    fitType: { type: ['slim', 'regular', 'relaxed', 'oversized'] as const, default: 'regular' },
    /** Size chart rows: `{ size, bust?: [min,max], waist?: [min,max], hips?: [min,max] }` (cm). */
    standardMeasurements: { type: 'any', required: true },
    style: strings,
    occasion: strings,
    season: strings,
    material: { type: 'string', default: '' },
    colors: strings,
    description: { type: 'string', default: '' },
    retailer: { type: 'string', required: true },
    retailerUrl: { type: 'string', required: true },
    listedAt: { type: 'string', required: true },
    catalogue: { type: 'string', default: 'all', readOnly: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['productId'] },
      sk: { field: 'sk', composite: [] },
    },
    byCategory: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['category'] },
      sk: { field: 'gsi1sk', composite: ['listedAt', 'productId'] },
    },
    all: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['catalogue'] },
      sk: { field: 'gsi2sk', composite: ['listedAt', 'productId'] },
    },
  },
});
