/**
 * 'Add to calendar' (issue 20): an iCalendar file (RFC 5545) of one dated event, written by the
 * `ics` npm library, which is loaded only when a person asks for the file.
 */
import type { EventAttributes } from 'ics';
import type { OutfitEvent } from '@seamline/shared/contracts/outfits';
import { capitalize } from './event-fields';

/** How long the calendar entry lasts: events have a start only; two hours is a typical evening out. */
export const CALENDAR_EVENT_HOURS = 2;

/**
 * The `ics` attributes of a dated event: start in UTC, 2 hours, title, notes and vibe as the
 * description, the place (with coordinates when resolved), a link back to the event, a stable
 * UID (re-downloading updates the same calendar entry) and TENTATIVE until finalized.
 * @returns null when the event has no date (nothing to put in a calendar)
 */
export function calendarAttributes(event: OutfitEvent, appOrigin: string): EventAttributes | null {
  if (!event.eventDate) return null;
  const description = [event.notes, `Vibe: ${capitalize(event.vibe)}`, event.eventType ? `Event type: ${event.eventType}` : null].filter(Boolean).join('\n\n');
  return {
    uid: `outfit-event-${event.id}@seamline`,
    title: event.eventName,
    description,
    start: Date.parse(event.eventDate),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: CALENDAR_EVENT_HOURS },
    ...(event.location ? { location: event.location } : {}),
    ...(event.place ? { geo: { lat: event.place.latitude, lon: event.place.longitude } } : {}),
    url: `${appOrigin}/profile?tab=outfits&event=${encodeURIComponent(event.id)}`,
    status: event.status === 'finalized' ? 'CONFIRMED' : 'TENTATIVE',
    productId: 'seamline/outfit-planning',
    calName: 'Seamline',
  };
}

/**
 * The .ics text of a dated event.
 * @throws Error when the event has no date, or when `ics` refuses the attributes
 */
export async function icsText(event: OutfitEvent, appOrigin: string): Promise<string> {
  const attributes = calendarAttributes(event, appOrigin);
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

/** Build the .ics of an event and hand it to the browser as a download. */
export async function downloadIcs(event: OutfitEvent): Promise<void> {
  const text = await icsText(event, window.location.origin);
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = icsFileName(event);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
