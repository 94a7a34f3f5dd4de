/**
 * `npm start`: the whole app on one machine (ARCHITECTURE §10).
 *
 *   npm start [-- --in-memory] [-- --dev]      env: PORT (3000), DATA_DIR (.data), LOG_LEVEL,
 *                                               MEMORY_REPORT_EVERY_MS (off; the soak bench's memory lines),
 *                                               MEMORY_REPORT_SNAPSHOT_DIR (heap snapshots on SIGUSR2)
 *
 * Builds web/dist first when it is missing (not with --dev), starts the local runtime, prints
 * what runs, and on Ctrl-C / SIGTERM / a crash stops everything, Java included, then exits.
 * `--dev` runs the runtime on PORT+1 behind the Vite dev server on PORT.
 */
import { buildWeb, isWebBuilt } from './cli/build-web';
import { banner } from './cli/banner';
import { startViteDevServer } from './cli/dev-server';
import { PrerequisiteError } from './dynamodb/java';
import { retentionEveryMsFromEnv } from './retention-timer';
import { startLocalRuntime, type LocalRuntime } from './runtime';
import { memoryReportEveryMsFromEnv, startMemoryReport } from './support/memory-report';
import { defaultWebDist } from './support/paths';

const args = new Set(process.argv.slice(2));
const inMemory = args.has('--in-memory');
const dev = args.has('--dev');
const port = Number(process.env.PORT ?? 3000);
const started = performance.now();

let runtime: LocalRuntime | undefined;
let vite: ReturnType<typeof startViteDevServer> | undefined;
let exiting = false;

async function shutdown(code: number, why?: string): Promise<never> {
  if (exiting) process.exit(code);
  exiting = true;
  if (why) console.log(`\n[local] ${why}: stopping…`);
  await vite?.stop();
  await runtime?.stop();
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => void shutdown(0, signal));
}
process.on('uncaughtException', (error) => {
  console.error('[local] uncaught error', error);
  void shutdown(1);
});
process.on('unhandledRejection', (error) => {
  console.error('[local] unhandled rejection', error);
  void shutdown(1);
});

try {
  const memoryEveryMs = memoryReportEveryMsFromEnv();
  if (memoryEveryMs) {
    startMemoryReport(memoryEveryMs, undefined, {
      snapshotDir: process.env.MEMORY_REPORT_SNAPSHOT_DIR || undefined,
      gauges: () => runtime && { stream: runtime.streamStats() },
    });
  }
  let spa = dev ? 'Vite dev server' : defaultWebDist;
  if (!dev && !isWebBuilt(defaultWebDist)) {
    console.log('[local] web/dist is missing: building the web app (npm run build -w web)…');
    const code = await buildWeb();
    if (code !== 0) {
      console.error(
        `[local] The web build failed (exit ${code}). The API still starts; the SPA answers 503 until web/dist exists.`,
      );
      spa = 'not built (503)';
    }
  }
  runtime = await startLocalRuntime({
    port: dev ? port + 1 : port,
    inMemory,
    webDist: dev ? false : defaultWebDist,
    extraOrigins: dev ? [`http://localhost:${port}`, `http://127.0.0.1:${port}`] : [],
    // Serve as soon as the accounts exist; the demo people and the catalogue follow in seconds.
    seedInBackground: true,
    // The daily retention job's local stand-in (issue 22): RETENTION_EVERY_HOURS, default 24, 0 = off.
    retentionEveryMs: retentionEveryMsFromEnv(),
  });
  if (dev) {
    vite = startViteDevServer(
      port,
      runtime.url,
      (code) => void shutdown(1, `Vite exited (${code})`),
    );
  }
  const appUrl = vite?.url ?? runtime.url;
  console.log(banner(runtime, { appUrl, inMemory, spa, startedMs: performance.now() - started, seedingLater: true }));
  void runtime.seeding.then((names) => {
    const later = names.filter((name) => !runtime!.seeded.includes(name));
    if (later.length)
      console.log(`  seed            wrote ${later.join(', ')} (complete ${((performance.now() - started) / 1000).toFixed(1)} s after start)`);
  }, () => undefined /* logged by the runtime */);
} catch (error) {
  if (error instanceof PrerequisiteError) console.error(error.message);
  else if ((error as { code?: string }).code === 'EADDRINUSE') {
    console.error(
      `[local] Port ${dev ? port + 1 : port} is in use: stop what runs there or set PORT=<another port>`,
    );
  } else console.error('[local] Could not start:', error instanceof Error ? error.message : error);
  await shutdown(1);
}
