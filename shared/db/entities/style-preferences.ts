/**
 * StylePreferences (spec 01 §3 Style preference): the categories picked in onboarding step 4,
 * plus the schema's optional favourite brands and budget range. One item per user, replaced
 * whole on save.
 *
 * Access pattern: get by userId (table, pk `$seamline#userid_<id>`, sk `$stylepreferences_1`).
 */
import { Entity } from 'electrodb';

export const StylePreferences = new Entity({
  model: { entity: 'stylePreferences', version: '1', service: 'seamline' },
  attributes: {
    userId: { type: 'string', required: true },
    /** Values of `STYLE_CATEGORIES` (shared/contracts/profile.ts), at least one. */
    styleCategories: { type: 'list', items: { type: 'string' }, required: true },
    favoriteBrands: { type: 'list', items: { type: 'string' } },
    budgetRange: { type: 'string' },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
