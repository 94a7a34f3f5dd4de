/**
 * How the outfit screens show and edit an event's fields (spec 02 §2.1 event cards, §2.6 header
 * and Event Details, §4 event details edit). Dates are stored as ISO 8601 UTC and shown in the
 * viewer's own time zone (the browser's); the date and time pickers are native `<input
 * type="date">` / `<input type="time">` fields holding local wall-clock values.
 */
import type { OutfitEvent, UpdateOutfitEventInput } from '@seamline/shared/contracts/outfits';
import { isUpcomingEvent, OUTFIT_LIMITS, OUTFIT_TEXTS, type EventTimeOfDay, type OutfitVibe } from '@seamline/shared/contracts/outfits-constants';

/** Locale and time zone of the formatting: the browser's unless given (tests pin them). */
export interface Zone {
  locale?: string;
  timeZone?: string;
}

/** Spec 02 §2.6 header: weekday, month, day, year and time ('Thursday, December 24, 2026 at 7:00 PM'), or 'Date not set'. */
export function longEventDate(iso: string | null, zone: Zone = {}): string {
  if (!iso) return OUTFIT_TEXTS.dateNotSet;
  return new Intl.DateTimeFormat(zone.locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: zone.timeZone }).format(new Date(iso));
}

/** An event card's date ('Thu, Dec 24, 2026'), or 'Date not set'. */
export function cardDate(iso: string | null, zone: Zone = {}): string {
  if (!iso) return OUTFIT_TEXTS.dateNotSet;
  return new Intl.DateTimeFormat(zone.locale, { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', timeZone: zone.timeZone }).format(new Date(iso));
}

/** An event card's time ('7:00 PM'); without a date the time of day ('Evening'), else null. */
export function cardTime(event: Pick<OutfitEvent, 'eventDate' | 'timeOfDay'>, zone: Zone = {}): string | null {
  if (event.eventDate) return new Intl.DateTimeFormat(zone.locale, { hour: 'numeric', minute: '2-digit', timeZone: zone.timeZone }).format(new Date(event.eventDate));
  return event.timeOfDay ? capitalize(event.timeOfDay) : null;
}

/** 'business' → 'Business'. */
export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * Spec 02 §2.1: 'Upcoming Events' (date later than now; undated events are still being planned,
 * so they count as upcoming) soonest first with undated ones last, and 'Previous Events' (on or
 * before now) latest first.
 */
export function splitEvents<E extends Pick<OutfitEvent, 'eventDate'>>(events: readonly E[], now: Date = new Date()): { upcoming: E[]; previous: E[] } {
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

/** Local wall-clock values for the pickers: `{date: 'YYYY-MM-DD', time: 'HH:MM'}`, empty strings when no date. */
export function toPickerValues(iso: string | null): { date: string; time: string } {
  if (!iso) return { date: '', time: '' };
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`, time: `${pad(d.getHours())}:${pad(d.getMinutes())}` };
}

/**
 * ISO 8601 UTC from the pickers' local values; no date → null (a time alone is not a date; the
 * time of day field says when). A date without a time means the start of that day.
 * @returns null when no date, 'invalid' when the values do not make a real date
 */
export function fromPickerValues(date: string, time: string): string | null | 'invalid' {
  if (!date) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time || '00:00');
  if (!match || !clock) return 'invalid';
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = new Date(y, m - 1, d, Number(clock[1]), Number(clock[2]));
  if (Number.isNaN(value.getTime()) || value.getMonth() !== m - 1 || value.getDate() !== d) return 'invalid';
  return value.toISOString();
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
    ...toPickerValues(event.eventDate),
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
 * Spec 02 §4 event details edit: ONLY the fields that changed — eventDate as an ISO time or null,
 * vibe, notes (and Seamline's time of day, location, expected weather, public). Blank text is null.
 * @returns the PATCH body (empty object: nothing changed), or 'invalid-date' for an impossible date
 */
export function changedEventFields(event: OutfitEvent, draft: EventDetailsDraft): UpdateOutfitEventInput | 'invalid-date' {
  const eventDate = fromPickerValues(draft.date, draft.time);
  if (eventDate === 'invalid') return 'invalid-date';
  const body: UpdateOutfitEventInput = {};
  const sameDate = eventDate === null ? event.eventDate === null : event.eventDate !== null && Date.parse(event.eventDate) === Date.parse(eventDate);
  if (!sameDate) body.eventDate = eventDate;
  if (draft.vibe !== event.vibe) body.vibe = draft.vibe;
  const timeOfDay = draft.timeOfDay || null;
  if (timeOfDay !== event.timeOfDay) body.timeOfDay = timeOfDay;
  if (text(draft.location) !== event.location) body.location = text(draft.location);
  if (text(draft.weatherNote) !== event.weatherNote) body.weatherNote = text(draft.weatherNote);
  if (text(draft.notes) !== event.notes) body.notes = text(draft.notes);
  if (draft.isPublic !== event.isPublic) body.isPublic = draft.isPublic;
  return body;
}
