/**
 * Origin verify (issue 32 §2): in AWS a request may reach the API only through CloudFront.
 * CloudFront adds the header {@link ORIGIN_VERIFY_HEADER} with a Secrets Manager secret to every
 * request it forwards to the HTTP and WebSocket APIs; a request sent straight to the
 * `execute-api` endpoint lacks it (and could forge `x-viewer-address`, the per-address limits'
 * key), so it is refused before any handler runs.
 *
 * Accepted values: the secret's AWSCURRENT and AWSPREVIOUS versions. The rotation
 * (`functions/edge/origin-secret-rotation.ts`) makes a new AWSCURRENT while CloudFront still sends
 * the old value (now AWSPREVIOUS), and moves CloudFront to AWSCURRENT only once that value is
 * older than the cache below, so every instance already accepts what CloudFront starts sending.
 *
 * Values are cached per execution environment for {@link ORIGIN_SECRET_TTL_MS}; a value that
 * matches neither triggers at most one early re-read per {@link ORIGIN_SECRET_REFRESH_MS}
 * (a deploy can move CloudFront to a just-rotated value), so refused traffic cannot make an
 * instance call Secrets Manager more than once a minute. Comparison is constant-time (SHA-256
 * digests through `timingSafeEqual`, every accepted value compared).
 *
 * Stale-if-error: when a re-read fails (Secrets Manager unreachable, throttling, …) the last
 * values read keep being used for up to {@link ORIGIN_SECRET_STALE_MS} after that successful
 * read, the failure is reported (`onReadError`, logged), and the next read is tried only after
 * {@link ORIGIN_SECRET_REFRESH_MS} (so an outage does not add a failing call to every request).
 * An instance with no values (cold start) or older ones than that rejects: the request fails
 * (503 for an outage), it never passes unchecked.
 *
 * Without `ORIGIN_VERIFY_SECRET_ARN` (the local runtime, where the gateway is the only way in)
 * the check is off.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { ORIGIN_VERIFY_HEADER } from './origin-verify-header';

export { ORIGIN_VERIFY_HEADER };

/** How long read secret values are trusted, in ms (5 minutes). */
export const ORIGIN_SECRET_TTL_MS = 5 * 60_000;
/** Minimum age of the cached values before a mismatch may re-read them early, in ms; also the wait after a failed read. */
export const ORIGIN_SECRET_REFRESH_MS = 60_000;
/** How long after the last successful read its values still serve while reads fail, in ms (24 hours). */
export const ORIGIN_SECRET_STALE_MS = 24 * 60 * 60_000;

/**
 * The adapter to Secrets Manager: the secret's accepted values (AWSCURRENT first, then
 * AWSPREVIOUS when it exists). Rejects when the secret cannot be read.
 */
export type OriginSecretReader = (secretId: string) => Promise<string[]>;

export interface OriginVerifierOptions {
  /** The secret's ARN; `undefined` turns the check off (every request passes). */
  readonly secretId: string | undefined;
  readonly read: OriginSecretReader;
  /** Clock in ms (tests). */
  readonly now?: () => number;
  /** Told about a failed read answered with cached values (`ageMs`: since the last good read). */
  readonly onReadError?: (error: unknown, ageMs: number) => void;
}

/**
 * `true` when the request may proceed. Rejects only when the secret cannot be read and no values
 * were read in the last {@link ORIGIN_SECRET_STALE_MS}.
 */
export type OriginVerifier = (headers: Readonly<Record<string, string | undefined>> | undefined) => Promise<boolean>;

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Constant-time: whether `presented` equals any of `accepted` (all are compared). */
export function matchesAny(presented: string, accepted: readonly string[]): boolean {
  const p = digest(presented);
  let match = false;
  for (const value of accepted) match = timingSafeEqual(p, digest(value)) || match;
  return match;
}

/** The header's value, whatever case the runtime delivered its name in. */
function headerOf(headers: Readonly<Record<string, string | undefined>> | undefined): string | undefined {
  if (!headers) return undefined;
  const direct = headers[ORIGIN_VERIFY_HEADER];
  if (direct !== undefined) return direct;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === ORIGIN_VERIFY_HEADER);
  return key === undefined ? undefined : headers[key];
}

/** Build a verifier with its own cache (see the module doc). */
export function createOriginVerifier({ secretId, read, now = Date.now, onReadError }: OriginVerifierOptions): OriginVerifier {
  if (!secretId) return () => Promise.resolve(true);
  let cached: { values: string[]; at: number } | undefined;
  /** After a failed read answered from the cache: no new read before this time. */
  let retryAt = 0;
  let pending: Promise<string[]> | undefined;
  const load = async () => {
    pending ??= read(secretId)
      .then(
        (values) => {
          cached = { values, at: now() };
          retryAt = 0;
          return values;
        },
        (error: unknown) => {
          const age = cached ? now() - cached.at : Infinity;
          if (!cached || age >= ORIGIN_SECRET_STALE_MS) throw error;
          retryAt = now() + ORIGIN_SECRET_REFRESH_MS;
          onReadError?.(error, age);
          return cached.values;
        },
      )
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
  /** Whether a read may be made now (not within a minute of a failed one). */
  const mayRead = () => now() >= retryAt;
  return async (headers) => {
    const presented = headerOf(headers);
    if (!presented) return false;
    const age = cached ? now() - cached.at : Infinity;
    const fresh = age < ORIGIN_SECRET_TTL_MS || (age < ORIGIN_SECRET_STALE_MS && !mayRead());
    const values = fresh && cached ? cached.values : await load();
    if (matchesAny(presented, values)) return true;
    if (cached && now() - cached.at >= ORIGIN_SECRET_REFRESH_MS && mayRead()) return matchesAny(presented, await load());
    return false;
  };
}
