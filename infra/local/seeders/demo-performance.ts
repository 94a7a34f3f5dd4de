/**
 * Seeder: a week of real-user monitoring (issue 21 "demo data"), so a newcomer who signs in as the
 * dev admin and opens `/performance` sees charts, breakdowns and error groups at once.
 *
 * About 800 sessions (≈ 2,000 reports, 1–4 per session over 1–2 page views, issue 35) over the 7
 * days before the current hour — more in the evening (UTC) than at night — on ten pages, three device classes and the browsers each class uses, with
 * realistic web vitals (log-normal; `/closet/{userId}` slower; mobile slower than desktop; LCP
 * worse on the third day, a regression that was fixed), memory only on Chromium browsers, and
 * four JS errors of different frequency. They go through the SAME fold as real reports
 * (`foldReports`), so the rows hold what real reports would give, and they merge with whatever
 * real reports arrive.
 *
 * Written once (issue 36 §4, seed time): the week is folded in memory ({@link weekStore}: each row
 * read from the table once, every write kept), then each row touched is written ONCE, conditioned
 * on the version read (created when absent), in transactions of {@link PART_ROWS} rows: 1,391
 * rows and 28 error groups in 15 transactions, where folding chunk by chunk in the table took 56
 * transactions of up to 100 items (rows rewritten per chunk), 177 BatchGets and 1,619 receipts
 * (the week of 2026-12-06; the counts move a little with the hour). A part whose rows a real report
 * changed meanwhile is cancelled; the week is then folded again onto the rows as they are now and
 * the parts not yet written are written ({@link FOLD_ATTEMPTS} times). The fold's per-session
 * state (PerfSession) is kept in memory only: a demo session gets no later report (its ids are
 * the seed's own and its reports lie in the past), and the fold is the only reader of that state.
 *
 * Idempotent: each part is written with its own receipt (StreamReceipt `demo-performance`/
 * `seeded-2-part-<n>`, created with it in the same transaction): a part written by an interrupted
 * run is skipped, never doubled (the parts and their rows are the same within the hour, as the
 * reports are); the marker (StreamReceipt `demo-performance`/`seeded-2`, 7 days) is written last:
 * while it exists nothing is written. Deterministic numbers (mulberry32, seed 21).
 */
import { specScore } from '@seamline/shared/domain/performance/score';
import { logNormal } from '@seamline/shared/domain/performance/synthetic-reports';
import { mulberry32 as rng } from '@seamline/shared/domain/random';
import { performanceReportSchema, type PerformanceReportInput } from '@seamline/shared/contracts/performance';
import {
  dbFoldStore,
  FOLD_ATTEMPTS,
  foldReports,
  TRANSACTION_MAX_ITEMS,
  type ErrorGroupRow,
  type FoldInput,
  type FoldStore,
  type FoldWrites,
  type RollupRow,
} from '@seamline/functions/analytics/rollup/fold';
import type { DbService } from '@seamline/shared/db/service';
import type { Seeder } from '../seed';

const HOUR_MS = 3_600_000;
const DAYS = 7;
/**
 * Issue 35 changed the demo to sessions of several reports (`seeded-2`): a data folder seeded
 * before gets the new week once (its older rows keep their reports; their session figures were not
 * per session and are not shown, `rollup.ts` format 1).
 */
const MARKER = { processor: 'demo-performance', eventId: 'seeded-2' } as const;

const PAGES: { page: PerformanceReportInput['page']; weight: number; lcpFactor: number }[] = [
  { page: '/', weight: 10, lcpFactor: 0.8 },
  { page: '/login', weight: 8, lcpFactor: 0.7 },
  { page: '/register', weight: 4, lcpFactor: 0.75 },
  { page: '/discover', weight: 22, lcpFactor: 1.1 },
  { page: '/closet/{userId}', weight: 16, lcpFactor: 1.6 },
  { page: '/search', weight: 9, lcpFactor: 1 },
  { page: '/connect', weight: 8, lcpFactor: 1 },
  { page: '/posts/{postId}', weight: 10, lcpFactor: 1.2 },
  { page: '/profile', weight: 8, lcpFactor: 0.9 },
  { page: '/settings', weight: 5, lcpFactor: 0.7 },
];
type DemoDevice = { class: 'mobile' | 'desktop' | 'tablet'; weight: number; browsers: readonly (readonly [browser: string, os: string, weight: number])[]; slow: number };
const DEVICES: readonly DemoDevice[] = [
  { class: 'mobile', weight: 55, browsers: [['Mobile Safari', 'iOS', 50], ['Chrome', 'Android', 40], ['Samsung Browser', 'Android', 10]], slow: 1.35 },
  { class: 'desktop', weight: 38, browsers: [['Chrome', 'Windows', 55], ['Safari', 'macOS', 20], ['Firefox', 'Linux', 12], ['Edge', 'Windows', 13]], slow: 1 },
  { class: 'tablet', weight: 7, browsers: [['Mobile Safari', 'iPadOS', 70], ['Chrome', 'Android', 30]], slow: 1.2 },
];
const ERRORS = [
  { every: 40, message: "Cannot read properties of undefined (reading 'imageUrl')", stack: "TypeError: Cannot read properties of undefined (reading 'imageUrl')\n    at ProductCard (http://localhost:3000/assets/discover-C1xq8Z.js:1:2211)\n    at renderWithHooks (http://localhost:3000/assets/react-dom-9Jd2kq.js:1:40123)" },
  { every: 90, message: 'Failed to fetch', stack: 'TypeError: Failed to fetch\n    at apiFetch (http://localhost:3000/assets/index-B3xK9q.js:1:8812)' },
  { every: 160, message: 'ResizeObserver loop completed with undelivered notifications.', stack: undefined },
  { every: 300, message: 'Closet item 4821 not found in section 12', stack: 'Error: Closet item 4821 not found in section 12\n    at moveItem (http://localhost:3000/assets/closet-D8mQ1p.js:1:5120)' },
] as const;

function pick<T>(r: () => number, items: readonly T[], weight: (t: T) => number): T {
  const total = items.reduce((s, t) => s + weight(t), 0);
  let x = r() * total;
  for (const t of items) if ((x -= weight(t)) < 0) return t;
  return items.at(-1)!;
}

/** Reports per hour of day (UTC): a quiet night, a busy evening. */
const perHour = (h: number) => [2, 1, 1, 1, 1, 2, 4, 6, 8, 9, 9, 10, 11, 10, 9, 9, 10, 12, 14, 15, 14, 11, 7, 4][h]!;

/** Sessions starting per hour of day (UTC): a quiet night, a busy evening. */
const sessionsPerHour = (h: number) => Math.ceil(perHour(h) / 2);

/**
 * The week's synthetic reports (pure, deterministic for a given `now`), as the monitor sends them
 * (issue 35): a session of 1–4 reports over 1–2 page views; each report carries the session's
 * length SO FAR and the page view's score SO FAR (its first report before INP and CLS settle, the
 * next with them), and the vitals, API calls, interactions and pages new since the previous one.
 * So the dashboard's per-session and per-page-view figures differ from a per-report average.
 */
export function demoPerformanceReports(now: Date): FoldInput[] {
  const r = rng(21);
  const end = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  const out: FoldInput[] = [];
  let n = 0;
  let s = 0;
  for (let t = end - DAYS * 24 * HOUR_MS; t < end; t += HOUR_MS) {
    const hour = new Date(t).getUTCHours();
    const dayIndex = Math.floor((t - (end - DAYS * 24 * HOUR_MS)) / (24 * HOUR_MS));
    const regression = dayIndex === 2 ? 1.45 : 1;
    for (let k = 0; k < sessionsPerHour(hour); k++) {
      s++;
      const device = pick(r, DEVICES, (d) => d.weight);
      const [browser, os] = pick(r, device.browsers, (b) => b[2]);
      const chromium = browser !== 'Mobile Safari' && browser !== 'Safari' && browser !== 'Firefox';
      const start = t + Math.floor(r() * HOUR_MS);
      // The session's length at its last report: log-normal, median 4 min.
      const length = Math.round(logNormal(r, 240_000, 0.9));
      const reports = 1 + Math.floor(r() * 4);
      const views = reports > 1 && r() < 0.5 ? 2 : 1;
      let page = pick(r, PAGES, (p) => p.weight);
      let allVitals: Record<string, number> = {};
      let viewSeq = 0;
      let view = 0;
      for (let i = 0; i < reports; i++) {
        n++;
        // The second page view (a reload onto another page) starts at the report after the middle.
        const newView = i === 0 || (views === 2 && i === Math.ceil(reports / 2));
        if (newView && i > 0) {
          view++;
          page = pick(r, PAGES, (p) => p.weight);
        }
        if (newView) {
          viewSeq = 0;
          allVitals = {};
        }
        viewSeq++;
        const at = new Date(Math.min(end - 1000, start + Math.round((length * (i + 1)) / reports))).toISOString();
        const lcp = Math.round(logNormal(r, 1500 * page.lcpFactor * device.slow * regression, 0.45));
        // The page view's first report has the load vitals; INP and CLS settle when it is hidden (its next report).
        const loadVitals = { lcp, fcp: Math.round(lcp * (0.45 + r() * 0.3)), ttfb: Math.round(logNormal(r, 280 * device.slow, 0.5)) };
        const laterVitals = {
          cls: r() < 0.35 ? 0 : Math.round(logNormal(r, page.page === '/discover' ? 0.09 : 0.03, 0.8) * 1000) / 1000,
          ...(r() < 0.85 ? { inp: Math.round(logNormal(r, 120 * device.slow, 0.6)) } : {}),
        };
        const lastOfView = i === reports - 1 || (views === 2 && i === Math.ceil(reports / 2) - 1);
        const webVitals = viewSeq === 1 ? (lastOfView ? { ...loadVitals, ...laterVitals } : loadVitals) : viewSeq === 2 ? laterVitals : {};
        allVitals = { ...allVitals, ...webVitals };
        const errors = ERRORS.filter((e) => n % e.every === 0).map((e, j) => ({ id: `demo-${n}-${j}`, message: e.message, ...(e.stack ? { stack: e.stack } : {}) }));
        const input: PerformanceReportInput = {
          timestamp: at,
          sessionId: `demo-session-${s}`,
          pageViewId: `demo-view-${s}-${view}`,
          reportSeq: viewSeq,
          page: page.page,
          // The monitor's own score: spec §9 (INP in the input-delay slot) over the page view's vitals so far.
          performanceScore: specScore(allVitals),
          webVitals,
          memory: chromium ? { usedMB: Math.round(logNormal(r, 38, 0.35) * 10) / 10, limitMB: 4096 } : null,
          api: { calls: 2 + Math.floor(r() * 25), averageMs: Math.round(logNormal(r, 85, 0.4)), errorRate: r() < 0.92 ? 0 : Math.round(r() * 20) / 100 },
          sessionDurationMs: Math.round((length * (i + 1)) / reports),
          pages: [page.page, ...(r() < 0.4 ? [pick(r, PAGES, (p) => p.weight).page] : [])],
          interactions: Math.floor(r() * 20),
          errors,
          scrollDepth: ([0, 25, 50, 75, 100] as const)[Math.min(4, Math.floor(r() * 5.5))]!,
          device: { class: device.class, browser, os },
          sampleRate: 1,
        };
        out.push({ reportId: `demo-${at}-${n}`, receivedAt: at, report: performanceReportSchema.parse(input) });
      }
    }
  }
  return out;
}

/** Rows per written part: a transaction holds them and the part's receipt. */
export const PART_ROWS = TRANSACTION_MAX_ITEMS - 1;
/** Part transactions in flight. */
const PART_CONCURRENCY = 3;

/** One row of the week's fold: as read from the table (`read`: its version, null when absent) and as folded. */
interface Held<T> {
  read: number | null;
  row: T | null;
  changed: boolean;
}

/** A {@link FoldStore} that keeps the week in memory ({@link weekStore}). */
export interface WeekStore extends FoldStore {
  /** The changed rows as the writes of parts of {@link PART_ROWS} rows (sorted by key), each with its part receipt. */
  parts(ttl: number): FoldWrites[];
}

/**
 * A {@link FoldStore} for folding the whole week in memory (module doc): one chunk per day
 * (`maxItems` unbounded), each rollup row and error group read from `table` (the table's store,
 * {@link dbFoldStore}) the first time the fold asks for it, every commit kept in memory; sessions
 * start empty (the demo's own). {@link WeekStore.parts} then gives the changed rows, each
 * conditioned on the version read.
 */
export function weekStore(table: Pick<FoldStore, 'rollups' | 'groups'>): WeekStore {
  const rollups = new Map<string, Held<RollupRow>>();
  const groups = new Map<string, Held<ErrorGroupRow>>();
  const sessions = new Map<string, FoldWrites['sessions'][number]['item']>();
  const rollupKey = (k: { day: string; slot: string }) => `${k.day}|${k.slot}`;
  const groupKey = (k: { day: string; fingerprint: string }) => `${k.day}|${k.fingerprint}`;
  /** The rows of `keys`, reading the ones not held yet. */
  async function held<K, T extends { version: number }>(map: Map<string, Held<T>>, keys: K[], keyOf: (k: K) => string, read: (keys: K[]) => Promise<T[]>) {
    const missing = keys.filter((k) => !map.has(keyOf(k)));
    if (missing.length) {
      const found = new Map((await read(missing)).map((row) => [keyOf(row as unknown as K), row]));
      for (const k of missing) {
        const row = found.get(keyOf(k)) ?? null;
        map.set(keyOf(k), { read: row?.version ?? null, row, changed: false });
      }
    }
    return keys.flatMap((k) => map.get(keyOf(k))!.row ?? []);
  }
  const keep = <T>(map: Map<string, Held<T>>, key: string, row: T) => {
    const h = map.get(key);
    if (!h) throw new Error(`demo performance: ${key} written before it was read`);
    Object.assign(h, { row, changed: true });
  };
  return {
    maxItems: Number.POSITIVE_INFINITY,
    sessions: async (ids) => ids.flatMap((id) => sessions.get(id) ?? []),
    rollups: (keys) => held(rollups, keys, rollupKey, table.rollups),
    groups: (keys) => held(groups, keys, groupKey, table.groups),
    commit: async (w) => {
      for (const { item } of w.rollups) keep(rollups, rollupKey(item), item);
      for (const { item } of w.groups) keep(groups, groupKey(item), item);
      for (const { item } of w.sessions) sessions.set(item.sessionId, item);
      return 'applied';
    },
    parts: (ttl) => {
      const writes = [
        ...[...rollups].filter(([, h]) => h.changed).map(([key, h]) => ({ key: `r|${key}`, rollup: { item: { ...h.row!, version: (h.read ?? 0) + 1 }, read: h.read } })),
        ...[...groups].filter(([, h]) => h.changed).map(([key, h]) => ({ key: `g|${key}`, group: { item: { ...h.row!, version: (h.read ?? 0) + 1 }, read: h.read } })),
      ].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      const parts: FoldWrites[] = [];
      for (let i = 0; i < writes.length; i += PART_ROWS) {
        const part = writes.slice(i, i + PART_ROWS);
        parts.push({
          receipts: [{ processor: MARKER.processor, eventId: `${MARKER.eventId}-part-${parts.length + 1}`, ttl }],
          rollups: part.flatMap((w) => ('rollup' in w ? [w.rollup] : [])),
          sessions: [],
          groups: part.flatMap((w) => ('group' in w ? [w.group] : [])),
        });
      }
      return parts;
    },
  };
}

/** Run `fn` over `items`, at most `size` at a time. */
async function inPool<T>(items: readonly T[], size: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

/**
 * Fold the week in memory and write its rows in parts (module doc).
 * @returns the parts written now (0 when an earlier run wrote them all).
 * @throws when reports could not be folded or parts kept conflicting with real reports.
 */
export async function writeDemoWeek(db: DbService, now: Date): Promise<number> {
  const reports = demoPerformanceReports(now);
  const ttl = Math.floor(now.getTime() / 1000) + DAYS * 86_400;
  const table = dbFoldStore(db);
  let written = 0;
  for (let attempt = 1; attempt <= FOLD_ATTEMPTS; attempt++) {
    const store = weekStore(table);
    const { failed } = await foldReports(store, reports, { receipts: false, now });
    if (failed.length) throw new Error(`demo performance: ${failed.length} reports not folded`);
    let conflicts = 0;
    await inPool(store.parts(ttl), PART_CONCURRENCY, async (part) => {
      const outcome = await table.commit(part);
      if (outcome === 'applied') written++;
      if (outcome === 'conflict') conflicts++;
    });
    if (conflicts === 0) return written;
  }
  throw new Error(`demo performance: parts kept conflicting after ${FOLD_ATTEMPTS} folds`);
}

export const demoPerformanceSeeder: Seeder = {
  name: 'demo performance reports',
  run: async ({ db, now }) => {
    const { data } = await db.entities.streamReceipt.get(MARKER).go({ consistent: true });
    if (data) throw Object.assign(new Error('already seeded'), { name: 'ConditionalCheckFailedException' });
    await writeDemoWeek(db, now);
    await db.entities.streamReceipt.create({ ...MARKER, ttl: Math.floor(now.getTime() / 1000) + DAYS * 86_400 }).go();
  },
};
