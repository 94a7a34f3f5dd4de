/**
 * The monitor's always-loaded part (issue 21): a few hundred bytes in the initial JS that count API
 * calls and catch errors from the first moment, before the real monitor (`monitor.ts`, loaded after
 * first paint) exists. Until a sink is attached, signals wait in a bounded buffer; the monitor
 * drains it on start. Nothing here imports a library.
 *
 * Sources: the API client (`api-client.ts` → {@link recordApiCall}), the error boundaries and the
 * unhandled-rejection toast (`error-id.ts` `reportAppError` → {@link recordError}) and the window's
 * `error` event ({@link installErrorCapture}).
 */

/** One API call: wall time in ms, whether it failed (network, timeout or a non-OK status). */
export interface ApiSignal {
  kind: 'api';
  durationMs: number;
  failed: boolean;
}
/** One JS error with the Error ID the user was shown (or that was made for it). */
export interface ErrorSignal {
  kind: 'error';
  id: string;
  message: string;
  stack?: string;
}
export type MonitorSignal = ApiSignal | ErrorSignal;

/** Signals kept before the monitor starts (the oldest are kept: they describe the page load). */
const BUFFER_MAX = 200;
const buffer: MonitorSignal[] = [];
let sink: ((signal: MonitorSignal) => void) | null = null;
/** Errors already recorded (a boundary and the window may both see one error object). */
const seen = new WeakSet<object>();

function emit(signal: MonitorSignal): void {
  if (sink) sink(signal);
  else if (buffer.length < BUFFER_MAX) buffer.push(signal);
}

/** Count one API call (`durationMs` from the request's start to its answer or failure). */
export function recordApiCall(durationMs: number, failed: boolean): void {
  emit({ kind: 'api', durationMs, failed });
}

/** Record an error under `id` (the Error ID shown to the user); the same error object counts once. */
export function recordError(id: string, error: unknown): void {
  if (typeof error === 'object' && error !== null) {
    if (seen.has(error)) return;
    seen.add(error);
  }
  const message = error instanceof Error ? error.message || error.name : String(error);
  const stack = error instanceof Error && typeof error.stack === 'string' ? error.stack : undefined;
  emit({ kind: 'error', id, message, stack });
}

/** The monitor takes over: buffered signals first, then every new one as it happens. */
export function attachMonitorSink(next: (signal: MonitorSignal) => void): void {
  sink = next;
  for (const signal of buffer.splice(0)) next(signal);
}

/**
 * Listen to the window's `error` event (uncaught exceptions outside React's boundaries); each gets
 * a fresh Error ID from `makeId`. Unhandled rejections are recorded by `UnhandledRejections`, which
 * also shows their toast.
 */
export function installErrorCapture(makeId: () => string): void {
  window.addEventListener('error', (event: ErrorEvent) => {
    // Resource load errors (an <img> 404) carry no `error` and no message: not JS errors.
    if (!event.error && !event.message) return;
    recordError(makeId(), event.error ?? event.message);
  });
}
