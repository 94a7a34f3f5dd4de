#!/usr/bin/env node
// `npm test`: lint + typecheck + unit + integration + infra + e2e, in that order.
// Every step runs even when an earlier one failed (one run shows every problem); the exit
// code is non-zero if any failed. Vitest steps write JSON reports, summed into the closing
// line `tests: N passed, N failed, N skipped` with the wall time of each step.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = path.join(root, 'tests/.tmp');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2);
const steps = [
  { name: 'lint', cmd: ['npm', 'run', 'lint'] },
  { name: 'typecheck', cmd: ['npm', 'run', 'typecheck'] },
  ...['unit', 'integration', 'infra', 'e2e'].map((project) => ({
    name: project,
    project,
    cmd: ['npx', 'vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, `${project}.json`)}`],
  })),
].filter((s) => only.length === 0 || only.includes(s.name));

const suiteStarted = Date.now();
const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];
/** Failed tests of every step, printed again at the very end (CI shows only the log's tail). */
const failures = [];
for (const step of steps) {
  const started = Date.now();
  console.log(`\n▶ ${step.name}: ${step.cmd.join(' ')}`);
  const result = spawnSync(step.cmd[0], step.cmd.slice(1), { cwd: root, stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
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
  summary.push(`${ok ? '✔' : '✘'} ${step.name} (${seconds} s)`);
}

if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `✘ ${f}`).join('\n')}`);
console.log(`\n${summary.join('\n')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
console.log(`wall time: ${((Date.now() - suiteStarted) / 1000).toFixed(1)} s`);
process.exit(summary.some((s) => s.startsWith('✘')) ? 1 : 0);

/** The first lines of a test's failure messages, indented, for the closing list. */
function firstLines(messages) {
  const text = (messages ?? []).filter(Boolean).join('\n') || '(no message)';
  return text.split('\n').slice(0, 6).join('\n    ').slice(0, 1200);
}
