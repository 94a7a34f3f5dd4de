/** A stable Error ID per error object, reported once when first seen. */
import { useMemo } from 'react';
import { createErrorId, reportAppError } from '@/lib/error-id';

const ids = new WeakMap<object, string>();

/** The error's ID (created and reported on first sight). */
export function errorIdFor(error: unknown, level: string): string {
  const key = typeof error === 'object' && error !== null ? error : null;
  const known = key ? ids.get(key) : undefined;
  if (known) return known;
  const id = createErrorId();
  if (key) ids.set(key, id);
  reportAppError(id, error, level);
  return id;
}

/** Hook form of `errorIdFor`, stable across re-renders of the same fallback. */
export function useErrorId(error: unknown, level: string): string {
  return useMemo(() => errorIdFor(error, level), [error, level]);
}
