/**
 * Dates without a clock: the stylist never reads the time itself (`now` is passed in) and works
 * in the event's LOCAL day — the calendar day in the place's IANA time zone (issue 34 §3;
 * `time-zone.ts` gives a place's zone, the runtime's Intl its rules, daylight saving included).
 */

const DAY_MS = 86_400_000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A Date from an ISO string or Date; null when missing or invalid. */
export function toDate(value: string | Date | null | undefined): Date | null {
  if (value == null) return null;
  const d = value instanceof Date ? new Date(value.getTime()) : new Date(DATE_ONLY.test(value) ? `${value}T12:00:00Z` : value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * The local calendar day ('YYYY-MM-DD') of an instant in a time zone. A date-only string is
 * already a local day and is returned as is.
 * @param timeZone IANA zone ('Asia/Tokyo'); null = UTC
 */
export function localDayOf(value: string | Date, timeZone: string | null | undefined): string | null {
  if (typeof value === 'string' && DATE_ONLY.test(value)) return value;
  const d = toDate(value);
  if (!d) return null;
  // en-US with 2-digit month and day always reads 'MM/DD/YYYY' (format is ~5× cheaper than formatToParts).
  const [month, day, year] = dayFormatOf(timeZone ?? 'UTC').format(d).split('/') as [string, string, string];
  return `${year.padStart(4, '0')}-${month}-${day}`;
}

/** One Intl formatter per zone (creating one costs ~50 µs; the stylist asks for days in a loop). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormatOf(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** Month index 0–11 of a local day 'YYYY-MM-DD'. */
export function monthOfDay(day: string): number {
  return Number(day.slice(5, 7)) - 1;
}

/** Whole days from local day `a` to local day `b` (b − a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

export const MONTH_NAMES = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

/** Days in a month of a year (Gregorian). */
export function daysInMonth(year: number, month0: number): number {
  return new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();
}
