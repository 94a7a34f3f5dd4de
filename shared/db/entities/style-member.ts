/**
 * StyleMember: "person U picked style category C" (onboarding step 4), one item per pair, so
 * 'People You Might Know' can read the people who share a category without a Scan. Kept
 * current by the `people-index` stream processor from StylePreferences changes.
 *
 * Access patterns:
 * - a person's categories (to replace them): table, pk `$seamline#userid_<id>`, sk `$stylemember_1#category_<c>`;
 * - recent people of a category: gsi1, gsi1pk `$seamline#category_<c>`, gsi1sk `$stylemember_1#updatedat_<iso>#userid_<id>` (descending, Limit).
 */
import { Entity } from 'electrodb';

export const StyleMember = new Entity({
  model: { entity: 'styleMember', version: '1', service: 'seamline' },
  attributes: {
    userId: { type: 'string', required: true },
    category: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['category'] },
    },
    byCategory: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['category'] },
      sk: { field: 'gsi1sk', composite: ['updatedAt', 'userId'] },
    },
  },
});
