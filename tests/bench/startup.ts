/**
 * `npm start`, cold (issue 36 §4: the README's figures): each run spawns the start program on a
 * fresh on-disk DATA_DIR (as a first `npm start` has) and measures
 * - ready: from the spawn until `GET /api/health` answers 200 and the SPA's index is served
 *   (target ≤ 10 s with `web/dist` built);
 * - seed complete: from the spawn until the program prints its `seed … (complete N s after
 *   start)` line, i.e. every background seed stage has written (demo people, catalogue, demo
 *   activity, posts, outfits, …);
 * - each seeder's time and each wait for the stream processors between stages (`SEED_TIMINGS=1`
 *   lines), and the 1-minute load average before and after the run (`/proc/loadavg`: on the
 *   2-core machine other engineers' builds and tests share the cores, so every figure carries
 *   the load it was measured at).
 * Runs: `STARTUP_RUNS` cold starts with `web/dist` built (default 2), and, unless
 * `STARTUP_SKIP_BUILD=1`, one first start from a missing `web/dist` (includes the Vite build;
 * ready only). The retention timer is off (`RETENTION_EVERY_HOURS=0`): its first run follows the
 * seed and is not part of a start.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { freePort, repoRoot, round, startApp, stopApp, waitForOk, waitForOutput, writeResult } from './lib';

/** The 1-minute load average (`/proc/loadavg`), or null off Linux. */
function loadAverage(): number | null {
  try {
    return Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
  } catch {
    return null;
  }
}

/** CPU seconds of a process tree: the total and per command name (`node`, `java`, …). */
interface TreeCpu {
  total: number;
  byCommand: Record<string, number>;
}

/**
 * CPU seconds (user + system) used so far by `pid` and every process under it (the runtime's
 * Node process, DynamoDB Local's watchdog and JVM), from `/proc/<pid>/stat` (clock ticks of
 * 1/100 s, Linux's USER_HZ), in total and by command name; null off Linux. Processes that
 * already exited are not counted.
 */
function treeCpuSeconds(pid: number | undefined): TreeCpu | null {
  if (!pid) return null;
  const byCommand: Record<string, number> = {};
  let total = 0;
  const walk = (p: number) => {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14, 15 of proc(5))
      total += ticks;
      byCommand[command] = (byCommand[command] ?? 0) + ticks;
      for (const t of readdirSync(`/proc/${p}/task`)) {
        const kids = readFileSync(`/proc/${p}/task/${t}/children`, 'utf8').trim();
        for (const k of kids ? kids.split(' ').map(Number) : []) walk(k);
      }
    } catch {
      /* process gone */
    }
  };
  walk(pid);
  if (total === 0) return null;
  return {
    total: round(total / 100, 1),
    byCommand: Object.fromEntries(Object.entries(byCommand).map(([k, v]) => [k, round(v / 100, 1)])),
  };
}

/** One cold start's figures. */
interface StartRun {
  readySeconds: number;
  seedCompleteSeconds: number | null;
  /** `[seed] <name>: N ms` lines, by seeder (and `processors idle before stage N`). */
  seedersMs: Record<string, number>;
  /**
   * CPU seconds the start program and its children (runtime, JVM) had used when ready and when
   * the seed completed: the work itself, which a busy machine stretches into longer wall time.
   */
  cpuSecondsAtReady: number | null;
  cpuSecondsAtSeedComplete: number | null;
  /** The same at seed complete by command name (`node`: tsx and the runtime; `java`: DynamoDB Local). */
  cpuSecondsAtSeedCompleteByCommand: Record<string, number> | null;
  loadAverage1mBefore: number | null;
  loadAverage1mAfter: number | null;
}

/** Collect the `[seed] …: N ms` lines of `child`'s stdout into `into`. */
function collectSeedTimings(child: ChildProcess, into: Record<string, number>): void {
  let buffered = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      const m = line.match(/^\[seed\] (.+): (\d+) ms$/);
      if (m) into[m[1]!] = Number(m[2]);
    }
  });
}

async function timeStart(label: string, { waitForSeed }: { waitForSeed: boolean }): Promise<StartRun> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'seamline-bench-'));
  const loadBefore = loadAverage();
  const seedersMs: Record<string, number> = {};
  const started = performance.now();
  const child = startApp(port, [], { DATA_DIR: dataDir, SEED_TIMINGS: '1', RETENTION_EVERY_HOURS: '0' });
  child.stderr?.resume();
  collectSeedTimings(child, seedersMs);
  const seedLine = waitForSeed ? waitForOutput(child, /complete [\d.]+ s after start/, 600_000) : undefined;
  seedLine?.catch(() => undefined);
  try {
    await waitForOk(`http://127.0.0.1:${port}/api/health`, 300_000, child);
    await waitForOk(`http://127.0.0.1:${port}/`, 10_000, child);
    const readyMs = performance.now() - started;
    const cpuAtReady = treeCpuSeconds(child.pid);
    let seedMs: number | null = null;
    let cpuAtSeed: TreeCpu | null = null;
    if (seedLine) {
      await seedLine;
      seedMs = performance.now() - started;
      cpuAtSeed = treeCpuSeconds(child.pid);
    }
    const run: StartRun = {
      readySeconds: round(readyMs / 1000, 2),
      seedCompleteSeconds: seedMs === null ? null : round(seedMs / 1000, 2),
      seedersMs,
      cpuSecondsAtReady: cpuAtReady?.total ?? null,
      cpuSecondsAtSeedComplete: cpuAtSeed?.total ?? null,
      cpuSecondsAtSeedCompleteByCommand: cpuAtSeed?.byCommand ?? null,
      loadAverage1mBefore: loadBefore,
      loadAverage1mAfter: loadAverage(),
    };
    console.log(`${label}: ${JSON.stringify(run)}`);
    return run;
  } finally {
    await stopApp(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

export async function benchStartup(): Promise<void> {
  let firstStart: StartRun | null = null;
  if (process.env.STARTUP_SKIP_BUILD !== '1') {
    const dist = path.join(repoRoot, 'web/dist');
    // First start: move the built app aside so start.ts has to build it.
    const aside = `${dist}.bench-aside`;
    if (existsSync(dist)) renameSync(dist, aside);
    try {
      firstStart = await timeStart('first start (builds web)', { waitForSeed: false });
    } finally {
      if (existsSync(aside)) {
        rmSync(dist, { recursive: true, force: true });
        renameSync(aside, dist);
      }
    }
  }
  const runs: StartRun[] = [];
  const count = Number(process.env.STARTUP_RUNS ?? 2);
  for (let i = 0; i < count; i++) runs.push(await timeStart(`cold start with web built #${i + 1}`, { waitForSeed: true }));
  const ready = runs.map((r) => r.readySeconds);
  const seeds = runs.map((r) => r.seedCompleteSeconds!);
  writeResult('startup', {
    how: 'tsx infra/local/start.ts with npm start\'s Node flags, fresh DATA_DIR per run, SEED_TIMINGS=1, RETENTION_EVERY_HOURS=0; npm and tsx add ≈ 1.5 s of launch',
    firstStartWithBuildSeconds: firstStart?.readySeconds ?? null,
    firstStartWithBuildLoadAverage1m: firstStart?.loadAverage1mBefore ?? null,
    coldStarts: runs,
    readyMedianSeconds: round(median(ready), 2),
    seedCompleteMedianSeconds: round(median(seeds), 2),
    targetReadySeconds: 10,
    targetSeedCompleteSeconds: 15,
    pass: median(ready) <= 10 && median(seeds) <= 15,
  });
}
