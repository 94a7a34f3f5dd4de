/**
 * Trailing blocks of sealed days (issue 21: "30 days × 50 pages answers in ≤ 50 ms locally,
 * pre-aggregated, bounded reads"). A day's dimension rows (`D#a`, `D#b#…`, `D#d#…`, `D#p#…`,
 * ≈ 60 rows) stop changing once the day is sealed ({@link SEALED_AFTER_MS} after it ends: reports
 * are folded by their server receive time). The block `T#k` stored in day D's partition is the
 * merge of the dimension rows of the 2^k days ending with D (k = 1…{@link MAX_BLOCK_LEVEL}: 2, 4,
 * 8, 16 days), in ONE item, with the daily trend points of those days already computed.
 *
 * A run of n sealed days is covered from its last day backwards by the largest block that fits
 * ({@link blockCover}): 30 days = 16 + 8 + 4 + 2, so a 30-day answer reads 4 items (+ the days not
 * yet sealed) instead of ≈ 1,800 rows. A block is built from its two halves (`T#k` of D = `T#(k-1)`
 * of D and of D − 2^(k−1); `T#0` is the day's own rows) the first time it is asked for, and stored
 * with a create-if-absent (two builders write the same bytes), so each day's blocks are built
 * once, from blocks built earlier: the newest day costs 4 builds, each of two reads.
 *
 * Pure: encoding, merging and the cover. Reads and writes: `summary.service.ts`.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { PerformanceSummary } from '@seamline/shared/contracts/performance';
import type { PerfErrorGroupFields } from '@seamline/shared/db/entities/perf-error-group';
import { ByteReader, ByteWriter } from './bytes';
import { averageScore, decodeRollup, emptyRollup, encodeRollup, mergeRollup, vitalsP75, type Rollup } from './rollup';
import { DAY_ALL, slotShape } from './slots';

/** Largest block: 2^4 = 16 days (a 30-day range needs 4 blocks; 32-day blocks would not align). */
export const MAX_BLOCK_LEVEL = 4;
/** A day is sealed 1 h after it ends (UTC): later than the stream processor's lag, so blocks are final. */
export const SEALED_AFTER_MS = 60 * 60_000;
const DAY_MS = 86_400_000;

/** The block slot of level `k` (2^k days ending with the partition's day). */
export const blockSlot = (k: number): string => `T#${k}`;
/** The slot of the same block's error groups (a second item: together they could pass 400 KB). */
export const blockErrorsSlot = (k: number): string => `T#${k}#e`;
/** Error groups a block keeps: the most frequent, like a day keeps at most 200 (`fold.ts`). */
export const BLOCK_ERROR_GROUPS = 200;
/** Groups that keep their sample stack in a block (the dashboard lists the top 20). */
const BLOCK_STACKS = 50;
/** Pages and browsers a group keeps (as on a day's group). */
const GROUP_LIST_MAX = 10;

/** An error group as the summary reads it (no version). */
export type ErrorGroupRow = Omit<PerfErrorGroupFields, 'version'>;

/** A daily trend point as the summary answers it. */
export type TrendPoint = PerformanceSummary['trends'][number];

/** Merged dimension rows (slot → rollup) of some days, each day's trend point, and their error groups merged by fingerprint. */
export interface Block {
  rows: Map<string, Rollup>;
  trend: TrendPoint[];
  errors: ErrorGroupRow[];
}

/**
 * Error groups merged by fingerprint: counts add, first / last seen widen, pages and browsers
 * (≤ 10 each) and device classes unite; most frequent first (then latest). Inputs are not changed.
 */
export function mergeErrorGroups(rows: readonly ErrorGroupRow[]): ErrorGroupRow[] {
  const merged = new Map<string, ErrorGroupRow>();
  for (const g of rows) {
    const m = merged.get(g.fingerprint);
    if (!m) {
      merged.set(g.fingerprint, { ...g, pages: [...g.pages], browsers: [...g.browsers], devices: [...(g.devices ?? [])] });
      continue;
    }
    m.count += g.count;
    if (g.firstSeen < m.firstSeen) m.firstSeen = g.firstSeen;
    if (g.lastSeen > m.lastSeen) m.lastSeen = g.lastSeen;
    if (m.sampleStack === undefined && g.sampleStack !== undefined) m.sampleStack = g.sampleStack;
    for (const p of g.pages) if (!m.pages.includes(p) && m.pages.length < GROUP_LIST_MAX) m.pages.push(p);
    for (const b of g.browsers) if (!m.browsers.includes(b) && m.browsers.length < GROUP_LIST_MAX) m.browsers.push(b);
    for (const d of g.devices ?? []) if (!(m.devices ??= []).includes(d)) m.devices.push(d);
  }
  return [...merged.values()].sort((a, b) => b.count - a.count || b.lastSeen.localeCompare(a.lastSeen));
}

/** A block's error groups: the {@link BLOCK_ERROR_GROUPS} most frequent, stacks on the first {@link BLOCK_STACKS}. */
function keepErrors(rows: readonly ErrorGroupRow[]): ErrorGroupRow[] {
  return mergeErrorGroups(rows)
    .slice(0, BLOCK_ERROR_GROUPS)
    .map((g, i) => {
      if (i < BLOCK_STACKS || g.sampleStack === undefined) return g;
      const { sampleStack: _dropped, ...rest } = g;
      return rest;
    });
}

/** True when `day` (yyyy-mm-dd) ended at least {@link SEALED_AFTER_MS} before `now`. */
export const isSealed = (day: string, now: Date): boolean => Date.parse(`${day}T00:00:00Z`) + DAY_MS + SEALED_AFTER_MS <= now.getTime();

/** `day` moved by `n` days (yyyy-mm-dd, UTC). */
export const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The trend point of the bucket starting at `hour` (ISO) from its rollup. */
export const trendPointOf = (hour: string, all: Rollup): TrendPoint => ({
  hour,
  reportCount: all.count,
  averageScore: averageScore(all),
  p75: vitalsP75(all),
});

/** A day's dimension rows and error groups as a level-0 block (its trend point from `D#a`; none for a day without reports). */
export function dayBlock(day: string, rows: readonly { slot: string; rollup: Rollup }[], errors: readonly ErrorGroupRow[] = []): Block {
  const block: Block = { rows: new Map(), trend: [], errors: keepErrors(errors) };
  for (const { slot, rollup } of rows) block.rows.set(slot, rollup);
  const all = block.rows.get(DAY_ALL);
  if (all && all.count > 0) block.trend.push(trendPointOf(`${day}T00:00:00.000Z`, all));
  return block;
}

/** The union of two blocks of disjoint days (rollups merged per slot; inputs are not changed). */
export function mergeBlocks(a: Block, b: Block): Block {
  const rows = new Map<string, Rollup>();
  for (const source of [a, b])
    for (const [slot, rollup] of source.rows) {
      let target = rows.get(slot);
      if (!target) rows.set(slot, (target = emptyRollup(slotShape(slot))));
      mergeRollup(target, rollup);
    }
  return { rows, trend: [...a.trend, ...b.trend].sort((x, y) => x.hour.localeCompare(y.hour)), errors: keepErrors([...a.errors, ...b.errors]) };
}

const BLOCK_FORMAT = 1;

/**
 * Binary form of a block's aggregates (the `T#k` row's `data`): format, trend points (JSON), then
 * slot + rollup pairs, raw-DEFLATEd (zlib): the sketches' bins compress ≈ 2.3× (a 16-day block of
 * 50 pages: 116 KB → 51 KB; inflating takes < 1 ms), which is most of a 30-day read's bytes.
 */
export function encodeBlock(block: Block): Uint8Array {
  const w = new ByteWriter();
  w.varint(BLOCK_FORMAT);
  w.string(JSON.stringify(block.trend));
  w.varint(block.rows.size);
  for (const [slot, rollup] of block.rows) {
    w.string(slot);
    w.bytes(encodeRollup(rollup));
  }
  return deflateRawSync(w.done());
}

/** A block's error groups as stored (the `T#k#e` row's `data`: raw-DEFLATEd UTF-8 JSON). */
export const encodeBlockErrors = (block: Block): Uint8Array => deflateRawSync(Buffer.from(JSON.stringify(block.errors), 'utf8'));

/** @throws Error (zlib), RangeError or SyntaxError on bytes that are not an encoded block. */
export function decodeBlock(bytes: Uint8Array, errorBytes: Uint8Array): Block {
  const rd = new ByteReader(inflateRawSync(bytes));
  if (rd.varint() !== BLOCK_FORMAT) throw new RangeError('Unknown block format');
  const trend = JSON.parse(rd.string()) as TrendPoint[];
  const rows = new Map<string, Rollup>();
  const n = rd.varint();
  for (let i = 0; i < n; i++) {
    const slot = rd.string();
    rows.set(slot, decodeRollup(rd.bytes()));
  }
  return { rows, trend, errors: JSON.parse(inflateRawSync(errorBytes).toString('utf8')) as ErrorGroupRow[] };
}

/** One piece of a cover: the block of level `k` ending with `end` (k = 0: the day `end` alone). */
export interface CoverPiece {
  k: number;
  end: string;
}

/**
 * Trailing blocks that exactly cover the contiguous days `first`…`last` (inclusive, yyyy-mm-dd):
 * from the end, each time the largest block (2^k days, k ≤ {@link MAX_BLOCK_LEVEL}) that fits in
 * what remains (30 days → 16 + 8 + 4 + 2; 31 → 16 + 8 + 4 + 2 + 1). [] when `last` < `first`.
 */
export function blockCover(first: string, last: string): CoverPiece[] {
  const pieces: CoverPiece[] = [];
  let remaining = Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / DAY_MS) + 1;
  let end = last;
  while (remaining > 0) {
    const k = Math.min(MAX_BLOCK_LEVEL, Math.floor(Math.log2(remaining)));
    pieces.push({ k, end });
    end = addDays(end, -(2 ** k));
    remaining -= 2 ** k;
  }
  return pieces;
}
