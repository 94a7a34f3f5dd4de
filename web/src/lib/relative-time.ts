/** Relative times of notifications and comments ('5 minutes ago'), with date-fns' formatDistance (= formatDistanceToNow with a testable now; issue 18). */
import { formatDistance } from 'date-fns';

/** '5 minutes ago' for an ISO time; '' for a value that is not a date. A time in the future reads 'just now'. */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (date.getTime() > now.getTime()) return 'just now';
  return formatDistance(date, now, { addSuffix: true });
}

const full = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The exact time for a tooltip ('Mar 4, 2026, 9:15 AM'); '' for a value that is not a date. */
export function exactTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : full.format(date);
}
