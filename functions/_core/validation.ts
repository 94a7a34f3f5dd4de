/** zod → `ValidationFailed` (400 `{ message, fieldErrors }`) with the schema's own messages. */
import type * as z from 'zod';
import { ValidationFailed } from './http-errors';

/** `fieldErrors` keyed by dotted path (`""` for the root), messages in issue order. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/**
 * Parse `input` with `schema` or throw ValidationFailed whose `message` is the first issue's
 * message (the spec's text for that field), so a client showing only `message` is still right.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  throw new ValidationFailed(first?.message ?? 'Invalid request', fieldErrorsOf(result.error));
}
