/**
 * SearchToken: one item per searchable word of a person (lower-cased, accents removed:
 * username, first name, last name, "first last"), so `GET /api/users/search?q=` is a prefix
 * Query, never a Scan. Tokens are grouped by their first character (`lead`) on gsi1 and sorted
 * by the token, so `begins_with(gsi1sk, q)` finds every person whose word starts with q.
 * Kept current by the `people-index` stream processor (user created, names changed);
 * token maths: `shared/domain/people/search-tokens.ts`.
 *
 * Access patterns:
 * - a person's tokens (to replace them): table, pk `$seamline#userid_<id>`, sk `$searchtoken_1#token_<token>`;
 * - prefix search: gsi1, gsi1pk `$seamline#lead_<first char>`, gsi1sk `$searchtoken_1#token_<token>#userid_<id>`.
 */
import { Entity } from 'electrodb';

export const SearchToken = new Entity({
  model: { entity: 'searchToken', version: '1', service: 'seamline' },
  attributes: {
    userId: { type: 'string', required: true },
    token: { type: 'string', required: true },
    /** First character of `token`. */
    lead: { type: 'string', required: true },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['token'] },
    },
    byPrefix: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['lead'] },
      sk: { field: 'gsi1sk', composite: ['token', 'userId'] },
    },
  },
});
