/**
 * Building one performance report (issue 21; spec 02 §3 Performance report) from what the monitor
 * collected, and fitting it into {@link REPORT_MAX_BYTES}. Pure: the monitor passes the state in.
 *
 * Values are rounded (ms to whole numbers, CLS to 4 decimals, MB to 1 decimal) and clamped to the
 * contract's ranges (`shared/contracts/performance.ts`), so a long-lived tab is never refused.
 */
import {
  ERROR_MESSAGE_MAX_CHARS,
  ERROR_STACK_MAX_CHARS,
  REPORT_MAX_BYTES,
  REPORT_MAX_ERRORS,
  REPORT_MAX_PAGES,
  SCROLL_DEPTHS,
  type DeviceClass,
  type PagePattern,
  type ScrollDepth,
  type WebVitalName,
} from '@seamline/shared/contracts/performance-constants';
import type { PerformanceReportInput } from '@seamline/shared/contracts/performance';
import { specScore, type VitalValues } from '@seamline/shared/domain/performance/score';

/** The contract's ceilings: ms fields ≤ 600,000; session ≤ 7 days. */
const MAX_MS = 600_000;
const MAX_SESSION_MS = 7 * 24 * 3_600_000;

export interface ReportError {
  id: string;
  message: string;
  stack?: string;
}

export interface ReportState {
  now: Date;
  sessionId: string;
  /** Issue 35: this document load's random id (the page view the score belongs to). */
  pageViewId: string;
  /** Issue 35: 1 for this page view's first report, then 2, 3…. */
  reportSeq: number;
  /** The pattern of the page this document loaded (where LCP, FCP, TTFB were measured). */
  page: PagePattern;
  /** Vitals reported by web-vitals since the previous report (each is sent once). */
  newVitals: VitalValues;
  /** Every vital of this page load so far: the spec §9 score is computed over these. */
  allVitals: VitalValues;
  /** Latest heap snapshot in MB, or null where `performance.memory` does not exist. */
  memory: { usedMB: number; limitMB: number } | null;
  /** API calls since the previous report: count, summed duration (ms), failures. */
  api: { calls: number; totalMs: number; failed: number };
  sessionStartedAt: number;
  /** Page patterns visited since the previous report, in order (the current one included). */
  pages: PagePattern[];
  interactions: number;
  errors: ReportError[];
  scrollDepth: ScrollDepth;
  device: { class: DeviceClass; browser: string; os: string };
  sampleRate: number;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const clampMs = (value: number) => Math.min(MAX_MS, Math.max(0, Math.round(value)));

function vitalsOf(v: VitalValues): PerformanceReportInput['webVitals'] {
  const out: PerformanceReportInput['webVitals'] = {};
  for (const name of ['lcp', 'inp', 'fcp', 'ttfb'] as const satisfies readonly WebVitalName[]) {
    const value = v[name];
    if (value !== undefined) out[name] = clampMs(value);
  }
  if (v.cls !== undefined) out.cls = Math.min(100, round(Math.max(0, v.cls), 4));
  return out;
}

/** The report of `state` (not yet size-checked: see {@link fitReport}). */
export function buildReport(state: ReportState): PerformanceReportInput {
  const { calls, totalMs, failed } = state.api;
  return {
    timestamp: state.now.toISOString(),
    sessionId: state.sessionId,
    pageViewId: state.pageViewId,
    reportSeq: state.reportSeq,
    page: state.page,
    performanceScore: specScore(state.allVitals),
    webVitals: vitalsOf(state.newVitals),
    memory: state.memory ? { usedMB: round(state.memory.usedMB, 1), limitMB: round(state.memory.limitMB, 1) } : null,
    api: {
      calls,
      averageMs: calls === 0 ? 0 : clampMs(totalMs / calls),
      errorRate: calls === 0 ? 0 : round(Math.min(1, failed / calls), 4),
    },
    sessionDurationMs: Math.min(MAX_SESSION_MS, Math.max(0, state.now.getTime() - state.sessionStartedAt)),
    pages: [...new Set(state.pages)].slice(0, REPORT_MAX_PAGES),
    interactions: state.interactions,
    errors: state.errors.slice(0, REPORT_MAX_ERRORS).map((e) => ({
      id: e.id.slice(0, 64),
      message: e.message.slice(0, ERROR_MESSAGE_MAX_CHARS),
      ...(e.stack ? { stack: e.stack.slice(0, ERROR_STACK_MAX_CHARS) } : {}),
    })),
    scrollDepth: state.scrollDepth,
    device: state.device,
    sampleRate: state.sampleRate,
  };
}

const encoder = new TextEncoder();
/** UTF-8 size of `value` as JSON, in bytes. */
export const jsonBytes = (value: unknown): number => encoder.encode(JSON.stringify(value)).length;

/**
 * The report as JSON within `maxBytes` (issue 21: ≤ 16 KB): stacks go first (from the last error
 * back), then whole errors from the end, then visited pages from the end (the current page stays).
 * Answers the JSON text, or null if even the bare report does not fit (it always does in practice).
 */
export function fitReport(report: PerformanceReportInput, maxBytes = REPORT_MAX_BYTES): string | null {
  const r: PerformanceReportInput = { ...report, errors: report.errors.map((e) => ({ ...e })), pages: [...report.pages] };
  for (;;) {
    const text = JSON.stringify(r);
    if (encoder.encode(text).length <= maxBytes) return text;
    const withStack = r.errors.findLastIndex((e) => e.stack !== undefined);
    if (withStack >= 0) delete r.errors[withStack]!.stack;
    else if (r.errors.length > 0) r.errors.pop();
    else if (r.pages.length > 1) r.pages.pop();
    else return null;
  }
}

/**
 * Scroll depth of a page at a multiple of 25 % (spec 02 §9), rounded down: the share of the
 * document's height that has been inside the viewport (`scrollTopPx + viewportPx` of
 * `documentPx`). A page that fits the viewport is seen whole: 100.
 */
export function scrollDepthOf(scrollTopPx: number, viewportPx: number, documentPx: number): ScrollDepth {
  if (documentPx <= 0 || scrollTopPx + viewportPx >= documentPx) return 100;
  const share = Math.max(0, (scrollTopPx + viewportPx) / documentPx);
  const step = Math.floor(share * 4) * 25;
  return SCROLL_DEPTHS.find((d) => d === step) ?? 0;
}
