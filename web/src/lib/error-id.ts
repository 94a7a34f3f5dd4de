/** Error IDs shown by the error boundary (spec 01 §8: prefix, timestamp, random string). */
import { recordError } from './monitoring/signals';

/** `ERR-<base36 time>-<6 random base36 chars>`, e.g. `ERR-M3X1Q2ZK-4F9A2C`. */
export function createErrorId(now = Date.now(), random: () => number = Math.random): string {
  const time = now.toString(36).toUpperCase();
  let suffix = '';
  while (suffix.length < 6) suffix += Math.floor(random() * 36).toString(36);
  return `ERR-${time}-${suffix.toUpperCase()}`;
}

/**
 * Report an error with its ID: to the console (structured) and to the performance monitor
 * (issue 21), whose next report carries the ID, the message and the first 2 KB of the stack —
 * the same ID the error screen shows, so support can find the report a user quotes.
 */
export function reportAppError(errorId: string, error: unknown, level: string): void {
  console.error('[seamline] error', { errorId, level, error });
  recordError(errorId, error);
}
