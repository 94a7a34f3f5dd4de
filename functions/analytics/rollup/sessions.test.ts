/**
 * Per-session and per-page-view folding (issue 35, `sessions.ts`): a session reporting at 1, 2 and
 * 3 minutes is ONE session of 3 minutes, counted where it began; a page view reporting three times
 * is ONE score (its latest report's); the result does not depend on the order reports are folded
 * in; a sealed home day is left as it was; corrections take exactly the old value out of the
 * sketches; rows stored before issue 35 (format 1) still decode.
 */
import { describe, expect, it } from 'vitest';
import { performanceReportSchema, type PerformanceReportInput } from '@seamline/shared/contracts/performance';
import type { FoldInput } from './fold';
import { decodeRollup, emptyRollup, encodeRollup, type Rollup } from './rollup';
import { applyChange, foldSession, type SessionState } from './sessions';
import { newSketch, quantileOf, sketchRemove } from './sketch';
import { DAY_ALL, hourCellSlot, slotShape } from './slots';
import { ByteWriter } from './bytes';

const cell = { page: '/discover', device: 'desktop', browser: 'Chrome' } as const;

function input(id: string, receivedAt: string, over: Partial<PerformanceReportInput>): FoldInput {
  const report = performanceReportSchema.parse({
    timestamp: receivedAt,
    sessionId: 's-1',
    page: '/discover',
    performanceScore: 100,
    webVitals: {},
    memory: null,
    api: { calls: 0, averageMs: 0, errorRate: 0 },
    sessionDurationMs: 0,
    pages: ['/discover'],
    interactions: 0,
    errors: [],
    scrollDepth: 0,
    device: { class: 'desktop', browser: 'Chrome', os: 'Linux' },
    sampleRate: 1,
    ...over,
  });
  return { reportId: id, receivedAt, report };
}

/** Rows keyed `day|slot`, changed by the folds' corrections (what `fold.ts` writes). */
class Rows {
  readonly map = new Map<string, Rollup>();
  of = (day: string, slot: string): Rollup => {
    const key = `${day}|${slot}`;
    if (!this.map.has(key)) this.map.set(key, emptyRollup(slotShape(slot)));
    return this.map.get(key)!;
  };
  /** Fold `inputs` one fold call each (as separate stream batches would), carrying the state. */
  foldEach(inputs: FoldInput[], state: SessionState | null = null): SessionState | null {
    for (const i of inputs) {
      const { next, changes } = foldSession(state, [i]);
      for (const c of changes) applyChange(c, this.of);
      state = next ?? state;
    }
    return state;
  }
}

const min = 60_000;

describe('foldSession', () => {
  const threeReports = [
    input('a', '2026-12-01T10:59:00.000Z', { sessionDurationMs: 1 * min, interactions: 4, pageViewId: 'v1', reportSeq: 1, performanceScore: 100 }),
    input('b', '2026-12-01T11:00:00.000Z', { sessionDurationMs: 2 * min, interactions: 3, pageViewId: 'v1', reportSeq: 2, performanceScore: 75, pages: ['/discover', '/search'] }),
    input('c', '2026-12-01T11:01:00.000Z', { sessionDurationMs: 3 * min, interactions: 5, pageViewId: 'v1', reportSeq: 3, performanceScore: 65 }),
  ];

  it('one session reporting at 1, 2 and 3 minutes: ONE session of 3 minutes in the hour it began; its page view counted once with the latest score', () => {
    const rows = new Rows();
    const state = rows.foldEach(threeReports);
    const home = rows.of('2026-12-01', hourCellSlot('10', cell));
    expect(home).toMatchObject({ sessions: 1, sessionMsSum: 3 * min, sessionInteractions: 12, sessionPages: 2, sessionPageViews: 1, views: 1, scoreSum: 65, scores: [0, 0, 1] });
    // DDSketch: within its 1 % relative accuracy of the one value left in it.
    expect(Math.abs(quantileOf(home.sketches.session, 0.5)! - 3 * min) / (3 * min)).toBeLessThanOrEqual(0.01);
    expect(home.sketches.session!.count).toBe(1);
    expect(home.sketches.score!.count).toBe(1);
    expect(Math.abs(quantileOf(home.sketches.score, 0.5)! - 65) / 65).toBeLessThanOrEqual(0.01);
    // The day row holds the same; the later hour holds no session and no page view.
    expect(rows.of('2026-12-01', DAY_ALL)).toMatchObject({ sessions: 1, sessionMsSum: 3 * min, views: 1, scoreSum: 65 });
    expect(rows.of('2026-12-01', hourCellSlot('11', cell))).toMatchObject({ sessions: 0, views: 0 });
    expect(state).toMatchObject({ home: { day: '2026-12-01', hour: '10' }, durationMs: 3 * min, interactions: 12, pageViews: 1 });
  });

  it('gives the same rows whatever order the reports are folded in, together or apart', () => {
    const expected = new Rows();
    expected.foldEach(threeReports);
    for (const order of [[2, 1, 0], [1, 2, 0], [0, 2, 1]]) {
      const rows = new Rows();
      rows.foldEach(order.map((i) => threeReports[i]!));
      const together = new Rows();
      for (const c of foldSession(null, order.map((i) => threeReports[i]!)).changes) applyChange(c, together.of);
      for (const r of [rows, together]) {
        const all = r.of('2026-12-01', DAY_ALL);
        expect({ s: all.sessions, ms: all.sessionMsSum, i: all.sessionInteractions, v: all.views, score: all.scoreSum }).toEqual({ s: 1, ms: 3 * min, i: 12, v: 1, score: 65 });
      }
    }
  });

  it('counts two page views of one session apart, each with its own latest score, in its own page', () => {
    const rows = new Rows();
    rows.foldEach([
      input('a', '2026-12-01T10:00:00.000Z', { sessionDurationMs: min, pageViewId: 'v1', reportSeq: 1, performanceScore: 90 }),
      input('b', '2026-12-01T10:05:00.000Z', { sessionDurationMs: 6 * min, pageViewId: 'v1', reportSeq: 2, performanceScore: 80 }),
      input('c', '2026-12-01T10:06:00.000Z', { sessionDurationMs: 7 * min, pageViewId: 'v2', reportSeq: 1, performanceScore: 50, page: '/search', pages: ['/search'] }),
    ]);
    const all = rows.of('2026-12-01', DAY_ALL);
    expect(all).toMatchObject({ sessions: 1, sessionMsSum: 7 * min, sessionPageViews: 2, sessionPages: 2, views: 2, scoreSum: 130 });
    expect(rows.of('2026-12-01', 'D#p#/search')).toMatchObject({ views: 1, scoreSum: 50, sessions: 0 });
    expect(rows.of('2026-12-01', 'D#p#/discover')).toMatchObject({ views: 1, scoreSum: 80, sessions: 1 });
  });

  it('a report without a page view id (older bundle) is a page view of its own', () => {
    const rows = new Rows();
    rows.foldEach([input('a', '2026-12-01T10:00:00.000Z', { performanceScore: 90 }), input('b', '2026-12-01T10:01:00.000Z', { performanceScore: 70 })]);
    expect(rows.of('2026-12-01', DAY_ALL)).toMatchObject({ sessions: 1, views: 2, scoreSum: 160, sessionPageViews: 2 });
  });

  it('leaves a session and a page view whose home day is sealed (received after 01:00 UTC the next day)', () => {
    const rows = new Rows();
    const state = rows.foldEach([input('a', '2026-12-01T23:50:00.000Z', { sessionDurationMs: min, pageViewId: 'v1', reportSeq: 1, performanceScore: 90 })]);
    // 00:30: the day is not sealed yet → corrected.
    const later = rows.foldEach([input('b', '2026-12-02T00:30:00.000Z', { sessionDurationMs: 41 * min, pageViewId: 'v1', reportSeq: 2, performanceScore: 60 })], state);
    // 01:30: sealed → left as it was (its report still counts as a report of its own day).
    const { next, changes } = foldSession(later, [input('c', '2026-12-02T01:30:00.000Z', { sessionDurationMs: 101 * min, pageViewId: 'v1', reportSeq: 3, performanceScore: 30 })]);
    expect(changes).toEqual([]);
    expect(next).toBeNull();
    expect(rows.of('2026-12-01', DAY_ALL)).toMatchObject({ sessions: 1, sessionMsSum: 41 * min, views: 1, scoreSum: 60 });
    expect(rows.of('2026-12-02', DAY_ALL)).toMatchObject({ sessions: 0, views: 0 });
  });

  it('an earlier report of a page view folded after a later one does not replace its score', () => {
    const rows = new Rows();
    rows.foldEach([
      input('b', '2026-12-01T10:05:00.000Z', { pageViewId: 'v1', reportSeq: 2, performanceScore: 40 }),
      input('a', '2026-12-01T10:06:00.000Z', { pageViewId: 'v1', reportSeq: 1, performanceScore: 100 }),
    ]);
    expect(rows.of('2026-12-01', DAY_ALL)).toMatchObject({ views: 1, scoreSum: 40 });
  });
});

describe('sketchRemove', () => {
  it('takes exactly the removed values out (the sketch equals one built without them)', () => {
    const a = newSketch();
    const b = newSketch();
    const values = Array.from({ length: 200 }, (_, i) => 100 + i * 37);
    values.forEach((v) => a.accept(v));
    values.filter((_, i) => i % 3 !== 0).forEach((v) => b.accept(v));
    values.filter((_, i) => i % 3 === 0).forEach((v) => sketchRemove(a, v));
    for (const q of [0.1, 0.5, 0.75, 0.99]) expect(quantileOf(a, q)).toBe(quantileOf(b, q));
    expect(a.count).toBe(b.count);
    expect(a.sum).toBeCloseTo(b.sum, 6);
  });
});

describe('stored rows', () => {
  it('round-trip the per-session and per-page-view sums (format 2)', () => {
    const rows = new Rows();
    rows.foldEach([input('a', '2026-12-01T10:00:00.000Z', { sessionDurationMs: min, interactions: 3, pageViewId: 'v1', reportSeq: 1, performanceScore: 80 })]);
    const all = rows.of('2026-12-01', DAY_ALL);
    expect(decodeRollup(encodeRollup(all))).toMatchObject({ sessions: 1, sessionMsSum: min, sessionInteractions: 3, sessionPages: 1, sessionPageViews: 1, views: 1, scoreSum: 80 });
  });

  it('decode a format 1 row (before issue 35): its reports count as page views, its per-report session sum is dropped', () => {
    const w = new ByteWriter();
    w.varint(1);
    for (const n of [4, 0, 0, 10, 0, 0]) w.varint(n); // count 4, memory, errors, interactions 10, api calls, groups
    for (const n of [4, 320, 480_000, 0, 0]) w.float64(n); // sampledViews, scoreSum, sessionMsSum, api error calls, api ms
    for (let i = 0; i < 5 + 15 + 3; i++) w.varint(0); // scroll, ratings, scores
    w.varint(0); // no sketches
    w.varint(0); // no HLL
    const r = decodeRollup(w.done());
    expect(r).toMatchObject({ count: 4, views: 4, scoreSum: 320, sessions: 0, sessionMsSum: 0, interactions: 10 });
  });
});
