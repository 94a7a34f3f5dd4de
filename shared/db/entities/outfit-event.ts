/**
 * OutfitEvent (spec 02 §3 OutfitEvent; issue 20): an event someone plans an outfit for. Its
 * creator edits it; collaborators (EventMember rows) see it and add suggestions.
 *
 * - `status` follows spec 02 §4: `finalized` once a final outfit is set, `planning` again when
 *   reopened — `finalOutfitId` is kept, so reopening keeps the plan.
 * - The final outfit's card data is copied here when it is set (`finalItemCount`, `finalThumbs`:
 *   at most 8 image references, spec 02 §9), so the events list reads no suggestion. A reference
 *   is an image URL, or `s3:<key>` for a private object signed at read (uploaded photos, custom
 *   closet photos).
 * - `wornItemIds`: the creator's own closet items in the final outfit — each finalized event is
 *   a wear of them (the `outfit-stats` processor keeps ItemWear and the profile's Outfits count
 *   from this item's stream images).
 * - `place`: the location resolved to coordinates (stylist `resolvePlace`), absent when unknown.
 * - `version` guards every update (read → conditional write).
 *
 * Access pattern: get / update / delete by id (table, pk `$seamline#eventid_<id>`,
 * sk `$outfitevent_1`); BatchGet for a page of the caller's events (EventMember gsi1).
 */
import { Entity } from 'electrodb';
import { EVENT_STATUSES, EVENT_TIMES_OF_DAY, OUTFIT_VIBES } from '../../contracts/outfits-constants';

export const OutfitEvent = new Entity({
  model: { entity: 'outfitEvent', version: '1', service: 'seamline' },
  attributes: {
    eventId: { type: 'string', required: true, readOnly: true },
    creatorId: { type: 'string', required: true, readOnly: true },
    /**
     * Set just before the account deletion job deletes the event of a person being deleted
     * (issue 22): `outfit-stats` ignores its records (the creator's counts and wears go with them).
     */
    erasing: { type: 'boolean' },
    eventName: { type: 'string', required: true },
    /**
     * The start as an instant, ISO 8601 UTC (an all-day event: the start of its local day in
     * `timeZone`); absent = 'Date not set'. Derived from the three fields below (issue 34 §3) and
     * kept for sorting (EventMember `dateKey`) and the wear dates. Events stored before issue 34
     * have only this: their local fields are derived at read (`functions/outfits/event-time.ts`).
     */
    eventDate: { type: 'string' },
    /** Issue 34 §3: the local calendar day in `timeZone`, 'YYYY-MM-DD'. */
    localDate: { type: 'string' },
    /** Issue 34 §3: the local start time 'HH:mm'; absent = all-day. */
    localTime: { type: 'string' },
    /** Issue 34 §3: the IANA zone of the event (its place's, else the one it was created with). */
    timeZone: { type: 'string' },
    vibe: { type: OUTFIT_VIBES, required: true },
    eventType: { type: 'string' },
    location: { type: 'string' },
    place: {
      type: 'map',
      properties: {
        name: { type: 'string', required: true },
        latitude: { type: 'number', required: true },
        longitude: { type: 'number', required: true },
        country: { type: 'string' },
      },
    },
    timeOfDay: { type: EVENT_TIMES_OF_DAY },
    notes: { type: 'string' },
    weatherNote: { type: 'string' },
    isPublic: { type: 'boolean', required: true },
    status: { type: EVENT_STATUSES, required: true },
    finalOutfitId: { type: 'string' },
    /** When the event was last finalized (the wear date of an undated event). */
    finalizedAt: { type: 'string' },
    finalItemCount: { type: 'number', required: true },
    finalThumbs: { type: 'list', items: { type: 'string' } },
    wornItemIds: { type: 'list', items: { type: 'string' } },
    collaboratorCount: { type: 'number', required: true },
    suggestionCount: { type: 'number', required: true },
    version: { type: 'number', required: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['eventId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
