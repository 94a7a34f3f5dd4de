/**
 * The demo performance week folded in memory (issue 36 §4): one chunk per day gives exactly the
 * rows the chunk-by-chunk fold of the table gives (the same bytes), each changed row is written
 * once in parts of at most PART_ROWS rows with their part receipt, and rows read from the table
 * are conditioned on the version read (real reports folded first are kept).
 */
import { describe, expect, it } from 'vitest';
import { foldReports, type ErrorGroupRow, type FoldStore, type RollupRow, type SessionRow } from '@seamline/functions/analytics/rollup/fold';
import { demoPerformanceReports, PART_ROWS, weekStore } from './demo-performance';

/** A table of fold rows in memory; `maxItems` as the store it stands for (100: DynamoDB's transactions). */
function tableStore(maxItems: number) {
  const rollups = new Map<string, RollupRow>();
  const sessions = new Map<string, SessionRow>();
  const groups = new Map<string, ErrorGroupRow>();
  let commits = 0;
  const store: FoldStore = {
    maxItems,
    sessions: async (ids) => ids.flatMap((id) => sessions.get(id) ?? []),
    rollups: async (keys) => keys.flatMap((k) => rollups.get(`${k.day}|${k.slot}`) ?? []),
    groups: async (keys) => keys.flatMap((k) => groups.get(`${k.day}|${k.fingerprint}`) ?? []),
    commit: async (w) => {
      commits++;
      for (const { item } of w.rollups) rollups.set(`${item.day}|${item.slot}`, item);
      for (const { item } of w.sessions) sessions.set(item.sessionId, item);
      for (const { item } of w.groups) groups.set(`${item.day}|${item.fingerprint}`, item);
      return 'applied';
    },
  };
  return { store, rollups, groups, commits: () => commits };
}

const now = new Date('2026-12-06T10:30:00Z');
const reports = demoPerformanceReports(now);
const withoutVersion = <T extends { version: number }>({ version: _v, ...rest }: T) => rest;

describe('demo performance week folded in memory', () => {
  it('gives the same rows, byte for byte, as folding it chunk by chunk into the table', async () => {
    const chunked = tableStore(100);
    await foldReports(chunked.store, reports, { receipts: true, now });
    const week = weekStore(tableStore(100).store);
    await foldReports(week, reports, { receipts: false, now });
    const parts = week.parts(0);

    const rows = parts.flatMap((p) => p.rollups.map((r) => r.item));
    const groups = parts.flatMap((p) => p.groups.map((g) => g.item));
    expect(rows.length).toBe(chunked.rollups.size);
    expect(groups.length).toBe(chunked.groups.size);
    for (const row of rows) {
      const other = chunked.rollups.get(`${row.day}|${row.slot}`)!;
      expect(Buffer.from(row.data as Uint8Array).equals(Buffer.from(other.data as Uint8Array))).toBe(true);
      expect(withoutVersion(row)).toEqual(withoutVersion(other));
    }
    for (const g of groups) expect(withoutVersion(g)).toEqual(withoutVersion(chunked.groups.get(`${g.day}|${g.fingerprint}`)!));
    // Each row once, created (read: null) with version 1, in parts of at most PART_ROWS with their own receipt.
    expect(parts.every((p) => p.rollups.length + p.groups.length <= PART_ROWS && p.receipts.length === 1 && p.sessions.length === 0)).toBe(true);
    expect(new Set(parts.map((p) => p.receipts[0]!.eventId)).size).toBe(parts.length);
    expect(rows.every((r) => r.version === 1) && parts.every((p) => p.rollups.every((r) => r.read === null))).toBe(true);
    expect(chunked.commits()).toBeGreaterThan(3 * parts.length);
  });

  it('folds onto rows real reports wrote first, conditioned on the version read', async () => {
    const table = tableStore(100);
    const real = reports.slice(-3).map((r, i) => ({ ...r, reportId: `real-${i}`, report: { ...r.report, sessionId: `real-session-${i}` } }));
    await foldReports(table.store, real, { receipts: true, now });
    const before = new Map([...table.rollups].map(([key, row]) => [key, row]));

    const week = weekStore(table.store);
    await foldReports(week, reports, { receipts: false, now });
    const written = week.parts(0).flatMap((p) => p.rollups);
    for (const [key, row] of before) {
      const w = written.find((r) => `${r.item.day}|${r.item.slot}` === key)!;
      expect(w.read).toBe(row.version);
      expect(w.item.version).toBe(row.version + 1);
      expect(w.item.count).toBeGreaterThan(row.count);
    }
    const dayAll = written.filter((r) => r.item.slot === 'D#a').reduce((n, r) => n + r.item.count, 0);
    expect(dayAll).toBe(reports.length + real.length);
  });
});
