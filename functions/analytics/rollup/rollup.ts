/**
 * The aggregate of a set of real-user reports (issue 21) — what a PerfRollup row holds: counters,
 * per-vital rating counts (web.dev thresholds, `vitalRating`), the spec §9 score distribution
 * (`scoreRating`), scroll depths, DDSketches per metric and a HyperLogLog of sessions. Aggregates
 * merge exactly (counters add, sketches and HLLs merge), so an hour, a day, a page or the whole
 * range are all the same shape. Pure; encoded to one binary attribute with {@link encodeRollup}.
 */
import type { DDSketch } from '@datadog/sketches-js';
import { SCROLL_DEPTHS, WEB_VITAL_NAMES, type PerformanceReport, type WebVitalName } from '@seamline/shared/contracts/performance';
import { scoreRating, vitalRating } from '@seamline/shared/domain/performance/score';
import { ByteReader, ByteWriter } from './bytes';
import { hllAdd, hllMerge, newHll, readHll, writeHll, type Hll } from './hll';
import { SKETCH_METRICS, newSketch, quantileOf, readSketch, writeSketch, type SketchMetric } from './sketch';

/**
 * `full`: every sketch and the session HLL; `slice`: the five vitals' sketches only (breakdown
 * rows: the page / browser / device lists show a count, the average score — from `scoreSum` —
 * and the vitals' p75).
 */
export type RollupShape = 'full' | 'slice';
const SLICE_METRICS: readonly SketchMetric[] = ['lcp', 'inp', 'cls', 'fcp', 'ttfb'];
const SCORE_LABELS = ['Excellent', 'Good', 'Needs Improvement'] as const;
const RATING_INDEX = { good: 0, 'needs-improvement': 1, poor: 2 } as const;

export interface Rollup {
  /** Reports folded in. */
  count: number;
  /** Σ 1 / sampleRate: the page views the reports stand for. */
  sampledViews: number;
  scoreSum: number;
  sessionMsSum: number;
  apiCalls: number;
  /** Σ calls × errorRate. */
  apiErrorCalls: number;
  /** Σ calls × averageMs. */
  apiMsSum: number;
  interactions: number;
  /** Reports with a memory snapshot (Chromium). */
  memoryReports: number;
  /** JS errors reported. */
  jsErrors: number;
  /** Error groups created on this day (kept in the day's `D#a` row only: the per-day cap). */
  errorGroups: number;
  /** Reports per scroll depth, in {@link SCROLL_DEPTHS} order. */
  scroll: number[];
  /** Per vital: [good, needs improvement, poor] report counts. */
  ratings: Record<WebVitalName, number[]>;
  /** Reports per score rating: [Excellent, Good, Needs Improvement]. */
  scores: number[];
  sketches: Partial<Record<SketchMetric, DDSketch>>;
  /** Distinct sessions (full rows only). */
  hll?: Hll;
}

export function emptyRollup(shape: RollupShape = 'full'): Rollup {
  const ratings = {} as Record<WebVitalName, number[]>;
  for (const v of WEB_VITAL_NAMES) ratings[v] = [0, 0, 0];
  return {
    count: 0,
    sampledViews: 0,
    scoreSum: 0,
    sessionMsSum: 0,
    apiCalls: 0,
    apiErrorCalls: 0,
    apiMsSum: 0,
    interactions: 0,
    memoryReports: 0,
    jsErrors: 0,
    errorGroups: 0,
    scroll: SCROLL_DEPTHS.map(() => 0),
    ratings,
    scores: [0, 0, 0],
    sketches: {},
    ...(shape === 'full' ? { hll: newHll() } : {}),
  };
}

function accept(r: Rollup, metric: SketchMetric, value: number | undefined | null, shape: RollupShape): void {
  if (value === undefined || value === null || !Number.isFinite(value) || value < 0) return;
  if (shape === 'slice' && !SLICE_METRICS.includes(metric)) return;
  (r.sketches[metric] ??= newSketch()).accept(value);
}

/**
 * Fold one report into `r`. `session` is the report's HLL point (`hllPoint(sessionId)`), computed
 * once per report by the caller; slice rows ignore it.
 */
export function addReport(r: Rollup, report: PerformanceReport, shape: RollupShape, session?: [number, number]): void {
  r.count += 1;
  r.sampledViews += 1 / report.sampleRate;
  r.scoreSum += report.performanceScore;
  r.sessionMsSum += report.sessionDurationMs;
  r.apiCalls += report.api.calls;
  r.apiErrorCalls += report.api.calls * report.api.errorRate;
  r.apiMsSum += report.api.calls * report.api.averageMs;
  r.interactions += report.interactions;
  if (report.memory) r.memoryReports += 1;
  r.jsErrors += report.errors.length;
  r.scroll[SCROLL_DEPTHS.indexOf(report.scrollDepth)]! += 1;
  for (const vital of WEB_VITAL_NAMES) {
    const value = report.webVitals[vital];
    if (value === undefined) continue;
    r.ratings[vital][RATING_INDEX[vitalRating(vital, value)]]! += 1;
    accept(r, vital, value, shape);
  }
  r.scores[SCORE_LABELS.indexOf(scoreRating(report.performanceScore))]! += 1;
  accept(r, 'score', report.performanceScore, shape);
  accept(r, 'memory', report.memory?.usedMB, shape);
  accept(r, 'session', report.sessionDurationMs, shape);
  if (report.api.calls > 0) accept(r, 'api', report.api.averageMs, shape);
  if (r.hll && session) hllAdd(r.hll, session);
}

/** Merge `from` into `into` (exact: counters add, sketches and HLLs merge). */
export function mergeRollup(into: Rollup, from: Rollup): void {
  into.count += from.count;
  into.sampledViews += from.sampledViews;
  into.scoreSum += from.scoreSum;
  into.sessionMsSum += from.sessionMsSum;
  into.apiCalls += from.apiCalls;
  into.apiErrorCalls += from.apiErrorCalls;
  into.apiMsSum += from.apiMsSum;
  into.interactions += from.interactions;
  into.memoryReports += from.memoryReports;
  into.jsErrors += from.jsErrors;
  into.errorGroups += from.errorGroups;
  from.scroll.forEach((n, i) => (into.scroll[i]! += n));
  for (const v of WEB_VITAL_NAMES) from.ratings[v].forEach((n, i) => (into.ratings[v][i]! += n));
  from.scores.forEach((n, i) => (into.scores[i]! += n));
  for (const metric of SKETCH_METRICS) {
    const s = from.sketches[metric];
    if (!s || s.count === 0) continue;
    const target = into.sketches[metric] ?? (into.sketches[metric] = newSketch());
    target.merge(s);
  }
  if (from.hll) {
    if (into.hll) hllMerge(into.hll, from.hll);
    else into.hll = Uint8Array.from(from.hll);
  }
}

const FORMAT = 1;

/** Binary form of a rollup (the PerfRollup `data` attribute). */
export function encodeRollup(r: Rollup): Uint8Array {
  const w = new ByteWriter();
  w.varint(FORMAT);
  for (const n of [r.count, r.memoryReports, r.jsErrors, r.interactions, r.apiCalls, r.errorGroups]) w.varint(n);
  for (const n of [r.sampledViews, r.scoreSum, r.sessionMsSum, r.apiErrorCalls, r.apiMsSum]) w.float64(n);
  for (const n of r.scroll) w.varint(n);
  for (const v of WEB_VITAL_NAMES) for (const n of r.ratings[v]) w.varint(n);
  for (const n of r.scores) w.varint(n);
  const present = SKETCH_METRICS.filter((m) => (r.sketches[m]?.count ?? 0) > 0);
  w.varint(present.length);
  for (const m of present) {
    w.varint(SKETCH_METRICS.indexOf(m));
    writeSketch(w, r.sketches[m]!);
  }
  w.varint(r.hll ? 1 : 0);
  if (r.hll) writeHll(w, r.hll);
  return w.done();
}

/** @throws RangeError on bytes that are not an encoded rollup. */
export function decodeRollup(bytes: Uint8Array): Rollup {
  const rd = new ByteReader(bytes);
  if (rd.varint() !== FORMAT) throw new RangeError('Unknown aggregate format');
  const r = emptyRollup('slice');
  [r.count, r.memoryReports, r.jsErrors, r.interactions, r.apiCalls, r.errorGroups] = [rd.varint(), rd.varint(), rd.varint(), rd.varint(), rd.varint(), rd.varint()];
  [r.sampledViews, r.scoreSum, r.sessionMsSum, r.apiErrorCalls, r.apiMsSum] = [rd.float64(), rd.float64(), rd.float64(), rd.float64(), rd.float64()];
  r.scroll = r.scroll.map(() => rd.varint());
  for (const v of WEB_VITAL_NAMES) r.ratings[v] = [rd.varint(), rd.varint(), rd.varint()];
  r.scores = [rd.varint(), rd.varint(), rd.varint()];
  const n = rd.varint();
  for (let i = 0; i < n; i++) {
    const metric = SKETCH_METRICS[rd.varint()];
    const sketch = readSketch(rd);
    if (metric) r.sketches[metric] = sketch;
  }
  if (rd.varint() === 1) r.hll = readHll(rd);
  return r;
}

/** p75 of each web vital (null where none was measured). */
export function vitalsP75(r: Rollup): Record<WebVitalName, number | null> {
  const out = {} as Record<WebVitalName, number | null>;
  for (const v of WEB_VITAL_NAMES) {
    const q = quantileOf(r.sketches[v], 0.75);
    out[v] = q === null ? null : v === 'cls' ? Math.round(q * 1000) / 1000 : Math.round(q);
  }
  return out;
}

/** Average performance score (one decimal), or null without reports. */
export function averageScore(r: Rollup): number | null {
  return r.count ? Math.round((r.scoreSum / r.count) * 10) / 10 : null;
}
