/**
 * Test projects: `unit` (next to the code), `integration` (HTTP against the local runtime,
 * started once in memory on free ports by tests/integration/global-setup.ts), `infra`
 * (CDK assertions + cdk-nag) and `e2e` (Playwright + Chromium against the served app).
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            '{shared,functions,events}/**/*.test.ts',
            'infra/local/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            'web/boot/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**'],
          environment: 'node',
          // Image moderation by the marker double (`fixture-classifier.ts`), as in the integration
          // runtime: a unit test that stores a photo would otherwise load the nsfwjs model first
          // (~5 s on a busy 2-core machine, past the test timeout). The adapters' own tests build
          // the local and Rekognition adapters explicitly.
          env: { POWERTOOLS_LOG_LEVEL: 'SILENT', IMAGE_MODERATION: 'fixture' },
          // Both cores (vitest's default is cores − 1: ONE worker on the 2-core CI machine). Unit
          // files are independent; with two workers the CPU-heavy ones (the scan's TF.js models,
          // cross-validation) take longer each, hence the timeout above vitest's 5 s (issue 36 §2).
          maxWorkers: 2,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/global-setup.ts'],
          setupFiles: ['tests/integration/setup-env.ts'],
          // Above the longest processor wait a test uses (waitFor ≤ 90 s): a wait fails with its
          // own message ("… not reached in 60 s") instead of the test being cut short under load.
          testTimeout: 120_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          testTimeout: 120_000,
          // The files of a worker share one module graph: aws-cdk-lib is imported once per worker
          // instead of once per file, and tests/infra/synth.ts synthesizes each distinct app once
          // per worker (most files read the default one). The tests only read what was synthesized
          // and mock nothing, so nothing leaks between files. 18 files: 77 s → see docs/architecture.md.
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          setupFiles: ['tests/integration/setup-env.ts'],
          // e2e runs beside the CPU-bound steps (tests/run-all.mjs lanes): the longest tests (the
          // scan's whole dialog with its model run and 8 screenshots) took 108 s at load 25.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
