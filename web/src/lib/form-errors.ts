/**
 * Reading the API's error body (`{ message, fieldErrors? }`, ARCHITECTURE §4) for forms:
 * the toast text and the per-field messages a 400/409 carries.
 */
import { ApiError } from './api-errors';

/** The server's message, else `fallback` (network and other failures). */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage || fallback;
  return fallback;
}

/** `fieldErrors` of an API error as field → first message (empty when there are none). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  try {
    const parsed = JSON.parse(error.bodyText) as { fieldErrors?: Record<string, unknown> };
    const out: Record<string, string> = {};
    for (const [field, messages] of Object.entries(parsed.fieldErrors ?? {})) {
      const first = Array.isArray(messages) ? messages[0] : messages;
      if (typeof first === 'string') out[field] = first;
    }
    return out;
  } catch {
    return {};
  }
}

/**
 * Put the server's field messages on the form (only fields the form has).
 * @returns true when at least one field got a message
 */
export function applyFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  setError: (field: F, error: { type: string; message: string }) => void,
): boolean {
  let applied = false;
  for (const [field, message] of Object.entries(serverFieldErrors(error))) {
    if ((fields as readonly string[]).includes(field)) {
      setError(field as F, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}
