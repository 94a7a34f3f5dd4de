/**
 * Shapes every area shares: the error body and the primitives routes build on.
 *
 * Error responses are `{ message, fieldErrors? }` (ARCHITECTURE §4): `message` is the
 * user-facing text (the spec's exact wording where it has one), `fieldErrors` maps a field
 * path (`"email"`, `"address.city"`) to its messages.
 */
import * as z from 'zod';

export const errorBodySchema = z.object({
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Opaque pagination cursor as returned by a list route (ElectroDB cursor, base64url). */
export const cursorSchema = z.string().min(1).max(2048);

/** Query string of every paginated list: `?cursor=&limit=` (limit 1–100, default 20). */
export const pageQuerySchema = z.object({
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

/** Ids are ULIDs or UUIDs made by the server; anything else is rejected before a DB read. */
export const idSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid id');

export const emptySchema = z.object({}).strict();
