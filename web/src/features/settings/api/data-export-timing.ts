/**
 * When Privacy Settings' data export card asks the server again (issue 22, Data export): every
 * {@link EXPORT_POLL_MS} while the job is pending, and once a ready export's presigned link is
 * about to stop working, so the link on the screen always works when it is clicked. Pure
 * functions of the answer, the instant it arrived and now (epoch ms), so they are unit-tested.
 *
 * Clocks: `urlExpiresAt` is on the SERVER's clock. Every GET signs a new link valid
 * {@link DATA_EXPORT_LINK_SECONDS} (shared/contracts/data-export.ts), so on this device's clock a
 * link works until `arrival + DATA_EXPORT_LINK_SECONDS`. `urlExpiresAt` can only shorten that, and
 * it is believed only when it leaves at least {@link MIN_TRUSTED_LEFT_MS} at arrival: a link signed
 * a moment ago that reads as (nearly) expired means the two clocks disagree, and trusting it
 * would ask again and again.
 */
import { DATA_EXPORT_LINK_SECONDS, type DataExport } from '@seamline/shared/contracts/data-export';

/** Poll period while an export is pending, ms (issue 22 brief: every 2 s, only while pending). */
export const EXPORT_POLL_MS = 2_000;

/** A link is renewed this long before it stops working, ms (a click never gets a dead link). */
export const LINK_RENEW_MARGIN_MS = 30_000;

/** `urlExpiresAt` is believed only when it leaves more than this at arrival, ms (see the module note). */
export const MIN_TRUSTED_LEFT_MS = 2 * LINK_RENEW_MARGIN_MS;

/**
 * When the export's download link stops working, epoch ms on this device's clock.
 * @param receivedAt when the answer arrived (epoch ms; TanStack's `dataUpdatedAt`)
 * @returns null when the export has no link (not ready, or none)
 */
export function linkExpiresAt(exp: DataExport | null | undefined, receivedAt: number): number | null {
  if (exp?.status !== 'ready' || !exp.url) return null;
  const byLifetime = receivedAt + DATA_EXPORT_LINK_SECONDS * 1000;
  const byServer = exp.urlExpiresAt ? Date.parse(exp.urlExpiresAt) : Number.NaN;
  const trusted = Number.isFinite(byServer) && byServer - receivedAt > MIN_TRUSTED_LEFT_MS;
  return trusted ? Math.min(byServer, byLifetime) : byLifetime;
}

/** The link may be shown: it works for at least {@link LINK_RENEW_MARGIN_MS} more. */
export function isLinkUsable(exp: DataExport | null | undefined, receivedAt: number, now: number): boolean {
  const expiresAt = linkExpiresAt(exp, receivedAt);
  return expiresAt !== null && now < expiresAt - LINK_RENEW_MARGIN_MS;
}

/**
 * TanStack Query's `refetchInterval` for the export: {@link EXPORT_POLL_MS} while pending; for a
 * ready export with a link, the time until the link needs renewing (at least EXPORT_POLL_MS, so a
 * bad answer cannot make a tight loop); otherwise false (never asked, failed: no polling).
 */
export function exportRefetchInterval(exp: DataExport | null | undefined, receivedAt: number, now: number): number | false {
  if (exp?.status === 'pending') return EXPORT_POLL_MS;
  const expiresAt = linkExpiresAt(exp, receivedAt);
  if (expiresAt === null) return false;
  return Math.max(expiresAt - LINK_RENEW_MARGIN_MS - now, EXPORT_POLL_MS);
}
