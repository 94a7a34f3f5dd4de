/**
 * OutfitSuggestion (spec 02 §3 OutfitSuggestion + SuggestionProduct; issue 20): one outfit
 * proposed for an event by its creator or a collaborator, by hand or by the AI stylist. Its items
 * are stored inline (≤ 20, immutable): catalogue products (`products`), the author's closet items
 * (`closetItemIds`) and photos uploaded for it, re-encoded to `outfits/<suggestedBy>/<photoId>.jpg`
 * (+ `-thumb.jpg`; `photoIds`). AI suggestions keep their `score`, `reasons` and the weather used.
 * `favoriteCount` / `commentCount` move in the same transaction as the favourite / comment.
 *
 * Access patterns:
 * - get one: table, pk `$seamline#suggestionid_<id>`, sk `$outfitsuggestion_1`;
 * - an event's suggestions, newest first (≤ 50): gsi1, gsi1pk `$seamline#eventid_<E>`,
 *   gsi1sk `$outfitsuggestion_1#createdat_<iso>#suggestionid_<id>` (Query descending);
 * - a person's suggestions of the last week (the stylist avoids repeating a look): gsi2,
 *   gsi2pk `$seamline#suggestedby_<P>`, gsi2sk `$outfitsuggestion_1#createdat_<iso>#suggestionid_<id>`
 *   (Query `gsi2sk >= …createdat_<now − 7 days>`, Limit 50).
 */
import { Entity } from 'electrodb';

export const OutfitSuggestion = new Entity({
  model: { entity: 'outfitSuggestion', version: '1', service: 'seamline' },
  attributes: {
    suggestionId: { type: 'string', required: true, readOnly: true },
    eventId: { type: 'string', required: true, readOnly: true },
    suggestedBy: { type: 'string', required: true, readOnly: true },
    title: { type: 'string', required: true },
    description: { type: 'string' },
    isAiGenerated: { type: 'boolean', required: true, readOnly: true },
    products: {
      type: 'list',
      items: {
        type: 'map',
        properties: { productId: { type: 'string', required: true }, notes: { type: 'string' } },
      },
    },
    closetItemIds: { type: 'list', items: { type: 'string' } },
    photoIds: { type: 'list', items: { type: 'string' } },
    score: { type: 'number' },
    reasons: { type: 'list', items: { type: 'string' } },
    weatherSource: { type: 'string' },
    weatherSummary: { type: 'string' },
    favoriteCount: { type: 'number', required: true },
    commentCount: { type: 'number', required: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['suggestionId'] },
      sk: { field: 'sk', composite: [] },
    },
    byEvent: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['eventId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'suggestionId'] },
    },
    byAuthor: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['suggestedBy'] },
      sk: { field: 'gsi2sk', composite: ['createdAt', 'suggestionId'] },
    },
  },
});
