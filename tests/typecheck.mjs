#!/usr/bin/env node
// `npm run typecheck`: two TypeScript programs, side by side (issue 36 §2):
//   - `node`: tsconfig.node.json — shared, functions, events, infra and tests in ONE program, so
//     every file is checked once (as six per-workspace programs each re-checked the shared/,
//     functions/ and events/ files they import: 93 CPU-s and 63 s one after another on an idle
//     2-core machine; one program 36 CPU-s and 26 s, docs/architecture.md 'The test suite on CI');
//   - `web`: web/tsconfig.json — the SPA with the DOM and JSX.
// Both are incremental (`--incremental`, build info in node_modules/.cache/typecheck/): a clean
// clone checks everything; a later run re-checks only what changed and what depends on it (the
// node program: 29 s → 11 s). The per-workspace tsconfig.json files stay for editors.
// A program's output is printed in one block when it ends (never interleaved), with its time;
// the exit code is non-zero if any failed. `node tests/typecheck.mjs web` checks only that one.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Program name → its tsconfig, longest first. */
const configs = { node: 'tsconfig.node.json', web: 'web/tsconfig.json' };
const projects = process.argv.length > 2 ? process.argv.slice(2) : Object.keys(configs);
const unknown = projects.filter((p) => !(p in configs));
if (unknown.length > 0) {
  console.error(`typecheck: unknown program ${unknown.join(', ')} (known: ${Object.keys(configs).join(', ')})`);
  process.exit(1);
}
const tsc = fileURLToPath(new URL('../node_modules/typescript/bin/tsc', import.meta.url));
const cache = fileURLToPath(new URL('../node_modules/.cache/typecheck/', import.meta.url));
mkdirSync(cache, { recursive: true });

const failed = [];
await Promise.all(projects.map(check));
if (failed.length > 0) {
  console.error(`typecheck failed: ${failed.join(', ')}`);
  process.exit(1);
}

/** Check one program and print its block. */
async function check(project) {
  const started = Date.now();
  const args = ['-p', configs[project], '--noEmit', '--incremental', '--tsBuildInfoFile', `${cache}${project}.tsbuildinfo`];
  const { code, output } = await run(process.execPath, [tsc, ...args]);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (code !== 0) failed.push(project);
  console.log(`${code === 0 ? '✔' : '✘'} tsc -p ${configs[project]} --noEmit --incremental (${seconds} s)${output ? `\n${output.trimEnd()}` : ''}`);
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
