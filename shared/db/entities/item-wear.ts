/**
 * ItemWear (issue 20): when a person wore one of their closet items. Each finalized outfit event
 * counts as a wear of the creator's own closet items in its final outfit (OutfitEvent
 * `wornItemIds`). `wears` is a string SET of `<worn-at ISO>|<eventId>`: the `outfit-stats`
 * processor ADDs an element when an event is finalized and DELETEs it when the event is reopened,
 * deleted, re-dated or given another outfit — set semantics make a redelivered record harmless.
 * The stylist reads the dates (worn in the last 7 days, wash intervals) and the count (cost per wear).
 *
 * Issue 34 §4: a person also logs wears by hand (`POST /api/closet-items/{itemId}/wears`) — the
 * element `<worn at>|manual:<wearId>` (`shared/domain/closet/wear-log.ts`), removed by its undo —
 * and marks the item washed (`washedAt`, ISO instant: laundry mode counts wears after it). A
 * stored wear counts only once its moment has passed (read-time rule, `wearSummaryOf`), so a
 * finalized event next week is stored but not yet a wear.
 *
 * Bounded: one element per finalized event of the owner wearing the item, plus manual wears
 * (`MAX_WEARS_PER_ITEM` elements in all; a manual log beyond it is refused).
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
    /** When the person last marked the item washed (ISO-8601 UTC instant; issue 34 §4). */
    washedAt: { type: 'string' },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['itemId'] },
    },
  },
});
