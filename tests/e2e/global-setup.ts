/**
 * e2e global setup: build the SPA when web/dist is missing or older than web/src, start the
 * local runtime in memory on a free port serving that build, and hand the tests its URL and
 * function environment (to create users and sessions directly in the table).
 */
import { execSync } from 'node:child_process';
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

function ensureWebBuild(): void {
  const index = path.join(webDist, 'index.html');
  // The SPA bundles shared/ (contracts, domain) too: a change there makes the build stale.
  const sources = Math.max(newestMtime(path.join(root, 'web', 'src')), newestMtime(path.join(root, 'shared', 'contracts')), newestMtime(path.join(root, 'shared', 'domain')));
  const stale = !existsSync(index) || statSync(index).mtimeMs < sources;
  // NODE_ENV is 'test' inside vitest; the SPA must be a production build.
  if (stale) execSync('npm run build -w web', { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureWebBuild();
  // Store import (issue 7): a local fixture store, allowed although it is on 127.0.0.1.
  const store = await startFixtureStore();
  process.env.STORE_IMPORT_ALLOW_HOSTS = store.hostPort;
  const { startLocalRuntime } = await import('../../infra/local/runtime');
  const runtime = await startLocalRuntime({ port: 0, inMemory: true, webDist, quiet: true });
  await settled(runtime);
  project.provide('baseUrl', runtime.url);
  project.provide('runtimeEnv', runtime.env);
  project.provide('storeFixtureUrl', store.origin);
  return async () => {
    await runtime.stop();
    await store.stop();
  };
}
// ProvidedContext (baseUrl, runtimeEnv, storeFixtureUrl) is declared in tests/integration/provided-context.d.ts.
