/**
 * FitIndex: one item per person who has measurements (bust, waist, hips, height) and is
 * `discoverableByFit`, placed in a bucket of quantised height × hips so that matching reads only
 * the neighbouring buckets, never every user (issue 5 "Matching that scales"). Within a bucket
 * items sort by waist (`waistKey`, zero-padded millimetres), so a query reads the people nearest
 * in waist first, in both directions, with a Limit: the items read per request are bounded no
 * matter how many people there are. Bucket maths: `shared/domain/people/fit-similarity.ts`.
 *
 * Kept current by the `people-index` stream processor (measurements saved, privacy changed);
 * the item holds the canonical cm values the score needs, so ranking reads nothing else.
 *
 * Access patterns:
 * - a person's index entry: table, pk `$seamline#userid_<id>`, sk `$fitindex_1`;
 * - people near a body: gsi1, gsi1pk `$seamline#bucket_<h…#p…>`, gsi1sk `$fitindex_1#waistkey_<0000>#userid_<id>`
 *   (`gte` ascending / `lt` descending from the viewer's waistKey, Limit each).
 */
import { Entity } from 'electrodb';

const cm = { type: 'number', required: true } as const;

export const FitIndex = new Entity({
  model: { entity: 'fitIndex', version: '1', service: 'seamline' },
  attributes: {
    userId: { type: 'string', required: true },
    /** `fitBucketOf()`: e.g. `h28#p16`. */
    bucket: { type: 'string', required: true },
    /** `waistKeyOf()`: waist in whole mm, zero-padded to 4 digits (`0742`). */
    waistKey: { type: 'string', required: true },
    heightCm: cm,
    bustCm: cm,
    waistCm: cm,
    hipsCm: cm,
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: [] },
    },
    byBucket: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['bucket'] },
      sk: { field: 'gsi1sk', composite: ['waistKey', 'userId'] },
    },
  },
});
