/**
 * Helpers of the real-user monitoring tests (issue 21): a valid report, posting it from a chosen
 * loopback address (the per-address limiter sees each test as its own client), the dev admin's
 * cookie and the admin summary.
 */
import { randomUUID } from 'node:crypto';
import type { PerformanceReportInput, PerformanceSummary } from '@seamline/shared/contracts/performance';
import { postJson, postJsonFrom, setCookieOf } from '../fixtures/accounts';

export const DEV_ADMIN = { username: 'admin', password: 'seamline-dev-admin' };

/** A valid report; `overrides` win (shallow), `device` is merged. */
export function report(overrides: Omit<Partial<PerformanceReportInput>, 'device'> & { device?: Partial<PerformanceReportInput['device']> } = {}): PerformanceReportInput {
  const { device, ...rest } = overrides;
  return {
    timestamp: new Date().toISOString(),
    sessionId: randomUUID(),
    page: '/discover',
    performanceScore: 92,
    webVitals: { lcp: 1800, inp: 120, cls: 0.04, fcp: 1100, ttfb: 300 },
    memory: { usedMB: 42.5, limitMB: 4096 },
    api: { calls: 12, averageMs: 85, errorRate: 0.1 },
    sessionDurationMs: 95_000,
    pages: ['/discover'],
    interactions: 14,
    errors: [],
    scrollDepth: 50,
    device: { class: 'desktop', browser: 'Chrome', os: 'Linux', ...device },
    sampleRate: 1,
    ...rest,
  };
}

/** POST a report body from `address` (any of 127.0.0.0/8). */
export function sendReport(baseUrl: string, address: string, body: unknown, cookie?: string) {
  return postJsonFrom(baseUrl, address, '/api/analytics/performance', body, cookie);
}

/** `sl_admin=<token>` of the seeded dev admin. */
export async function adminCookie(baseUrl: string): Promise<string> {
  const res = await postJson(baseUrl, '/api/admin/login', DEV_ADMIN);
  if (res.status !== 200) throw new Error(`admin login answered ${res.status}`);
  return setCookieOf(res, 'sl_admin')!;
}

/** GET the admin summary with `query`; returns status and body. */
export async function summary(baseUrl: string, cookie: string | undefined, query: Record<string, string> = {}) {
  const res = await fetch(`${baseUrl}/api/admin/performance?${new URLSearchParams(query)}`, { headers: cookie ? { cookie } : {} });
  return { status: res.status, body: (await res.json()) as PerformanceSummary & { message?: string; trendBucketHours?: number } };
}

/** Exact nearest-rank percentile (0–100) of `values`. */
export function exactPercentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
