/**
 * `Idempotency-Key` for creating POSTs (issue 17 §3; IETF draft-ietf-httpapi-idempotency-key-header).
 * A manifest route with `idempotent: true` runs through `withIdempotency`:
 * - no key: the route runs as usual (the header is optional for API clients);
 * - a new key from this user: claimed with a conditional create, the route runs, its answer
 *   (status + body) is stored for 24 hours;
 * - the same key and the same request again: the first answer is replayed (same status, same
 *   body, header `Idempotent-Replayed: true`) and nothing is created; a request that arrives
 *   while the first is still running waits for it (≤ 5 s, then 409);
 * - the same key with another method, path or body: 422;
 * - the route failed (any thrown error): the claim is released, so the person can retry.
 *
 * Thin glue rather than Powertools' idempotency utility: the record must live in the one
 * ElectroDB table under the caller's id (keys are per user, so one person's key never answers
 * another's request), and the answer replayed is the HTTP response, not the handler's value.
 */
import { createHash } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { db } from './aws-clients';
import { isConditionalFailure } from './db-errors';
import { BadRequest, Conflict, HttpError, Unprocessable } from './http-errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a key answers with its first response (the draft suggests 24 h). */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 3600;
/** How long a concurrent duplicate waits for the first request to finish (ms). */
const WAIT_FOR_FIRST_MS = 5000;
const POLL_MS = 50;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const KEY_INVALID = 'Idempotency-Key must be 1 to 255 visible ASCII characters';
export const KEY_REUSED = 'This Idempotency-Key was already used for a different request';
export const KEY_IN_PROGRESS = 'A request with this Idempotency-Key is still being processed';

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` fingerprint alike. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 hex of method, raw path and the canonical body. */
export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash('sha256').update(`${method} ${path}\n${canonicalJson(body ?? null)}`).digest('hex');
}

/** The request's `Idempotency-Key`, if any. @throws BadRequest 400 for a malformed key. */
export function idempotencyKeyOf(event: APIGatewayProxyEventV2): string | undefined {
  const raw = event.headers?.[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  if (!KEY_PATTERN.test(raw)) throw new BadRequest(KEY_INVALID);
  return raw;
}

type Result = APIGatewayProxyStructuredResultV2;

function replay(status: number, body: string): Result {
  return {
    statusCode: status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'idempotent-replayed': 'true' },
    body,
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Run `run` at most once per (userId, key) within 24 h; see the module comment.
 * @throws Unprocessable 422 (key reused for another request), Conflict 409 (the first request
 *   with this key is still running after 5 s), and whatever `run` throws.
 */
export async function withIdempotency(
  userId: string,
  key: string,
  fingerprint: string,
  run: () => Promise<Result>,
): Promise<Result> {
  const records = db.entities.idempotencyRecord;
  for (let attempt = 0; attempt < 2; attempt++) {
    const now = new Date();
    try {
      await records
        .create({ userId, key, fingerprint, state: 'in_progress', createdAt: now.toISOString(), ttl: Math.ceil(now.getTime() / 1000) + IDEMPOTENCY_TTL_SECONDS })
        .go();
    } catch (error) {
      if (!isConditionalFailure(error)) throw error;
      const deadline = Date.now() + WAIT_FOR_FIRST_MS;
      for (;;) {
        const { data } = await records.get({ userId, key }).go({ consistent: true });
        if (!data || data.ttl * 1000 <= Date.now()) break; // released (the first failed) or expired: claim again
        if (data.fingerprint !== fingerprint) throw new Unprocessable(KEY_REUSED);
        if (data.state === 'completed') return replay(data.responseStatus ?? 200, data.responseBody ?? '{}');
        if (Date.now() > deadline) throw new Conflict(KEY_IN_PROGRESS);
        await sleep(POLL_MS);
      }
      if (attempt === 0) {
        await records.delete({ userId, key }).go();
        continue;
      }
      throw new Conflict(KEY_IN_PROGRESS);
    }
    let result: Result;
    try {
      result = await run();
    } catch (error) {
      await records.delete({ userId, key }).go();
      throw error;
    }
    if (result.statusCode !== undefined && result.statusCode < 300) {
      await records.patch({ userId, key }).set({ state: 'completed', responseStatus: result.statusCode, responseBody: String(result.body ?? '') }).go();
    } else {
      await records.delete({ userId, key }).go();
    }
    return result;
  }
  throw new HttpError(500, 'Unreachable');
}
