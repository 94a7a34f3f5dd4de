import { describe, expect, it } from 'vitest';
import { DATA_EXPORT_LINK_SECONDS, type DataExport } from '@seamline/shared/contracts/data-export';
import { EXPORT_POLL_MS, exportRefetchInterval, isLinkUsable, LINK_RENEW_MARGIN_MS, linkExpiresAt } from './data-export-timing';

const arrived = Date.parse('2026-11-26T10:00:00.000Z');
const lifetimeMs = DATA_EXPORT_LINK_SECONDS * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

const pending: DataExport = { exportId: 'e1', status: 'pending', requestedAt: iso(arrived - 1000) };
const failed: DataExport = { exportId: 'e1', status: 'failed', requestedAt: iso(arrived - 1000) };
const ready = (urlExpiresAt?: string): DataExport => ({
  exportId: 'e1',
  status: 'ready',
  requestedAt: iso(arrived - 5000),
  readyAt: iso(arrived - 1000),
  url: 'http://127.0.0.1:9000/media/exports/u1/e1.zip?X-Amz-Signature=abc',
  ...(urlExpiresAt ? { urlExpiresAt } : {}),
});

describe('exportRefetchInterval', () => {
  it('polls every 2 s while pending, never when never asked or failed', () => {
    expect(EXPORT_POLL_MS).toBe(2000);
    expect(exportRefetchInterval(pending, arrived, arrived + 60_000)).toBe(2000);
    expect(exportRefetchInterval(null, arrived, arrived)).toBe(false);
    expect(exportRefetchInterval(undefined, arrived, arrived)).toBe(false);
    expect(exportRefetchInterval(failed, arrived, arrived)).toBe(false);
  });

  it('asks once more when a ready link needs renewing, not every 2 s', () => {
    const exp = ready(iso(arrived + lifetimeMs));
    expect(exportRefetchInterval(exp, arrived, arrived)).toBe(lifetimeMs - LINK_RENEW_MARGIN_MS);
    expect(exportRefetchInterval(exp, arrived, arrived + 60_000)).toBe(lifetimeMs - LINK_RENEW_MARGIN_MS - 60_000);
    // Past renewal time (a tab that slept): ask again soon, but never in a tight loop.
    expect(exportRefetchInterval(exp, arrived, arrived + lifetimeMs + 5000)).toBe(EXPORT_POLL_MS);
  });

  it('does not poll a ready export without a link', () => {
    expect(exportRefetchInterval({ ...ready(), url: undefined }, arrived, arrived)).toBe(false);
  });
});

describe('link expiry', () => {
  it("believes the server's urlExpiresAt when it is sooner than the link's lifetime", () => {
    const soon = arrived + 5 * 60_000;
    expect(linkExpiresAt(ready(iso(soon)), arrived)).toBe(soon);
    expect(isLinkUsable(ready(iso(soon)), arrived, soon - LINK_RENEW_MARGIN_MS - 1)).toBe(true);
    expect(isLinkUsable(ready(iso(soon)), arrived, soon - LINK_RENEW_MARGIN_MS)).toBe(false);
  });

  it('counts the lifetime from arrival when no urlExpiresAt is given or it lies beyond it', () => {
    expect(linkExpiresAt(ready(), arrived)).toBe(arrived + lifetimeMs);
    expect(linkExpiresAt(ready(iso(arrived + 3 * lifetimeMs)), arrived)).toBe(arrived + lifetimeMs);
    expect(linkExpiresAt(ready('not a date'), arrived)).toBe(arrived + lifetimeMs);
  });

  it('a cached answer from long ago is not usable: the card asks again before showing the link', () => {
    const longAgo = arrived - lifetimeMs - 1000;
    expect(isLinkUsable(ready(iso(longAgo + lifetimeMs)), longAgo, arrived)).toBe(false);
    expect(isLinkUsable(ready(), longAgo, arrived)).toBe(false);
  });

  it('a just-signed link that reads as expired (this clock runs ahead) uses the lifetime, so no refetch loop', () => {
    const skewed = ready(iso(arrived - 60_000));
    expect(linkExpiresAt(skewed, arrived)).toBe(arrived + lifetimeMs);
    expect(isLinkUsable(skewed, arrived, arrived)).toBe(true);
    expect(exportRefetchInterval(skewed, arrived, arrived)).toBe(lifetimeMs - LINK_RENEW_MARGIN_MS);
  });

  it('no link when not ready', () => {
    expect(linkExpiresAt(pending, arrived)).toBeNull();
    expect(isLinkUsable(pending, arrived, arrived)).toBe(false);
    expect(isLinkUsable(null, arrived, arrived)).toBe(false);
  });
});
