/**
 * EventMember: who may see an outfit event — its creator (role `creator`) and the people invited
 * to collaborate (role `collaborator`, spec 02 §3 EventCollaborator; §6 role defaults to
 * collaborator). One row per (event, person); it is also the index of "events I created or
 * collaborate on": ONE bounded Query of the person's gsi1 partition, undated events first, then
 * by event date, latest first (the rows' `dateKey` is rewritten with the event's date in the
 * same transaction, ≤ 51 rows).
 *
 * Access patterns:
 * - is P a member of E (one GetItem); an event's members (≤ 51): table, pk `$seamline#eventid_<E>`,
 *   sk `$eventmember_1#userid_<P>` (Query, strongly consistent before a write);
 * - a person's events: gsi1, gsi1pk `$seamline#userid_<P>`,
 *   gsi1sk `$eventmember_1#datekey_<iso | undated>#eventid_<E>` (Query descending, Limit + cursor).
 */
import { Entity } from 'electrodb';

/** `dateKey` of an event without a date: sorts after every ISO date ('u' > '2'), so first when descending. */
export const UNDATED_KEY = 'undated';

export const EventMember = new Entity({
  model: { entity: 'eventMember', version: '1', service: 'seamline' },
  attributes: {
    eventId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    role: { type: ['creator', 'collaborator'] as const, required: true, readOnly: true },
    /** The event's date (ISO) or {@link UNDATED_KEY}. */
    dateKey: { type: 'string', required: true },
    /** Who added the row (the creator, for collaborators). */
    addedBy: { type: 'string', required: true, readOnly: true },
    addedAt: { type: 'string', required: true, readOnly: true },
    /**
     * The event as the list shows it (`EventCard` in functions/outfits/event-views.ts), copied with
     * every event write, as JSON text: one string attribute to read instead of ~20 nested ones
     * (measured: the 200-event list's CPU per request fell by a third).
     */
    card: { type: 'string', required: true },
  },
  indexes: {
    byEvent: {
      pk: { field: 'pk', composite: ['eventId'] },
      sk: { field: 'sk', composite: ['userId'] },
    },
    byUser: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['dateKey', 'eventId'] },
    },
  },
});
