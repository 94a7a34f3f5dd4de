/**
 * The monitor's small browser collectors (issue 21; spec 02 §9): heap memory snapshots, user
 * interactions and scroll depth. Each starts listening when called and answers a reader.
 */
import { MEMORY_SNAPSHOT_INTERVAL_MS, type ScrollDepth } from '@seamline/shared/contracts/performance-constants';
import { scrollDepthOf } from './report';

interface PerformanceMemory {
  usedJSHeapSize: number;
  jsHeapSizeLimit: number;
}
const MB = 1024 * 1024;

/**
 * Heap snapshot now and every {@link MEMORY_SNAPSHOT_INTERVAL_MS} (30 s) where the non-standard
 * `performance.memory` exists (Chromium); elsewhere the reader answers null, never 0.
 */
export function watchMemory(): () => { usedMB: number; limitMB: number } | null {
  const memory = (performance as Performance & { memory?: PerformanceMemory }).memory;
  if (!memory || typeof memory.usedJSHeapSize !== 'number') return () => null;
  let latest = { usedMB: memory.usedJSHeapSize / MB, limitMB: memory.jsHeapSizeLimit / MB };
  setInterval(() => {
    latest = { usedMB: memory.usedJSHeapSize / MB, limitMB: memory.jsHeapSizeLimit / MB };
  }, MEMORY_SNAPSHOT_INTERVAL_MS);
  return () => latest;
}

/** Count discrete interactions (clicks/taps and key presses, not auto-repeat) into `onInteraction`. */
export function watchInteractions(onInteraction: () => void): void {
  const options = { capture: true, passive: true } as const;
  document.addEventListener('click', onInteraction, options);
  document.addEventListener('keydown', (event) => !event.repeat && onInteraction(), options);
}

/**
 * Deepest scroll depth (0, 25, 50, 75, 100) of the page on screen, measured on scroll at most once
 * a frame; `reset()` starts a new page (a router navigation) from where the viewport is now.
 */
export function watchScrollDepth(onDeeper: (depth: ScrollDepth) => void): { current: () => ScrollDepth; reset: () => void } {
  let deepest: ScrollDepth = 0;
  let scheduled = false;
  const measure = () => {
    scheduled = false;
    const root = document.documentElement;
    const depth = scrollDepthOf(window.scrollY, window.innerHeight, root.scrollHeight);
    if (depth > deepest) {
      deepest = depth;
      onDeeper(depth);
    }
  };
  window.addEventListener(
    'scroll',
    () => {
      if (scheduled) return;
      scheduled = true;
      requestAnimationFrame(measure);
    },
    { passive: true },
  );
  measure();
  return {
    current: () => deepest,
    reset: () => {
      deepest = 0;
      // The new page renders first; measure after its next frame.
      requestAnimationFrame(measure);
    },
  };
}
