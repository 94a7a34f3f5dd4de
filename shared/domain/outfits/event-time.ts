/**
 * An outfit event's time (issue 34 §3): a LOCAL date ('YYYY-MM-DD'), an optional LOCAL time
 * ('HH:mm'; none = all-day) and the IANA zone they are in. The instant is derived from the three
 * (`@date-fns/tz`, which reads the zone rules of the runtime's Intl / ICU data), never stored as
 * the truth: '19:00 in Tokyo' stays 19:00 in Tokyo whoever reads it, from whatever browser.
 *
 * Pure and free of the time-zone boundary data (`time-zone.ts`), so the web bundle can use it.
 */
import { TZDate } from '@date-fns/tz';

/** 'YYYY-MM-DD' (a calendar day; checked to exist by {@link isLocalDate}). */
export const LOCAL_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/** 'HH:mm', 00:00–23:59. */
export const LOCAL_TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
/** IANA names look like 'Asia/Tokyo', 'America/Argentina/Buenos_Aires', 'UTC' (no '+05:00' offsets). */
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/** The calendar day exists ('2026-02-30' does not). */
export function isLocalDate(value: string): boolean {
  const m = LOCAL_DATE_PATTERN.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1900 && y <= 9999 && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * An IANA zone name the runtime's Intl knows, in its proper case ('asia/tokyo' → 'Asia/Tokyo'),
 * else null (garbage, offsets like '+05:00', unknown names). The name is otherwise kept as sent:
 * ICU resolves current names to its older canonical ids ('Asia/Kolkata' → 'Asia/Calcutta',
 * 'Europe/Kyiv' → 'Europe/Kiev'), which people should not see in place of the ones they chose.
 */
export function canonicalTimeZone(zone: string): string | null {
  if (!IANA_NAME.test(zone)) return null;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  return resolved.toLowerCase() === zone.toLowerCase() ? resolved : zone;
}

/**
 * The instant (ISO 8601 UTC) of a local date and time in a zone; no time = the start of that
 * day there. A wall-clock time skipped by a daylight-saving jump reads as the same clock time
 * after the jump (02:30 on a spring-forward night → 03:30), as calendars do.
 */
export function instantOf(localDate: string, localTime: string | null, timeZone: string): string {
  const [y, mo, d] = localDate.split('-').map(Number) as [number, number, number];
  const [h, mi] = (localTime ?? '00:00').split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, mo - 1, d, h, mi, timeZone).getTime()).toISOString();
}

/** The local date and time ('YYYY-MM-DD', 'HH:mm') of an instant in a zone. */
export function wallClockOf(instant: string | Date, timeZone: string): { localDate: string; localTime: string } {
  const t = TZDate.tz(timeZone, new Date(instant).getTime());
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    localDate: `${String(t.getFullYear()).padStart(4, '0')}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}`,
    localTime: `${pad(t.getHours())}:${pad(t.getMinutes())}`,
  };
}

/** The day after a local day ('2026-12-31' → '2027-01-01'). */
export function nextLocalDate(localDate: string): string {
  const [y, mo, d] = localDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, mo - 1, d + 1)).toISOString().slice(0, 10);
}

/** The time fields of an event as the API answers them. */
export interface EventTime {
  localDate: string | null;
  localTime: string | null;
  timeZone: string;
}

/**
 * The instant an event is over for 'Upcoming' vs 'Previous' (spec 02 §2.1): a timed event at its
 * start, an all-day event at the end of its local day in its zone; null for an undated event.
 */
export function eventEndsAt(event: EventTime): number | null {
  if (!event.localDate) return null;
  if (event.localTime) return Date.parse(instantOf(event.localDate, event.localTime, event.timeZone));
  return Date.parse(instantOf(nextLocalDate(event.localDate), null, event.timeZone));
}
