/**
 * Feed infrastructure (issue 19): the `feed` area is its own function with table access and no
 * media access; the feed's stream processors (fan-out, follows, fit matches) are stream functions
 * with their own filters like every processor of `events/processors.ts`; the feed and batch
 * fit-score routes are user routes of the HTTP API.
 */
import { describe, expect, it } from 'vitest';
import { accessOf } from '@seamline/infra/lib/area-access';
import { processors } from '@seamline/events/processors';
import { routes } from '@seamline/shared/contracts/manifest';
import { resourcesOfType, synthesize } from './synth';

const app = synthesize();

describe('feed area and processors', () => {
  it('has a function of its own with table write access (rebuild, AI Picks, stale entries) and no media', () => {
    expect(app.api.areaFunctions.has('feed')).toBe(true);
    expect(accessOf('feed')).toEqual({ table: 'write' });
  });

  it('routes GET /api/users/{userId}/feed to the feed area and POST /api/products/fit-scores to the catalogue, both for signed-in users', () => {
    expect(routes['GET /api/users/{userId}/feed']).toMatchObject({ area: 'feed', auth: 'user' });
    expect(routes['POST /api/products/fit-scores']).toMatchObject({ area: 'catalogue', auth: 'user' });
    const keys = resourcesOfType(app.json.Api, 'AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties!.RouteKey as string);
    expect(keys).toEqual(expect.arrayContaining(['GET /api/users/{userId}/feed', 'POST /api/products/fit-scores']));
  });

  it('registers the feed-fanout, feed-follows and feed-fit-matches stream processors with event source mappings', () => {
    const names = ['feed-fanout', 'feed-follows', 'feed-fit-matches'];
    expect(processors.map((p) => p.name)).toEqual(expect.arrayContaining(names));
    const services = resourcesOfType(app.json.Events, 'AWS::Lambda::Function').map(([, f]) => f.Properties!.Environment.Variables.POWERTOOLS_SERVICE_NAME as string);
    for (const name of names) expect(services).toContain(`processor-${name}`);
  });
});
