/**
 * The event copy its members' rows carry (EventMember `card`, `dateKey`): what the events list
 * shows, so listing needs ONE Query (issue 20). Pure: used by the routes, the demo seed and the
 * benchmark alike.
 */
import type { EntityItem } from 'electrodb';
import { UNDATED_KEY } from '@seamline/shared/db/entities/event-member';
import type { OutfitEvent as OutfitEventEntity } from '@seamline/shared/db/entities/outfit-event';

type EventRow = EntityItem<typeof OutfitEventEntity>;

/** The fields of an event the list shows. */
export type EventCard = Omit<EventRow, 'wornItemIds' | 'suggestionCount' | 'version' | 'finalizedAt'>;

/** The card of an event: the event without the fields the list does not show. */
export function cardOf(event: EventRow): EventCard {
  const { wornItemIds: _w, suggestionCount: _s, version: _v, finalizedAt: _f, ...card } = event;
  return card;
}

/** The members' sort key for an event date (ISO) or none. */
export const dateKeyOf = (eventDate: string | null | undefined): string => eventDate ?? UNDATED_KEY;

/** The member row fields that copy the event: its sort key and its card (JSON text). */
export const memberCopyOf = (event: EventRow) => ({ dateKey: dateKeyOf(event.eventDate), card: JSON.stringify(cardOf(event)) });

/** A member row's card. */
export const cardOfMember = (member: { card: string }): EventCard => JSON.parse(member.card) as EventCard;
