import { describe, expect, it } from 'vitest';
import { routeList } from './manifest';

/**
 * API Gateway (HTTP API) refuses a route whose path has a variable at a level where another
 * route names its variable differently ("conflicting variable on the same hierarchical level",
 * ConflictException 409), so `cdk deploy` would fail although synth passes.
 */
describe('route manifest', () => {
  it('names every path variable the same at each level of a shared prefix', () => {
    const seen = new Map<string, string>();
    const conflicts: string[] = [];
    for (const { path } of routeList) {
      const parts = path.split('/');
      parts.forEach((part, i) => {
        if (!part.startsWith('{')) return;
        const parent = parts.slice(0, i).join('/');
        const other = seen.get(parent);
        if (other && other !== part) conflicts.push(`${parent}/${part} vs ${parent}/${other}`);
        else seen.set(parent, part);
      });
    }
    expect(conflicts).toEqual([]);
  });

  it('uses each route key once and keys match method + path', () => {
    for (const r of routeList) expect(r.key).toBe(`${r.method} ${r.path}`);
  });
});
