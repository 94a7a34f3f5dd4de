/**
 * The real-user performance monitor (issue 21; spec 02 §3, §9), loaded after first paint by
 * `start.ts`. One page load is measured like the Chrome UX Report measures it: the vitals belong to
 * the page the document loaded (`page`), router navigations add to `pages`.
 *
 * A report goes out every {@link REPORT_INTERVAL_MS} (5 min) and when the page is hidden
 * (`visibilitychange` → hidden: tab switch, minimise, navigation away, close — web.dev's last
 * reliable moment; `pagehide` comes BEFORE it on unload, when web-vitals has not yet settled CLS
 * and INP, so it is not used), only if something happened since the last one. Each carries what is new since the previous report — vitals web-vitals settled,
 * API calls, interactions, errors, pages — so the server can add reports up without counting a
 * value twice; the score, memory, scroll depth and session time are the state at that moment.
 * Each report names its page view (`pageViewId`, random per document load) and its place in it
 * (`reportSeq` 1, 2, 3…), so the server counts the page view's score and the session's length
 * once, from the latest report (issue 35), however many reports repeat them.
 */
import type { AnyRouter } from '@tanstack/react-router';
import { REPORT_INTERVAL_MS, type PagePattern, type ScrollDepth } from '@seamline/shared/contracts/performance-constants';
import type { VitalValues } from '@seamline/shared/domain/performance/score';
import { watchInteractions, watchMemory, watchScrollDepth } from './collectors';
import { detectDevice } from './device';
import { pagePatternOf } from './page-pattern';
import { buildReport, fitReport, type ReportError } from './report';
import { randomId, type MonitorSession } from './session';
import { attachMonitorSink } from './signals';
import { sendReport } from './transport';
import { observeVitals } from './vitals';

/** The `performance.mark` set once the monitor listens. */
export const MONITOR_STARTED_MARK = 'seamline:rum-started';

export interface MonitorOptions {
  router: AnyRouter;
  session: MonitorSession;
  /** The pattern of the page this document loaded (taken when the router first resolved). */
  landingPage: PagePattern;
  /** Where reports go (tests); defaults to the beacon/keepalive transport. */
  send?: (json: string) => void;
}

function currentPattern(router: AnyRouter): PagePattern {
  const match = router.state.matches.at(-1);
  return match ? pagePatternOf(match.fullPath) : 'other';
}

/** Start measuring; answers `flush`, which sends a report now if anything is new. */
export function startMonitor({ router, session, landingPage, send = (json) => void sendReport(json) }: MonitorOptions): () => void {
  const device = detectDevice();
  const readMemory = watchMemory();
  const pageViewId = randomId();
  let reportSeq = 0;
  const allVitals: VitalValues = {};
  let newVitals: VitalValues = {};
  let api = { calls: 0, totalMs: 0, failed: 0 };
  let interactions = 0;
  let errors: ReportError[] = [];
  let pages: PagePattern[] = [currentPattern(router)];
  let periodDepth: ScrollDepth = 0;
  // The page load itself is news: the first report goes out even if nothing else happens.
  let dirty = true;

  attachMonitorSink((signal) => {
    dirty = true;
    if (signal.kind === 'api') {
      api.calls += 1;
      api.totalMs += signal.durationMs;
      if (signal.failed) api.failed += 1;
    } else {
      errors.push({ id: signal.id, message: signal.message, stack: signal.stack });
    }
  });
  observeVitals((name, value) => {
    allVitals[name] = value;
    newVitals[name] = value;
    dirty = true;
  });
  watchInteractions(() => {
    interactions += 1;
    dirty = true;
  });
  const scroll = watchScrollDepth((depth) => {
    if (depth > periodDepth) periodDepth = depth;
    dirty = true;
  });
  router.subscribe('onResolved', () => {
    pages.push(currentPattern(router));
    scroll.reset();
    dirty = true;
  });

  const flush = () => {
    if (!dirty) return;
    const report = buildReport({
      now: new Date(),
      sessionId: session.id,
      pageViewId,
      reportSeq: ++reportSeq,
      page: landingPage,
      newVitals,
      allVitals,
      memory: readMemory(),
      api,
      sessionStartedAt: session.startedAt,
      pages,
      interactions,
      errors,
      scrollDepth: Math.max(periodDepth, scroll.current()) as ScrollDepth,
      device,
      sampleRate: session.sampleRate,
    });
    const json = fitReport(report);
    if (json) send(json);
    dirty = false;
    newVitals = {};
    api = { calls: 0, totalMs: 0, failed: 0 };
    interactions = 0;
    errors = [];
    pages = [pages.at(-1) ?? currentPattern(router)];
    periodDepth = scroll.current();
  };

  setInterval(flush, REPORT_INTERVAL_MS);
  // On `document`, so web-vitals' window-level capture listeners settle CLS/INP first.
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  // A User Timing mark: says in traces (and to the end-to-end tests) from when this page is measured.
  performance.mark(MONITOR_STARTED_MARK);
  return flush;
}
