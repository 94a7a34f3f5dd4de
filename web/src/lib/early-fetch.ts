/**
 * Responses of the early reads started by `web/boot/boot.js` (page-load performance: the
 * landing page's first API reads run while the app's JavaScript downloads).
 *
 * `takeEarlyResponse(path)` hands a started read to the API client ONCE: only while it is at
 * most {@link EARLY_MAX_AGE_MS} old and only when it answered OK or with the session's answer
 * (401 no session, 403 an ended one: a signed-out page asks about the session once, issue 17
 * §6); anything else (a 5xx, a network failure, a read nobody took in time) returns null and the
 * client reads again. Taken once, right at start, it can never serve stale data later.
 */
interface EarlyRead {
  at: number;
  response: Promise<Response | null>;
}

declare global {
  interface Window {
    __seamlineEarly?: Record<string, EarlyRead | undefined>;
  }
}

/** Early reads older than this (ms since boot.js started them) are not used. */
export const EARLY_MAX_AGE_MS = 15_000;

/**
 * The early read of `path` (exact path + query), at most once: null at once when there is none
 * (so callers without one stay synchronous up to their own fetch), else a promise of its
 * response, or of null when it failed or did not answer OK.
 */
export function takeEarlyResponse(path: string): Promise<Response | null> | null {
  const reads = typeof window === 'undefined' ? undefined : window.__seamlineEarly;
  const read = reads?.[path];
  if (!read) return null;
  delete reads[path];
  if (Date.now() - read.at > EARLY_MAX_AGE_MS) return null;
  return read.response.then((response) => (response && (response.ok || response.status === 401 || response.status === 403) ? response : null));
}
