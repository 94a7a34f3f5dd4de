/**
 * Tiny validators for route search params. The route tree is in the initial bundle, so
 * these stay plain functions instead of pulling a schema library into it; they follow the
 * same rule as a zod `.catch()`: a bad value becomes the default, never an error.
 */

/** A string value or undefined. */
export function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** One of `allowed`, else `fallback`. */
export function oneOf<const T extends string, F extends T | undefined>(value: unknown, allowed: readonly T[], fallback: F): T | F {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}
