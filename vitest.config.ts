/**
 * Test projects: `unit` and `unit-isolated` (next to the code; see isolatedUnitFiles), `integration` (HTTP against the local runtime,
 * started once in memory on free ports by tests/integration/global-setup.ts), `infra`
 * (CDK assertions + cdk-nag) and `e2e` (Playwright + Chromium against the served app).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Folders holding unit test files (`*.test.ts(x)`, node_modules skipped), relative to the root. */
const UNIT_DIRS = ['shared', 'functions', 'events', 'infra/local', 'web/src', 'web/boot', 'tests/unit'];
/** A unit file that replaces modules, globals, spies or the clock (vi.mock & co.). */
const REPLACES_SOMETHING = /\bvi\.(mock|doMock|hoisted|stubGlobal|stubEnv|spyOn|useFakeTimers|setSystemTime)\(/;

/** The `*.test.ts(x)` files under `dir` (relative to the root; node_modules and dist skipped). */
function testFilesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return testFilesUnder(rel);
    return /\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

/**
 * Unit files that run isolated (project `unit-isolated`, each file in a fresh module graph): those
 * that replace something a later file in the same worker would otherwise see (found by reading
 * each file for {@link REPLACES_SOMETHING}). Every other unit file shares its worker's module graph
 * with the worker's other files (project `unit`, `isolate: false`): on the idle 2-core machine all
 * 210 files isolated took 103 CPU-s and 58 s, mostly importing the same modules afresh per file;
 * split this way, 56 CPU-s and 34 s. Checked with files in shuffled orders (`--sequence.shuffle.files`,
 * seeds 1–4), all passing (issue 36 §2, docs/architecture.md 'The test suite on CI').
 */
const isolatedUnitFiles = UNIT_DIRS.flatMap(testFilesUnder).filter((file) => REPLACES_SOMETHING.test(readFileSync(path.join(root, file), 'utf8')));

/**
 * Integration and e2e files share one module graph per run (`isolate: false` below), which is safe
 * only while none of them replaces a module, a global, a spy or the clock — and those tests go over
 * HTTP against the real runtime, where nothing of ours is mocked (the developers' guide). A file
 * that does is refused here, with the reason, instead of leaking into the files after it.
 */
const replacingOverHttp = ['tests/integration', 'tests/e2e']
  .flatMap(testFilesUnder)
  .filter((file) => REPLACES_SOMETHING.test(readFileSync(path.join(root, file), 'utf8')));
if (replacingOverHttp.length > 0) {
  throw new Error(
    `${replacingOverHttp.join(', ')}: integration and e2e files share one module graph and must not use vi.mock, vi.spyOn, fake timers & co. (test that in a unit test).`,
  );
}

const unitInclude = [
  '{shared,functions,events}/**/*.test.ts',
  'infra/local/**/*.test.ts',
  'web/src/**/*.test.{ts,tsx}',
  'web/boot/*.test.ts',
  'tests/unit/**/*.test.ts',
];
/** What both unit projects share. */
const unitBase = {
  environment: 'node' as const,
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
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...unitBase,
          name: 'unit',
          include: unitInclude,
          exclude: ['**/node_modules/**', ...isolatedUnitFiles],
          isolate: false,
        },
      },
      {
        test: {
          ...unitBase,
          name: 'unit-isolated',
          include: isolatedUnitFiles,
          exclude: ['**/node_modules/**'],
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
          // The files share the worker's module graph (fixtures, the functions' clients, zod
          // schemas) instead of importing it afresh per file: 0.85 s between files × 96 in the
          // clean-clone run of 08f5489. No file may replace a module (replacingOverHttp above);
          // they only talk HTTP and DynamoDB to the one runtime.
          isolate: false,
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
          // As integration: one module graph for all files (1.7 s between files × 36 before).
          isolate: false,
        },
      },
    ],
  },
});
