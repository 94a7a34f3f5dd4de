/** Error IDs shown by the error boundary (spec 01 §8: prefix, timestamp, random string). */

/** `ERR-<base36 time>-<6 random base36 chars>`, e.g. `ERR-M3X1Q2ZK-4F9A2C`. */
export function createErrorId(now = Date.now(), random: () => number = Math.random): string {
  const time = now.toString(36).toUpperCase();
  let suffix = '';
  while (suffix.length < 6) suffix += Math.floor(random() * 36).toString(36);
  return `ERR-${time}-${suffix.toUpperCase()}`;
}

/**
 * Report an error with its ID. Until an error-intake endpoint exists the report is the
 * browser console (structured, so it can be collected), which is what "automatically
 * reported" means today.
 */
export function reportAppError(errorId: string, error: unknown, level: string): void {
  console.error('[seamline] error', { errorId, level, error });
}
