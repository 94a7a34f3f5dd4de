/**
 * The aggregate of a set of real-user reports (issue 21) — what a PerfRollup row holds: counters,
 * per-vital rating counts (web.dev thresholds, `vitalRating`), the spec §9 score distribution
 * (`scoreRating`), scroll depths, DDSketches per metric and a HyperLogLog of sessions. Aggregates
 * merge exactly (counters add, sketches and HLLs merge), so an hour, a day, a page or the whole
 * range are all the same shape. Pure; encoded to one binary attribute with {@link encodeRollup}.
 *
 * Three kinds of figures (issue 35), each with its own denominator:
 * - per REPORT ({@link addReport}): vitals (each sent once by the monitor), API calls, errors,
 *   scroll depth, memory, interactions reported, the active-session HLL — `count` reports;
 * - per PAGE VIEW ({@link applyView}): the spec §9 score, its distribution and sketch — `views`
 *   page views, each holding the score of its latest report;
 * - per SESSION ({@link applySession}): length, interactions, distinct pages, page views —
 *   `sessions` sessions, each holding its latest measures.
 * A page view or session is added once and later CORRECTED (apply the previous contribution with
 * sign −1, the new one with +1; `sessions.ts` decides), so sums stay "one value per page view /
 * session" however many reports repeat it.
 */
import type { DDSketch } from '@datadog/sketches-js';
import { SCROLL_DEPTHS, WEB_VITAL_NAMES, type PerformanceReport, type WebVitalName } from '@seamline/shared/contracts/performance';
import { scoreRating, vitalRating } from '@seamline/shared/domain/performance/score';
import { ByteReader, ByteWriter } from './bytes';
import { hllAdd, hllMerge, newHll, readHll, writeHll, type Hll } from './hll';
import { SKETCH_METRICS, newSketch, quantileOf, readSketch, sketchRemove, writeSketch, type SketchMetric } from './sketch';

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
  /** Page views scored ({@link applyView}). */
  views: number;
  /** Σ score of those page views (each its latest report's). */
  scoreSum: number;
  /** Sessions counted here (their home: first report's hour and cell; {@link applySession}). */
  sessions: number;
  /** Σ latest session length (ms) of those sessions. */
  sessionMsSum: number;
  /** Σ interactions of those sessions. */
  sessionInteractions: number;
  /** Σ distinct page patterns visited by those sessions. */
  sessionPages: number;
  /** Σ page views of those sessions. */
  sessionPageViews: number;
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
  /** Page views per score rating: [Excellent, Good, Needs Improvement]. */
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
    views: 0,
    scoreSum: 0,
    sessions: 0,
    sessionMsSum: 0,
    sessionInteractions: 0,
    sessionPages: 0,
    sessionPageViews: 0,
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
 * Fold one report's per-report figures into `r` (the score and the session measures are NOT
 * here: they are once per page view / session, {@link applyView}, {@link applySession}).
 * `session` is the report's HLL point (`hllPoint(sessionId)`), computed once per report by the
 * caller; slice rows ignore it.
 */
export function addReport(r: Rollup, report: PerformanceReport, shape: RollupShape, session?: [number, number]): void {
  r.count += 1;
  r.sampledViews += 1 / report.sampleRate;
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
  accept(r, 'memory', report.memory?.usedMB, shape);
  if (report.api.calls > 0) accept(r, 'api', report.api.averageMs, shape);
  if (r.hll && session) hllAdd(r.hll, session);
}

/** Take a value out of a sketch `accept` put it in (same shape and range rules). */
function unaccept(r: Rollup, metric: SketchMetric, value: number, shape: RollupShape): void {
  if (!Number.isFinite(value) || value < 0) return;
  if (shape === 'slice' && !SLICE_METRICS.includes(metric)) return;
  const sketch = r.sketches[metric];
  if (sketch) sketchRemove(sketch, value);
}

/** A session's measures as its latest report gives them (issue 35). */
export interface SessionMeasures {
  /** Session length, ms. */
  durationMs: number;
  interactions: number;
  /** Distinct page patterns visited. */
  pages: number;
  /** Page views (document loads). */
  pageViews: number;
}

/**
 * Add (`sign` 1) or take out (−1) ONE session's measures in `r` (its home row): the session count,
 * the sums and the session-length sketch. Replacing a session's earlier measures by its latest is
 * `applySession(r, old, -1, …)` then `applySession(r, latest, 1, …)`.
 */
export function applySession(r: Rollup, m: SessionMeasures, sign: 1 | -1, shape: RollupShape): void {
  r.sessions += sign;
  r.sessionMsSum += sign * m.durationMs;
  r.sessionInteractions += sign * m.interactions;
  r.sessionPages += sign * m.pages;
  r.sessionPageViews += sign * m.pageViews;
  if (sign > 0) accept(r, 'session', m.durationMs, shape);
  else unaccept(r, 'session', m.durationMs, shape);
}

/**
 * Add (`sign` 1) or take out (−1) ONE page view's spec §9 score in `r` (its home row): the view
 * count, the score sum, its rating bucket and the score sketch.
 */
export function applyView(r: Rollup, score: number, sign: 1 | -1, shape: RollupShape): void {
  r.views += sign;
  r.scoreSum += sign * score;
  r.scores[SCORE_LABELS.indexOf(scoreRating(score))]! += sign;
  if (sign > 0) accept(r, 'score', score, shape);
  else unaccept(r, 'score', score, shape);
}

/** Merge `from` into `into` (exact: counters add, sketches and HLLs merge). */
export function mergeRollup(into: Rollup, from: Rollup): void {
  into.count += from.count;
  into.sampledViews += from.sampledViews;
  into.views += from.views;
  into.scoreSum += from.scoreSum;
  into.sessions += from.sessions;
  into.sessionMsSum += from.sessionMsSum;
  into.sessionInteractions += from.sessionInteractions;
  into.sessionPages += from.sessionPages;
  into.sessionPageViews += from.sessionPageViews;
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

/**
 * 2 (issue 35): + views and the session sums; the score and session-length figures are per page
 * view / session. Format 1 rows (score and session length summed per REPORT) still decode: their
 * reports count as page views (the old score average), their session figures are dropped (they
 * were not per session), so old days show no session time rather than a wrong one.
 */
const FORMAT = 2;

/** Binary form of a rollup (the PerfRollup `data` attribute). */
export function encodeRollup(r: Rollup): Uint8Array {
  const w = new ByteWriter();
  w.varint(FORMAT);
  for (const n of [r.count, r.memoryReports, r.jsErrors, r.interactions, r.apiCalls, r.errorGroups]) w.varint(n);
  for (const n of [r.views, r.sessions, r.sessionInteractions, r.sessionPages, r.sessionPageViews]) w.varint(n);
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
  const format = rd.varint();
  if (format !== FORMAT && format !== 1) throw new RangeError('Unknown aggregate format');
  const r = emptyRollup('slice');
  [r.count, r.memoryReports, r.jsErrors, r.interactions, r.apiCalls, r.errorGroups] = [rd.varint(), rd.varint(), rd.varint(), rd.varint(), rd.varint(), rd.varint()];
  if (format === 1) r.views = r.count;
  else [r.views, r.sessions, r.sessionInteractions, r.sessionPages, r.sessionPageViews] = [rd.varint(), rd.varint(), rd.varint(), rd.varint(), rd.varint()];
  [r.sampledViews, r.scoreSum, r.sessionMsSum, r.apiErrorCalls, r.apiMsSum] = [rd.float64(), rd.float64(), rd.float64(), rd.float64(), rd.float64()];
  if (format === 1) r.sessionMsSum = 0;
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
  if (format === 1) delete r.sketches.session;
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

/** Average performance score per page view (one decimal), or null without page views. */
export function averageScore(r: Rollup): number | null {
  return r.views > 0 ? Math.round((r.scoreSum / r.views) * 10) / 10 : null;
}
