/** Wall time of `npm test` (all steps) on this machine; target under 20 minutes. */
import { spawnSync } from 'node:child_process';
import { repoRoot, round, writeResult } from './lib';

export async function benchNpmTest(): Promise<void> {
  const started = performance.now();
  const run = spawnSync('npm', ['test'], { cwd: repoRoot, env: { ...process.env, CI: 'true' }, encoding: 'utf8' });
  const seconds = (performance.now() - started) / 1000;
  const steps = [...(run.stdout ?? '').matchAll(/^([✔✘]) (\w+) \(([\d.]+) s\)$/gm)].map((m) => ({
    step: m[2],
    ok: m[1] === '✔',
    seconds: Number(m[3]),
  }));
  const totals = /tests: (\d+) passed, (\d+) failed/.exec(run.stdout ?? '');
  writeResult('npm-test', {
    wallSeconds: round(seconds, 1),
    steps,
    passed: Number(totals?.[1] ?? 0),
    failed: Number(totals?.[2] ?? 0),
    exitCode: run.status,
    targetSeconds: 20 * 60,
    pass: run.status === 0 && seconds <= 20 * 60,
  });
}
