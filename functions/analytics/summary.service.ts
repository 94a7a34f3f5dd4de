/**
 * `GET /api/admin/performance` (issue 21): the dashboard's answer, computed from the
 * pre-aggregated PerfRollup / PerfErrorGroup rows of the range — never from raw reports.
 *
 * Range: `from`/`to` (ISO), else `range` (24h, 7d, 30d; default 24h) ending now; at most 30 days
 * (400 beyond, 400 when `from` is not before `to`). Reads are bounded by the calendar, not by
 * traffic:
 * - span ≤ 48 h → hour granularity: the hours touching the range, one Query of hour cells per UTC
 *   day (≤ 3 Queries), hourly trends;
 * - longer → whole UTC days: per day ONE Query — the day's dimension rows (`D#a`, `D#b#…`,
 *   `D#d#…`, `D#p#…`: ≈ 60 rows whatever the traffic) without filters, the day's cells
 *   (`D#x#<page>#<device>#…`, narrowed by the page / device prefix) with filters — all days in
 *   parallel; daily trends (`trendBucketHours` says which).
 * Error groups: one Query per day touched (≤ 200 rows a day), merged by fingerprint, top 20 by
 * count; with a page or browser filter, the groups seen on it (groups keep ≤ 10 of each).
 *
 * Closed days (ended more than 10 minutes ago) are kept per warm instance for 5 minutes, so the
 * dashboard's 30 s refresh re-reads only today.
 */
import { DASHBOARD_MAX_HOURS, DASHBOARD_RANGES, WEB_VITAL_NAMES, type PerformanceQuery, type PerformanceSummary } from '@seamline/shared/contracts/performance';
import { weightedScore } from '@seamline/shared/domain/performance/score';
import { db } from '../_core/aws-clients';
import { BadRequest } from '../_core/http-errors';
import { hllCount } from './rollup/hll';
import { averageScore, decodeRollup, emptyRollup, mergeRollup, vitalsP75, type Rollup } from './rollup/rollup';
import { quantileOf } from './rollup/sketch';
import { DAY_ALL, DAY_DIMENSIONS_RANGE, cellOfSlot, type Cell } from './rollup/slots';

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
interface ErrorGroupRow {
  fingerprint: string;
  message: string;
  topFrame?: string;
  count: number;
  firstSeen: string;
  lastSeen: string;
  sampleStack?: string;
  sampleErrorId?: string;
  pages: string[];
  browsers: string[];
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

const cache = new Map<string, { at: number; rows: Row[] }>();

async function cached(key: string, day: string, now: Date, read: () => Promise<Row[]>): Promise<Row[]> {
  const closed = Date.parse(`${day}T00:00:00Z`) + DAY_MS + CLOSED_AFTER_MS <= now.getTime();
  const hit = cache.get(key);
  if (closed && hit && now.getTime() - hit.at < CLOSED_DAY_CACHE_MS) return hit.rows;
  const rows = await read();
  if (closed) {
    if (cache.size > 500) cache.clear();
    cache.set(key, { at: now.getTime(), rows });
  }
  return rows;
}

const toRows = (items: { slot: string; data: unknown }[]): Row[] => items.map((i) => ({ slot: i.slot, rollup: decodeRollup(i.data as Uint8Array) }));

function readDayDimensions(day: string): Promise<Row[]> {
  return db.entities.perfRollup.query
    .byDay({ day })
    .between({ slot: DAY_DIMENSIONS_RANGE[0] }, { slot: DAY_DIMENSIONS_RANGE[1] })
    .go({ pages: 'all', attributes: ['slot', 'data'] })
    .then(({ data }) => toRows(data));
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
    .go({ limit: 500, attributes: ['fingerprint', 'message', 'topFrame', 'count', 'firstSeen', 'lastSeen', 'sampleStack', 'sampleErrorId', 'pages', 'browsers'] })
    .then(({ data }) => data as ErrorGroupRow[]);
}

const matches = (c: Cell, q: PerformanceQuery) =>
  (!q.page || c.page === q.page) && (!q.device || c.device === q.device) && (!q.browser || c.browser.toLowerCase() === q.browser.toLowerCase());

/** Accumulates rollups by key. */
class Groups {
  readonly map = new Map<string, Rollup>();
  add(key: string, r: Rollup): void {
    const target = this.map.get(key);
    if (target) mergeRollup(target, r);
    else {
      const copy = emptyRollup('slice');
      mergeRollup(copy, r);
      this.map.set(key, copy);
    }
  }
}

function sliceList(groups: Groups) {
  return [...groups.map]
    .map(([key, r]) => ({ key, reportCount: r.count, averageScore: averageScore(r), p75: vitalsP75(r) }))
    .sort((a, b) => b.reportCount - a.reportCount || a.key.localeCompare(b.key));
}

/** The dashboard's answer for `q` (module doc). @throws BadRequest for a bad range. */
export async function performanceSummary(q: PerformanceQuery, now = new Date()): Promise<PerformanceSummary & { trendBucketHours: number }> {
  const { from, to, hourly } = resolveRange(q, now);
  const filtered = Boolean(q.page || q.device || q.browser);
  const days: string[] = [];
  for (let t = Math.floor(from.getTime() / DAY_MS) * DAY_MS; t < to.getTime(); t += DAY_MS) days.push(dayOf(t));

  const total = emptyRollup('full');
  const browsers = new Groups();
  const devices = new Groups();
  const pages = new Groups();
  const trends = new Groups();

  const [rowsByDay, errorsByDay] = await Promise.all([
    Promise.all(
      days.map(async (day) => {
        const dayStart = Date.parse(`${day}T00:00:00Z`);
        if (hourly) {
          const first = Math.max(0, Math.floor((from.getTime() - dayStart) / HOUR_MS));
          const last = Math.min(23, Math.ceil((to.getTime() - dayStart) / HOUR_MS) - 1);
          return { day, rows: await cached(`h|${day}|${first}|${last}`, day, now, () => readHourCells(day, first, last)) };
        }
        if (!filtered) return { day, rows: await cached(`d|${day}`, day, now, () => readDayDimensions(day)) };
        const prefix = q.page ? `${q.page}#${q.device ? `${q.device}#` : ''}` : '';
        return { day, rows: await cached(`x|${day}|${prefix}`, day, now, () => readDayCells(day, prefix)) };
      }),
    ),
    Promise.all(days.map((day) => readErrorGroups(day))),
  ]);

  const pageSet = new Set<string>();
  const browserSet = new Set<string>();
  for (const { day, rows } of rowsByDay) {
    for (const { slot, rollup } of rows) {
      if (!hourly && !filtered) {
        if (slot === DAY_ALL) {
          mergeRollup(total, rollup);
          trends.add(`${day}T00:00:00.000Z`, rollup);
        } else if (slot.startsWith('D#b#')) {
          browsers.add(slot.slice(4), rollup);
          browserSet.add(slot.slice(4));
        } else if (slot.startsWith('D#d#')) devices.add(slot.slice(4), rollup);
        else if (slot.startsWith('D#p#')) {
          pages.add(slot.slice(4), rollup);
          pageSet.add(slot.slice(4));
        }
        continue;
      }
      const parsed = cellOfSlot(slot);
      if (!parsed) continue;
      pageSet.add(parsed.cell.page);
      browserSet.add(parsed.cell.browser);
      if (!matches(parsed.cell, q)) continue;
      mergeRollup(total, rollup);
      browsers.add(parsed.cell.browser, rollup);
      devices.add(parsed.cell.device, rollup);
      pages.add(parsed.cell.page, rollup);
      trends.add(parsed.hour !== null ? `${day}T${parsed.hour}:00:00.000Z` : `${day}T00:00:00.000Z`, rollup);
    }
  }

  const p75 = vitalsP75(total);
  const measured = Object.fromEntries(WEB_VITAL_NAMES.filter((v) => p75[v] !== null).map((v) => [v, p75[v]!]));
  const ratings = Object.fromEntries(
    WEB_VITAL_NAMES.map((v) => [v, { good: total.ratings[v][0]!, needsImprovement: total.ratings[v][1]!, poor: total.ratings[v][2]! }]),
  ) as PerformanceSummary['summary']['ratings'];
  const memory = quantileOf(total.sketches.memory, 0.75);

  return {
    from: from.toISOString(),
    to: to.toISOString(),
    trendBucketHours: hourly ? 1 : 24,
    summary: {
      reportCount: total.count,
      sessions: total.hll ? hllCount(total.hll) : 0,
      averageSessionMs: total.count ? Math.round(total.sessionMsSum / total.count) : null,
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
    trends: [...trends.map]
      .filter(([hour]) => Date.parse(hour) >= from.getTime() && Date.parse(hour) < to.getTime())
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([hour, r]) => ({ hour, reportCount: r.count, averageScore: averageScore(r), p75: vitalsP75(r) })),
    browsers: sliceList(browsers),
    devices: sliceList(devices),
    analytics: {
      topPages: sliceList(pages),
      scrollDepth: { '0': total.scroll[0]!, '25': total.scroll[1]!, '50': total.scroll[2]!, '75': total.scroll[3]!, '100': total.scroll[4]! },
      interactions: { total: total.interactions, perReport: total.count ? Math.round((total.interactions / total.count) * 10) / 10 : null },
    },
    errors: topErrors(errorsByDay.flat(), q, from, to),
    filters: { pages: [...pageSet].sort(), browsers: [...browserSet].sort() },
  };
}

/** Error groups of the days read, merged by fingerprint, in the range and filters, top 20 by count. */
function topErrors(rows: ErrorGroupRow[], q: PerformanceQuery, from: Date, to: Date): PerformanceSummary['errors'] {
  const merged = new Map<string, ErrorGroupRow>();
  for (const g of rows) {
    if (g.lastSeen < from.toISOString() || g.firstSeen >= to.toISOString()) continue;
    if (q.page && !g.pages.includes(q.page)) continue;
    if (q.browser && !g.browsers.some((b) => b.toLowerCase() === q.browser!.toLowerCase())) continue;
    const m = merged.get(g.fingerprint);
    if (!m) {
      merged.set(g.fingerprint, { ...g, pages: [...g.pages], browsers: [...g.browsers] });
      continue;
    }
    m.count += g.count;
    if (g.firstSeen < m.firstSeen) m.firstSeen = g.firstSeen;
    if (g.lastSeen > m.lastSeen) m.lastSeen = g.lastSeen;
    for (const p of g.pages) if (!m.pages.includes(p) && m.pages.length < 10) m.pages.push(p);
    for (const b of g.browsers) if (!m.browsers.includes(b) && m.browsers.length < 10) m.browsers.push(b);
  }
  return [...merged.values()]
    .sort((a, b) => b.count - a.count || b.lastSeen.localeCompare(a.lastSeen))
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
    }));
}
