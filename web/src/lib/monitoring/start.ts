/**
 * Starting the monitor without slowing the page (issue 21: loaded after first paint, ≤ 8 KB gzip
 * added to the initial JS). This file and `signals.ts`/`session.ts` are all the initial bundle
 * carries; web-vitals, ua-parser-js and the monitor itself are one chunk fetched once the window
 * has loaded and the main thread is idle (`whenIdle`). A session outside the sample fetches nothing.
 */
import type { AnyRouter } from '@tanstack/react-router';
import { whenIdle } from '../idle';
import { currentSession, parseSampleRate } from './session';

/**
 * Call once the router has resolved the landing page: remembers its route (the page the vitals
 * belong to) and schedules the monitor's chunk. The landing pattern is mapped inside the chunk.
 */
export function scheduleMonitor(router: AnyRouter): void {
  const landingFullPath = router.state.matches.at(-1)?.fullPath ?? '';
  const session = currentSession(parseSampleRate(import.meta.env.VITE_RUM_SAMPLE_RATE as string | undefined));
  if (!session.sampled) return;
  whenIdle(() => {
    void Promise.all([import('./monitor'), import('./page-pattern')])
      .then(([{ startMonitor }, { pagePatternOf }]) => startMonitor({ router, session, landingPage: pagePatternOf(landingFullPath) }))
      .catch(() => undefined);
  });
}
