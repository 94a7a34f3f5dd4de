/**
 * ItemWear (issue 20): when a person wore one of their closet items. Each finalized outfit event
 * counts as a wear of the creator's own closet items in its final outfit (OutfitEvent
 * `wornItemIds`). `wears` is a string SET of `<worn-at ISO>|<eventId>`: the `outfit-stats`
 * processor ADDs an element when an event is finalized and DELETEs it when the event is reopened,
 * deleted, re-dated or given another outfit — set semantics make a redelivered record harmless.
 * The stylist reads the dates (worn in the last 7 days, wash intervals) and the count (cost per wear).
 *
 * Bounded: one element per finalized event of the owner wearing the item.
 *
 * Access patterns: one item (GetItem); a person's worn items (Query pk, ≤ closet size):
 * table, pk `$seamline#userid_<P>`, sk `$itemwear_1#itemid_<closet item id>`.
 */
import { Entity } from 'electrodb';

/** A `wears` element: `<ISO instant>|<eventId>`. */
export const wearEntryOf = (wornAt: string, eventId: string): string => `${wornAt}|${eventId}`;
/** The instant of a `wears` element. */
export const wornAtOf = (entry: string): string => entry.slice(0, entry.indexOf('|'));

export const ItemWear = new Entity({
  model: { entity: 'itemWear', version: '1', service: 'seamline' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    itemId: { type: 'string', required: true, readOnly: true },
    wears: { type: 'set', items: 'string' },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['itemId'] },
    },
  },
});
