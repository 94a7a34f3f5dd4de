/**
 * Folding real-user reports into the aggregates (issue 21): the one write path of PerfRollup and
 * PerfErrorGroup, used by the `performance-rollup` stream processor (with receipts) and by the
 * local demo seed (without). Reads and writes go through a {@link FoldStore}: DynamoDB
 * ({@link dbFoldStore}, below), or the demo seed's store that folds a whole week in memory and
 * writes each row once (issue 36 §4, `infra/local/seeders/demo-performance.ts`).
 *
 * A chunk of reports of one UTC day is applied in ONE TransactWriteItems: for every row it touches
 * (six rollup slots per report, `slots.ts`, and one error group per error fingerprint) a Put
 * conditioned on the `version` read (`attribute_not_exists` for a new row), plus — for the
 * processor — a StreamReceipt per report (`attribute_not_exists`). So:
 * - concurrent folds into the same rows never lose a report: the loser's transaction is cancelled
 *   (version changed) and the chunk is re-read and applied again ({@link FOLD_ATTEMPTS} times);
 * - a redelivered report finds its receipt: its chunk is cancelled and retried one report at a
 *   time, where the already-folded report is skipped. Each report counts exactly once.
 * Chunks hold at most {@link TRANSACTION_MAX_ITEMS} items (receipts + rows + sessions + groups).
 *
 * Sessions and page views (issue 35, `sessions.ts`): the chunk first reads the PerfSession of each
 * session in it; a report then adds its per-report figures to its own six rows and CORRECTS its
 * session's and page view's single contribution in their home rows (previous out, latest in). The
 * PerfSession is written in the same transaction, conditioned on its `version` (create-if-absent
 * when new): two folds of one session race like two folds of one row — the loser re-reads.
 *
 * Error groups: at most {@link MAX_ERROR_GROUPS_PER_DAY} per day (counted in the day's `D#a`
 * row); errors of new fingerprints beyond that are counted in one `overflow` group. A group keeps
 * at most 10 pages and 10 browsers, the first sample stack and Error ID.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { PerformanceReport } from '@seamline/shared/contracts/performance';
import { STREAM_RECEIPT_TTL_SECONDS } from '@seamline/shared/db/entities/stream-receipt';
import type { PerfErrorGroupFields } from '@seamline/shared/db/entities/perf-error-group';
import type { DbService } from '@seamline/shared/db/service';
import { errorFingerprint } from './fingerprint';
import { hllPoint } from './hll';
import { addReport, decodeRollup, emptyRollup, encodeRollup, type Rollup } from './rollup';
import { applyChange, cellOf, foldSession, type Change, type SessionState } from './sessions';
import { DAY_ALL, dayHourOf, rollupTtl, slotShape, slotsOf } from './slots';

/** DynamoDB's TransactWriteItems limit. */
export const TRANSACTION_MAX_ITEMS = 100;
export const MAX_ERROR_GROUPS_PER_DAY = 200;
export const MAX_GROUP_LIST = 10;
export const OVERFLOW_FINGERPRINT = 'overflow';
/** Attempts of one chunk when concurrent folds changed its rows (jittered backoff between). */
export const FOLD_ATTEMPTS = 8;
/** Receipts name this processor. */
export const ROLLUP_PROCESSOR = 'performance-rollup';

export interface FoldInput {
  reportId: string;
  /** Server receive time (ISO): decides the day and hour. */
  receivedAt: string;
  report: PerformanceReport;
}

type ErrorRow = PerfErrorGroupFields;

function fingerprintsOf(input: FoldInput): string[] {
  return input.report.errors.map((e) => errorFingerprint(e.message, e.stack).fingerprint);
}

/**
 * Split one day's reports into chunks whose transaction should stay within
 * {@link TRANSACTION_MAX_ITEMS}: receipts, the reports' own rows, one PerfSession per session and
 * the error groups. A session's earlier home (another hour, page or day) adds rows only known once
 * its state is read; a chunk that then exceeds the limit is halved (`foldChunk` → `too-large`).
 */
export function chunkReports(inputs: readonly FoldInput[], receipts: boolean, maxItems = TRANSACTION_MAX_ITEMS): FoldInput[][] {
  const chunks: FoldInput[][] = [];
  let current: FoldInput[] = [];
  let slots = new Set<string>();
  let fps = new Set<string>();
  let sessions = new Set<string>();
  for (const input of inputs) {
    const { hour } = dayHourOf(input.receivedAt);
    const nextSlots = new Set([...slots, ...slotsOf(hour, cellOf(input.report))]);
    // +1: a new fingerprint may turn into the overflow group.
    const nextFps = new Set([...fps, ...fingerprintsOf(input)]);
    const nextSessions = new Set([...sessions, input.report.sessionId]);
    const items = nextSlots.size + nextFps.size + (nextFps.size ? 1 : 0) + nextSessions.size + (receipts ? current.length + 1 : 0);
    if (current.length && items > maxItems) {
      chunks.push(current);
      current = [];
      slots = new Set();
      fps = new Set();
      sessions = new Set([input.report.sessionId]);
      const { hour: h } = dayHourOf(input.receivedAt);
      slotsOf(h, cellOf(input.report)).forEach((s) => slots.add(s));
      fingerprintsOf(input).forEach((f) => fps.add(f));
    } else {
      slots = nextSlots;
      fps = nextFps;
      sessions = nextSessions;
    }
    current.push(input);
  }
  if (current.length) chunks.push(current);
  return chunks;
}

type Outcome = 'applied' | 'redelivered' | 'conflict' | 'too-large';

/** A PerfRollup row as stored. */
export interface RollupRow {
  day: string;
  slot: string;
  version: number;
  count: number;
  data: unknown;
  ttl: number;
}
/** A PerfSession row as stored. */
export interface SessionRow {
  sessionId: string;
  version: number;
  state: string;
  ttl: number;
}
/** A PerfErrorGroup row as stored. */
export type ErrorGroupRow = ErrorRow & { day: string; ttl: number };

/**
 * What one chunk writes, all or nothing: receipts (created, `attribute_not_exists`) and rows,
 * each conditioned on the `version` it was read with (`null`: it was absent, create).
 */
export interface FoldWrites {
  receipts: { processor: string; eventId: string; ttl: number }[];
  rollups: { item: RollupRow; read: number | null }[];
  sessions: { item: SessionRow; read: number | null }[];
  groups: { item: ErrorGroupRow; read: number | null }[];
}

/**
 * Where a fold reads and writes its rows: DynamoDB ({@link dbFoldStore}, the processor) or, for a
 * bulk fold, a store that writes once at the end (the local demo seed).
 */
export interface FoldStore {
  /** Most items one {@link FoldStore.commit} may hold (chunks are sized for it). */
  maxItems: number;
  sessions(sessionIds: string[]): Promise<SessionRow[]>;
  rollups(keys: { day: string; slot: string }[]): Promise<RollupRow[]>;
  groups(keys: { day: string; fingerprint: string }[]): Promise<ErrorGroupRow[]>;
  /** 'redelivered' when a receipt exists, 'conflict' when a row changed since it was read. */
  commit(writes: FoldWrites): Promise<'applied' | 'redelivered' | 'conflict'>;
}

/** The fold's rows in DynamoDB: strongly consistent BatchGets and ONE TransactWriteItems per commit. */
export function dbFoldStore(db: DbService): FoldStore {
  return {
    maxItems: TRANSACTION_MAX_ITEMS,
    sessions: (ids) => batchGetAll(() => db.entities.perfSession.get(ids.map((sessionId) => ({ sessionId }))).go({ consistent: true })),
    rollups: (keys) => batchGetAll(() => db.entities.perfRollup.get(keys).go({ consistent: true })),
    groups: (keys) => batchGetAll(() => db.entities.perfErrorGroup.get(keys).go({ consistent: true })) as Promise<ErrorGroupRow[]>,
    commit: async ({ receipts, rollups, sessions, groups }) => {
      const { canceled, data } = await db.transaction
        .write(({ perfRollup, perfErrorGroup, perfSession, streamReceipt }) => [
          ...receipts.map((r) => streamReceipt.create(r).commit()),
          ...rollups.map(({ item, read }) =>
            read === null ? perfRollup.create(item).commit() : perfRollup.put(item).where((a, op) => op.eq(a.version, read)).commit(),
          ),
          ...sessions.map(({ item, read }) =>
            read === null ? perfSession.create(item).commit() : perfSession.put(item).where((a, op) => op.eq(a.version, read)).commit(),
          ),
          ...groups.map(({ item, read }) =>
            read === null ? perfErrorGroup.create(item).commit() : perfErrorGroup.put(item).where((a, op) => op.eq(a.version, read)).commit(),
          ),
        ])
        .go();
      if (!canceled) return 'applied';
      const reasons = (data as { code?: string }[]).map((r) => r?.code ?? 'None');
      return reasons.slice(0, receipts.length).some((c) => c === 'ConditionalCheckFailed') ? 'redelivered' : 'conflict';
    },
  };
}

/** Session items live past the longest session a report may carry (7 days). */
export const SESSION_TTL_SECONDS = 8 * 86_400;

const rowKey = (day: string, slot: string) => `${day}|${slot}`;

/** Read, fold and write one chunk of one day (module doc). */
async function foldChunk(store: FoldStore, day: string, chunk: readonly FoldInput[], receipts: boolean, now: Date): Promise<Outcome> {
  const keys = new Map<string, { day: string; slot: string }>();
  const addKey = (d: string, slot: string) => keys.set(rowKey(d, slot), { day: d, slot });
  for (const input of chunk) slotsOf(dayHourOf(input.receivedAt).hour, cellOf(input.report)).forEach((slot) => addKey(day, slot));
  const ownKeys = [...keys.values()];
  const ownKeySet = new Set(keys.keys());

  const errorsByFp = new Map<string, { input: FoldInput; error: PerformanceReport['errors'][number]; message: string; topFrame: string | null }[]>();
  for (const input of chunk) {
    for (const error of input.report.errors) {
      const fp = errorFingerprint(error.message, error.stack);
      const list = errorsByFp.get(fp.fingerprint) ?? [];
      list.push({ input, error, message: fp.message, topFrame: fp.topFrame });
      errorsByFp.set(fp.fingerprint, list);
    }
  }
  const fpKeys = [...errorsByFp.keys()];
  if (fpKeys.length) fpKeys.push(OVERFLOW_FINGERPRINT);

  // The sessions, the reports' own rows and the error groups in parallel: a session's home is
  // usually among the own rows (same hour and cell); other homes are read after.
  const bySession = new Map<string, FoldInput[]>();
  for (const input of chunk) bySession.set(input.report.sessionId, [...(bySession.get(input.report.sessionId) ?? []), input]);
  const [sessionRows, ownRows, groups] = await Promise.all([
    store.sessions([...bySession.keys()]),
    store.rollups(ownKeys),
    fpKeys.length ? store.groups(fpKeys.map((fingerprint) => ({ day, fingerprint }))) : Promise.resolve([]),
  ]);
  const storedSessions = new Map(sessionRows.map((row) => [row.sessionId, row]));
  const sessionWrites: { sessionId: string; version: number | null; state: SessionState }[] = [];
  const changes: Change[] = [];
  for (const [sessionId, inputs] of bySession) {
    const row = storedSessions.get(sessionId);
    const { next, changes: own } = foldSession(row ? (JSON.parse(row.state) as SessionState) : null, inputs);
    changes.push(...own);
    if (next) sessionWrites.push({ sessionId, version: row?.version ?? null, state: next });
  }
  for (const c of changes) slotsOf(c.home.hour, c.home.cell).forEach((slot) => addKey(c.home.day, slot));
  const items = (receipts ? chunk.length : 0) + keys.size + sessionWrites.length + fpKeys.length;
  if (items > store.maxItems && chunk.length > 1) return 'too-large';
  const homeKeys = [...keys.entries()].filter(([key]) => !ownKeySet.has(key)).map(([, k]) => k);
  const rows = homeKeys.length ? [...ownRows, ...(await store.rollups(homeKeys))] : ownRows;

  const existing = new Map(rows.map((r) => [rowKey(r.day, r.slot), r]));
  const rollups = new Map<string, Rollup>();
  for (const [key, { slot }] of keys) {
    const row = existing.get(key);
    rollups.set(key, row ? decodeRollup(row.data as Uint8Array) : emptyRollup(slotShape(slot)));
  }
  for (const input of chunk) {
    const point = hllPoint(input.report.sessionId);
    for (const slot of slotsOf(dayHourOf(input.receivedAt).hour, cellOf(input.report))) {
      addReport(rollups.get(rowKey(day, slot))!, input.report, slotShape(slot), point);
    }
  }
  // Corrections: the previous contribution of a session / page view out, the latest in.
  for (const c of changes) applyChange(c, (d, slot) => rollups.get(rowKey(d, slot))!);

  // Error groups: merge into existing ones, create new ones under the day's cap, else overflow.
  const dayAll = rollups.get(rowKey(day, DAY_ALL))!;
  const groupRows = new Map<string, ErrorRow & { isNew: boolean }>();
  for (const g of groups) groupRows.set(g.fingerprint, { ...g, pages: [...g.pages], browsers: [...g.browsers], isNew: false });
  for (const [fp, occurrences] of errorsByFp) {
    let target = fp;
    if (!groupRows.has(fp)) {
      if (dayAll.errorGroups >= MAX_ERROR_GROUPS_PER_DAY) target = OVERFLOW_FINGERPRINT;
      if (!groupRows.has(target)) {
        const first = occurrences[0]!;
        groupRows.set(target, {
          fingerprint: target,
          version: 0,
          // The group's title is its first real message (the fingerprint is the normalised one).
          message: target === OVERFLOW_FINGERPRINT ? `Other errors (over ${MAX_ERROR_GROUPS_PER_DAY} groups this day)` : first.error.message,
          ...(target !== OVERFLOW_FINGERPRINT && first.topFrame ? { topFrame: first.topFrame } : {}),
          count: 0,
          firstSeen: first.input.receivedAt,
          lastSeen: first.input.receivedAt,
          pages: [],
          browsers: [],
          devices: [],
          isNew: true,
        });
        dayAll.errorGroups += 1;
      }
    }
    const row = groupRows.get(target)!;
    for (const { input, error } of occurrences) {
      row.count += 1;
      if (input.receivedAt < row.firstSeen) row.firstSeen = input.receivedAt;
      if (input.receivedAt > row.lastSeen) row.lastSeen = input.receivedAt;
      if (!row.sampleStack && error.stack) row.sampleStack = error.stack;
      if (!row.sampleErrorId) row.sampleErrorId = error.id;
      const { page, browser, device } = cellOf(input.report);
      const devices = (row.devices ??= []);
      if (!devices.includes(device)) devices.push(device);
      if (!row.pages.includes(page) && row.pages.length < MAX_GROUP_LIST) row.pages.push(page);
      if (!row.browsers.includes(browser) && row.browsers.length < MAX_GROUP_LIST) row.browsers.push(browser);
    }
  }
  const touchedGroups = [...groupRows.values()].filter((g) => g.isNew || errorsByFp.has(g.fingerprint) || g.fingerprint === OVERFLOW_FINGERPRINT);

  const receiptTtl = Math.floor(now.getTime() / 1000) + STREAM_RECEIPT_TTL_SECONDS;
  const groupTtl = rollupTtl(day, DAY_ALL);
  const sessionTtl = Math.floor(now.getTime() / 1000) + SESSION_TTL_SECONDS;
  return store.commit({
    receipts: receipts ? chunk.map((c) => ({ processor: ROLLUP_PROCESSOR, eventId: c.reportId, ttl: receiptTtl })) : [],
    rollups: [...rollups].map(([key, rollup]) => {
      const { day: rowDay, slot } = keys.get(key)!;
      const row = existing.get(key);
      return {
        item: { day: rowDay, slot, version: (row?.version ?? 0) + 1, count: rollup.count, data: encodeRollup(rollup), ttl: rollupTtl(rowDay, slot) },
        read: row?.version ?? null,
      };
    }),
    sessions: sessionWrites.map(({ sessionId, version, state }) => ({
      item: { sessionId, version: (version ?? 0) + 1, state: JSON.stringify(state), ttl: sessionTtl },
      read: version,
    })),
    groups: touchedGroups.map(({ isNew, ...g }) => ({ item: { ...g, day, version: g.version + 1, ttl: groupTtl }, read: isNew ? null : g.version })),
  });
}

/** BatchGet with the unprocessed keys retried (ElectroDB returns them as `unprocessed`). */
async function batchGetAll<T>(get: () => Promise<{ data: T[]; unprocessed: unknown[] }>): Promise<T[]> {
  for (let attempt = 0; ; attempt++) {
    const { data, unprocessed } = await get();
    if (!unprocessed.length) return data;
    if (attempt >= 4) throw new Error(`BatchGet left ${unprocessed.length} keys unprocessed`);
    await sleep(20 * 2 ** attempt);
  }
}

const isRetryable = (error: unknown) =>
  /TransactionConflict|TransactionInProgress|Throttl|ProvisionedThroughputExceeded|ConditionalCheckFailed/i.test(String((error as Error)?.name ?? '') + String((error as Error)?.message ?? ''));

/** Apply one chunk until it commits (conflicts re-read), or report its redelivered receipt or that it is too large. */
async function applyChunk(store: FoldStore, day: string, chunk: readonly FoldInput[], receipts: boolean, now: Date): Promise<Outcome> {
  for (let attempt = 1; ; attempt++) {
    let outcome: Outcome;
    try {
      outcome = await foldChunk(store, day, chunk, receipts, now);
    } catch (error) {
      if (!isRetryable(error) || attempt >= FOLD_ATTEMPTS) throw error;
      outcome = 'conflict';
    }
    if (outcome !== 'conflict') return outcome;
    if (attempt >= FOLD_ATTEMPTS) throw new Error(`performance fold of ${chunk.length} reports kept conflicting`);
    // Exponential backoff with full jitter (AWS Architecture Blog, 'Exponential Backoff and
    // Jitter'): racing folds of the same day spread out instead of colliding again.
    await sleep(Math.random() * 15 * 2 ** attempt);
  }
}

/**
 * Fold `inputs` into the aggregates (module doc) with `db` (the functions' service, or the seed's)
 * or another {@link FoldStore} (chunks sized to its `maxItems`);
 * `receipts: true` makes each report count once
 * even when delivered again (the processor). Reports are grouped by day and chunked.
 * @returns the inputs that could not be applied (the caller reports them for a retry).
 */
export async function foldReports(
  db: DbService | FoldStore,
  inputs: readonly FoldInput[],
  opts: { receipts: boolean; now?: Date },
): Promise<{ failed: FoldInput[]; applied: number; redelivered: number }> {
  const store = 'commit' in db ? db : dbFoldStore(db);
  const now = opts.now ?? new Date();
  const byDay = new Map<string, FoldInput[]>();
  // Reports of one day are folded in receive order (a session's first report decides its home).
  const seen = new Set<string>();
  for (const input of inputs) {
    if (seen.has(input.reportId)) continue;
    seen.add(input.reportId);
    const { day } = dayHourOf(input.receivedAt);
    byDay.set(day, [...(byDay.get(day) ?? []), input]);
  }
  for (const list of byDay.values()) list.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
  const failed: FoldInput[] = [];
  let applied = 0;
  let redelivered = 0;
  for (const [day, list] of [...byDay].sort(([a], [b]) => a.localeCompare(b))) {
    const queue = chunkReports(list, opts.receipts, store.maxItems);
    for (let chunk = queue.shift(); chunk; chunk = queue.shift()) {
      try {
        const outcome = await applyChunk(store, day, chunk, opts.receipts, now);
        if (outcome === 'applied') {
          applied += chunk.length;
          continue;
        }
        if (outcome === 'too-large') {
          // Sessions' earlier homes made it pass 100 items: fold it in two halves.
          const half = Math.ceil(chunk.length / 2);
          queue.unshift(chunk.slice(0, half), chunk.slice(half));
          continue;
        }
        // A receipt exists: apply one report at a time; the folded one is skipped.
        for (const single of chunk) {
          try {
            if ((await applyChunk(store, day, [single], opts.receipts, now)) === 'applied') applied += 1;
            else redelivered += 1;
          } catch {
            failed.push(single);
          }
        }
      } catch {
        failed.push(...chunk);
      }
    }
  }
  return { failed, applied, redelivered };
}
