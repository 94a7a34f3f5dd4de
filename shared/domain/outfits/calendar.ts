/**
 * 'Add to calendar' (issue 20; issue 34 §3): the iCalendar file (RFC 5545) of one dated outfit
 * event, written by the `ics` npm library (loaded only when a file is asked for). Shared so the
 * web app builds the download and the integration tests check it against what the API answers.
 *
 * Time (issue 34 §3): a timed event's DTSTART is its real instant in UTC ('Z') — its local date
 * and time converted in the EVENT's IANA zone, so a 19:00 party in Tokyo is 10:00Z whatever
 * browser downloads it (`ics` 3 writes no VTIMEZONE/TZID blocks, and UTC is exact); an all-day
 * event is `DTSTART;VALUE=DATE` / `DTEND;VALUE=DATE` (the next day, exclusive), with no clock
 * time at all. The DESCRIPTION says the local time and zone and lists the final outfit's pieces.
 */
import type { EventAttributes } from 'ics';
import type { OutfitEvent, OutfitSuggestion } from '../../contracts/outfits';
import { instantOf, nextLocalDate } from './event-time';

/** How long a timed calendar entry lasts: events have a start only; two hours is a typical evening out. */
export const CALENDAR_EVENT_HOURS = 2;

/** The final outfit as the calendar needs it: a title and its pieces. */
export type CalendarOutfit = Pick<OutfitSuggestion, 'title' | 'items'>;

/** 'formal' → 'Formal'. */
const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** '2026-12-19' → [2026, 12, 19] (the `ics` date array of a whole day). */
const dayArray = (localDate: string) => localDate.split('-').map(Number) as [number, number, number];

/** A clock time for people, of a local 'HH:mm' ('19:00' → '7:00 PM'), independent of any zone. */
export function clockText(localTime: string, locale = 'en-US'): string {
  const [h, m] = localTime.split(':').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2000, 0, 1, h, m));
}

/**
 * Where an event's clock time is read: the resolved place's city ('Tokyo'), else the city of its
 * zone ('America/New_York' → 'New York'), else null for zones without a city ('UTC').
 */
export function eventCityOf(event: Pick<OutfitEvent, 'place' | 'timeZone'>): string | null {
  if (event.place) return event.place.name;
  const slash = event.timeZone.lastIndexOf('/');
  if (slash < 0 || event.timeZone.startsWith('Etc/')) return null;
  return event.timeZone.slice(slash + 1).replace(/_/g, ' ');
}

/** '7:00 PM in Tokyo' ('7:00 PM UTC' without a city); null for an all-day or undated event. */
export function eventClockText(event: Pick<OutfitEvent, 'localTime' | 'place' | 'timeZone'>, locale?: string): string | null {
  if (!event.localTime) return null;
  const city = eventCityOf(event);
  return `${clockText(event.localTime, locale)} ${city ? `in ${city}` : event.timeZone}`;
}

/** The DESCRIPTION: notes, vibe, type, the local time and zone, and the final outfit's pieces. */
export function calendarDescription(event: OutfitEvent, finalOutfit: CalendarOutfit | null): string {
  const when = event.localTime ? `Starts ${eventClockText(event)!} (${event.timeZone})` : `All day (${event.timeZone})`;
  const pieces = (finalOutfit?.items ?? []).filter((i) => !i.missing).map((i) => `- ${i.name}${i.brand ? ` (${i.brand})` : ''}`);
  const outfit = pieces.length ? `Outfit: ${finalOutfit!.title}\n${pieces.join('\n')}` : null;
  return [event.notes, `Vibe: ${capitalize(event.vibe)}`, event.eventType ? `Event type: ${event.eventType}` : null, when, outfit].filter(Boolean).join('\n\n');
}

/**
 * The `ics` attributes of a dated event (module doc for the time): title, description, the place
 * (with coordinates when resolved), a link back to the event, a stable UID (re-downloading
 * updates the same calendar entry) and TENTATIVE until finalized.
 * @param finalOutfit the event's final outfit (its pieces go in the description), null when none
 * @returns null when the event has no date (nothing to put in a calendar)
 */
export function calendarAttributes(event: OutfitEvent, finalOutfit: CalendarOutfit | null, appOrigin: string): EventAttributes | null {
  if (!event.localDate) return null;
  const timing: Pick<EventAttributes, 'start' | 'startInputType' | 'startOutputType'> & ({ duration: { hours: number } } | { end: [number, number, number] }) = event.localTime
    ? { start: Date.parse(instantOf(event.localDate, event.localTime, event.timeZone)), startInputType: 'utc', startOutputType: 'utc', duration: { hours: CALENDAR_EVENT_HOURS } }
    : { start: dayArray(event.localDate), end: dayArray(nextLocalDate(event.localDate)) };
  return {
    uid: `outfit-event-${event.id}@seamline`,
    title: event.eventName,
    description: calendarDescription(event, finalOutfit),
    ...timing,
    ...(event.location ? { location: event.location } : {}),
    ...(event.place ? { geo: { lat: event.place.latitude, lon: event.place.longitude } } : {}),
    url: `${appOrigin}/profile?tab=outfits&event=${encodeURIComponent(event.id)}`,
    status: event.status === 'finalized' ? 'CONFIRMED' : 'TENTATIVE',
    productId: 'seamline/outfit-planning',
    calName: 'Seamline',
  } as EventAttributes;
}

/**
 * The .ics text of a dated event.
 * @throws Error 'This event has no date yet' without a date, or when `ics` refuses the attributes
 */
export async function icsText(event: OutfitEvent, finalOutfit: CalendarOutfit | null, appOrigin: string): Promise<string> {
  const attributes = calendarAttributes(event, finalOutfit, appOrigin);
  if (!attributes) throw new Error('This event has no date yet');
  const { createEvent } = await import('ics');
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('Could not create the calendar file');
  return value;
}

/** A file name for the event: 'winter-gala.ics' (letters, digits and dashes; 'event.ics' when none). */
export function icsFileName(event: Pick<OutfitEvent, 'eventName'>): string {
  const slug = event.eventName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'event'}.ics`;
}
