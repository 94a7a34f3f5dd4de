/**
 * ProductTag: recommendation candidates by style. One item per (product, style category)
 * carrying a copy of the product (`product`, the Product DTO), so AI Picks read candidates
 * with a few Queries and no BatchGet. Written by the catalogue seeder next to the Product
 * (the catalogue is read-only for the API; a product edit rewrites its tags).
 *
 * Access pattern: products of one style, newest first: gsi1, gsi1pk `$seamline#tag_<Style>`,
 * gsi1sk `$producttag_1#listedat_<iso>#productid_<id>` (Query descending, Limit).
 * Table key: pk `$seamline#productid_<id>`, sk `$producttag_1#tag_<Style>`.
 */
import { Entity } from 'electrodb';

export const ProductTag = new Entity({
  model: { entity: 'productTag', version: '1', service: 'seamline' },
  attributes: {
    productId: { type: 'string', required: true },
    tag: { type: 'string', required: true },
    listedAt: { type: 'string', required: true },
    /** The Product DTO (shared/contracts/catalogue.ts `productSchema`). */
    product: { type: 'any', required: true },
  },
  indexes: {
    byProduct: {
      pk: { field: 'pk', composite: ['productId'] },
      sk: { field: 'sk', composite: ['tag'] },
    },
    byTag: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['tag'] },
      sk: { field: 'gsi1sk', composite: ['listedAt', 'productId'] },
    },
  },
});
