/**
 * Integration global setup: ONE local runtime for the whole project, in memory on free ports,
 * without the SPA, plus the test-only stream processor (tests/fixtures/flaky-processor.ts).
 * Test files get its URL and function environment through `inject('baseUrl' | 'runtimeEnv')`.
 */
import type { TestProject } from 'vitest/node';
import { flakyProcessor } from '../fixtures/flaky-processor';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Imported lazily: the runtime sets the function environment before handlers load.
  const { startLocalRuntime } = await import('@seamline/infra/local/runtime');
  const runtime = await startLocalRuntime({
    inMemory: true,
    port: 0,
    webDist: false,
    quiet: true,
    streamPollIntervalMs: 50,
    extraProcessors: [flakyProcessor],
  });
  project.provide('baseUrl', runtime.url);
  project.provide('runtimeEnv', runtime.env);
  return async () => {
    await runtime.stop();
  };
}
