/**
 * `npm run bench npm-test`: wall time of `CI=true npm test` (every step of tests/run-all.mjs) on
 * this machine, recorded in tests/bench/results/npm-test.json; target (issue 36): the whole suite
 * in at most 15 minutes on the 2-core CI machine, nothing skipped.
 *
 * Recorded per step: passed (✔/✘ of run-all's summary), seconds, and for the vitest steps the
 * counts of the step's JSON report (tests/.tmp/<project>.json: passed, failed, skipped = pending +
 * todo, test files). Also the machine (CPU model and count, memory, load average before and after),
 * Node and npm versions, and the commit with whether the work tree was clean (a record is meant
 * to come from a clean clone).
 *
 * `NPM_TEST_LOG=<file>`: record an `npm test` that already ran in this checkout (its console
 * output saved to <file>, its reports still in tests/.tmp) instead of running it again — e.g.
 * `bash .ci/run 2>&1 | tee ci.log` then `NPM_TEST_LOG=ci.log npm run bench npm-test`. The wall
 * time is then run-all's closing `wall time: N s` line (null in a log without it; `stepSeconds`
 * is always the sum of the steps, which overlap when run-all ran them in two lanes: `lanes` lists
 * them, parsed from its `(lanes: …)` line).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, round, writeResult } from './lib';

/** Issue 36: the whole suite within 15 minutes on CI. */
const TARGET_SECONDS = 15 * 60;

/** One step of run-all's closing summary, with its vitest report's counts when it has one. */
interface StepRecord {
  step: string;
  ok: boolean;
  seconds: number;
  passed?: number;
  failed?: number;
  skipped?: number;
  files?: number;
}

/** The counts of a vitest JSON report (the fields run-all.mjs sums). */
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests?: number;
  numTotalTestSuites?: number;
  testResults?: unknown[];
}

export async function benchNpmTest(): Promise<void> {
  const loadBefore = os.loadavg();
  const fromLog = process.env.NPM_TEST_LOG;
  let stdout: string;
  let exitCode: number | null;
  let wallSeconds: number | null;
  if (fromLog) {
    stdout = readFileSync(fromLog, 'utf8');
    exitCode = /^tests: \d+ passed, 0 failed/m.test(stdout) && !/^✘ /m.test(stdout) ? 0 : 1;
    const wall = /^wall time: ([\d.]+) s$/m.exec(stdout);
    wallSeconds = wall ? Number(wall[1]) : null;
  } else {
    const started = performance.now();
    ({ stdout, exitCode } = await runTee('npm', ['test']));
    wallSeconds = round((performance.now() - started) / 1000, 1);
  }

  const steps: StepRecord[] = [...stdout.matchAll(/^([✔✘]) (\w+) \(([\d.]+) s\)$/gm)].map((m) => {
    const record: StepRecord = { step: m[2]!, ok: m[1] === '✔', seconds: Number(m[3]) };
    const report = path.join(repoRoot, 'tests/.tmp', `${record.step}.json`);
    if (existsSync(report)) {
      const r = JSON.parse(readFileSync(report, 'utf8')) as VitestReport;
      record.passed = r.numPassedTests;
      record.failed = r.numFailedTests;
      record.skipped = r.numPendingTests + (r.numTodoTests ?? 0);
      record.files = r.testResults?.length ?? r.numTotalTestSuites;
    }
    return record;
  });
  const sum = (key: 'passed' | 'failed' | 'skipped') => steps.reduce((n, s) => n + (s[key] ?? 0), 0);
  // Steps of different lanes overlap (run-all's `(lanes: a → b ‖ c)` line): their sum is CPU-side
  // bookkeeping, the wall time is the suite's time.
  const stepSeconds = round(steps.reduce((n, s) => n + s.seconds, 0), 1);
  const lanesLine = /^\(lanes: (.+)\)$/m.exec(stdout);
  const lanes = lanesLine ? lanesLine[1]!.split(' ‖ ').map((lane) => lane.split(' → ')) : [steps.map((s) => s.step)];
  const seconds = wallSeconds ?? stepSeconds;
  const cpus = os.cpus();
  const git = (...args: string[]) => spawnSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).stdout.trim();

  writeResult('npm-test', {
    wallSeconds,
    stepSeconds,
    lanes,
    steps,
    passed: sum('passed'),
    failed: sum('failed') + steps.filter((s) => !s.ok && s.passed === undefined).length,
    skipped: sum('skipped'),
    exitCode,
    targetSeconds: TARGET_SECONDS,
    pass: exitCode === 0 && sum('skipped') === 0 && seconds <= TARGET_SECONDS,
    machine: {
      cpuModel: cpus[0]?.model ?? 'unknown',
      cpuCount: cpus.length,
      memoryGiB: round(os.totalmem() / 2 ** 30, 1),
      platform: `${os.platform()} ${os.release()}`,
      // Of the run itself (not known when recording an earlier run's log).
      loadAverageBefore: fromLog ? null : loadBefore.map((l) => round(l, 2)),
      loadAverageAfter: fromLog ? null : os.loadavg().map((l) => round(l, 2)),
      npm: spawnSync('npm', ['--version'], { encoding: 'utf8' }).stdout.trim(),
      ci: process.env.CI === 'true',
    },
    commit: git('rev-parse', 'HEAD'),
    cleanWorkTree: git('status', '--porcelain', '--untracked-files=no') === '',
    source: fromLog ? `console output of an earlier run (${path.basename(fromLog)})` : 'npm test run by this benchmark',
  });
}

/** Run a command with CI=true in the repository, echoing its output while keeping stdout. */
function runTee(cmd: string, args: string[]): Promise<{ stdout: string; exitCode: number | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: repoRoot, env: { ...process.env, CI: 'true' }, stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      stdout += chunk;
      process.stdout.write(chunk);
    });
    child.once('error', reject);
    child.once('close', (exitCode) => resolve({ stdout, exitCode }));
  });
}
