#!/usr/bin/env node
// `npm test`: lint + typecheck + unit + infra + integration, and e2e beside them.
// Two lanes run at the same time (issue 36 §2): lane 1 runs lint, typecheck, unit, infra and
// integration one after another; lane 2 runs e2e. The steps of lane 1 are CPU-bound, while e2e
// waits on Chromium, the stream processors and its runtime for much of its time, so on the 2-core
// CI machine the two lanes share the cores instead of e2e starting only after the rest. The two
// projects have their own local runtime each (own DynamoDB Local, own table, own ports): nothing
// is shared between the lanes. `TEST_LANES=1` runs every step in one lane, in the order above.
// Every step runs even when an earlier one failed (one run shows every problem); the exit code
// is non-zero if any failed. A step of lane 1 prints as it runs; lane 2's output is kept in
// tests/.tmp/<step>.log and printed as one block when the step ends. Vitest steps write JSON
// reports, summed into the closing line `tests: N passed, N failed, N skipped` with the wall time
// of each step.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = path.join(root, 'tests/.tmp');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2);
/** vitest projects per step: unit files that replace modules run in a project of their own (vitest.config.ts). */
const projectsOf = { unit: ['unit', 'unit-isolated'] };
const vitestStep = (project) => ({
  name: project,
  project,
  cmd: ['npx', 'vitest', 'run', ...(projectsOf[project] ?? [project]).flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, `${project}.json`)}`],
});
const all = [
  { name: 'lint', cmd: ['npm', 'run', 'lint'] },
  { name: 'typecheck', cmd: ['npm', 'run', 'typecheck'] },
  ...['unit', 'infra', 'integration', 'e2e'].map(vitestStep),
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
 * Run one step: inherit the terminal when `buffered` is false, else keep its output in
 * tests/.tmp/<step>.log and print it as one block at the end of the step.
 * @returns {Promise<void>} resolves when the step has ended and been counted (never rejects).
 */
async function runStep(step, buffered) {
  const started = Date.now();
  const header = `\n▶ ${step.name}: ${step.cmd.join(' ')}`;
  const logFile = path.join(reports, `${step.name}.log`);
  if (!buffered) console.log(header);
  const status = await new Promise((resolve) => {
    const child = spawn(step.cmd[0], step.cmd.slice(1), {
      cwd: root,
      env: process.env,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (buffered) {
      const log = createWriteStream(logFile);
      child.stdout.pipe(log, { end: false });
      child.stderr.pipe(log, { end: false });
      child.on('close', (code) => log.end(() => resolve(code)));
    } else {
      child.on('close', (code) => resolve(code));
    }
    child.on('error', (error) => {
      console.error(`${step.name}: ${error.message}`);
      resolve(1);
    });
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (buffered) {
    console.log(`${header}  (ran beside the other lane; its output:)`);
    process.stdout.write(readFileSync(logFile, 'utf8'));
  }
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
