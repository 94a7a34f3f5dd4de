/**
 * Per-session and per-page-view folding (issue 35): each report of a session repeats the session's
 * length so far and the page view's score so far, so adding every report up counts a session
 * reporting at 1, 2 and 3 minutes as three sessions averaging 2 minutes, and a page left open
 * weighs more in the score. Instead the aggregates hold ONE value per session and per page view —
 * the latest — and a later report CORRECTS it.
 *
 * - A session is counted in its **home**: the UTC day, hour and page × device × browser cell of
 *   the first report folded for it. Its measures there: length (the largest `sessionDurationMs`
 *   seen: the monitor's session clock only grows, so the largest is the latest, whatever order
 *   reports arrive in), interactions (Σ of the reports' `interactions`: the monitor sends the
 *   interactions since its previous report, so the sum is the session's count), distinct page
 *   patterns visited (∪ of `page` and `pages`), page views (distinct `pageViewId`s).
 * - A page view (`pageViewId`: one document load) is counted in ITS home (the hour and cell of its
 *   first report: its page, which the monitor fixes per document) with the score of its LATEST
 *   report (highest `reportSeq`, then `timestamp`): that one has the vitals web-vitals settles only
 *   when the page is hidden (CLS, INP), so it is the page view's final score, as the Chrome UX
 *   Report scores a page view by its final values. A report without `pageViewId` (a bundle older
 *   than issue 35) is a page view of its own.
 * - A correction is "take out the previous contribution, add the new one" on the home's rows
 *   (`applySession` / `applyView`, `rollup.ts`): exact, and order-free for lengths, sums and unions.
 * - A home's day, once sealed (1 h after it ends, `blocks.ts`: trailing blocks were built from
 *   it), is not corrected any more: a report received after that leaves that session / page view
 *   as it was (a tab open across 01:00 UTC keeps the length it had then). Judged by the report's
 *   receive time, so the result does not depend on how late the processor runs.
 * - The session keeps the latest state of its {@link MAX_VIEWS_KEPT} most recent page views (one
 *   tab shows one document at a time: an older page view does not report again).
 *
 * Pure: the state is read and written by `fold.ts` (PerfSession, conditional on `version`, in the
 * transaction of the rows), which is what makes concurrent and redelivered reports count once.
 */
import type { FoldInput } from './fold';
import { isSealed } from './blocks';
import { applySession, applyView, type Rollup, type SessionMeasures } from './rollup';
import { dayHourOf, slotShape, slotsOf, type Cell } from './slots';
import { browserBucket, type PerformanceReport } from '@seamline/shared/contracts/performance';

/** Recent page views whose latest score a session remembers. */
export const MAX_VIEWS_KEPT = 20;

/** Where a session or page view is counted: UTC day (`yyyy-mm-dd`), hour (`HH`) and cell. */
export interface Home {
  day: string;
  hour: string;
  cell: Cell;
}

export interface ViewState {
  id: string;
  home: Home;
  /** Score of the latest report folded (spec §9, 0–100). */
  score: number;
  /** That report's `reportSeq` (0 when it had none) and `timestamp`: which report is later. */
  seq: number;
  at: string;
}

/** What a PerfSession item holds (JSON). */
export interface SessionState {
  home: Home;
  durationMs: number;
  interactions: number;
  /** Distinct page patterns visited (≤ the app's 28 patterns). */
  pages: string[];
  pageViews: number;
  views: ViewState[];
}

/** One correction of the rows of `home`: `old` (null: not counted yet) replaced by `next`. */
export type Change =
  | { kind: 'session'; home: Home; old: SessionMeasures | null; next: SessionMeasures }
  | { kind: 'view'; home: Home; old: number | null; next: number };

/** The aggregate cell of a report (browser bucketed as in the rows). */
export const cellOf = (r: PerformanceReport): Cell => ({ page: r.page, device: r.device.class, browser: browserBucket(r.device.browser) });

const homeOf = (input: FoldInput): Home => {
  const { day, hour } = dayHourOf(input.receivedAt);
  return { day, hour, cell: cellOf(input.report) };
};

export const measuresOf = (s: SessionState): SessionMeasures => ({ durationMs: s.durationMs, interactions: s.interactions, pages: s.pages.length, pageViews: s.pageViews });

const sameMeasures = (a: SessionMeasures, b: SessionMeasures) =>
  a.durationMs === b.durationMs && a.interactions === b.interactions && a.pages === b.pages && a.pageViews === b.pageViews;

/** Whether report `a` (seq, timestamp) is later than `b`. */
const later = (a: { seq: number; at: string }, b: { seq: number; at: string }) => a.seq > b.seq || (a.seq === b.seq && a.at > b.at);

/**
 * Fold the reports of ONE session (any order; each report once — receipts see to that) into its
 * stored state `prev` (null: the session is new). Answers the state to store (null when nothing
 * changed) and the corrections of the rows.
 */
export function foldSession(prev: SessionState | null, inputs: readonly FoldInput[]): { next: SessionState | null; changes: Change[] } {
  const ordered = [...inputs].sort((a, b) => a.receivedAt.localeCompare(b.receivedAt) || (a.report.reportSeq ?? 0) - (b.report.reportSeq ?? 0));
  let state: SessionState | null = prev ? structuredClone(prev) : null;
  const viewChanges = new Map<string, { home: Home; old: number | null; next: number }>();
  const loose: Change[] = [];
  let touched = false;

  for (const input of ordered) {
    const r = input.report;
    const here = homeOf(input);
    const at = new Date(input.receivedAt);
    if (!state) state = { home: here, durationMs: 0, interactions: 0, pages: [], pageViews: 0, views: [] };
    const sessionOpen = !isSealed(state.home.day, at);
    if (sessionOpen) {
      touched = true;
      state.durationMs = Math.max(state.durationMs, r.sessionDurationMs);
      state.interactions += r.interactions;
      for (const p of [r.page, ...r.pages]) if (!state.pages.includes(p)) state.pages.push(p);
    }

    const seq = r.reportSeq ?? 0;
    if (!r.pageViewId) {
      // A page view of its own (no id to recognise it by).
      loose.push({ kind: 'view', home: here, old: null, next: r.performanceScore });
      if (sessionOpen) state.pageViews += 1;
      continue;
    }
    const view = state.views.find((v) => v.id === r.pageViewId);
    if (!view) {
      state.views.push({ id: r.pageViewId, home: here, score: r.performanceScore, seq, at: r.timestamp });
      if (state.views.length > MAX_VIEWS_KEPT) state.views.shift();
      viewChanges.set(r.pageViewId, { home: here, old: null, next: r.performanceScore });
      if (sessionOpen) state.pageViews += 1;
      touched = true;
      continue;
    }
    if (isSealed(view.home.day, at) || !later({ seq, at: r.timestamp }, view)) continue;
    const change = viewChanges.get(view.id) ?? { home: view.home, old: view.score, next: view.score };
    change.next = r.performanceScore;
    viewChanges.set(view.id, change);
    Object.assign(view, { score: r.performanceScore, seq, at: r.timestamp });
    touched = true;
  }

  const changes: Change[] = [...loose];
  if (state) {
    const old = prev ? measuresOf(prev) : null;
    const next = measuresOf(state);
    if (!old || !sameMeasures(old, next)) changes.push({ kind: 'session', home: state.home, old, next });
  }
  for (const c of viewChanges.values()) if (c.old !== c.next) changes.push({ kind: 'view', ...c });
  return { next: touched || loose.length ? state : null, changes };
}

/**
 * Apply one correction to the six rows of its home (`slotsOf`): the previous contribution out
 * (when there was one), the new one in. `rowOf(day, slot)` answers the row to change.
 */
export function applyChange(c: Change, rowOf: (day: string, slot: string) => Rollup): void {
  for (const slot of slotsOf(c.home.hour, c.home.cell)) {
    const r = rowOf(c.home.day, slot);
    const shape = slotShape(slot);
    if (c.kind === 'session') {
      if (c.old) applySession(r, c.old, -1, shape);
      applySession(r, c.next, 1, shape);
    } else {
      if (c.old !== null) applyView(r, c.old, -1, shape);
      applyView(r, c.next, 1, shape);
    }
  }
}
