/**
 * e2e global setup: build the SPA when web/dist is missing or older than web/src, start the
 * local runtime in memory on a free port serving that build, and hand the tests its URL and
 * function environment (to create users and sessions directly in the table).
 */
import type { TestProject } from 'vitest/node';
import { startFixtureStore } from '../fixtures/store-pages/server';
import { settled } from '../fixtures/settled';
import { ensureWebBuild, webDist } from './web-build';

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
