/**
 * Local gateway overhead on `GET /api/health`.
 *
 * - in-process: the health handler invoked directly, sequentially, with a genuine payload 2.0
 *   event and Lambda context (the gateway's own builders) → p50 per call;
 * - through the gateway (`npm start -- --in-memory` in a child process): sequential keep-alive
 *   requests → p50 per request; added p50 = gateway p50 − in-process p50 (target ≤ 1 ms);
 * - autocannon, 50 connections for 10 s → throughput (target ≥ 2,000 req/s) and latency.
 */
import http from 'node:http';
import autocannon from 'autocannon';
import type { IncomingMessage } from 'node:http';
import { freePort, percentile, round, startApp, stopApp, waitForOk, writeResult } from './lib';

async function inProcess(iterations: number): Promise<number[]> {
  const { handler } = await import('../../functions/health/handler');
  const { httpApiEvent } = await import('../../infra/local/gateway/http-event');
  const { invokeLambda } = await import('../../infra/local/gateway/lambda');
  const req = {
    url: '/api/health',
    method: 'GET',
    headers: { host: 'localhost:3000', 'user-agent': 'bench' },
    rawHeaders: ['Host', 'localhost:3000', 'User-Agent', 'bench'],
    httpVersion: '1.1',
    socket: { localPort: 3000, remoteAddress: '127.0.0.1' },
  } as unknown as IncomingMessage;
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    const event = httpApiEvent({ req, body: Buffer.alloc(0), routeKey: 'GET /api/health', requestId: `r${i}`, now: new Date() });
    await invokeLambda(handler, event, 'seamline-health');
    times.push(performance.now() - t0);
  }
  return times;
}

function sequentialHttp(port: number, iterations: number): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const t0 = performance.now();
      http
        .get({ host: '127.0.0.1', port, path: '/api/health', agent }, (res) => {
          res.resume();
          res.on('end', () => {
            times.push(performance.now() - t0);
            resolve();
          });
        })
        .on('error', reject);
    });
  return (async () => {
    for (let i = 0; i < iterations; i++) await one();
    agent.destroy();
    return times;
  })();
}

export async function benchGateway(): Promise<void> {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  const warm = await inProcess(2000);
  const direct = await inProcess(20_000);
  void warm;
  const port = await freePort();
  const child = startApp(port, ['--in-memory'], { LOG_LEVEL: 'ERROR' });
  try {
    await waitForOk(`http://127.0.0.1:${port}/api/health`, 120_000, child);
    await sequentialHttp(port, 1000); // warm-up (JIT, first module loads)
    const viaGateway = await sequentialHttp(port, 5000);
    const load = await autocannon({ url: `http://127.0.0.1:${port}/api/health`, connections: 50, duration: 10 });
    const p50Direct = percentile(direct, 50);
    const p50Gateway = percentile(viaGateway, 50);
    writeResult('gateway', {
      inProcessP50Ms: round(p50Direct),
      inProcessP99Ms: round(percentile(direct, 99)),
      gatewaySequentialP50Ms: round(p50Gateway),
      gatewaySequentialP99Ms: round(percentile(viaGateway, 99)),
      addedP50Ms: round(p50Gateway - p50Direct),
      autocannon50c10s: {
        requestsPerSecondAvg: round(load.requests.average, 0),
        latencyP50Ms: load.latency.p50,
        latencyP99Ms: load.latency.p99,
        non2xx: load.non2xx,
        errors: load.errors,
        totalRequests: load.requests.total,
      },
      targets: { addedP50Ms: 1, requestsPerSecond: 2000 },
      pass: p50Gateway - p50Direct <= 1 && load.requests.average >= 2000 && load.non2xx === 0 && load.errors === 0,
    });
  } finally {
    await stopApp(child);
  }
}
