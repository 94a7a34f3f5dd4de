/**
 * The stored aggregate (issue 21): a p75 read from the DDSketch of many reports is within 2 % of
 * the exact p75 (1 % relative accuracy), encoding is lossless, merging encoded parts equals
 * aggregating everything at once, the session HyperLogLog is close to the distinct count, and a
 * chunk of reports never exceeds a transaction's 100 items.
 */
import { describe, expect, it } from 'vitest';
import { performanceReportSchema, type PerformanceReport } from '@seamline/shared/contracts/performance';
import { chunkReports, TRANSACTION_MAX_ITEMS, type FoldInput } from './fold';
import { hllAdd, hllCount, hllPoint, newHll } from './hll';
import { addReport, decodeRollup, emptyRollup, encodeRollup, mergeRollup, vitalsP75 } from './rollup';
import { slotsOf } from './slots';
import { syntheticReport } from '@seamline/shared/domain/performance/synthetic-reports';
import { mulberry32 as rng } from '@seamline/shared/domain/random';

/** A synthetic report with 500 sessions, three pages, three device classes and two browsers in turn. */
function makeReport(r: () => number, i: number): PerformanceReport {
  return performanceReportSchema.parse(
    syntheticReport(r, ['/discover', '/login', '/closet/{userId}'][i % 3]!, {
      sessionId: `s-${i % 500}`,
      device: { class: (['mobile', 'tablet', 'desktop'] as const)[i % 3]!, browser: ['Chrome', 'Firefox'][i % 2]!, os: 'Linux' },
    }),
  );
}

const exactP75 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(0.75 * values.length) - 1]!;

describe('rollup aggregate', () => {
  const r = rng(4);
  const reports = Array.from({ length: 20_000 }, (_, i) => makeReport(r, i));

  it('p75 of every vital from the sketch is within 2 % of the exact p75 (20,000 reports)', () => {
    const all = emptyRollup('full');
    for (const report of reports) addReport(all, report, 'full', hllPoint(report.sessionId));
    const p75 = vitalsP75(all);
    for (const v of ['lcp', 'inp', 'fcp', 'ttfb', 'cls'] as const) {
      const exact = exactP75(reports.map((x) => x.webVitals[v]!));
      expect(Math.abs(p75[v]! - exact) / exact, v).toBeLessThanOrEqual(0.02);
    }
  });

  it('merging encoded parts (per page) equals aggregating everything at once', () => {
    const whole = emptyRollup('full');
    const parts = new Map<string, ReturnType<typeof emptyRollup>>();
    for (const report of reports) {
      const point = hllPoint(report.sessionId);
      addReport(whole, report, 'full', point);
      const part = parts.get(report.page) ?? emptyRollup('full');
      addReport(part, report, 'full', point);
      parts.set(report.page, part);
    }
    const merged = emptyRollup('full');
    for (const part of parts.values()) mergeRollup(merged, decodeRollup(encodeRollup(part)));
    const { sketches: a, hll: ha, ...countsA } = merged;
    const { sketches: b, hll: hb, ...countsB } = whole;
    expect(countsA.count).toBe(20_000);
    expect({ ...countsA, sampledViews: Math.round(countsA.sampledViews), scoreSum: Math.round(countsA.scoreSum), sessionMsSum: Math.round(countsA.sessionMsSum), apiErrorCalls: Math.round(countsA.apiErrorCalls), apiMsSum: Math.round(countsA.apiMsSum) }).toEqual({
      ...countsB,
      sampledViews: Math.round(countsB.sampledViews),
      scoreSum: Math.round(countsB.scoreSum),
      sessionMsSum: Math.round(countsB.sessionMsSum),
      apiErrorCalls: Math.round(countsB.apiErrorCalls),
      apiMsSum: Math.round(countsB.apiMsSum),
    });
    expect(vitalsP75(merged)).toEqual(vitalsP75(whole));
    expect(a.memory!.count).toBe(b.memory!.count);
    expect(Array.from(ha!)).toEqual(Array.from(hb!));
  });

  it('a slice row keeps only the five vitals’ sketches and no HLL', () => {
    const slice = emptyRollup('slice');
    addReport(slice, reports[0]!, 'slice', hllPoint('x'));
    expect(slice.sketches.lcp?.count).toBe(1);
    expect(slice.sketches.cls?.count).toBe(1);
    expect([slice.sketches.score, slice.sketches.memory, slice.sketches.session, slice.sketches.api]).toEqual([undefined, undefined, undefined, undefined]);
    expect(slice.hll).toBeUndefined();
    expect(decodeRollup(encodeRollup(slice)).count).toBe(1);
  });

  it('counts 500 distinct sessions within 3 % with the HyperLogLog, and 10,000 within 5 %', () => {
    for (const n of [500, 10_000]) {
      const hll = newHll();
      for (let i = 0; i < n * 3; i++) hllAdd(hll, hllPoint(`session-${i % n}`));
      expect(Math.abs(hllCount(hll) - n) / n).toBeLessThanOrEqual(n === 500 ? 0.03 : 0.05);
    }
  });
});

describe('chunkReports', () => {
  it('keeps every chunk within 100 transaction items (receipts + rows + sessions + error groups)', () => {
    const r = rng(9);
    const inputs: FoldInput[] = Array.from({ length: 300 }, (_, i) => {
      const report = makeReport(r, i);
      report.errors = i % 4 === 0 ? [{ id: `e${i}`, message: `Error kind ${i % 37 === 0 ? 'x' : String.fromCharCode(97 + (i % 26))}` }] : [];
      return { reportId: `r${i}`, receivedAt: `2026-11-20T${String(i % 24).padStart(2, '0')}:00:00.000Z`, report };
    });
    const chunks = chunkReports(inputs, true);
    expect(chunks.flat()).toHaveLength(300);
    for (const chunk of chunks) {
      const rows = new Set(chunk.flatMap((c) => slotsOf(c.receivedAt.slice(11, 13), { page: c.report.page, device: c.report.device.class, browser: c.report.device.browser })));
      const errors = new Set(chunk.flatMap((c) => c.report.errors.map((e) => e.message)));
      // Issue 35: one PerfSession per session of the chunk.
      const sessions = new Set(chunk.map((c) => c.report.sessionId));
      expect(rows.size + errors.size + (errors.size ? 1 : 0) + sessions.size + chunk.length).toBeLessThanOrEqual(TRANSACTION_MAX_ITEMS);
    }
  });
});
