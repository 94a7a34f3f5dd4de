/**
 * Sending a report (issue 21; spec 02 §7 `POST /api/analytics/performance`): `navigator.sendBeacon`
 * with a JSON Blob — it survives the page being hidden or unloaded and its `content-type:
 * application/json` passes the API's CSRF guard — else `fetch` with `keepalive` (same guarantees,
 * ~64 KB in flight per page). Failures are dropped: monitoring never retries into a user's data plan.
 */
import type { RouteKey } from '@seamline/shared/contracts/manifest';

const ROUTE = 'POST /api/analytics/performance' satisfies RouteKey;
/** The ingest path, from the manifest's route key. */
export const REPORT_PATH = ROUTE.slice(ROUTE.indexOf(' ') + 1);

/** Send one report's JSON; true when the browser took it (not whether the server accepted it). */
export function sendReport(json: string, path = REPORT_PATH): boolean {
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(path, new Blob([json], { type: 'application/json' }))) return true;
  } catch {
    // Some browsers throw for a beacon they will not queue: fall through to fetch.
  }
  try {
    void fetch(path, { method: 'POST', body: json, headers: { 'content-type': 'application/json' }, keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
    return true;
  } catch {
    return false;
  }
}
