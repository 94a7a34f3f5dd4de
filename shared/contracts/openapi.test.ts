import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildOpenApi, renderOpenApi } from './openapi';
import { routeList } from './manifest';

describe('openapi.json', () => {
  it('is up to date with the route manifest (run `npm run openapi` when this fails)', () => {
    const committed = readFileSync(new URL('./openapi.json', import.meta.url), 'utf8');
    expect(committed).toBe(renderOpenApi());
  });

  it('documents every manifest route with its auth level', () => {
    const doc = buildOpenApi() as { paths: Record<string, Record<string, { 'x-seamline-auth': string }>> };
    for (const route of routeList) {
      expect(doc.paths[route.path]?.[route.method.toLowerCase()]?.['x-seamline-auth']).toBe(route.auth);
    }
  });
});
