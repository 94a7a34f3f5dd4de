/**
 * Work that can wait until the page has loaded: run it once the window's `load` event has fired
 * and the main thread is idle (`requestIdleCallback`, at most `timeoutMs` later; a macrotask where
 * the browser has no idle callbacks). Used to keep non-urgent code (the realtime socket, the
 * browser-support check) off the path of the page's first meaningful paint.
 */
import { useEffect, useState } from 'react';

/**
 * Let the browser run other tasks (input, paint, other scripts) before going on: `scheduler.yield()`
 * where the browser has it, else a macrotask. Breaks one long main-thread task into shorter ones
 * (web.dev "Optimize long tasks").
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Run `callback` after load + idle; returns a function that cancels it if it has not run. */
export function whenIdle(callback: () => void, timeoutMs = 2000): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      idleHandle = window.requestIdleCallback(() => !cancelled && callback(), {
        timeout: timeoutMs,
      });
    } else {
      timer = setTimeout(() => !cancelled && callback(), 1);
    }
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** `false` until {@link whenIdle} has fired once for this component, then `true`. */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
