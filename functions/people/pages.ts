/**
 * Cursor pages of the people lists (followers, following, search, directory): ElectroDB's
 * `cursor` (base64url JSON of DynamoDB's LastEvaluatedKey) passed back as `?cursor=`.
 *
 * A cursor is client input, so a bad one is a 400, never a 500: it must decode to a JSON object
 * of string key attributes, and DynamoDB's refusal of a well-formed cursor that does not fit
 * the query (another list's key, outside the key condition) is mapped to the same 400.
 */
import { BadRequest } from '../_core/http-errors';

export const INVALID_CURSOR = 'Invalid cursor';
/** Page size when `?limit=` is absent (contract: 1–100). */
export const DEFAULT_PAGE_SIZE = 20;

const KEY_ATTRIBUTE = /^(pk|sk|gsi\d+pk|gsi\d+sk)$/;

/** The key a cursor encodes when it has the shape of an ElectroDB cursor of this table, else null. */
export function decodeCursor(cursor: string): Record<string, string> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof key !== 'object' || key === null || Array.isArray(key)) return null;
    const entries = Object.entries(key);
    const ok =
      entries.length > 0 &&
      entries.every(([k, v]) => KEY_ATTRIBUTE.test(k) && typeof v === 'string' && v.length > 0);
    return ok ? (key as Record<string, string>) : null;
  } catch {
    return null;
  }
}

/** What a query's `.params()` tells about its partition: index name and `:pk` value. */
interface QueryParams {
  IndexName?: string;
  ExpressionAttributeValues?: Record<string, unknown>;
}

/** DynamoDB's ValidationException (e.g. "The provided starting key is invalid"), also when wrapped by ElectroDB. */
function isValidationException(error: unknown): boolean {
  for (
    let e = error as { name?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.name === 'ValidationException') return true;
  }
  return false;
}

/**
 * Run one page of `query` (an ElectroDB query chain) with the client's cursor. The cursor must
 * belong to the same partition (a cursor of another person's list is refused, not followed).
 * @throws BadRequest (400) 'Invalid cursor' for a malformed or foreign cursor or one DynamoDB refuses.
 */
export async function withCursor<Q extends { params(): object }, T>(
  cursor: string | undefined,
  query: Q,
  run: (query: Q, cursor: string | null) => Promise<T>,
): Promise<T> {
  if (cursor === undefined) return run(query, null);
  const key = decodeCursor(cursor);
  const params = query.params() as QueryParams;
  const field = params.IndexName ? `${params.IndexName}pk` : 'pk';
  if (!key || key[field] !== params.ExpressionAttributeValues?.[':pk'])
    throw new BadRequest(INVALID_CURSOR);
  try {
    return await run(query, cursor);
  } catch (error) {
    if (isValidationException(error)) throw new BadRequest(INVALID_CURSOR);
    throw error;
  }
}
