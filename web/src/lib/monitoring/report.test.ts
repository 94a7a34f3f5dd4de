import { describe, expect, it } from 'vitest';
import { performanceReportSchema } from '@seamline/shared/contracts/performance';
import { REPORT_MAX_BYTES } from '@seamline/shared/contracts/performance-constants';
import { buildReport, fitReport, jsonBytes, scrollDepthOf, type ReportState } from './report';

const base: ReportState = {
  now: new Date('2026-11-26T10:00:00.000Z'),
  sessionId: 'session-1',
  pageViewId: 'view-1',
  reportSeq: 1,
  page: '/discover',
  newVitals: { lcp: 2100.4, fcp: 900.2, ttfb: 120 },
  allVitals: { lcp: 2100.4, fcp: 900.2, ttfb: 120 },
  memory: { usedMB: 23.456, limitMB: 4096 },
  api: { calls: 4, totalMs: 402, failed: 1 },
  sessionStartedAt: Date.parse('2026-11-26T09:58:00.000Z'),
  pages: ['/discover', '/closet/{userId}', '/discover'],
  interactions: 7,
  errors: [],
  scrollDepth: 50,
  device: { class: 'desktop', browser: 'Chrome', os: 'Linux' },
  sampleRate: 1,
};

describe('buildReport', () => {
  it('builds a report the server contract accepts, with the spec §9 score over all vitals', () => {
    const report = buildReport({ ...base, newVitals: { inp: 80, cls: 0.06 }, allVitals: { ...base.allVitals, inp: 80, cls: 0.06 } });
    expect(performanceReportSchema.parse(report)).toBeTruthy();
    // LCP 2100 > 1800 → −15; INP 80 > 50 → −10; CLS 0.06 > 0.05 → −10.
    expect(report.performanceScore).toBe(65);
    expect(report.webVitals).toEqual({ inp: 80, cls: 0.06 });
    expect(report.api).toEqual({ calls: 4, averageMs: 101, errorRate: 0.25 });
    expect(report.sessionDurationMs).toBe(120_000);
    expect(report.pages).toEqual(['/discover', '/closet/{userId}']);
    expect(report.memory).toEqual({ usedMB: 23.5, limitMB: 4096 });
  });

  it('reports memory as null (never 0) where the browser has no performance.memory, and no API calls as 0/0', () => {
    const report = buildReport({ ...base, memory: null, api: { calls: 0, totalMs: 0, failed: 0 } });
    expect(report.memory).toBeNull();
    expect(report.api).toEqual({ calls: 0, averageMs: 0, errorRate: 0 });
    expect(performanceReportSchema.parse(report).memory).toBeNull();
  });

  it('clamps values to the contract so a long-lived tab is never refused', () => {
    const report = buildReport({ ...base, newVitals: { lcp: 9e9 }, sessionStartedAt: 0 });
    expect(report.webVitals.lcp).toBe(600_000);
    expect(report.sessionDurationMs).toBe(7 * 24 * 3_600_000);
    expect(performanceReportSchema.safeParse(report).success).toBe(true);
  });

  it('cuts messages to 500 chars and stacks to 2 KB, at most 20 errors', () => {
    const errors = Array.from({ length: 25 }, (_, i) => ({ id: `ERR-${i}`, message: 'm'.repeat(900), stack: 's'.repeat(5000) }));
    const report = buildReport({ ...base, errors });
    expect(report.errors).toHaveLength(20);
    expect(report.errors[0]!.message).toHaveLength(500);
    expect(report.errors[0]!.stack).toHaveLength(2048);
  });
});

describe('fitReport', () => {
  it('keeps a small report as it is', () => {
    const report = buildReport(base);
    expect(fitReport(report)).toBe(JSON.stringify(report));
  });

  it('drops stacks from the last error back, then errors, until the JSON is ≤ 16 KB', () => {
    const errors = Array.from({ length: 20 }, (_, i) => ({ id: `ERR-${i}`, message: 'e'.repeat(200), stack: 'ü'.repeat(2048) }));
    const report = buildReport({ ...base, errors });
    expect(jsonBytes(report)).toBeGreaterThan(REPORT_MAX_BYTES);
    const text = fitReport(report)!;
    expect(new TextEncoder().encode(text).length).toBeLessThanOrEqual(REPORT_MAX_BYTES);
    const fitted = performanceReportSchema.parse(JSON.parse(text));
    expect(fitted.errors).toHaveLength(20);
    expect(fitted.errors[0]!.stack).toBeDefined();
    expect(fitted.errors[19]!.stack).toBeUndefined();
  });

  it('drops errors and then pages (never the last page) when stacks are not enough', () => {
    const pages = Array.from({ length: 50 }, () => '/discover' as const);
    const report = { ...buildReport(base), errors: Array.from({ length: 20 }, (_, i) => ({ id: `E${i}`, message: 'x'.repeat(500) })), pages };
    const text = fitReport(report, 3000)!;
    const fitted = JSON.parse(text) as typeof report;
    expect(text.length).toBeLessThanOrEqual(3000);
    expect(fitted.errors.length).toBeLessThan(20);
    const tiny = JSON.parse(fitReport({ ...report, errors: [] }, 600)!) as typeof report;
    expect(tiny.pages.length).toBeGreaterThanOrEqual(1);
    expect(fitReport(report, 10)).toBeNull();
  });
});

describe('scrollDepthOf', () => {
  it.each([
    [0, 800, 4000, 0],
    [200, 800, 4000, 25],
    [1200, 800, 4000, 50],
    [2200, 800, 4000, 75],
    [3100, 800, 4000, 75],
    [3200, 800, 4000, 100],
    [0, 800, 600, 100],
  ])('scrollTop %d, viewport %d, document %d → %d', (top, viewport, doc, depth) => {
    expect(scrollDepthOf(top, viewport, doc)).toBe(depth);
  });
});
