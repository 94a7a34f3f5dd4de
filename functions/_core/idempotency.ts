/**
 * `Idempotency-Key` for creating POSTs (issue 17 §3; IETF draft-ietf-httpapi-idempotency-key-header).
 * A manifest route with `idempotent: true` runs through `withIdempotency`:
 * - no key: the route runs as usual (the header is optional for API clients);
 * - a new key from this user: claimed with a conditional create, the route runs, its answer
 *   (status + body) is stored for 24 hours;
 * - the same key and the same request again: the first answer is replayed (same status, same
 *   body, header `Idempotent-Replayed: true`) and nothing is created; a request that arrives
 *   while the first is still running waits for it (≤ 5 s, then 409);
 * - a claim is a lease (issue 32): it lasts the invocation's remaining time (the function's
 *   timeout) plus {@link CLAIM_LEASE_MARGIN_MS}; a request whose first attempt timed out (Lambda
 *   killed it, nothing released the claim) may be retried with the same key once the lease has
 *   passed — the retry takes the claim over with a conditional write, so of several retries
 *   only one runs. A completed answer still replays for 24 hours;
 * - the same key with another method, path or body: 422;
 * - the route failed (any thrown error): the claim is released, so the person can retry.
 *
 * Thin glue rather than Powertools' idempotency utility: the record must live in the one
 * ElectroDB table under the caller's id (keys are per user, so one person's key never answers
 * another's request), and the answer replayed is the HTTP response, not the handler's value.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { db } from './aws-clients';
import { isConditionalFailure } from './db-errors';
import { BadRequest, Conflict, Unprocessable } from './http-errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a key answers with its first response (the draft suggests 24 h). */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 3600;
/**
 * Added to the invocation's remaining time to make a claim's lease (ms): Lambda stops an
 * invocation at its timeout, and a write it sent just before may land a moment later.
 */
export const CLAIM_LEASE_MARGIN_MS = 5000;
/** The lease when the caller passes no remaining time (API Gateway's 30 s integration limit), ms. */
const DEFAULT_REMAINING_MS = 30_000;
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

type StoredRecord = { fingerprint: string; state: 'in_progress' | 'completed'; claimId?: string; leaseUntil?: number; createdAt: string; ttl: number };

/**
 * Claim (userId, key) for this request: a new record, or — when `stale` is the record found —
 * a takeover of a claim that is released, expired or past its lease. Conditional, so of racing
 * requests exactly one claims. @returns false when another request holds (or just took) the claim.
 */
async function claim(userId: string, key: string, fingerprint: string, claimId: string, leaseMs: number, stale?: StoredRecord): Promise<boolean> {
  const now = Date.now();
  const item = {
    userId,
    key,
    fingerprint,
    state: 'in_progress' as const,
    claimId,
    leaseUntil: now + leaseMs,
    createdAt: new Date(now).toISOString(),
    ttl: Math.ceil(now / 1000) + IDEMPOTENCY_TTL_SECONDS,
  };
  try {
    const records = db.entities.idempotencyRecord;
    if (!stale) await records.create(item).go({ response: 'none' });
    else
      await records
        .put(item)
        // Take over only the claim that was read (its claim id, or its old shape without one).
        .where((a, op) => (stale.claimId ? op.eq(a.claimId, stale.claimId) : `${op.notExists(a.claimId)} AND ${op.eq(a.ttl, stale.ttl)}`))
        .go({ response: 'none' });
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/**
 * A claim nobody is running any more: expired (24 h) or past its lease (the request timed out).
 * A claim written before leases existed counts from its creation with the default lease.
 */
const abandoned = (r: StoredRecord, now: number) =>
  r.ttl * 1000 <= now ||
  (r.state === 'in_progress' && (r.leaseUntil ?? Date.parse(r.createdAt) + DEFAULT_REMAINING_MS + CLAIM_LEASE_MARGIN_MS) <= now);

/**
 * Run `run` at most once per (userId, key) within 24 h; see the module comment.
 * @param remainingMs the invocation's remaining time (`context.getRemainingTimeInMillis()`): the
 *   claim's lease is this plus {@link CLAIM_LEASE_MARGIN_MS}.
 * @throws Unprocessable 422 (key reused for another request), Conflict 409 (the first request
 *   with this key is still running after 5 s), and whatever `run` throws.
 */
export async function withIdempotency(
  userId: string,
  key: string,
  fingerprint: string,
  run: () => Promise<Result>,
  remainingMs = DEFAULT_REMAINING_MS,
): Promise<Result> {
  const records = db.entities.idempotencyRecord;
  const claimId: string = randomUUID();
  const leaseMs = remainingMs + CLAIM_LEASE_MARGIN_MS;
  let claimed = await claim(userId, key, fingerprint, claimId, leaseMs);
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  while (!claimed) {
    const { data } = (await records.get({ userId, key }).go({ consistent: true })) as { data: StoredRecord | null };
    if (!data) {
      claimed = await claim(userId, key, fingerprint, claimId, leaseMs); // released (the first failed): claim again
      continue;
    }
    const now = Date.now();
    // The same key for another request is refused even when its claim was abandoned (draft §2.7).
    if (data.ttl * 1000 > now && data.fingerprint !== fingerprint) throw new Unprocessable(KEY_REUSED);
    if (abandoned(data, now)) {
      claimed = await claim(userId, key, fingerprint, claimId, leaseMs, data);
      continue;
    }
    if (data.state === 'completed') return replay((data as { responseStatus?: number }).responseStatus ?? 200, (data as { responseBody?: string }).responseBody ?? '{}');
    if (now > deadline) throw new Conflict(KEY_IN_PROGRESS);
    await sleep(POLL_MS);
  }
  // Only this request's own claim is completed or released (a takeover after its lease ended wins).
  const release = () =>
    records
      .delete({ userId, key })
      .where((a, op) => op.eq(a.claimId, claimId))
      .go({ response: 'none' })
      .catch(ignoreConditional);
  let result: Result;
  try {
    result = await run();
  } catch (error) {
    await release();
    throw error;
  }
  if (result.statusCode !== undefined && result.statusCode < 300) {
    await records
      .patch({ userId, key })
      .set({ state: 'completed', responseStatus: result.statusCode, responseBody: String(result.body ?? '') })
      .where((a, op) => op.eq(a.claimId, claimId))
      .go({ response: 'none' })
      .catch(ignoreConditional);
  } else {
    await release();
  }
  return result;
}

function ignoreConditional(error: unknown): void {
  if (!isConditionalFailure(error)) throw error;
}
