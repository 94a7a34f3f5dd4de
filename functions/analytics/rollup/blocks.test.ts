/**
 * Trailing blocks of sealed days (issue 21's bounded 30-day read): the cover partitions any run of
 * days exactly into ≤ 5 blocks + days, a block built from days answers exactly what the days
 * answer, and encoding is lossless.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, BLOCK_ERROR_GROUPS, blockCover, dayBlock, decodeBlock, encodeBlock, encodeBlockErrors, isSealed, mergeBlocks, MAX_BLOCK_LEVEL, type Block, type ErrorGroupRow } from './blocks';
import { addReport, emptyRollup, vitalsP75, type Rollup } from './rollup';
import { hllPoint } from './hll';
import { DAY_ALL, dayPageSlot, slotShape } from './slots';
import type { PerformanceReport } from '@seamline/shared/contracts/performance';
import { syntheticReport } from '@seamline/shared/domain/performance/synthetic-reports';
import { mulberry32 } from '@seamline/shared/domain/random';

const daysOf = (k: number, end: string) => Array.from({ length: 2 ** k }, (_, i) => addDays(end, -i)).reverse();

describe('blockCover', () => {
  it('covers 30 days with 16 + 8 + 4 + 2 and 31 with one more single day, newest first', () => {
    expect(blockCover('2026-10-27', '2026-11-25')).toEqual([
      { k: 4, end: '2026-11-25' },
      { k: 3, end: '2026-11-09' },
      { k: 2, end: '2026-11-01' },
      { k: 1, end: '2026-10-28' },
    ]);
    expect(blockCover('2026-10-26', '2026-11-25').map((p) => p.k)).toEqual([4, 3, 2, 1, 0]);
    expect(blockCover('2026-11-25', '2026-11-25')).toEqual([{ k: 0, end: '2026-11-25' }]);
    expect(blockCover('2026-11-25', '2026-11-24')).toEqual([]);
  });

  it('partitions any run of 1–400 days exactly (no day twice, none missing) in ≤ n/16 + 4 pieces', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 1, max: 400 }), (offset, n) => {
        const first = addDays('2020-01-01', offset);
        const last = addDays(first, n - 1);
        const pieces = blockCover(first, last);
        const covered = pieces.flatMap((p) => daysOf(p.k, p.end)).sort();
        expect(covered).toEqual(Array.from({ length: n }, (_, i) => addDays(first, i)));
        expect(pieces.every((p) => p.k >= 0 && p.k <= MAX_BLOCK_LEVEL)).toBe(true);
        expect(pieces.length).toBeLessThanOrEqual(Math.floor(n / 16) + 4);
      }),
    );
  });
});

describe('isSealed', () => {
  it('seals a day 1 h after it ends (UTC)', () => {
    expect(isSealed('2026-11-25', new Date('2026-11-26T00:59:59.999Z'))).toBe(false);
    expect(isSealed('2026-11-25', new Date('2026-11-26T01:00:00.000Z'))).toBe(true);
  });
});

/** Report `i` of a page: the same report for the same `i`. */
const report = (i: number, page: string): PerformanceReport => syntheticReport(mulberry32(i), page, { sessionId: `s-${i % 97}` });

/** Day rows (`D#a` and two pages) of `n` reports. */
function dayRows(seed: number, n: number): { slot: string; rollup: Rollup }[] {
  const rows = new Map<string, Rollup>();
  for (let i = seed; i < seed + n; i++) {
    const page = i % 3 ? '/discover' : '/login';
    for (const slot of [DAY_ALL, dayPageSlot(page)]) {
      let row = rows.get(slot);
      if (!row) rows.set(slot, (row = emptyRollup(slotShape(slot))));
      addReport(row, report(i, page), slotShape(slot), hllPoint(`s-${i % 97}`));
    }
  }
  return [...rows].map(([slot, rollup]) => ({ slot, rollup }));
}

describe('blocks', () => {
  const days = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23'];
  const rowsOfDays = days.map((d, i) => dayRows(i * 1000, 200 + i * 50));

  it('a block of four days answers what the four days answer: counts, p75s, sessions and daily trend points', () => {
    const blocks = days.map((d, i) => dayBlock(d, rowsOfDays[i]!));
    const block = mergeBlocks(mergeBlocks(blocks[0]!, blocks[1]!), mergeBlocks(blocks[2]!, blocks[3]!));
    // Every report of the four days folded into one aggregate, without blocks.
    const direct = emptyRollup('full');
    days.forEach((_, d) => {
      for (let i = d * 1000; i < d * 1000 + 200 + d * 50; i++) addReport(direct, report(i, i % 3 ? '/discover' : '/login'), 'full', hllPoint(`s-${i % 97}`));
    });
    expect(block.rows.get(DAY_ALL)!.count).toBe(200 + 250 + 300 + 350);
    expect(vitalsP75(block.rows.get(DAY_ALL)!)).toEqual(vitalsP75(direct));
    expect(block.rows.get(DAY_ALL)!.hll).toEqual(direct.hll);
    expect(block.trend.map((t) => t.hour)).toEqual(days.map((d) => `${d}T00:00:00.000Z`));
    expect(block.trend.map((t) => t.reportCount)).toEqual([200, 250, 300, 350]);
    expect(block.rows.get(dayPageSlot('/login'))!.count + block.rows.get(dayPageSlot('/discover'))!.count).toBe(1100);
  });

  it('encoding is lossless and merging leaves its inputs unchanged', () => {
    const a = dayBlock(days[0]!, rowsOfDays[0]!);
    const countBefore = a.rows.get(DAY_ALL)!.count;
    const merged: Block = mergeBlocks(a, dayBlock(days[1]!, rowsOfDays[1]!));
    expect(a.rows.get(DAY_ALL)!.count).toBe(countBefore);
    const back = decodeBlock(encodeBlock(merged), encodeBlockErrors(merged));
    expect(back.trend).toEqual(merged.trend);
    expect(back.errors).toEqual(merged.errors);
    expect([...back.rows.keys()].sort()).toEqual([...merged.rows.keys()].sort());
    for (const [slot, rollup] of merged.rows) {
      expect(back.rows.get(slot)!.count).toBe(rollup.count);
      expect(vitalsP75(back.rows.get(slot)!)).toEqual(vitalsP75(rollup));
    }
    expect(() => decodeBlock(new Uint8Array([9]), encodeBlockErrors(merged))).toThrow();
  });

  it('a day without reports is an empty block without a trend point', () => {
    expect(dayBlock('2026-11-24', [])).toEqual({ rows: new Map(), trend: [], errors: [] });
  });

  const group = (fingerprint: string, count: number, day: string, extra: Partial<ErrorGroupRow> = {}): ErrorGroupRow => ({
    fingerprint,
    message: fingerprint,
    count,
    firstSeen: `${day}T08:00:00.000Z`,
    lastSeen: `${day}T20:00:00.000Z`,
    pages: ['/discover'],
    browsers: ['Chrome'],
    ...extra,
  });

  it('merges the days’ error groups by fingerprint: counts add, seen times widen, pages and browsers unite', () => {
    const a = dayBlock('2026-11-20', [], [group('x', 3, '2026-11-20', { sampleStack: 'at a' }), group('y', 1, '2026-11-20')]);
    const b = dayBlock('2026-11-21', [], [group('x', 4, '2026-11-21', { pages: ['/login'], browsers: ['Firefox'] })]);
    const { errors } = mergeBlocks(a, b);
    expect(errors.map((g) => [g.fingerprint, g.count])).toEqual([['x', 7], ['y', 1]]);
    expect(errors[0]).toMatchObject({ firstSeen: '2026-11-20T08:00:00.000Z', lastSeen: '2026-11-21T20:00:00.000Z', pages: ['/discover', '/login'], browsers: ['Chrome', 'Firefox'], sampleStack: 'at a' });
  });

  it(`keeps the ${BLOCK_ERROR_GROUPS} most frequent groups, with sample stacks on the first 50`, () => {
    const many = (day: string) => Array.from({ length: 150 }, (_, i) => group(`g${i}`, 1000 - i, day, { sampleStack: `stack ${i}` }));
    const { errors } = mergeBlocks(dayBlock('2026-11-20', [], many('2026-11-20')), dayBlock('2026-11-21', [], many('2026-11-21').map((g) => ({ ...g, fingerprint: `h${g.fingerprint}` }))));
    expect(errors).toHaveLength(BLOCK_ERROR_GROUPS);
    expect(errors[0]!.count).toBe(1000);
    expect(errors.filter((g) => g.sampleStack !== undefined)).toHaveLength(50);
    expect(errors.slice(0, 50).every((g) => g.sampleStack !== undefined)).toBe(true);
  });
});
