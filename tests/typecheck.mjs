#!/usr/bin/env node
// `npm run typecheck`: `tsc -p <project> --noEmit` for each workspace, two at a time (issue 36).
//
// Each project is its own program (web has the DOM and JSX, the others Node), so each checks
// the shared/ files it imports; one tsc is a single thread, so on the 2-core CI machine two at
// once take about half the time of six in a row. A project's output is printed in one block
// when it ends (never interleaved), with its time; the exit code is non-zero if any failed.
// `node tests/typecheck.mjs web shared` checks only those projects. TYPECHECK_JOBS=<n> sets how many run at once (default: the machine's cores, at most 2 —
// more only adds memory: each tsc holds its whole program).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// Longest first, so the last to start are short ones and both lanes end close together.
const projects = process.argv.length > 2 ? process.argv.slice(2) : ['web', 'functions', 'tests', 'infra', 'events', 'shared'];
const jobs = Math.max(1, Number(process.env.TYPECHECK_JOBS) || Math.min(2, availableParallelism()));
const tsc = fileURLToPath(new URL('../node_modules/typescript/bin/tsc', import.meta.url));

const queue = [...projects];
const failed = [];
await Promise.all(Array.from({ length: Math.min(jobs, queue.length) }, lane));
if (failed.length > 0) {
  console.error(`typecheck failed: ${failed.join(', ')}`);
  process.exit(1);
}

async function lane() {
  for (let project = queue.shift(); project; project = queue.shift()) {
    const started = Date.now();
    const { code, output } = await run(process.execPath, [tsc, '-p', project, '--noEmit']);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (code !== 0) failed.push(project);
    console.log(`${code === 0 ? '✔' : '✘'} tsc -p ${project} --noEmit (${seconds} s)${output ? `\n${output.trimEnd()}` : ''}`);
  }
}

/** Run a command in the repository root; its stdout and stderr together, and its exit code. */
function run(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', (error) => resolve({ code: 1, output: String(error) }));
    child.once('close', (code) => resolve({ code: code ?? 1, output }));
  });
}
