/**
 * SuggestionFavorite (spec 02 §3 OutfitSuggestion.isFavorited, per person; issue 20): P marked
 * suggestion S as a favourite. Set = create `attribute_not_exists` + the suggestion's
 * `favoriteCount` ADD 1 in one transaction; unset = delete `attribute_exists` + ADD −1 — so a
 * repeated PUT or DELETE changes nothing twice.
 *
 * Access patterns: does P favour S (GetItem; BatchGet for a page of suggestions) and a
 * suggestion's marks (delete with the event): table, pk `$seamline#suggestionid_<S>`,
 * sk `$suggestionfavorite_1#userid_<P>`.
 */
import { Entity } from 'electrodb';

export const SuggestionFavorite = new Entity({
  model: { entity: 'suggestionFavorite', version: '1', service: 'seamline' },
  attributes: {
    suggestionId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byPair: {
      pk: { field: 'pk', composite: ['suggestionId'] },
      sk: { field: 'sk', composite: ['userId'] },
    },
  },
});
