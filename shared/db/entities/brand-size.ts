/**
 * BrandSize (spec 01 §3: brand, size, min and max of bust, waist, hips): one item per brand
 * and chart family (women's / men's) holding that chart's sizes as a list, ranges in cm, plus
 * where the chart was published. Written by the seeder (infra/local/seeders/brand-sizes.ts).
 *
 * Access patterns (table): all charts — Query pk `$seamline#chartset_brand-sizes` (one small,
 * fixed partition: a dozen items); one brand — the same pk with sk begins_with
 * `$brandsize_1#brandid_<id>`; one chart — GetItem with sk `…#brandid_<id>#gender_<family>`.
 */
import { Entity } from 'electrodb';

/** The fixed partition all charts live in. */
export const BRAND_SIZE_CHART_SET = 'brand-sizes';

const cm = { type: 'number' } as const;

export const BrandSize = new Entity({
  model: { entity: 'brandSize', version: '1', service: 'seamline' },
  attributes: {
    chartSet: { type: 'string', required: true, default: BRAND_SIZE_CHART_SET },
    brandId: { type: 'string', required: true },
    gender: { type: ['womens', 'mens'] as const, required: true },
    brand: { type: 'string', required: true },
    /** Brand, chart name and where it was published. */
    source: { type: 'string', required: true },
    sizes: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          size: { type: 'string', required: true },
          bustMinCm: cm,
          bustMaxCm: cm,
          waistMinCm: cm,
          waistMaxCm: cm,
          hipsMinCm: cm,
          hipsMaxCm: cm,
        },
      },
    },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byChartSet: {
      pk: { field: 'pk', composite: ['chartSet'] },
      sk: { field: 'sk', composite: ['brandId', 'gender'] },
    },
  },
});
