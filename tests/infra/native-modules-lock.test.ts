/**
 * Functions that ship native modules get them from `npm ci` inside the asset (NodejsFunction
 * `nodeModules`), which reads the ROOT package-lock.json: a module npm nested under a
 * workspace (`functions/node_modules/<name>`, e.g. after a version conflict of one of its
 * dependencies) is "missing from lock file" there and `cdk synth` fails. Every native module of
 * every area must therefore sit at the root of the lock (`node_modules/<name>`).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { areaAccess } from '@seamline/infra/lib/area-access';
import { nativeModules } from '@seamline/infra/lib/bundling';

const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as {
  packages: Record<string, unknown>;
};

describe('native modules in the root lock file', () => {
  const modules = new Set<string>([...nativeModules, ...Object.values(areaAccess).flatMap((a) => a.nativeModules ?? [])]);
  it.each([...modules])('%s is installed at the root of the lock', (name) => {
    expect(lock.packages[`node_modules/${name}`], `${name} is nested under a workspace in package-lock.json`).toBeDefined();
  });
});
