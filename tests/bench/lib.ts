/** Small helpers shared by the benchmarks: percentiles, child processes, readiness polling, requests, call counting. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { writeFileSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import http from 'node:http';
import { LOCAL_RUNTIME_NODE_FLAGS } from '../../infra/local/support/node-flags';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** p-th percentile (0–100) of a list of numbers, nearest-rank. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export const round = (n: number, digits = 3) => Number(n.toFixed(digits));

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Poll `url` until it answers 200 or `timeoutMs` passes; returns ms waited. */
export async function waitForOk(url: string, timeoutMs: number, child?: ChildProcess): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`process exited with ${child.exitCode} before ${url} was ready`);
    try {
      const res = await fetch(url);
      if (res.ok) return performance.now() - started;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms`);
}

/**
 * Resolve with the first line of `child`'s stdout that matches `pattern` (e.g. the local runtime's
 * 'seed … (complete N s after start)' line: `npm start` serves before its background seed stages
 * have finished). The stream keeps flowing afterwards, so the child never blocks on a full pipe.
 * @throws Error when `timeoutMs` passes or the child exits first.
 */
export function waitForOutput(child: ChildProcess, pattern: RegExp, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    let done = false;
    const finish = (error: Error | null, line = '') => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(line);
    };
    const onExit = (code: number | null) => finish(new Error(`process exited with ${code} before printing ${pattern}`));
    const timer = setTimeout(() => finish(new Error(`no output matching ${pattern} after ${timeoutMs} ms`)), timeoutMs);
    child.once('exit', onExit);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (done) return;
      buffered += chunk.toString('utf8');
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      const line = lines.find((l) => pattern.test(l));
      if (line !== undefined) finish(null, line);
    });
  });
}

/**
 * Start `npm start`'s program (tsx infra/local/start.ts, with `nodeFlags`: by default npm start's own)
 * as a child on `port`. `nice` (0–19) runs it, and the JVM it starts, at that lower CPU priority
 * (coreutils `nice`).
 */
export function startApp(port: number, args: string[] = ['--in-memory'], env: NodeJS.ProcessEnv = {}, nice = 0, nodeFlags: readonly string[] = LOCAL_RUNTIME_NODE_FLAGS): ChildProcess {
  // Node flags as `npm start` has them (package.json; Lambda's heap flags, infra/local/support/node-flags.ts).
  const command = [`${repoRoot}node_modules/.bin/tsx`, ...nodeFlags, 'infra/local/start.ts', ...args];
  if (nice > 0) command.unshift('nice', '-n', String(nice));
  return spawn(command[0]!, command.slice(1), {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Pids of every process under `pid` (children first found, then theirs), read from /proc. */
function descendantPids(pid: number): number[] {
  const out: number[] = [];
  const walk = (p: number) => {
    try {
      for (const t of readdirSync(`/proc/${p}/task`)) {
        const kids = readFileSync(`/proc/${p}/task/${t}/children`, 'utf8').trim();
        for (const k of kids ? kids.split(' ').map(Number) : []) {
          out.push(k);
          walk(k);
        }
      }
    } catch {
      /* process gone */
    }
  };
  walk(pid);
  return out;
}

/**
 * Stop a child started with startApp and wait for it to exit. After 10 s the whole tree is
 * killed: SIGKILL on tsx alone would leave its node child (the runtime) running as an orphan
 * (seen after a soak whose processors were still working off a backlog at shutdown).
 */
export async function stopApp(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const tree = child.pid ? descendantPids(child.pid) : [];
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null) {
    child.kill('SIGKILL');
    for (const pid of tree) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  }
}

/** Write `tests/bench/results/<name>.json` with a timestamp and the machine's core count. */
export function writeResult(name: string, data: Record<string, unknown>): void {
  const dir = `${repoRoot}tests/bench/results`;
  mkdirSync(dir, { recursive: true });
  const os = { cpus: (globalThis.navigator?.hardwareConcurrency ?? 0) || undefined, node: process.version };
  writeFileSync(`${dir}/${name}.json`, `${JSON.stringify({ name, measuredAt: new Date().toISOString(), ...os, ...data }, null, 2)}\n`);
  console.log(`${name}: ${JSON.stringify(data)}`);
}

/** Password of the users the benchmarks register. */
export const BENCH_PASSWORD = 'bench-password-123';

/**
 * Register a fresh user through `POST /api/auth/register` on `base` and return its username
 * and the session cookie (`sl_session=…`) the answer sets.
 * @throws Error when registration does not answer 201.
 */
export async function registerBenchUser(base: string): Promise<{ username: string; cookie: string }> {
  const username = `bench_${Date.now()}`;
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username, email: `${username}@example.test`, password: BENCH_PASSWORD, confirmPassword: BENCH_PASSWORD,
      firstName: 'Bench', lastName: 'Mark', acceptTerms: true,
    }),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  return { username, cookie: res.headers.getSetCookie()[0]!.split(';')[0]! };
}

/** p50 / p95 / max (ms, 2 decimals) and the count of a list of latencies. */
export const latencySummary = (t: number[]) => ({ p50Ms: round(percentile(t, 50), 2), p95Ms: round(percentile(t, 95), 2), maxMs: round(Math.max(...t), 2), n: t.length });

/**
 * Requests resent because their reused keep-alive socket turned out closed by the server before
 * any answer (ECONNRESET / EPIPE on `req.reusedSocket`). The server closes a socket idle for its
 * keep-alive timeout (Node's 5 s); a client that sends on it in the same instant — likelier when
 * a loaded machine stalls the client's event loop — gets a reset for a request the server never
 * read. Browsers resend in exactly this case (Chromium's `ShouldResendRequest`: a reused
 * connection that failed before any response byte), as the Node documentation advises
 * (`request.reusedSocket`); benchmarks do the same and report the count.
 */
export const staleSocketResends = { count: 0 };

/** One HTTP request's answer: status, headers, body text and ms from send to the end of the body. */
export interface KeepAliveAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  ms: number;
}

/**
 * One request on a keep-alive agent, resent once on a fresh socket when a reused socket was
 * already closed by the server ({@link staleSocketResends}); `ms` counts from the first send.
 * @throws the request's error otherwise (refused, reset on a fresh socket, …).
 */
export function keepAliveRequest(options: http.RequestOptions, payload?: string): Promise<KeepAliveAnswer> {
  // From the first send: a resent request's time includes the failed attempt, as a person waits it.
  const t0 = performance.now();
  const send = (resend: boolean): Promise<KeepAliveAnswer> =>
    new Promise((resolve, reject) => {
      const req = http.request(options, (res) => {
        const chunks: Buffer[] = [];
        res.on('error', reject);
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString(), ms: performance.now() - t0 }));
      });
      req.on('error', (error: NodeJS.ErrnoException) => {
        if (!resend && req.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE')) {
          staleSocketResends.count++;
          send(true).then(resolve, reject);
        } else reject(error);
      });
      req.end(payload);
    });
  return send(false);
}

/**
 * One keep-alive request through the local gateway as a signed-in browser would send it (session
 * cookie, Origin and the CSRF header; JSON body when given), resent like a browser when its
 * reused socket was already closed ({@link keepAliveRequest}).
 * @returns status, ms from send to the end of the body, and the parsed body (null when empty).
 */
export async function benchRequest(agent: http.Agent, base: URL, method: string, path: string, cookie: string, body?: unknown) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const res = await keepAliveRequest(
    {
      host: base.hostname,
      port: base.port,
      path,
      method,
      agent,
      // Content-Length always set with a body: Node's client frames a DELETE body with neither
      // Content-Length nor chunked encoding, so the server reads the JSON as the start of the next
      // request and answers 400 (the soak's 1,062 unlike 400s before this fix).
      headers: {
        cookie,
        origin: base.origin,
        'x-requested-with': 'seamline',
        ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
      },
    },
    payload,
  );
  return { status: res.status, ms: res.ms, body: JSON.parse(res.text || 'null') as Record<string, unknown> | null };
}

/** An SDK client as far as counting its commands goes (`DynamoDBClient`, `DynamoDBDocumentClient`). */
interface SendingClient {
  send: (command: never, ...rest: never[]) => Promise<unknown>;
}

/**
 * Counts the DynamoDB commands the functions send (their clients: the handlers run in the
 * benchmark's process). `take()` returns the low-level command names (`GetItemCommand`,
 * `QueryCommand`, `BatchGetItemCommand`, …) since the last take.
 *
 * Each given client's `send` is wrapped on the instance. Pass BOTH the raw `dynamo` client and the
 * `documentClient` ElectroDB sends through: a middleware added to `dynamo.middlewareStack` (what
 * this helper did before issue 36) never saw ElectroDB's commands — the closet and catalogue
 * benches recorded 0 DynamoDB calls per request. A document command is named by the low-level
 * command it wraps (`clientCommand`), so `GetCommand` counts as `GetItemCommand`; the document
 * client does not pass through `dynamo.send`, so nothing is counted twice.
 */
export function commandCounter(clients: SendingClient | SendingClient[], _name?: string) {
  let commands: string[] = [];
  for (const client of Array.isArray(clients) ? clients : [clients]) {
    const send = client.send.bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as { send: unknown }).send = (command: { constructor: { name: string }; clientCommand?: { constructor: { name: string } } }, ...rest: unknown[]) => {
      commands.push((command.clientCommand ?? command).constructor.name);
      return send(command, ...rest);
    };
  }
  return {
    take: (): string[] => {
      const out = commands;
      commands = [];
      return out;
    },
  };
}

/**
 * RSS (MB, 1 decimal) of the largest Node process under `pid` (the app's process: tsx starts
 * it as a child; java is DynamoDB Local and is not counted), read from /proc.
 * @param field `VmRSS` (now) or `VmHWM` (peak since start).
 */
export function nodeRssMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  let best = 0;
  const pattern = new RegExp(`${field}:\\s+(\\d+)`);
  const walk = (p: number) => {
    try {
      const status = readFileSync(`/proc/${p}/status`, 'utf8');
      const name = /Name:\s+(\S+)/.exec(status)?.[1] ?? '';
      const kb = Number(pattern.exec(status)?.[1] ?? 0) / 1024;
      if (name.startsWith('node') || name === 'MainThread') best = Math.max(best, kb);
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
