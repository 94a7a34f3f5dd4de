/**
 * Integration global setup: ONE local runtime for the whole project, in memory on free ports,
 * without the SPA, plus the test-only stream processor (tests/fixtures/flaky-processor.ts), with
 * the feed's celebrity threshold at 5 followers.
 * Test files get its URL and function environment through `inject('baseUrl' | 'runtimeEnv')`.
 * Every answer the gateway sends for a manifest route is checked against openapi.json
 * (tests/contract/response-check.ts); the teardown fails the run on any undocumented one.
 */
import type { TestProject } from 'vitest/node';
import { flakyProcessor } from '../fixtures/flaky-processor';
import { startFixtureStore } from '../fixtures/store-pages/server';
import { settled } from '../fixtures/settled';
import { createResponseCheck, formatProblems, loadOpenApi } from '../contract/response-check';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Store import (issue 7): a local fixture store, allowed although it is on 127.0.0.1.
  const store = await startFixtureStore();
  process.env.STORE_IMPORT_ALLOW_HOSTS = store.hostPort;
  // Imported lazily: the runtime sets the function environment before handlers load.
  const { startLocalRuntime } = await import('@seamline/infra/local/runtime');
  // Issue 32 §7: every answer of a manifest route is checked against openapi.json as it is sent.
  const responses = createResponseCheck(loadOpenApi());
  const runtime = await startLocalRuntime({
    inMemory: true,
    port: 0,
    webDist: false,
    quiet: true,
    streamPollIntervalMs: 50,
    extraProcessors: [flakyProcessor],
    // Issue 19: the feed's celebrity path with a handful of followers (feed-celebrity.test.ts).
    feedCelebrityFollowers: 5,
    // Issue 33 §5: image moderation with the marker double of the classifier (no explicit imagery in
    // the repo; tests/integration/image-moderation.test.ts).
    imageModeration: 'fixture',
    onApiResponse: responses.check,
  });
  await settled(runtime);
  project.provide('baseUrl', runtime.url);
  project.provide('runtimeEnv', runtime.env);
  project.provide('storeFixtureUrl', store.origin);
  return async () => {
    await runtime.stop();
    await store.stop();
    // Thrown from the teardown, this fails the run (exit code 1) after every file has run.
    const report = responses.report();
    const pairs = Object.keys(report.pairs).length;
    console.log(`openapi.json check: ${report.checked} API answers validated (${pairs} route → status pairs), ${report.problems.length} undocumented`);
    if (report.problems.length > 0) {
      throw new Error(`API answers that shared/contracts/openapi.json does not document (declare them in the route manifest, then npm run openapi):\n${formatProblems(report)}`);
    }
  };
}
