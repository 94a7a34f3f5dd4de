/**
 * How the outfit screens show and edit an event's fields (spec 02 §2.1 event cards, §2.6 header
 * and Event Details, §4 event details edit). Issue 34 §3: an event lives in its place's time
 * zone — the API answers its LOCAL date ('YYYY-MM-DD'), local time ('HH:mm', none = all-day) and
 * IANA zone, and the screens show exactly those ('7:00 PM in Tokyo') whatever the browser's own
 * zone; nothing here converts through the browser's clock. The date and time pickers are native
 * `<input type="date">` / `<input type="time">` fields holding the event's wall-clock values.
 */
import type { OutfitEvent, UpdateOutfitEventInput } from '@seamline/shared/contracts/outfits';
import { isUpcomingEvent, OUTFIT_LIMITS, OUTFIT_TEXTS, type EventTimeOfDay, type OutfitVibe } from '@seamline/shared/contracts/outfits-constants';
import { eventCityOf, eventClockText } from '@seamline/shared/domain/outfits/calendar';
import { isLocalDate, LOCAL_TIME_PATTERN } from '@seamline/shared/domain/outfits/event-time';

/** The event fields that say when it is. */
type EventWhen = Pick<OutfitEvent, 'localDate' | 'localTime' | 'timeZone' | 'place'>;

/** A local day formatted as itself (the UTC calendar holds the wall-clock value, so no zone shifts it). */
function formatDay(localDate: string, options: Intl.DateTimeFormatOptions, locale?: string): string {
  const [y, m, d] = localDate.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d, 12));
}

/**
 * Spec 02 §2.6 header: weekday, month, day, year and the time where the event is ('Thursday,
 * December 24, 2026 at 7:00 PM in Tokyo'); an all-day event has no time ('…, 2026 · All day'); or
 * 'Date not set'.
 */
export function longEventDate(event: EventWhen, locale?: string): string {
  if (!event.localDate) return OUTFIT_TEXTS.dateNotSet;
  const day = formatDay(event.localDate, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }, locale);
  const clock = eventClockText(event, locale);
  if (clock) return `${day} at ${clock}`;
  const city = eventCityOf(event);
  return `${day} · ${OUTFIT_TEXTS.allDay}${city ? ` in ${city}` : ''}`;
}

/** An event card's date ('Thu, Dec 24, 2026', the event's own day), or 'Date not set'. */
export function cardDate(event: Pick<OutfitEvent, 'localDate'>, locale?: string): string {
  if (!event.localDate) return OUTFIT_TEXTS.dateNotSet;
  return formatDay(event.localDate, { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' }, locale);
}

/**
 * An event card's time where the event is ('7:00 PM in Tokyo'); 'All day' for a dated event
 * without a time; without a date the time of day ('Evening'), else null.
 */
export function cardTime(event: EventWhen & Pick<OutfitEvent, 'timeOfDay'>, locale?: string): string | null {
  if (event.localDate) return eventClockText(event, locale) ?? OUTFIT_TEXTS.allDay;
  return event.timeOfDay ? capitalize(event.timeOfDay) : null;
}

/** The browser's IANA zone: the zone of a time typed for an event whose location is not a known place. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** 'business' → 'Business'. */
export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * Spec 02 §2.1: 'Upcoming Events' (date later than now, compared as the real instant in the
 * event's zone — an all-day event stays upcoming to the end of its day there; undated events are
 * still being planned, so they count as upcoming) soonest first with undated ones last, and
 * 'Previous Events' (on or before now) latest first.
 */
export function splitEvents<E extends Pick<OutfitEvent, 'eventDate' | 'localDate' | 'localTime' | 'timeZone'>>(events: readonly E[], now: Date = new Date()): { upcoming: E[]; previous: E[] } {
  const time = (e: E) => (e.eventDate ? Date.parse(e.eventDate) : Number.POSITIVE_INFINITY);
  const upcoming = events.filter((e) => isUpcomingEvent(e, now)).sort((a, b) => time(a) - time(b));
  const previous = events.filter((e) => !isUpcomingEvent(e, now)).sort((a, b) => time(b) - time(a));
  return { upcoming, previous };
}

/** Spec 02 §2.1/§9: up to 8 thumbnails, then '+N' for the rest of the final outfit's items (N = 0: no badge). */
export function cardThumbnails(event: Pick<OutfitEvent, 'thumbnails' | 'itemCount'>): { shown: string[]; more: number } {
  const shown = event.thumbnails.slice(0, OUTFIT_LIMITS.cardThumbnails);
  return { shown, more: Math.max(0, event.itemCount - shown.length) };
}

/** The event's own wall-clock values for the pickers: `{date: 'YYYY-MM-DD', time: 'HH:mm'}`, empty strings when none. */
export function toPickerValues(event: Pick<OutfitEvent, 'localDate' | 'localTime'>): { date: string; time: string } {
  return { date: event.localDate ?? '', time: event.localTime ?? '' };
}

/**
 * The pickers' values as the event's local date and time (issue 34 §3: no conversion — they are
 * the wall clock where the event is). No date → null (a time alone is not a date; the time of
 * day field says when); a date without a time is an all-day event (`localTime: null`).
 * @returns null when no date, 'invalid' when the values do not make a real date and time
 */
export function fromPickerValues(date: string, time: string): { localDate: string; localTime: string | null } | null | 'invalid' {
  if (!date) return time ? 'invalid' : null;
  if (!isLocalDate(date) || (time && !LOCAL_TIME_PATTERN.test(time))) return 'invalid';
  return { localDate: date, localTime: time || null };
}

/** The fields the Event Details card edits (spec 02 §2.6, §4) as the form holds them. */
export interface EventDetailsDraft {
  date: string;
  time: string;
  vibe: OutfitVibe;
  timeOfDay: EventTimeOfDay | '';
  location: string;
  weatherNote: string;
  notes: string;
  isPublic: boolean;
}

/** The draft an event starts the edit with (Cancel restores exactly this). */
export function draftOf(event: OutfitEvent): EventDetailsDraft {
  return {
    ...toPickerValues(event),
    vibe: event.vibe,
    timeOfDay: event.timeOfDay ?? '',
    location: event.location ?? '',
    weatherNote: event.weatherNote ?? '',
    notes: event.notes ?? '',
    isPublic: event.isPublic,
  };
}

const text = (value: string): string | null => value.trim() || null;

/**
 * Spec 02 §4 event details edit: ONLY the fields that changed — the date as `localDate` +
 * `localTime` (null = cleared / all-day; issue 34 §3), vibe, notes (and Seamline's time of day,
 * location, expected weather, public). Blank text is null. A new date or location carries the
 * browser's zone, which the server uses only when the location is not a known place.
 * @returns the PATCH body (empty object: nothing changed), or 'invalid-date' for an impossible date
 */
export function changedEventFields(event: OutfitEvent, draft: EventDetailsDraft, timeZone: string = browserTimeZone()): UpdateOutfitEventInput | 'invalid-date' {
  const when = fromPickerValues(draft.date, draft.time);
  if (when === 'invalid') return 'invalid-date';
  const body: UpdateOutfitEventInput = {};
  if ((when?.localDate ?? null) !== event.localDate || (when?.localTime ?? null) !== event.localTime) {
    body.localDate = when?.localDate ?? null;
    body.localTime = when?.localTime ?? null;
    body.timeZone = timeZone;
  }
  if (draft.vibe !== event.vibe) body.vibe = draft.vibe;
  const timeOfDay = draft.timeOfDay || null;
  if (timeOfDay !== event.timeOfDay) body.timeOfDay = timeOfDay;
  if (text(draft.location) !== event.location) {
    body.location = text(draft.location);
    body.timeZone = timeZone;
  }
  if (text(draft.weatherNote) !== event.weatherNote) body.weatherNote = text(draft.weatherNote);
  if (text(draft.notes) !== event.notes) body.notes = text(draft.notes);
  if (draft.isPublic !== event.isPublic) body.isPublic = draft.isPublic;
  return body;
}
