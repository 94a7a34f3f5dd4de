/**
 * Body scan benchmark (issue 4), on this machine against `npm start -- --in-memory` in a child:
 *
 * - `POST /api/scan-to-fit` end to end on a 2048×1536 JPEG, the largest photo the web sends
 *   (it scales a camera photo down to ≤ 2048 px first); the timed request carries the photo
 *   (base64), decodes it, runs the models, estimates and saves the measurements, storing
 *   nothing of the photo → p50/p90 (target p50 ≤ 1.5 s), with the server's per-stage p50s;
 * - peak RSS (VmHWM) of the app's Node process, which runs every area incl. scan, the gateway
 *   and the S3 stand-in (an upper bound for the scan function; target ≤ 512 MB);
 * - cold model load (Human + MoveNet + BlazeFace and the nsfwjs MobileNetV2Mid unsafe-content
 *   classifier on WASM, warm-ups included) in a fresh process (target ≤ 1 s).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import type { ScanResult } from '@seamline/shared/contracts/scan';
import { largePersonJpeg } from '../fixtures/images';
import { freePort, percentile, registerBenchUser, repoRoot, round, startApp, stopApp, waitForOk, writeResult } from './lib';

const RUNS = 15;

/** Peak RSS (MB) of the Node processes under `pid` (the largest one; java is DynamoDB Local). */
function peakNodeRssMb(pid: number): number {
  let best = 0;
  const walk = (p: number) => {
    try {
      const status = readFileSync(`/proc/${p}/status`, 'utf8');
      const name = /Name:\s+(\S+)/.exec(status)?.[1] ?? '';
      const hwm = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
      if (name.startsWith('node') || name === 'MainThread') best = Math.max(best, hwm);
      for (const t of readdirSync(`/proc/${p}/task`)) {
        const kids = readFileSync(`/proc/${p}/task/${t}/children`, 'utf8').trim();
        for (const k of kids ? kids.split(' ') : []) walk(Number(k));
      }
    } catch {
      /* process gone */
    }
  };
  walk(pid);
  return round(best, 1);
}

/** Cold model load in a fresh process: import the adapter and warm it (ms). */
function coldLoadMs(): number {
  const script = "const t=performance.now();const {humanVision}=await import('./functions/scan/vision/human-adapter.ts');await humanVision.warm();console.log(performance.now()-t)";
  const out = execFileSync(`${repoRoot}node_modules/.bin/tsx`, ['--input-type=module', '-e', script], { cwd: repoRoot, encoding: 'utf8' });
  return round(Number(out.trim().split('\n').pop()), 1);
}

export async function benchScan(): Promise<void> {
  const cold = [coldLoadMs(), coldLoadMs(), coldLoadMs()];
  const photo = await largePersonJpeg(2048, 1536, undefined, true);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = startApp(port, ['--in-memory'], { LOG_LEVEL: 'ERROR' });
  try {
    await waitForOk(`${base}/api/health`, 120_000, child);
    const { cookie } = await registerBenchUser(base);
    const json = { 'content-type': 'application/json', cookie };
    const times: number[] = [];
    const stages: ScanResult['stages'][] = [];
    for (let i = 0; i < RUNS + 2; i++) {
      const body = JSON.stringify({ frontPhoto: photo.toString('base64'), height: 165, heightUnit: 'cm', photoConsent: true, dataUsageConsent: true, retainPhoto: false });
      const t0 = performance.now();
      const res = await fetch(`${base}/api/scan-to-fit`, { method: 'POST', headers: json, body });
      const result = (await res.json()) as ScanResult;
      if (res.status !== 200) throw new Error(`scan answered ${res.status}: ${JSON.stringify(result)}`);
      if (i >= 2) {
        times.push(performance.now() - t0);
        stages.push(result.stages);
      }
    }
    const stageP50 = Object.fromEntries(
      (Object.keys(stages[0]!) as (keyof ScanResult['stages'])[]).map((k) => [k, round(percentile(stages.map((s) => s[k]), 50), 1)]),
    );
    writeResult('scan', {
      photo: { width: 2048, height: 1536, bytes: photo.length },
      scanToFit: { p50Ms: round(percentile(times, 50), 1), p90Ms: round(percentile(times, 90), 1), n: times.length, stageP50Ms: stageP50 },
      peakRssMb: peakNodeRssMb(child.pid!),
      coldModelLoadMs: { runs: cold, max: Math.max(...cold) },
      targets: { p50Ms: 1500, peakRssMb: 512, coldModelLoadMs: 1000 },
    });
  } finally {
    await stopApp(child);
  }
}
