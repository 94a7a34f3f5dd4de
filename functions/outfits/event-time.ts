/**
 * The server side of an event's time (issue 34 §3; the pure rules are
 * `shared/domain/outfits/event-time.ts`): which zone an event is in, the stored fields of a new
 * or edited time, and the time of a stored row — including rows stored before issue 34.
 *
 * **Zone.** A resolved place's IANA zone always wins (`placeTimeZone`: the gazetteer's own zone,
 * else tz-lookup by its coordinates): '19:00' for a party in Tokyo means 19:00 in Tokyo whatever
 * browser typed it. Without a place, the zone the client sent (the web app sends the browser's),
 * else the zone the event already had, else 'UTC'.
 *
 * **Rows stored before issue 34** carry only `eventDate`, an instant the creator's browser made
 * from its own wall clock. The instant is exact; what was lost is the zone to show it in.
 * Decision (derived at read, no migration pass, so nothing is rewritten behind the creator's
 * back): the zone is the row's place's zone, else 'UTC' (the creator's zone was never stored;
 * their profile location would be a guess costing a read per listed event). The local date and
 * time are that instant's wall clock there; exactly 00:00 reads as all-day, because the old
 * dialog stored a date without a time as local midnight (the '12:00 AM' of the issue). The
 * first edit of such an event stores the derived fields.
 */
import { instantOf, wallClockOf, type EventTime } from '@seamline/shared/domain/outfits/event-time';
import { placeTimeZone } from '@seamline/shared/domain/outfits/time-zone';
import { BadRequest } from '../_core/http-errors';
import { OUTFIT_ERRORS } from '@seamline/shared/contracts/outfits';

/** An event's time as stored and answered: the local fields, the zone and the derived instant. */
export interface StoredEventTime extends EventTime {
  /** ISO 8601 UTC start (all-day: start of the local day in the zone); null = no date. */
  eventDate: string | null;
}

/** The time fields of a stored event row (old or new). */
export interface EventTimeRow {
  eventDate?: string;
  localDate?: string;
  localTime?: string;
  timeZone?: string;
  place?: { latitude: number; longitude: number; timeZone?: string };
}

/** The zone of an event (module doc): the place's, else the one given, else `fallback`, else 'UTC'. */
export function eventZoneOf(place: EventTimeRow['place'] | null | undefined, given: string | null | undefined, fallback?: string | null): string {
  if (place) return placeTimeZone(place);
  return given || fallback || 'UTC';
}

/** The stored fields of a local date and time in a zone (instant derived); no date = none. */
export function timeOfLocal(localDate: string | null, localTime: string | null, timeZone: string): StoredEventTime {
  if (!localDate) return { localDate: null, localTime: null, timeZone, eventDate: null };
  return { localDate, localTime, timeZone, eventDate: instantOf(localDate, localTime, timeZone) };
}

/** The time of a stored row (module doc: rows stored before issue 34 are derived). */
export function storedEventTime(row: EventTimeRow): StoredEventTime {
  const timeZone = row.timeZone ?? eventZoneOf(row.place, null);
  if (row.localDate) return { localDate: row.localDate, localTime: row.localTime ?? null, timeZone, eventDate: row.eventDate ?? instantOf(row.localDate, row.localTime ?? null, timeZone) };
  if (!row.eventDate) return { localDate: null, localTime: null, timeZone, eventDate: null };
  const { localDate, localTime } = wallClockOf(row.eventDate, timeZone);
  return { localDate, localTime: localTime === '00:00' ? null : localTime, timeZone, eventDate: row.eventDate };
}

/** The date fields of a create or edit request (absent = unchanged on an edit). */
export interface TimeInput {
  eventDate?: string | null;
  localDate?: string | null;
  localTime?: string | null;
}

/**
 * The time of an event after a create or edit: the local fields asked for (or kept), in `zone`.
 * A legacy `eventDate` instant becomes its wall clock in `zone` (minute precision); a new zone
 * keeps the wall clock (moving a party from Paris to Tokyo keeps it at 19:00).
 * @throws BadRequest (400) 'Please choose a date for this time' for a time on an undated event.
 */
export function nextEventTime(current: StoredEventTime, input: TimeInput, zone: string): StoredEventTime {
  if (input.localDate !== undefined) {
    const localTime = input.localTime !== undefined ? input.localTime : input.localDate === null ? null : current.localTime;
    return timeOfLocal(input.localDate, input.localDate ? localTime : null, zone);
  }
  if (input.eventDate !== undefined) {
    if (input.eventDate === null) return timeOfLocal(null, null, zone);
    const { localDate, localTime } = wallClockOf(input.eventDate, zone);
    return timeOfLocal(localDate, localTime, zone);
  }
  const localTime = input.localTime !== undefined ? input.localTime : current.localTime;
  if (localTime && !current.localDate) throw new BadRequest(OUTFIT_ERRORS.timeNeedsDate);
  return timeOfLocal(current.localDate, localTime, zone);
}
