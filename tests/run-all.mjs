#!/usr/bin/env node
// `npm test`: lint + typecheck + unit + infra + integration, and e2e beside them.
// Two lanes run at the same time (issue 36 §2): lane 1 runs lint, typecheck, unit, infra and
// integration one after another; lane 2 runs e2e. Integration and e2e each run as two shards at
// once (`--shard=k/2`, `TEST_SHARDS`), every shard a vitest process with its own local runtime
// (own DynamoDB Local, table, ports): their files run one at a time and wait on the runtime, the
// stream processors and Chromium much of the time, so on the 2-core CI machine the lanes and
// shards share the cores instead of queueing. `TEST_LANES=1` runs every step in one lane, in the
// order above; `TEST_SHARDS=1` runs integration and e2e as one process each.
// Every step runs even when an earlier one failed (one run shows every problem); the exit code
// is non-zero if any failed. A one-process step of lane 1 prints as it runs; other steps' output
// is kept in tests/.tmp/<step or shard>.log and printed as one block when the step ends. Vitest
// steps write JSON reports (shards' merged into tests/.tmp/<project>.json), summed into the
// closing line `tests: N passed, N failed, N skipped` with the wall time of each step.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = path.join(root, 'tests/.tmp');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2);
/**
 * Shards of the integration and e2e steps: each shard is its own vitest process (`--shard=k/n`)
 * with its own global setup, so its own local runtime (own DynamoDB Local, table, S3 folder, free
 * ports) — a shard is exactly a smaller run of the same project, nothing is shared between them.
 * Both projects run one file at a time and wait on their runtime much of the time, so two shards
 * use the cores that one leaves idle. `TEST_SHARDS=1` runs each as one process.
 */
const shards = Math.max(1, Number(process.env.TEST_SHARDS) || 2);
const vitestCmd = (project, report, shard) => [
  'npx', 'vitest', 'run', '--project', project, ...(shard ? [`--shard=${shard}`] : []),
  '--reporter=default', '--reporter=json', `--outputFile.json=${report}`,
];
const vitestStep = (project, n = 1) => ({
  name: project,
  project,
  // The e2e shards would each build the SPA into web/dist when it is stale: build it once first.
  before: project === 'e2e' ? ['npm', 'run', 'build:web:if-stale'] : undefined,
  parts: Array.from({ length: n }, (_, i) => ({
    label: n > 1 ? `${project} ${i + 1}/${n}` : project,
    cmd: vitestCmd(project, path.join(reports, n > 1 ? `${project}.shard-${i + 1}.json` : `${project}.json`), n > 1 ? `${i + 1}/${n}` : undefined),
  })),
});
const commandStep = (name, cmd) => ({ name, parts: [{ label: name, cmd }] });
const all = [
  commandStep('lint', ['npm', 'run', 'lint']),
  commandStep('typecheck', ['npm', 'run', 'typecheck']),
  vitestStep('unit'),
  vitestStep('infra'),
  vitestStep('integration', shards),
  vitestStep('e2e', shards),
].filter((s) => only.length === 0 || only.includes(s.name));

const oneLane = process.env.TEST_LANES === '1';
const lanes = oneLane
  ? [all]
  : [all.filter((s) => s.name !== 'e2e'), all.filter((s) => s.name === 'e2e')].filter((l) => l.length > 0);

const suiteStarted = Date.now();
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Closing lines per step, in the order of `all`. */
const summary = new Map();
/** Failed tests of every step, printed again at the very end (CI shows only the log's tail). */
const failures = [];

/**
 * Run one command: inherit the terminal when `logFile` is undefined, else append its output to
 * `logFile`. @returns its exit code (1 when it could not start).
 */
function runCommand(cmd, logFile) {
  return new Promise((resolve) => {
    const child = spawn(cmd[0], cmd.slice(1), { cwd: root, env: process.env, stdio: logFile ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (logFile) {
      const log = createWriteStream(logFile, { flags: 'a' });
      child.stdout.pipe(log, { end: false });
      child.stderr.pipe(log, { end: false });
      child.on('close', (code) => log.end(() => resolve(code)));
    } else {
      child.on('close', (code) => resolve(code));
    }
    child.on('error', (error) => {
      console.error(`${cmd.join(' ')}: ${error.message}`);
      resolve(1);
    });
  });
}

/**
 * Merge the JSON reports of a step's shards into tests/.tmp/<project>.json (counts summed, test
 * results concatenated), as if one process had run them all.
 */
function mergeShardReports(step) {
  const shardReports = step.parts.map((_, i) => path.join(reports, `${step.project}.shard-${i + 1}.json`)).filter((f) => existsSync(f));
  if (shardReports.length === 0) return;
  const merged = { numPassedTests: 0, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0, numTotalTests: 0, numTotalTestSuites: 0, testResults: [] };
  for (const file of shardReports) {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    for (const key of Object.keys(merged)) if (typeof merged[key] === 'number') merged[key] += r[key] ?? 0;
    merged.testResults.push(...(r.testResults ?? []));
  }
  writeFileSync(path.join(reports, `${step.project}.json`), JSON.stringify(merged));
}

/**
 * Run one step: its `before` command, then its parts (one process, or one per shard at the same
 * time). A one-part step of the first lane prints live; otherwise each part's output is kept in
 * tests/.tmp/<part>.log and printed as one block when the step ends.
 * @returns {Promise<void>} resolves when the step has ended and been counted (never rejects).
 */
async function runStep(step, buffered) {
  const started = Date.now();
  const live = !buffered && step.parts.length === 1;
  const logOf = (label) => path.join(reports, `${label.replace(/[^\w.-]+/g, '-')}.log`);
  const headers = step.parts.map((part) => `\n▶ ${part.label}: ${part.cmd.join(' ')}`);
  if (live) console.log(headers[0]);
  const beforeStatus = step.before ? await runCommand(step.before, live ? undefined : logOf(step.parts[0].label)) : 0;
  const statuses = beforeStatus !== 0 ? [beforeStatus] : await Promise.all(step.parts.map((part) => runCommand(part.cmd, live ? undefined : logOf(part.label))));
  const status = statuses.every((code) => code === 0) ? 0 : 1;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (!live) {
    step.parts.forEach((part, i) => {
      const why = [buffered ? 'ran beside the other lane' : '', step.parts.length > 1 ? `one of ${step.parts.length} shards at once` : ''].filter(Boolean).join('; ');
      console.log(`${headers[i]}  (${why}; its output:)`);
      if (existsSync(logOf(part.label))) process.stdout.write(readFileSync(logOf(part.label), 'utf8'));
    });
  }
  if (step.parts.length > 1) mergeShardReports(step);
  const ok = status === 0;
  const file = step.project && path.join(reports, `${step.project}.json`);
  if (file && existsSync(file)) {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    for (const suite of r.testResults ?? []) {
      const file = path.relative(root, suite.name);
      const failed = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of failed) failures.push(`${step.name} · ${file} · ${t.fullName}\n    ${firstLines(t.failureMessages)}`);
      if (failed.length === 0 && suite.status === 'failed') failures.push(`${step.name} · ${file}\n    ${firstLines([suite.message])}`);
    }
  } else if (!ok) {
    totals.failed += 1; // lint/typecheck, or a runner that died before reporting
  }
  summary.set(step.name, `${ok ? '✔' : '✘'} ${step.name} (${seconds} s)`);
}

// The first lane prints live; every other lane's steps print as blocks when they end.
await Promise.all(
  lanes.map(async (lane, i) => {
    for (const step of lane) await runStep(step, i > 0);
  }),
);

const lines = all.map((s) => summary.get(s.name));
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `✘ ${f}`).join('\n')}`);
console.log(`\n${lines.join('\n')}`);
if (lanes.length > 1) console.log(`(lanes: ${lanes.map((l) => l.map((s) => s.name).join(' → ')).join(' ‖ ')})`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
console.log(`wall time: ${((Date.now() - suiteStarted) / 1000).toFixed(1)} s`);
process.exit(lines.some((s) => s.startsWith('✘')) ? 1 : 0);

/** The first lines of a test's failure messages, indented, for the closing list. */
function firstLines(messages) {
  const text = (messages ?? []).filter(Boolean).join('\n') || '(no message)';
  return text.split('\n').slice(0, 6).join('\n    ').slice(0, 1200);
}
