/**
 * The daily retention job, partitioned and resumable (issue 35 §2; issue 22 for what retention
 * removes, retention.ts).
 *
 * People are split into {@link RETENTION_SHARDS} segments by a stable hash of their id (User
 * `retentionShard`, gsi2 partition per shard). A run (`runId`, the UTC date for the daily job):
 *
 *   plan   → one RetentionSegment item per shard (conditional create: planning twice is harmless);
 *            the segments not yet `done` are handed out (AWS: a Step Functions Map; locally and
 *            in tests: {@link runRetentionInProcess}).
 *   worker → {@link runRetentionSegment}: takes the segment's lease (conditional update: one
 *            worker at a time), walks the shard's people in id order from the persisted `cursor`,
 *            a page of {@link SEGMENT_PAGE} at a time, and after each page moves the cursor with a
 *            conditional update (still the owner, cursor unchanged). When its time budget is used
 *            up it releases the lease and answers `done: false`: the next invocation resumes at
 *            the cursor. A worker killed mid-page loses only that page's cursor move: the lease
 *            runs out with the invocation, and the next one redoes that page (every pass is
 *            idempotent). Finished segments are never walked again in the same run.
 *
 * Per person (one gsi2 row read): a person being deleted whose `deletingAt` is older than
 * STUCK_DELETION_MS (1 h) has their deletion job restarted; otherwise the row's retention
 * summary (retention-summary.ts) says whether anything can be past the cutoff; only then are
 * the history and/or the photos worked through (and the summary rewritten). Without a summary
 * (new rows, rows written before issue 35, after any write that invalidated it) the full pass
 * runs and writes one, so the next run reads only the row.
 */
import { randomUUID } from 'node:crypto';
import {
  DEFAULT_PRIVACY_SETTINGS,
  retentionCutoff,
  type DataRetention,
} from '@seamline/shared/contracts/privacy';
import { RETENTION_SHARDS } from '@seamline/shared/db/entities/user';
import { RETENTION_SEGMENT_TTL_DAYS } from '@seamline/shared/db/entities/retention-segment';
import { db } from '../_core/aws-clients';
import { isConditionalFailure } from '../_core/db-errors';
import { logger } from '../_core/powertools';
import { restartStuckDeletion } from '../privacy/account-deletion-job';
import { retentionPass, savedPhotoSettingsOf, type RetentionPassPlan } from './retention';

export { RETENTION_SHARDS };

/** People read per page of a segment's walk (one gsi2 Query, then one cursor update). */
export const SEGMENT_PAGE = 100;
/** People of one page whose work runs at the same time (only people with something due do I/O). */
export const SEGMENT_CONCURRENCY = 8;
/**
 * Time a worker keeps in hand when it stops (ms): more than a page of full passes takes (a page
 * of 100 people all needing a full pass ≈ 13 × 8 concurrent passes of a few Queries and one S3
 * LIST, seconds), so the cursor is saved before Lambda's timeout.
 */
export const SEGMENT_RESERVE_MS = 60_000;

/** The two-digit gsi2 shard of segment `n`. */
export const shardName = (segment: number): string => String(segment).padStart(2, '0');

/** The run id of the daily job at `now`: its UTC date, so every invocation of one day is one run. */
export const runIdOf = (now: Date): string => now.toISOString().slice(0, 10);

/** One segment of one run: what a worker is given (a Step Functions Map item). */
export interface SegmentTask {
  runId: string;
  segment: number;
  /** The run's "now" (ISO), fixed when the run was planned. */
  now: string;
}

/** The attributes of the walk's row (User, gsi2 projection ALL). */
const ROW_ATTRIBUTES = [
  'id',
  'username',
  'email',
  'deletingAt',
  'retentionCheckedAt',
  'retentionSetting',
  'retentionPhotoUploadOff',
  'retentionHistoryFrom',
  'retentionPhotosFrom',
  'retentionWrites',
] as const;

/** A person as the walk reads them. */
export interface RetentionRow {
  id: string;
  username: string;
  email: string;
  deletingAt?: string;
  retentionCheckedAt?: string;
  retentionSetting?: DataRetention;
  retentionPhotoUploadOff?: boolean;
  retentionHistoryFrom?: string;
  retentionPhotosFrom?: string;
  retentionWrites?: number;
}

/**
 * What happened to one person: `skipped` (summary: nothing due; the row was the only read),
 * `passed` (history and/or photos worked through), `deletion-restarted` (stuck > 1 h),
 * `deleting` (deletion under way, left to its job), `failed` (logged; the next run retries).
 */
export type PersonOutcome = 'skipped' | 'passed' | 'deletion-restarted' | 'deleting' | 'failed';

export interface PersonResult {
  outcome: PersonOutcome;
  versions: number;
  photos: number;
}

/** The pass's plan from the summary, or null when nothing can be past the cutoff. */
export function planFromSummary(row: RetentionRow, now: Date): RetentionPassPlan | null {
  const retention = row.retentionSetting ?? DEFAULT_PRIVACY_SETTINGS.dataRetention;
  const photoUploadOff = row.retentionPhotoUploadOff === true;
  const cutoff = retentionCutoff(retention, now)?.toISOString();
  const history =
    cutoff !== undefined &&
    row.retentionHistoryFrom !== undefined &&
    row.retentionHistoryFrom < cutoff;
  // Photo uploads saved off: any retained photo is due, whatever its age (ISO strings compare
  // as times only within years 0000–9999, so no far-future ISO cutoff here).
  const photos =
    row.retentionPhotosFrom !== undefined &&
    (photoUploadOff || (cutoff !== undefined && row.retentionPhotosFrom < cutoff));
  return history || photos
    ? { retention, photoUploadOff, history, photos, maxPages: Number.POSITIVE_INFINITY }
    : null;
}

/** Write the summary after a finished pass, unless a write invalidated it meanwhile (retention-summary.ts). */
async function writeSummary(
  row: RetentionRow,
  now: Date,
  plan: RetentionPassPlan,
  historyFrom: string | null,
  photosFrom: string | null,
): Promise<void> {
  const set = {
    retentionCheckedAt: now.toISOString(),
    retentionSetting: plan.retention,
    retentionPhotoUploadOff: plan.photoUploadOff,
    ...(historyFrom ? { retentionHistoryFrom: historyFrom } : {}),
    ...(photosFrom ? { retentionPhotosFrom: photosFrom } : {}),
  };
  const remove = [
    ...(historyFrom ? [] : ['retentionHistoryFrom' as const]),
    ...(photosFrom ? [] : ['retentionPhotosFrom' as const]),
  ];
  try {
    await db.entities.user
      .patch({ id: row.id })
      .set(set)
      .remove(remove)
      .where((a, { eq, notExists }) =>
        row.retentionWrites === undefined
          ? notExists(a.retentionWrites)
          : eq(a.retentionWrites, row.retentionWrites),
      )
      .go({ response: 'none' });
  } catch (error) {
    // A write invalidated the summary during the pass (or the person is gone): leave it invalid.
    if (!isConditionalFailure(error)) throw error;
  }
}

/**
 * Apply retention to the person of one walk row at `now` (module doc).
 * @throws DynamoDB / S3 errors (the segment counts the person as failed; the next run retries)
 */
export async function retainPerson(row: RetentionRow, now: Date): Promise<PersonResult> {
  const none = { versions: 0, photos: 0 };
  if (row.deletingAt)
    return {
      outcome: (await restartStuckDeletion(row, now)) ? 'deletion-restarted' : 'deleting',
      ...none,
    };
  let plan: RetentionPassPlan | null;
  if (row.retentionCheckedAt) {
    plan = planFromSummary(row, now);
    if (!plan) return { outcome: 'skipped', ...none };
  } else {
    const saved = await savedPhotoSettingsOf(row.id);
    plan = {
      retention: saved?.dataRetention ?? DEFAULT_PRIVACY_SETTINGS.dataRetention,
      photoUploadOff: saved?.photoUpload === false,
      history: true,
      photos: true,
      maxPages: Number.POSITIVE_INFINITY,
    };
  }
  const result = await retentionPass(row.id, now, plan);
  if (!result.more) {
    // A part that did not run keeps what the row said ('forever' runs neither: nothing is ever
    // due for it, and a change of the setting invalidates the summary).
    const historyFrom =
      result.historyFrom !== undefined ? result.historyFrom : (row.retentionHistoryFrom ?? null);
    const photosFrom =
      result.photosFrom !== undefined ? result.photosFrom : (row.retentionPhotosFrom ?? null);
    await writeSummary(row, now, plan, historyFrom, photosFrom);
  }
  return { outcome: 'passed', versions: result.versions, photos: result.photos };
}

/** Counts one segment accumulates (also the RetentionSegment item's counters). */
export interface SegmentCounts {
  people: number;
  skipped: number;
  versions: number;
  photos: number;
  deletionsRestarted: number;
  failed: number;
}

const zero = (): SegmentCounts => ({
  people: 0,
  skipped: 0,
  versions: 0,
  photos: 0,
  deletionsRestarted: 0,
  failed: 0,
});

export interface SegmentRunOptions {
  /** Time left for this invocation (ms; Lambda: `context.getRemainingTimeInMillis`). */
  remainingMs: () => number;
  /** Stop when less than this is left (ms; default {@link SEGMENT_RESERVE_MS}). */
  reserveMs?: number;
  /** People per page (default {@link SEGMENT_PAGE}). */
  pageSize?: number;
  /** People worked at once (default {@link SEGMENT_CONCURRENCY}). */
  concurrency?: number;
  /** Stop after this many pages (tests: an injected stop between pages, as if the budget ran out). */
  stopAfterPages?: number;
  /** Called for every person processed (tests and the bench). */
  onPerson?: (id: string, result: PersonResult) => void;
}

/** What one worker invocation did. */
export interface SegmentResult extends SegmentTask {
  /** The segment is finished (also when another worker had finished it). */
  done: boolean;
  /** Another worker held the segment (or took it over): this one did nothing more. */
  held: boolean;
  pages: number;
  counts: SegmentCounts;
}

async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return out;
}

const segmentKey = (task: SegmentTask) => ({ runId: task.runId, segment: task.segment });

/**
 * Work one segment of a run until it is done or the budget runs out (module doc).
 * @returns `done` when the segment is finished; `held` when another worker holds it (the state
 *   machine waits a minute and invokes again: a lease left by a crashed invocation runs out)
 * @throws DynamoDB errors of the walk or the cursor, after giving the lease back (the caller
 *   retries: the segment resumes at its cursor)
 */
export async function runRetentionSegment(
  task: SegmentTask,
  options: SegmentRunOptions,
): Promise<SegmentResult> {
  const {
    remainingMs,
    reserveMs = SEGMENT_RESERVE_MS,
    pageSize = SEGMENT_PAGE,
    concurrency = SEGMENT_CONCURRENCY,
  } = options;
  const owner: string = randomUUID();
  const now = new Date(task.now);
  const counts = zero();
  const result = (done: boolean, held: boolean, pages: number): SegmentResult => ({
    ...task,
    done,
    held,
    pages,
    counts,
  });
  let claimed;
  try {
    const claimedAt = Date.now();
    claimed = await db.entities.retentionSegment
      .patch(segmentKey(task))
      .set({ owner, leaseUntil: claimedAt + Math.max(0, remainingMs()) })
      .add({ invocations: 1 })
      .where(
        (a, { eq, notExists, lt }) =>
          `${eq(a.status, 'running')} AND (${notExists(a.owner)} OR ${lt(a.leaseUntil, claimedAt)})`,
      )
      .go({ response: 'all_new' });
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
    const { data } = await db.entities.retentionSegment
      .get(segmentKey(task))
      .go({ consistent: true });
    return result(!data || data.status === 'done', true, 0);
  }
  /** Give the lease back (only if still ours): the next invocation may start at once. */
  const release = () =>
    db.entities.retentionSegment
      .patch(segmentKey(task))
      .remove(['owner', 'leaseUntil'])
      .where((a, { eq }) => eq(a.owner, owner))
      .go({ response: 'none' })
      .catch((error: unknown) => {
        if (!isConditionalFailure(error)) throw error;
      });
  try {
    return await walk(claimed.data.cursor);
  } catch (error) {
    // A thrown error (not a timeout or a crash, whose lease simply runs out): the retry may start at once.
    await release().catch(() => undefined);
    throw error;
  }

  async function walk(from: string | undefined): Promise<SegmentResult> {
    let cursor = from;
    const shard = db.entities.user.query.retentionSegment({
      retentionShard: shardName(task.segment),
    });
    for (let pages = 0; ; pages++) {
      if (
        (options.stopAfterPages !== undefined && pages >= options.stopAfterPages) ||
        remainingMs() < reserveMs
      ) {
        await release();
        return result(false, false, pages);
      }
      const started = Date.now();
      const page = await (cursor ? shard.gt({ id: cursor }) : shard).go({
        limit: pageSize,
        attributes: [...ROW_ATTRIBUTES],
      });
      const people = page.data as RetentionRow[];
      const pageCounts = zero();
      await mapLimit(people, concurrency, async (row) => {
        let person: PersonResult;
        try {
          // One retry for a transient failure (a timeout, a throttle): the pass is idempotent.
          person = await retainPerson(row, now).catch(() => retainPerson(row, now));
        } catch (error) {
          logger.error('retention failed for a person (the next run retries)', {
            userId: row.id,
            error: error as Error,
          });
          person = { outcome: 'failed', versions: 0, photos: 0 };
        }
        pageCounts.people++;
        pageCounts.versions += person.versions;
        pageCounts.photos += person.photos;
        if (person.outcome === 'skipped') pageCounts.skipped++;
        if (person.outcome === 'deletion-restarted') pageCounts.deletionsRestarted++;
        if (person.outcome === 'failed') pageCounts.failed++;
        options.onPerson?.(row.id, person);
      });
      const finished = people.length < pageSize || !page.cursor;
      const last = people.at(-1)?.id ?? cursor;
      const previous = cursor;
      try {
        await db.entities.retentionSegment
          .patch(segmentKey(task))
          .set({
            ...(last ? { cursor: last } : {}),
            ...(finished ? { status: 'done' as const, finishedAt: new Date().toISOString() } : {}),
          })
          .add({ ...pageCounts, workMs: Date.now() - started })
          .remove(finished ? ['owner', 'leaseUntil'] : [])
          .where(
            (a, { eq, notExists }) =>
              `${eq(a.owner, owner)} AND ${previous ? eq(a.cursor, previous) : notExists(a.cursor)}`,
          )
          .go({ response: 'none' });
      } catch (error) {
        if (!isConditionalFailure(error)) throw error;
        // The lease ran out and another worker took the segment: it goes on from the saved cursor.
        logger.warn('retention segment taken over; stopping', { ...task });
        return result(false, true, pages + 1);
      }
      for (const k of Object.keys(counts) as (keyof SegmentCounts)[]) counts[k] += pageCounts[k];
      cursor = last;
      if (finished) return result(true, false, pages + 1);
    }
  }
}

/** A run's plan: the segments still to do. */
export interface RetentionPlan {
  runId: string;
  now: string;
  segments: SegmentTask[];
}

/**
 * Plan the run `runId` at `now`: create its segment items (conditional: a second planning keeps
 * the first one's `now` and progress) and list those not done.
 * @throws DynamoDB errors (the schedule retries the planner)
 */
export async function planRetentionRun(now: Date, runId = runIdOf(now)): Promise<RetentionPlan> {
  const plannedAt = new Date().toISOString();
  const ttl = Math.floor(Date.now() / 1000) + RETENTION_SEGMENT_TTL_DAYS * 86_400;
  await Promise.all(
    Array.from({ length: RETENTION_SHARDS }, (_, segment) =>
      db.entities.retentionSegment
        .create({ runId, segment, now: now.toISOString(), status: 'running', plannedAt, ttl })
        .go({ response: 'none' })
        .catch((error: unknown) => {
          if (!isConditionalFailure(error)) throw error;
        }),
    ),
  );
  const { data } = await db.entities.retentionSegment.query
    .byRun({ runId })
    .go({ pages: 'all', consistent: true });
  const runNow = data[0]?.now ?? now.toISOString();
  return {
    runId,
    now: runNow,
    segments: data
      .filter((s) => s.status !== 'done')
      .map((s) => ({ runId, segment: s.segment, now: s.now }))
      .sort((a, b) => a.segment - b.segment),
  };
}

/** A run's totals, read from its segment items. */
export interface RetentionRunReport extends SegmentCounts {
  runId: string;
  segments: number;
  segmentsDone: number;
  /** The segment with the most work time (ms summed over its invocations). */
  slowestSegment: { segment: number; workMs: number; people: number } | null;
  invocations: number;
}

/** Totals of run `runId` (consistent Query of its ≤ {@link RETENTION_SHARDS} segment items). */
export async function retentionRunReport(runId: string): Promise<RetentionRunReport> {
  const { data } = await db.entities.retentionSegment.query
    .byRun({ runId })
    .go({ pages: 'all', consistent: true });
  const report: RetentionRunReport = {
    runId,
    segments: data.length,
    segmentsDone: 0,
    slowestSegment: null,
    invocations: 0,
    ...zero(),
  };
  for (const s of data) {
    if (s.status === 'done') report.segmentsDone++;
    report.invocations += s.invocations ?? 0;
    for (const k of Object.keys(zero()) as (keyof SegmentCounts)[]) report[k] += s[k] ?? 0;
    const workMs = s.workMs ?? 0;
    if (!report.slowestSegment || workMs > report.slowestSegment.workMs)
      report.slowestSegment = { segment: s.segment, workMs, people: s.people ?? 0 };
  }
  return report;
}

export interface InProcessRunOptions extends Omit<SegmentRunOptions, 'remainingMs'> {
  /** The run (default: the UTC date of `now`). */
  runId?: string;
  /** Segments worked at once (default 4: the local runtime shares its machine). */
  segmentConcurrency?: number;
  /** Budget of one worker invocation (ms; default 15 min, as the Lambda). */
  invocationBudgetMs?: number;
  /** Invocations per segment before giving up until the next run (default unbounded; tests: 1). */
  maxInvocations?: number;
}

/**
 * The whole run in this process (the local runtime's timer, tests, the bench): plan, then work
 * the segments not done, {@link InProcessRunOptions.segmentConcurrency} at a time, each invoked
 * again with a fresh budget until done (as the Step Functions loop does).
 * @returns the run's report (all its segments, including those finished by earlier invocations)
 * @throws DynamoDB errors of the planner or a worker (the next run resumes at the cursors)
 */
export async function runRetentionInProcess(
  now: Date,
  options: InProcessRunOptions = {},
): Promise<RetentionRunReport> {
  const {
    runId,
    segmentConcurrency = 4,
    invocationBudgetMs = 15 * 60_000,
    maxInvocations = Number.POSITIVE_INFINITY,
    ...segmentOptions
  } = options;
  const plan = await planRetentionRun(now, runId);
  await mapLimit(plan.segments, segmentConcurrency, async (task) => {
    for (let invocation = 0; invocation < maxInvocations; invocation++) {
      const deadline = Date.now() + invocationBudgetMs;
      const res = await runRetentionSegment(task, {
        ...segmentOptions,
        remainingMs: () => deadline - Date.now(),
      });
      if (res.done || res.held) return;
    }
  });
  const report = await retentionRunReport(plan.runId);
  logger.info('retention run', { ...report });
  return report;
}
