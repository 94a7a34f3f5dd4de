/**
 * Opt-in memory figures of the local runtime's process (the gateway: handlers, stream poller,
 * processors and the S3 stand-in all live in it) for the soak benchmark (issue 22 "gateway RSS
 * growth < 10%"). RSS alone mixes the JavaScript heap with V8's reserved-but-free pages, code
 * space and the allocator's arenas, so each sample also carries the heap in use right after the
 * latest major (mark-compact) GC: the live objects, the figure that grows when something in our
 * code keeps what it should drop.
 *
 * Enabled by `MEMORY_REPORT_EVERY_MS` in `npm start` (infra/local/start.ts): one stdout line
 * `[memory] {MemorySample as JSON}` every that many ms. Nothing is forced on that schedule:
 * observing GC entries does not trigger collections, so the RSS the bench judges is the one the
 * app has anyway. On `SIGUSR2` (the bench sends it at minute 2 and at the end) the process runs
 * one full GC and writes a sample with `forcedGc: true` (heapUsed then = the live heap), and,
 * with `MEMORY_REPORT_SNAPSHOT_DIR`, a V8 heap snapshot there (diagnosis: diff two of them).
 */
import { constants, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import { setFlagsFromString, writeHeapSnapshot } from 'node:v8';
import { runInNewContext } from 'node:vm';
import path from 'node:path';

/** Marks a memory line on stdout; the bench parses `${MEMORY_LINE_PREFIX} {json}`. */
export const MEMORY_LINE_PREFIX = '[memory]';

/** One sample; sizes in MB (2^20 bytes, 1 decimal). */
export interface MemorySample {
  /** the sampled process */
  pid: number;
  /** ms since the report started */
  atMs: number;
  rssMb: number;
  heapTotalMb: number;
  heapUsedMb: number;
  externalMb: number;
  arrayBuffersMb: number;
  /** heapUsed read when the latest major GC was reported (null before the first one) */
  heapUsedAfterMajorGcMb: number | null;
  /** major GCs since the report started */
  majorGcs: number;
  /** true on the sample taken right after a forced full GC (SIGUSR2) */
  forcedGc?: boolean;
  /** the heap snapshot written with that sample (MEMORY_REPORT_SNAPSHOT_DIR) */
  snapshot?: string;
  /** the runtime's own figures at that moment (`opts.gauges`), e.g. the stream runner's shards and queues */
  gauges?: Record<string, unknown>;
}

const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

/** V8's `gc()` without starting the process with --expose-gc (the flag set at run time, read in a fresh context). */
function fullGc(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/**
 * Start sampling every `everyMs` (ms, > 0) and hand each sample to `write` (default: one stdout
 * line). The timer is unref'd: it never keeps the process alive.
 * @param opts.onSignal listen for SIGUSR2 → `sampleAfterGc()` (default true);
 *   opts.snapshotDir → each forced sample also writes a `.heapsnapshot` there;
 *   opts.gauges → figures added to each sample as `gauges` (undefined = none yet).
 * @returns `stop()` (idempotent), `sample()` (a sample now, also written) and `sampleAfterGc()`
 *   (a full GC, then a sample marked `forcedGc`).
 */
export function startMemoryReport(
  everyMs: number,
  write: (sample: MemorySample) => void = (s) => console.log(`${MEMORY_LINE_PREFIX} ${JSON.stringify(s)}`),
  opts: { onSignal?: boolean; snapshotDir?: string; gauges?: () => Record<string, unknown> | undefined } = {},
) {
  const started = performance.now();
  let afterMajorGc: number | null = null;
  let majorGcs = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if ((entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind !== constants.NODE_PERFORMANCE_GC_MAJOR) continue;
      majorGcs++;
      afterMajorGc = process.memoryUsage().heapUsed;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  const sample = (extra: Pick<MemorySample, 'forcedGc' | 'snapshot'> = {}): MemorySample => {
    const m = process.memoryUsage();
    const s: MemorySample = {
      pid: process.pid,
      atMs: Math.round(performance.now() - started),
      rssMb: mb(m.rss),
      heapTotalMb: mb(m.heapTotal),
      heapUsedMb: mb(m.heapUsed),
      externalMb: mb(m.external),
      arrayBuffersMb: mb(m.arrayBuffers),
      heapUsedAfterMajorGcMb: afterMajorGc === null ? null : mb(afterMajorGc),
      majorGcs,
      ...extra,
    };
    const gauges = opts.gauges?.();
    if (gauges) s.gauges = gauges;
    write(s);
    return s;
  };
  let gc: (() => void) | undefined;
  const sampleAfterGc = (): MemorySample => {
    (gc ??= fullGc())();
    const s = sample({ forcedGc: true });
    if (!opts.snapshotDir) return s;
    // A snapshot runs its own full GC first; written after the figures so they are not inflated by it.
    const file = writeHeapSnapshot(path.join(opts.snapshotDir, `runtime-${process.pid}-${Math.round(s.atMs / 1000)}s.heapsnapshot`));
    return sample({ snapshot: file });
  };
  const onSignal = () => void sampleAfterGc();
  if (opts.onSignal !== false) process.on('SIGUSR2', onSignal);
  const timer = setInterval(() => sample(), everyMs);
  timer.unref();
  return {
    sample: () => sample(),
    sampleAfterGc,
    stop() {
      clearInterval(timer);
      observer.disconnect();
      process.off('SIGUSR2', onSignal);
    },
  };
}

/**
 * `MEMORY_REPORT_EVERY_MS` as ms, or false when unset/empty/0.
 * @throws Error when the value is not a whole number ≥ 0
 */
export function memoryReportEveryMsFromEnv(value = process.env.MEMORY_REPORT_EVERY_MS): number | false {
  if (value === undefined || value === '') return false;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`MEMORY_REPORT_EVERY_MS must be a whole number of ms ≥ 0, got "${value}"`);
  return ms === 0 ? false : ms;
}

/** Parse one stdout line written by the default `write`; undefined for any other line. */
export function parseMemoryLine(line: string): MemorySample | undefined {
  const at = line.indexOf(MEMORY_LINE_PREFIX);
  if (at < 0) return undefined;
  try {
    return JSON.parse(line.slice(at + MEMORY_LINE_PREFIX.length)) as MemorySample;
  } catch {
    return undefined;
  }
}
