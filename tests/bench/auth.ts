/**
 * Accounts benchmarks (issue 3), against `npm start -- --in-memory` in a child process:
 *
 * - `GET /api/auth/user` with a valid session through the local gateway: sequential
 *   keep-alive requests → p50/p99 (target p50 ≤ 5 ms), and autocannon with 50 connections for
 *   10 s → req/s (target ≥ 1,000) with its latency percentiles;
 * - `POST /api/auth/login`, sequential → p50/p99 (argon2id-bound);
 * - argon2id hash alone (OWASP m=19456 KiB, t=2, p=1), in this process → p50/p99.
 */
import http from 'node:http';
import autocannon from 'autocannon';
import { BENCH_PASSWORD, freePort, percentile, registerBenchUser, round, startApp, stopApp, waitForOk, writeResult } from './lib';

const PASSWORD = BENCH_PASSWORD;

/** `n` sequential keep-alive requests; returns per-request ms. */
async function sequential(port: number, n: number, opts: { method: string; path: string; headers?: Record<string, string>; body?: string }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: opts.path, method: opts.method, headers: opts.headers, agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
      req.end(opts.body);
    });
    if (status >= 300) throw new Error(`${opts.method} ${opts.path} answered ${status}`);
    times.push(performance.now() - t0);
  }
  agent.destroy();
  return times;
}

async function hashTimes(n: number): Promise<number[]> {
  const { hashPassword } = await import('../../functions/_core/passwords');
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await hashPassword(`${PASSWORD}-${i}`);
    times.push(performance.now() - t0);
  }
  return times;
}

const summary = (t: number[]) => ({ p50Ms: round(percentile(t, 50)), p99Ms: round(percentile(t, 99)), n: t.length });

export async function benchAuth(): Promise<void> {
  await hashTimes(3); // warm-up
  const hash = await hashTimes(50);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = startApp(port, ['--in-memory'], { LOG_LEVEL: 'ERROR' });
  try {
    await waitForOk(`${base}/api/health`, 120_000, child);
    const { username, cookie } = await registerBenchUser(base);
    const userReq = { method: 'GET', path: '/api/auth/user', headers: { cookie } };
    await sequential(port, 500, userReq); // warm-up
    const userSeq = await sequential(port, 3000, userReq);
    const load = await autocannon({ url: `${base}/api/auth/user`, connections: 50, duration: 10, headers: { cookie } });
    const loginBody = JSON.stringify({ usernameOrEmail: username, password: PASSWORD });
    const loginReq = { method: 'POST', path: '/api/auth/login', headers: { 'content-type': 'application/json' }, body: loginBody };
    await sequential(port, 5, loginReq);
    const login = await sequential(port, 100, loginReq);
    const userP50 = percentile(userSeq, 50);
    writeResult('auth', {
      getUserSequential: summary(userSeq),
      getUserAutocannon50c10s: {
        requestsPerSec: round(load.requests.average, 1),
        latencyP50Ms: load.latency.p50,
        latencyP99Ms: load.latency.p99,
        non2xx: load.non2xx,
        errors: load.errors,
      },
      loginSequential: summary(login),
      argon2idHashInProcess: summary(hash),
      targets: { getUserP50Ms: 5, getUserRequestsPerSec: 1000 },
      pass: userP50 <= 5 && load.requests.average >= 1000 && load.non2xx === 0,
    });
  } finally {
    await stopApp(child);
  }
}
