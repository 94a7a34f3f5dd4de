/**
 * SuggestionFavorite (spec 02 §3 OutfitSuggestion.isFavorited, per person; issue 20): P marked
 * suggestion S as a favourite. Set = create `attribute_not_exists` + the suggestion's
 * `favoriteCount` ADD 1 in one transaction; unset = delete `attribute_exists` + ADD −1 — so a
 * repeated PUT or DELETE changes nothing twice.
 *
 * Access patterns: does P favour S (GetItem; BatchGet for a page of suggestions) and a
 * suggestion's marks (delete with the event): table, pk `$seamline#suggestionid_<S>`,
 * sk `$suggestionfavorite_1#userid_<P>`; a person's marks in any event, newest first, whether or
 * not they still belong to it (account deletion and data export, issue 35 §3): `byAuthor` on gsi2,
 * gsi2pk `$seamline#userid_<P>`, gsi2sk `$suggestionfavorite_1#createdat_<iso>#suggestionid_<S>`
 * (items stored before it get its keys from `npm run admin:backfill-indexes`).
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
    /** A person's favourite marks in every event, newest first (account deletion / export, issue 35 §3). */
    byAuthor: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['userId'] },
      sk: { field: 'gsi2sk', composite: ['createdAt', 'suggestionId'] },
    },
  },
});
