/**
 * `GET /api/admin/performance` (issue 21): the dashboard's answer, computed from the
 * pre-aggregated PerfRollup / PerfErrorGroup rows of the range — never from raw reports.
 *
 * Range: `from`/`to` (ISO), else `range` (24h, 7d, 30d; default 24h) ending now; at most 30 days
 * (400 beyond, 400 when `from` is not before `to`). Reads are bounded by the calendar, not by
 * traffic:
 * - span ≤ 48 h → hour granularity: the hours touching the range, one Query of hour cells per UTC
 *   day (≤ 3 Queries), hourly trends;
 * - longer → whole UTC days. Without filters: the sealed days (`rollup/blocks.ts`) as ≤ 5
 *   trailing blocks (`T#k`, one GetItem each: 30 days = 16 + 8 + 4 + 2), the days not yet sealed
 *   by ONE Query each of their dimension rows (`D#a`, `D#b#…`, `D#d#…`, `D#p#…`: ≈ 60 rows
 *   whatever the traffic). With filters: per day ONE Query of the day's cells
 *   (`D#x#<page>#<device>#…`, narrowed by the page / device prefix). All in parallel; daily trends
 *   (`trendBucketHours` says which).
 * Error groups: from the blocks for the sealed days (each block keeps its 200 most frequent), one
 * Query per other day touched (≤ 200 rows a day); merged by fingerprint, top 20 by count; with a
 * page, browser or device filter, the groups seen on it (groups keep ≤ 10 pages and browsers, and
 * their device classes).
 *
 * Figures and their denominators (issue 35): per report (vitals, API, memory, scroll, errors,
 * interactions reported), per page view (the score: each page view once, its latest report's
 * score), per session (length, pages, interactions: each session once, counted in the hour and
 * cell of its first report, with its latest measures; `sessions` is that exact count, the
 * HyperLogLog's `activeSessions` counts every session that reported in the range).
 *
 * Closed days (ended more than 10 minutes ago) do not change any more: their merged accumulation
 * (error groups included) is kept per warm instance for 5 minutes, so the dashboard's 30 s
 * refresh reads and merges only today's rows (measured cold and warm: `npm run bench -- rum`).
 */
import { DASHBOARD_MAX_HOURS, DASHBOARD_RANGES, WEB_VITAL_NAMES, type PerformanceQuery, type PerformanceSummary } from '@seamline/shared/contracts/performance';
import { weightedScore } from '@seamline/shared/domain/performance/score';
import { db } from '../_core/aws-clients';
import { BadRequest } from '../_core/http-errors';
import { isConditionalFailure } from '../_core/db-errors';
import { logger } from '../_core/powertools';
import {
  addDays,
  blockCover,
  blockErrorsSlot,
  blockSlot,
  dayBlock,
  decodeBlock,
  encodeBlock,
  encodeBlockErrors,
  isSealed,
  mergeBlocks,
  mergeErrorGroups,
  trendPointOf,
  type Block,
  type CoverPiece,
  type ErrorGroupRow,
  type TrendPoint,
} from './rollup/blocks';
import { hllCount } from './rollup/hll';
import { averageScore, decodeRollup, emptyRollup, mergeRollup, vitalsP75, type Rollup } from './rollup/rollup';
import { quantileOf } from './rollup/sketch';
import { DAY_ALL, DAY_DIMENSIONS_RANGE, cellOfSlot, rollupTtl, type Cell } from './rollup/slots';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Spans up to this many hours are answered hour by hour. */
export const HOURLY_MAX_HOURS = 48;
export const TOP_ERRORS = 20;
const CLOSED_DAY_CACHE_MS = 5 * 60_000;
const CLOSED_AFTER_MS = 10 * 60_000;

export const RANGE_ERRORS = {
  order: 'from must be before to',
  tooLong: `The range is at most ${DASHBOARD_MAX_HOURS / 24} days`,
} as const;

interface Row {
  slot: string;
  rollup: Rollup;
}

/** The range asked for and how it is read. @throws BadRequest for a reversed or > 30-day range. */
export function resolveRange(q: PerformanceQuery, now: Date): { from: Date; to: Date; hourly: boolean } {
  const to = q.to ? new Date(q.to) : now;
  const from = q.from ? new Date(q.from) : new Date(to.getTime() - DASHBOARD_RANGES[q.range ?? '24h'] * HOUR_MS);
  if (!(from < to)) throw new BadRequest(RANGE_ERRORS.order);
  if (to.getTime() - from.getTime() > DASHBOARD_MAX_HOURS * HOUR_MS) throw new BadRequest(RANGE_ERRORS.tooLong);
  const hourly = to.getTime() - from.getTime() <= HOURLY_MAX_HOURS * HOUR_MS;
  const unit = hourly ? HOUR_MS : DAY_MS;
  return {
    from: new Date(Math.floor(from.getTime() / unit) * unit),
    to: new Date(Math.ceil(to.getTime() / unit) * unit),
    hourly,
  };
}

const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);

/** Merged accumulations of closed days (key: query shape + day span), per warm instance. */
const cache = new Map<string, { at: number; acc: Acc }>();
/** Forget the closed days kept by this instance (benchmarks measure the uncached path with it). */
export function clearSummaryCache(): void {
  cache.clear();
}
const isClosed = (day: string, now: Date) => Date.parse(`${day}T00:00:00Z`) + DAY_MS + CLOSED_AFTER_MS <= now.getTime();
function remember<V>(map: Map<string, { at: number } & V>, key: string, value: V, now: Date): void {
  if (map.size > 200) map.clear();
  map.set(key, { at: now.getTime(), ...value });
}
const fresh = (entry: { at: number } | undefined, now: Date) => entry !== undefined && now.getTime() - entry.at < CLOSED_DAY_CACHE_MS;

const toRows = (items: { slot: string; data: unknown }[]): Row[] => items.map((i) => ({ slot: i.slot, rollup: decodeRollup(i.data as Uint8Array) }));

function readDayDimensions(day: string): Promise<Row[]> {
  return db.entities.perfRollup.query
    .byDay({ day })
    .between({ slot: DAY_DIMENSIONS_RANGE[0] }, { slot: DAY_DIMENSIONS_RANGE[1] })
    .go({ pages: 'all', attributes: ['slot', 'data'] })
    .then(({ data }) => toRows(data));
}

/**
 * The block of level `k` ending with `day` (`rollup/blocks.ts`; k = 0: the day's own rows): the
 * stored `T#k` row, else built from its two halves and stored create-if-absent. `day` must be
 * sealed. A failed store is logged and the answer still uses the built block.
 */
async function readBlock(k: number, day: string, known?: Map<string, Uint8Array>): Promise<Block> {
  if (k === 0) {
    const [rows, errors] = await Promise.all([readDayDimensions(day), readErrorGroups(day)]);
    return dayBlock(day, rows, errors);
  }
  const [slot, errorsSlot] = [blockSlot(k), blockErrorsSlot(k)];
  const stored = known ?? (await readStoredBlocks([{ k, end: day }]));
  const [bytes, errorBytes] = [stored.get(`${day}|${slot}`), stored.get(`${day}|${errorsSlot}`)];
  if (bytes && errorBytes) return decodeBlock(bytes, errorBytes);
  const [older, newer] = await Promise.all([readBlock(k - 1, addDays(day, -(2 ** (k - 1)))), readBlock(k - 1, day)]);
  const block = mergeBlocks(older, newer);
  const ttl = rollupTtl(day, slot);
  const store = (item: { slot: string; count: number; data: Uint8Array }) =>
    db.entities.perfRollup
      .create({ day, version: 1, ttl, ...item })
      .go({ response: 'none' })
      .catch((error: unknown) => {
        if (!isConditionalFailure(error)) logger.warn('performance block not stored', { day, slot: item.slot, error });
      });
  await Promise.all([
    store({ slot, count: block.rows.get(DAY_ALL)?.count ?? 0, data: encodeBlock(block) }),
    store({ slot: errorsSlot, count: block.errors.length, data: encodeBlockErrors(block) }),
  ]);
  return block;
}

/** The stored items of the blocks `pieces` (k ≥ 1), ONE BatchGet: `day|slot` → data. */
async function readStoredBlocks(pieces: readonly CoverPiece[]): Promise<Map<string, Uint8Array>> {
  const keys = pieces.filter((p) => p.k > 0).flatMap((p) => [blockSlot(p.k), blockErrorsSlot(p.k)].map((slot) => ({ day: p.end, slot })));
  if (!keys.length) return new Map();
  const { data } = await db.entities.perfRollup.get(keys).go({ attributes: ['day', 'slot', 'data'] });
  return new Map(data.map((i) => [`${i.day}|${i.slot}`, i.data as Uint8Array]));
}

/** The blocks of a cover: the stored ones in ONE BatchGet, the missing ones built ({@link readBlock}). */
async function readCover(pieces: readonly CoverPiece[]): Promise<Block[]> {
  const stored = await readStoredBlocks(pieces);
  return Promise.all(pieces.map((p) => readBlock(p.k, p.end, p.k > 0 ? stored : undefined)));
}

function readDayCells(day: string, prefix: string): Promise<Row[]> {
  return db.entities.perfRollup.query
    .byDay({ day })
    .begins({ slot: `D#x#${prefix}` })
    .go({ pages: 'all', attributes: ['slot', 'data'] })
    .then(({ data }) => toRows(data));
}

function readHourCells(day: string, firstHour: number, lastHour: number): Promise<Row[]> {
  const hh = (h: number) => String(h).padStart(2, '0');
  return db.entities.perfRollup.query
    .byDay({ day })
    .between({ slot: `H#${hh(firstHour)}#` }, { slot: `H#${hh(lastHour)}#~` })
    .go({ pages: 'all', attributes: ['slot', 'data'] })
    .then(({ data }) => toRows(data));
}

function readErrorGroups(day: string): Promise<ErrorGroupRow[]> {
  return db.entities.perfErrorGroup.query
    .byDay({ day })
    .go({ limit: 500, attributes: ['fingerprint', 'message', 'topFrame', 'count', 'firstSeen', 'lastSeen', 'sampleStack', 'sampleErrorId', 'pages', 'browsers', 'devices'] })
    .then(({ data }) => data);
}

const matches = (c: Cell, q: PerformanceQuery) =>
  (!q.page || c.page === q.page) && (!q.device || c.device === q.device) && (!q.browser || c.browser.toLowerCase() === q.browser.toLowerCase());

/** Accumulates rollups by key. */
class Groups {
  readonly map = new Map<string, Rollup>();
  /** Merge `r` into the group `key`; `owned`: `r` is this request's own copy and may become the group's row. */
  add(key: string, r: Rollup, owned = false): void {
    const target = this.map.get(key);
    if (target) mergeRollup(target, r);
    else if (owned) this.map.set(key, r);
    else {
      const copy = emptyRollup('slice');
      mergeRollup(copy, r);
      this.map.set(key, copy);
    }
  }
  addAll(from: Groups): void {
    for (const [key, r] of from.map) this.add(key, r);
  }
}

/** What the answer is built from: the total and the breakdowns of some days. */
interface Acc {
  total: Rollup;
  browsers: Groups;
  devices: Groups;
  pages: Groups;
  trends: Groups;
  /** Daily trend points that came ready-made with blocks. */
  trendPoints: TrendPoint[];
  /** Error groups of the days (merged later, after the range and filters). */
  errors: ErrorGroupRow[];
  pageSet: Set<string>;
  browserSet: Set<string>;
}
const newAcc = (): Acc => ({ total: emptyRollup('full'), browsers: new Groups(), devices: new Groups(), pages: new Groups(), trends: new Groups(), trendPoints: [], errors: [], pageSet: new Set(), browserSet: new Set() });

function mergeAcc(into: Acc, from: Acc): void {
  mergeRollup(into.total, from.total);
  into.browsers.addAll(from.browsers);
  into.devices.addAll(from.devices);
  into.pages.addAll(from.pages);
  into.trends.addAll(from.trends);
  into.trendPoints.push(...from.trendPoints);
  into.errors.push(...from.errors);
  from.pageSet.forEach((p) => into.pageSet.add(p));
  from.browserSet.forEach((b) => into.browserSet.add(b));
}

/** Fold one day's rows into `acc`: day dimension rows (unfiltered, daily) or cells. */
function addRows(acc: Acc, day: string | null, rows: Row[], q: PerformanceQuery, dimensions: boolean): void {
  for (const { slot, rollup } of rows) {
    if (dimensions) {
      // Each dimension row goes to ONE group, so the group may keep the decoded row itself.
      if (slot === DAY_ALL) {
        mergeRollup(acc.total, rollup);
        if (day !== null) acc.trends.add(`${day}T00:00:00.000Z`, rollup, true);
      } else if (slot.startsWith('D#b#')) {
        acc.browsers.add(slot.slice(4), rollup, true);
        acc.browserSet.add(slot.slice(4));
      } else if (slot.startsWith('D#d#')) acc.devices.add(slot.slice(4), rollup, true);
      else if (slot.startsWith('D#p#')) {
        acc.pages.add(slot.slice(4), rollup, true);
        acc.pageSet.add(slot.slice(4));
      }
      continue;
    }
    const parsed = cellOfSlot(slot);
    if (!parsed) continue;
    acc.pageSet.add(parsed.cell.page);
    acc.browserSet.add(parsed.cell.browser);
    if (!matches(parsed.cell, q)) continue;
    mergeRollup(acc.total, rollup);
    acc.browsers.add(parsed.cell.browser, rollup);
    acc.devices.add(parsed.cell.device, rollup);
    acc.pages.add(parsed.cell.page, rollup);
    acc.trends.add(parsed.hour !== null ? `${day}T${parsed.hour}:00:00.000Z` : `${day}T00:00:00.000Z`, rollup);
  }
}

function sliceList(groups: Groups) {
  return [...groups.map]
    .map(([key, r]) => ({ key, reportCount: r.count, pageViews: r.views, averageScore: averageScore(r), p75: vitalsP75(r) }))
    .sort((a, b) => b.reportCount - a.reportCount || a.key.localeCompare(b.key));
}

/** The dashboard's answer for `q` (module doc). @throws BadRequest for a bad range. */
export async function performanceSummary(q: PerformanceQuery, now = new Date()): Promise<PerformanceSummary & { trendBucketHours: number }> {
  const { from, to, hourly } = resolveRange(q, now);
  const filtered = Boolean(q.page || q.device || q.browser);
  const dimensions = !hourly && !filtered;
  const days: string[] = [];
  for (let t = Math.floor(from.getTime() / DAY_MS) * DAY_MS; t < to.getTime(); t += DAY_MS) days.push(dayOf(t));
  const prefix = q.page ? `${q.page}#${q.device ? `${q.device}#` : ''}` : '';

  const readDay = (day: string): Promise<Row[]> => {
    if (hourly) {
      const dayStart = Date.parse(`${day}T00:00:00Z`);
      const first = Math.max(0, Math.floor((from.getTime() - dayStart) / HOUR_MS));
      const last = Math.min(23, Math.ceil((to.getTime() - dayStart) / HOUR_MS) - 1);
      return readHourCells(day, first, last);
    }
    return dimensions ? readDayDimensions(day) : readDayCells(day, prefix);
  };
  const accOf = async (list: string[]): Promise<Acc> => {
    const acc = newAcc();
    // Unfiltered daily answers read the sealed days (a prefix of the list) as trailing blocks.
    const sealed = dimensions ? list.filter((d) => isSealed(d, now)) : [];
    const rest = list.slice(sealed.length);
    const [blocks, rows, errors] = await Promise.all([
      readCover(sealed.length ? blockCover(sealed[0]!, sealed.at(-1)!) : []),
      Promise.all(rest.map(readDay)),
      Promise.all(rest.map(readErrorGroups)),
    ]);
    for (const block of blocks) {
      addRows(acc, null, [...block.rows].map(([slot, rollup]) => ({ slot, rollup })), q, true);
      acc.trendPoints.push(...block.trend);
      acc.errors.push(...block.errors);
    }
    rest.forEach((day, i) => addRows(acc, day, rows[i]!, q, dimensions));
    acc.errors.push(...errors.flat());
    return acc;
  };

  // Closed days do not change any more: their merged accumulation is kept (module doc).
  const closed = days.filter((d) => isClosed(d, now));
  const open = days.filter((d) => !isClosed(d, now));
  const closedKey = [hourly ? `h${from.toISOString()}` : 'd', prefix, q.page, q.device, q.browser?.toLowerCase(), closed[0], closed.at(-1)].join('|');
  const closedAcc = async (): Promise<Acc> => {
    const hit = cache.get(closedKey);
    if (fresh(hit, now)) return hit!.acc;
    const acc = await accOf(closed);
    remember(cache, closedKey, { acc }, now);
    return acc;
  };
  const [closedPart, openPart] = await Promise.all([closed.length ? closedAcc() : Promise.resolve(newAcc()), accOf(open)]);
  const acc = newAcc();
  mergeAcc(acc, closedPart);
  mergeAcc(acc, openPart);
  const { total, trends, browsers, devices, pages } = acc;

  const p75 = vitalsP75(total);
  const measured = Object.fromEntries(WEB_VITAL_NAMES.filter((v) => p75[v] !== null).map((v) => [v, p75[v]!]));
  const ratings = Object.fromEntries(
    WEB_VITAL_NAMES.map((v) => [v, { good: total.ratings[v][0]!, needsImprovement: total.ratings[v][1]!, poor: total.ratings[v][2]! }]),
  ) as PerformanceSummary['summary']['ratings'];
  const memory = quantileOf(total.sketches.memory, 0.75);
  // Issue 35: per session begun in the range (each once, its latest measures).
  const perSession = (sum: number, digits: number) => (total.sessions > 0 ? Math.round((sum / total.sessions) * 10 ** digits) / 10 ** digits : null);

  return {
    from: from.toISOString(),
    to: to.toISOString(),
    trendBucketHours: hourly ? 1 : 24,
    summary: {
      reportCount: total.count,
      sessions: total.sessions,
      activeSessions: total.hll ? hllCount(total.hll) : 0,
      averageSessionMs: perSession(total.sessionMsSum, 0),
      pagesPerSession: perSession(total.sessionPages, 1),
      interactionsPerSession: perSession(total.sessionInteractions, 1),
      pageViews: total.views,
      averageScore: averageScore(total),
      weightedScore: weightedScore(measured),
      p75,
      ratings,
      scoreDistribution: { Excellent: total.scores[0]!, Good: total.scores[1]!, 'Needs Improvement': total.scores[2]! },
      memory: { p75UsedMB: memory === null ? null : Math.round(memory * 10) / 10, supportedReports: total.memoryReports },
      api: {
        calls: total.apiCalls,
        averageMs: total.apiCalls ? Math.round(total.apiMsSum / total.apiCalls) : null,
        errorRate: total.apiCalls ? Math.round((total.apiErrorCalls / total.apiCalls) * 10_000) / 10_000 : null,
      },
    },
    trends: [...[...trends.map].map(([hour, r]) => trendPointOf(hour, r)), ...acc.trendPoints]
      .filter(({ hour }) => Date.parse(hour) >= from.getTime() && Date.parse(hour) < to.getTime())
      .sort((a, b) => a.hour.localeCompare(b.hour)),
    browsers: sliceList(browsers),
    devices: sliceList(devices),
    analytics: {
      topPages: sliceList(pages),
      scrollDepth: { '0': total.scroll[0]!, '25': total.scroll[1]!, '50': total.scroll[2]!, '75': total.scroll[3]!, '100': total.scroll[4]! },
      interactions: { total: total.interactions, perSession: perSession(total.sessionInteractions, 1) },
    },
    errors: topErrors(acc.errors, q, from, to),
    filters: { pages: [...acc.pageSet].sort(), browsers: [...acc.browserSet].sort() },
  };
}

/** Error groups of the days read, in the range and filters, merged by fingerprint, top 20 by count. */
function topErrors(rows: ErrorGroupRow[], q: PerformanceQuery, from: Date, to: Date): PerformanceSummary['errors'] {
  const [fromIso, toIso] = [from.toISOString(), to.toISOString()];
  const browser = q.browser?.toLowerCase();
  const inScope = rows.filter(
    (g) =>
      g.lastSeen >= fromIso &&
      g.firstSeen < toIso &&
      (!q.page || g.pages.includes(q.page)) &&
      (!browser || g.browsers.some((b) => b.toLowerCase() === browser)) &&
      (!q.device || (g.devices ?? []).includes(q.device)),
  );
  return mergeErrorGroups(inScope)
    .slice(0, TOP_ERRORS)
    .map((g) => ({
      fingerprint: g.fingerprint,
      message: g.message,
      topFrame: g.topFrame ?? null,
      count: g.count,
      firstSeen: g.firstSeen,
      lastSeen: g.lastSeen,
      sampleStack: g.sampleStack ?? null,
      sampleErrorId: g.sampleErrorId ?? null,
      pages: g.pages,
      browsers: g.browsers,
      devices: g.devices ?? [],
    }));
}
