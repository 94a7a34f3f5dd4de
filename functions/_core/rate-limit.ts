/**
 * Sliding-window rate limits stored in the table (Attempt items, `shared/db/entities/attempt.ts`).
 * `count` is a bounded Query (`at >= now - window`, at most `max` items read); `record`
 * writes one item with a TTL at the window's end.
 *
 * Every limit's numbers and message live in ONE table, `RATE_LIMITS`
 * (`shared/contracts/rate-limits.ts`, listed in the README's 'Rate limits'). Writes a person can
 * spam use {@link takeLimited} (or {@link checkLimited} + {@link recordLimited} to run the check
 * alongside other reads); sign-in failures, verification resends and reset requests use the
 * lower-level functions with the table's rows.
 */
import { randomBytes } from 'node:crypto';
import { RATE_LIMITS, type RateLimitName } from '@seamline/shared/contracts/rate-limits';
import { db } from './aws-clients';
import { TooManyRequests } from './http-errors';

export interface Limit {
  /** Attempts allowed inside the window. */
  max: number;
  windowSeconds: number;
}

/** Sign-in: 10 failures in 15 minutes per account and per client address (`RATE_LIMITS.signInFailures`). */
export const LOGIN_FAILURES: Limit = RATE_LIMITS.signInFailures;
export const LOGIN_LIMITED = RATE_LIMITS.signInFailures.message;

/** The limiter key of `name`'s attempts by `subject` (a user id or a client address): `<key>#<subject>`. */
export const limitKey = (name: RateLimitName, subject: string): string => `${RATE_LIMITS[name].key}#${subject}`;

/**
 * The check half of {@link takeLimited}, to run alongside other reads: resolves to a function
 * that throws when `subject` has used up limit `name`, and otherwise does nothing.
 * @param subject the user id (`per: 'user'`) or client address (`per: 'address'`).
 * @returns a thrower: TooManyRequests (429, `Retry-After` = seconds until the oldest counted
 *   attempt leaves the window, ≥ 1) with the row's message.
 */
export async function checkLimited(name: RateLimitName, subject: string, now = new Date()): Promise<() => void> {
  const rule = RATE_LIMITS[name];
  const wait = await secondsUntilAllowed(limitKey(name, subject), rule, now);
  return () => {
    if (wait > 0) throw new TooManyRequests(rule.message ?? 'Too many requests. Please try again later.', wait);
  };
}

/** The record half of {@link takeLimited}: count one allowed attempt of `subject` against `name`. */
export function recordLimited(name: RateLimitName, subject: string, now = new Date()): Promise<void> {
  return recordAttempt(limitKey(name, subject), RATE_LIMITS[name], now);
}

/**
 * Count one attempt of `subject` against limit `name` (`RATE_LIMITS`), or refuse it when the
 * window is full. Call it when the request is allowed, before its write; Idempotency-Key replays
 * never reach the route, so they are not counted.
 * @throws TooManyRequests (429, `Retry-After` in seconds ≥ 1) with the row's message.
 */
export async function takeLimited(name: RateLimitName, subject: string, now = new Date()): Promise<void> {
  (await checkLimited(name, subject, now))();
  await recordLimited(name, subject, now);
}

/** How many attempts `key` has inside `limit`'s window (stops counting at `limit.max`). */
export async function countAttempts(key: string, limit: Limit, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - limit.windowSeconds * 1000).toISOString();
  const { data } = await db.entities.attempt.query
    .byKey({ key })
    .gte({ at: since })
    .go({ limit: limit.max, attributes: ['at'] });
  return data.length;
}

/** Record one attempt for `key`; it expires (TTL) when `limit`'s window has passed. */
export async function recordAttempt(key: string, limit: Limit, now = new Date()): Promise<void> {
  await db.entities.attempt
    .put({
      key,
      at: now.toISOString(),
      id: randomBytes(6).toString('hex'),
      ttl: Math.ceil(now.getTime() / 1000) + limit.windowSeconds,
    })
    .go();
}

/**
 * Seconds until `key` has room again inside `limit` (0 when it has room now): when the oldest
 * counted attempt leaves the window.
 */
export async function secondsUntilAllowed(key: string, limit: Limit, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - limit.windowSeconds * 1000).toISOString();
  const { data } = await db.entities.attempt.query
    .byKey({ key })
    .gte({ at: since })
    .go({ limit: limit.max, attributes: ['at'] });
  if (data.length < limit.max) return 0;
  const oldest = Math.min(...data.map((a) => Date.parse(a.at)));
  return Math.max(1, Math.ceil((oldest + limit.windowSeconds * 1000 - now.getTime()) / 1000));
}

/** True when any of `keys` has used up `limit`. */
export async function isLimited(keys: string[], limit: Limit, now = new Date()): Promise<boolean> {
  const counts = await Promise.all(keys.map((k) => countAttempts(k, limit, now)));
  return counts.some((c) => c >= limit.max);
}

/**
 * Throw TooManyRequests (429 + Retry-After = the window) with `message` when any of `keys`
 * has used up `limit`.
 */
export async function assertNotLimited(keys: string[], limit: Limit, message: string, now = new Date()): Promise<void> {
  if (await isLimited(keys, limit, now)) throw new TooManyRequests(message, limit.windowSeconds);
}

/**
 * The caller's IP address: `x-viewer-address`, which the CloudFront viewer-request function
 * (and the local gateway) set to the viewer's address, overwriting any client value; else
 * API Gateway's `sourceIp` (direct calls). Behind CloudFront `sourceIp` is an edge address
 * shared by many people, so it must not key a per-address limit on its own.
 */
export function clientAddress(event: {
  headers?: Record<string, string | undefined>;
  requestContext: { http: { sourceIp: string } };
}): string {
  const viewer = event.headers?.['x-viewer-address']?.trim();
  return (viewer && viewer.length <= 64 ? viewer : event.requestContext.http.sourceIp) || 'unknown';
}
