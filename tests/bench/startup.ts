/**
 * `npm start` to ready: time from spawning the start program until `GET /api/health` answers
 * 200 and the SPA's index is served. Measured with the web app already built (target ≤ 10 s)
 * and once from a missing `web/dist` (first start, includes the Vite build). Uses a fresh
 * on-disk DATA_DIR, as `npm start` does by default.
 */
import { existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, repoRoot, round, startApp, stopApp, waitForOk, writeResult } from './lib';

async function timeStart(label: string): Promise<number> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'seamline-bench-'));
  const started = performance.now();
  const child = startApp(port, [], { DATA_DIR: dataDir });
  try {
    await waitForOk(`http://127.0.0.1:${port}/api/health`, 300_000, child);
    await waitForOk(`http://127.0.0.1:${port}/`, 10_000, child);
    const ms = performance.now() - started;
    console.log(`${label}: ${round(ms / 1000, 2)} s`);
    return ms;
  } finally {
    await stopApp(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchStartup(): Promise<void> {
  const dist = path.join(repoRoot, 'web/dist');
  // First start: move the built app aside so start.ts has to build it.
  const aside = `${dist}.bench-aside`;
  if (existsSync(dist)) renameSync(dist, aside);
  let firstMs: number;
  try {
    firstMs = await timeStart('first start (builds web)');
  } finally {
    if (existsSync(aside)) {
      rmSync(dist, { recursive: true, force: true });
      renameSync(aside, dist);
    }
  }
  const warm: number[] = [];
  for (let i = 0; i < 3; i++) warm.push(await timeStart(`start with web built #${i + 1}`));
  const best = Math.min(...warm);
  writeResult('startup', {
    firstStartWithBuildSeconds: round(firstMs / 1000, 2),
    startWithWebBuiltSeconds: warm.map((ms) => round(ms / 1000, 2)),
    startWithWebBuiltMedianSeconds: round([...warm].sort((a, b) => a - b)[1]! / 1000, 2),
    targetSeconds: 10,
    pass: best <= 10_000 && [...warm].sort((a, b) => a - b)[1]! <= 10_000,
  });
}
