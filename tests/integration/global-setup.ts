/**
 * Integration global setup: ONE local runtime for the whole project, in memory on free ports,
 * without the SPA, plus the test-only stream processor (tests/fixtures/flaky-processor.ts), with
 * the feed's celebrity threshold at 5 followers.
 * Test files get its URL and function environment through `inject('baseUrl' | 'runtimeEnv')`.
 */
import type { TestProject } from 'vitest/node';
import { flakyProcessor } from '../fixtures/flaky-processor';
import { startFixtureStore } from '../fixtures/store-pages/server';
import { settled } from '../fixtures/settled';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Store import (issue 7): a local fixture store, allowed although it is on 127.0.0.1.
  const store = await startFixtureStore();
  process.env.STORE_IMPORT_ALLOW_HOSTS = store.hostPort;
  // Imported lazily: the runtime sets the function environment before handlers load.
  const { startLocalRuntime } = await import('@seamline/infra/local/runtime');
  const runtime = await startLocalRuntime({
    inMemory: true,
    port: 0,
    webDist: false,
    quiet: true,
    streamPollIntervalMs: 50,
    extraProcessors: [flakyProcessor],
    // Issue 19: the feed's celebrity path with a handful of followers (feed-celebrity.test.ts).
    feedCelebrityFollowers: 5,
  });
  await settled(runtime);
  project.provide('baseUrl', runtime.url);
  project.provide('runtimeEnv', runtime.env);
  project.provide('storeFixtureUrl', store.origin);
  return async () => {
    await runtime.stop();
    await store.stop();
  };
}
