/**
 * e2e global setup: build the SPA when web/dist is missing or older than web/src, start the
 * local runtime in memory on a free port serving that build, and hand the tests its URL and
 * function environment (to create users and sessions directly in the table). The build and the
 * runtime's start and seed run at the same time (no request reaches the runtime before both end;
 * its static site picks up web/dist at the first request).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startFixtureStore } from '../fixtures/store-pages/server';
import { settled } from '../fixtures/settled';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const webDist = path.join(root, 'web', 'dist');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Build the SPA into web/dist unless the build is newer than its sources; rejects when the build fails. */
async function ensureWebBuild(): Promise<void> {
  const index = path.join(webDist, 'index.html');
  // The SPA bundles shared/ (contracts, domain) too: a change there makes the build stale.
  const sources = Math.max(newestMtime(path.join(root, 'web', 'src')), newestMtime(path.join(root, 'shared', 'contracts')), newestMtime(path.join(root, 'shared', 'domain')));
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return;
  // NODE_ENV is 'test' inside vitest; the SPA must be a production build.
  const build = spawn('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  await new Promise<void>((resolve, reject) => {
    build.once('error', reject);
    build.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`npm run build -w web exited with ${code}`))));
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const built = ensureWebBuild();
  built.catch(() => undefined); // awaited below; handled here so a failed build is not 'unhandled' meanwhile
  // Store import (issue 7): a local fixture store, allowed although it is on 127.0.0.1.
  const store = await startFixtureStore();
  process.env.STORE_IMPORT_ALLOW_HOSTS = store.hostPort;
  const { startLocalRuntime } = await import('../../infra/local/runtime');
  const runtime = await startLocalRuntime({ port: 0, inMemory: true, webDist, quiet: true });
  await Promise.all([settled(runtime), built]);
  project.provide('baseUrl', runtime.url);
  project.provide('runtimeEnv', runtime.env);
  project.provide('storeFixtureUrl', store.origin);
  return async () => {
    await runtime.stop();
    await store.stop();
  };
}
// ProvidedContext (baseUrl, runtimeEnv, storeFixtureUrl) is declared in tests/integration/provided-context.d.ts.
