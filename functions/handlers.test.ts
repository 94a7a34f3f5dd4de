/**
 * The manifest and the handlers agree: every manifest route has an implementation in its
 * area's handler, every implemented route is in the manifest, and every function folder
 * that serves HTTP is a manifest area.
 */
import { readdirSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { areas, routeList } from '@seamline/shared/contracts/manifest';
import type { AreaHandler } from './_core/http-handler';

// privacy: the account-deletion job and its enumeration of a person's data (a stream processor, no routes).
// edge: the origin-verify secret's rotation (Secrets Manager + schedule, no routes; issue 32 §2).
const NON_HTTP = new Set(['_core', 'authorizer', 'realtime', 'privacy', 'edge']);
const functionDirs = readdirSync(new URL('.', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory() && !NON_HTTP.has(d.name) && d.name !== 'node_modules')
  .map((d) => d.name)
  .sort();

describe('route manifest ↔ handlers', () => {
  it('every function folder serving HTTP is a manifest area and vice versa', () => {
    expect(functionDirs).toEqual([...areas].sort());
  });

  it.each(areas)('area %s implements exactly its manifest routes', async (area) => {
    const file = new URL(`./${area}/handler.ts`, import.meta.url);
    expect(existsSync(file), `functions/${area}/handler.ts is missing`).toBe(true);
    const { handler } = (await import(`./${area}/handler.ts`)) as { handler: AreaHandler };
    const expected = routeList.filter((r) => r.area === area).map((r) => r.key).sort();
    expect(handler.area).toBe(area);
    expect([...handler.routeKeys].sort()).toEqual(expected);
  });
});
