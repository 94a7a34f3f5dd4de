/**
 * Atomic sliding-window rate limits (issue 32 'Atomic limits'), stored in the table as at most
 * `max` slots per limiter key (`shared/db/entities/limit-slot.ts`).
 *
 * One attempt = one conditional write, never a read followed by a write:
 * 1. claim a random slot of 0 … max − 1 with a conditional PutItem that succeeds only when the
 *    slot is empty or its attempt has left the window (`expiresAt <= now`);
 * 2. only when that slot is busy: Query the key's slots (consistent, ≤ max items) and claim a free
 *    one (again when another request raced for the same free slot); none free → refused,
 *    `Retry-After` = seconds until the oldest counted attempt leaves the window (≥ 1).
 * A slot holds one unexpired attempt, so no window ever counts more than `max` attempts; and an
 * attempt is refused only after a consistent read saw every slot busy. So N simultaneous
 * requests against a limit of M: exactly min(N, M) pass (tests/integration/rate-limits-burst).
 * The usual case (a person well inside their limit) costs ONE conditional PutItem
 * (`npm run bench -- limits`: p50 in tests/bench/results/limits.json).
 *
 * A taken attempt is a {@link Reservation}; {@link releaseReservation} gives its slot back (sign-in
 * reserves a failure slot BEFORE the password check and releases it on success, so parallel
 * guesses cannot outrun the count; a request refused by a second limit gives back the first).
 *
 * Every limit's numbers and message live in ONE table, `RATE_LIMITS`
 * (`shared/contracts/rate-limits.ts`, listed in the README's 'Rate limits').
 */
import { randomBytes, randomInt } from 'node:crypto';
import { limitMessage, RATE_LIMITS, type RateLimitName } from '@seamline/shared/contracts/rate-limits';
import { db } from './aws-clients';
import { isConditionalFailure } from './db-errors';
import { TooManyRequests } from './http-errors';

export interface Limit {
  /** Attempts allowed inside the window. */
  max: number;
  /** Sliding window, seconds. */
  windowSeconds: number;
}

/** One counted attempt: the slot it occupies, releasable by its own token only. */
export interface Reservation {
  key: string;
  slot: number;
  token: string;
}

/** The outcome of {@link tryTake}. */
export type TakeResult = { allowed: true; reservation: Reservation } | { allowed: false; retryAfterSeconds: number };

/** Sign-in: 10 failures in 15 minutes per account and per client address (`RATE_LIMITS.signInFailures`). */
export const LOGIN_FAILURES: Limit = RATE_LIMITS.signInFailures;
export const LOGIN_LIMITED = RATE_LIMITS.signInFailures.message;

/** The limiter key of `name`'s attempts by `subject` (a user id or a client address): `<key>#<subject>`. */
export const limitKey = (name: RateLimitName, subject: string): string => `${RATE_LIMITS[name].key}#${subject}`;

/** Claim `slot` of `key` when it is empty or expired at `nowMs`. @returns false when it is busy. */
async function claimSlot(key: string, slot: number, token: string, nowMs: number, windowMs: number): Promise<boolean> {
  const expiresAt = nowMs + windowMs;
  try {
    await db.entities.limitSlot
      .put({ key, slot, token, expiresAt, ttl: Math.ceil(expiresAt / 1000) })
      .where((a, op) => `${op.notExists(a.expiresAt)} OR ${op.lte(a.expiresAt, nowMs)}`)
      .go({ response: 'none' });
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/**
 * Count one attempt against `key` if `limit` has room (see the module comment).
 * @param key limiter key (`limitKey(name, subject)` or a sign-in key).
 * @returns `{ allowed: true, reservation }`, or `{ allowed: false, retryAfterSeconds }` (≥ 1 s) —
 *   a refused attempt is not counted.
 * @throws the SDK's errors (a dependency failure maps to 503 in the middy stack).
 */
export async function tryTake(key: string, limit: Limit, now = new Date()): Promise<TakeResult> {
  const nowMs = now.getTime();
  const windowMs = limit.windowSeconds * 1000;
  const token = randomBytes(9).toString('base64url');
  const first = randomInt(limit.max);
  if (await claimSlot(key, first, token, nowMs, windowMs)) return { allowed: true, reservation: { key, slot: first, token } };
  // Each failed claim means another attempt took that slot, so this loop ends within max rounds.
  for (let round = 0; round <= limit.max; round++) {
    const { data: slots } = await db.entities.limitSlot.query
      .byKey({ key })
      .go({ consistent: true, pages: 'all', attributes: ['slot', 'expiresAt'] });
    const busy = new Set<number>();
    let oldest = Infinity;
    for (const s of slots) {
      if (s.slot < limit.max && s.expiresAt > nowMs) {
        busy.add(s.slot);
        oldest = Math.min(oldest, s.expiresAt);
      }
    }
    const free = Array.from({ length: limit.max }, (_, i) => i).filter((i) => !busy.has(i));
    if (free.length === 0) {
      // A racing request may have claimed with a slightly later clock: never more than the window.
      const wait = Math.ceil((oldest - nowMs) / 1000);
      return { allowed: false, retryAfterSeconds: Math.min(limit.windowSeconds, Math.max(1, wait)) };
    }
    const slot = free[randomInt(free.length)]!;
    if (await claimSlot(key, slot, token, nowMs, windowMs)) return { allowed: true, reservation: { key, slot, token } };
  }
  return { allowed: false, retryAfterSeconds: 1 };
}

/**
 * Give a counted attempt back (its slot becomes free). Only the attempt's own token releases it;
 * a slot already reused by a later attempt is left alone.
 */
export async function releaseReservation(reservation: Reservation): Promise<void> {
  try {
    await db.entities.limitSlot
      .delete({ key: reservation.key, slot: reservation.slot })
      .where((a, op) => op.eq(a.token, reservation.token))
      .go({ response: 'none' });
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
}

/**
 * Count one attempt against EVERY (key, limit), or none. The keys are taken one after another in
 * the order given — pass the narrowest first (account before address) — and the first refusal
 * stops: an attempt refused by the first key never holds a slot of the second, so a burst against
 * the narrow key still passes exactly min(N, M). Slots taken before a refusal or an error are
 * released.
 * @returns the reservations, or the index of the refusing entry and its wait (seconds ≥ 1).
 * @throws the SDK's errors, after releasing what was taken.
 */
export async function tryTakeAll(
  entries: readonly { key: string; limit: Limit }[],
  now = new Date(),
): Promise<{ allowed: true; reservations: Reservation[] } | { allowed: false; refused: number; retryAfterSeconds: number }> {
  const reservations: Reservation[] = [];
  try {
    for (const [i, { key, limit }] of entries.entries()) {
      const result = await tryTake(key, limit, now);
      if (!result.allowed) {
        await Promise.all(reservations.map(releaseReservation));
        return { allowed: false, refused: i, retryAfterSeconds: result.retryAfterSeconds };
      }
      reservations.push(result.reservation);
    }
  } catch (error) {
    await Promise.allSettled(reservations.map(releaseReservation));
    throw error;
  }
  return { allowed: true, reservations };
}

/**
 * Count one attempt of `subject` against limit `name` (`RATE_LIMITS`), or refuse it. Call it
 * when the request is allowed, before its write; Idempotency-Key replays never reach the route,
 * so they are not counted. Release the returned reservation when the request then stores nothing
 * (e.g. a conflict found after the count) and should not use the person's budget.
 * @param limit the row's numbers, unless a deployment overrides them (registrations: env).
 * @throws TooManyRequests (429, `Retry-After` in seconds ≥ 1) with the row's message (`limitMessage`).
 */
export async function takeLimited(name: RateLimitName, subject: string, now = new Date(), limit: Limit = RATE_LIMITS[name]): Promise<Reservation> {
  const result = await tryTake(limitKey(name, subject), limit, now);
  if (result.allowed) return result.reservation;
  const message = limitMessage(RATE_LIMITS[name].message ?? 'Too many requests. Please try again later.', result.retryAfterSeconds);
  throw new TooManyRequests(message, result.retryAfterSeconds);
}

/** Delete everything counted under `key` (account deletion, tests): its slots. */
export async function forgetKey(key: string): Promise<void> {
  const { data } = await db.entities.limitSlot.query.byKey({ key }).go({ pages: 'all', attributes: ['key', 'slot'] });
  if (data.length) await db.entities.limitSlot.delete(data.map(({ key: k, slot }) => ({ key: k, slot }))).go();
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
