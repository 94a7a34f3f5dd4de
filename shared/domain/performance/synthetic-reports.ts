/**
 * Synthetic real-user performance reports (issue 21) for the demo week, tests and benchmarks: one
 * report recipe over a caller's random source (`mulberry32` of shared/domain/random.ts, seeded),
 * so every place that needs "realistic reports" draws them the same way.
 *
 * Web vitals are log-normal (the shape field data has: CrUX and the HTTP Archive's LCP / INP / TTFB
 * distributions are right-skewed with a long tail), CLS is 0 for about 30 % of page views.
 */
import type { PerformanceReport } from '../../contracts/performance';

/** A log-normal draw with median `median` and shape `sigma` (Box–Muller from two draws of `r`). */
export function logNormal(r: () => number, median: number, sigma: number): number {
  const u = Math.max(1e-9, r());
  return median * Math.exp(sigma * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * r()));
}

const BROWSERS = ['Chrome', 'Mobile Safari', 'Firefox', 'Edge'] as const;

/**
 * One plausible report of `page`: 55 % mobile (LCP median 2.3 s) and otherwise desktop or tablet
 * (1.5 s), INP median 140 ms, TTFB 350 ms, FCP 50–80 % of LCP, memory on 60 % (Chromium), API
 * calls with a 10 % chance of a 5 % error rate, sessions drawn from 20,000, no JS errors.
 * `overrides` replace top-level fields.
 */
export function syntheticReport(r: () => number, page: string, overrides: Partial<PerformanceReport> = {}): PerformanceReport {
  const mobile = r() < 0.55;
  const lcp = Math.round(logNormal(r, mobile ? 2300 : 1500, 0.55));
  return {
    timestamp: new Date().toISOString(),
    sessionId: `s${Math.floor(r() * 20_000)}`,
    page: page as PerformanceReport['page'],
    performanceScore: Math.round(r() * 40 + 60),
    webVitals: {
      lcp,
      inp: Math.round(logNormal(r, 140, 0.7)),
      cls: r() < 0.3 ? 0 : Math.round(logNormal(r, 0.05, 0.9) * 1000) / 1000,
      fcp: Math.round(lcp * (0.5 + r() * 0.3)),
      ttfb: Math.round(logNormal(r, 350, 0.5)),
    },
    memory: r() < 0.6 ? { usedMB: Math.round(logNormal(r, 45, 0.4) * 10) / 10, limitMB: 4096 } : null,
    api: { calls: Math.floor(r() * 30), averageMs: Math.round(logNormal(r, 90, 0.5)), errorRate: r() < 0.9 ? 0 : 0.05 },
    sessionDurationMs: Math.round(logNormal(r, 120_000, 0.8)),
    pages: [page as PerformanceReport['page']],
    interactions: Math.floor(r() * 40),
    errors: [],
    scrollDepth: ([0, 25, 50, 75, 100] as const)[Math.floor(r() * 5)]!,
    device: { class: mobile ? 'mobile' : r() < 0.8 ? 'desktop' : 'tablet', browser: BROWSERS[Math.floor(r() * BROWSERS.length)]!, os: 'Linux' },
    sampleRate: 1,
    ...overrides,
  };
}
