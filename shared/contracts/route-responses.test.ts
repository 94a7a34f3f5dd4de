import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { documentedResponses, ORIGIN_VERIFY_REASON, rateLimitReasons, type RouteResponseFacts } from './route-responses';
import { RATE_LIMITS } from './rate-limits';
import { SERVICE_UNAVAILABLE } from './service-unavailable';
import { routeList } from './manifest';

const statusesOf = (route: RouteResponseFacts) => documentedResponses(route).map((r) => r.status);
const answer = (route: RouteResponseFacts, status: number) => documentedResponses(route).find((r) => r.status === status);

describe('documentedResponses', () => {
  it("a public GET without input answers its success status, the origin-verify 403, API Gateway's 413 and 503 only", () => {
    expect(statusesOf({ method: 'GET', auth: 'public' })).toEqual([200, 403, 413, 503]);
    expect(answer({ method: 'GET', auth: 'public' }, 403)?.reasons).toEqual([ORIGIN_VERIFY_REASON]);
  });

  it('every manifest route documents the origin-verify 403, merged with its other 403 reasons', () => {
    for (const route of routeList) expect(answer(route, 403)?.reasons, `${route.method} ${route.path}`).toContain(ORIGIN_VERIFY_REASON);
    const reasons = answer({ method: 'GET', auth: 'admin' }, 403)?.reasons;
    expect(reasons).toEqual([ORIGIN_VERIFY_REASON, 'Admin session invalid or expired']);
  });

  it('every route documents 503 with Retry-After and the dependency-outage message', () => {
    const unavailable = answer({ method: 'GET', auth: 'user' }, 503);
    expect(unavailable?.headers).toEqual(['Retry-After']);
    expect(unavailable?.reasons.join()).toContain(SERVICE_UNAVAILABLE.message);
  });

  it('a signed-in route documents 401 and 403; a mutating one also the CSRF 403; a body 400 and 415', () => {
    const route: RouteResponseFacts = { method: 'POST', auth: 'user', body: z.object({}) };
    expect(statusesOf(route)).toEqual([200, 400, 401, 403, 413, 415, 503]);
    expect(answer(route, 403)?.reasons).toHaveLength(3);
  });

  it('a route with rateLimits documents 429 with Retry-After and each row message from RATE_LIMITS', () => {
    const limited = answer({ method: 'POST', auth: 'user', rateLimits: ['post', 'like'] }, 429);
    expect(limited?.headers).toEqual(['Retry-After']);
    expect(limited?.reasons[0]).toContain(RATE_LIMITS.post.message);
    expect(limited?.reasons[1]).toContain(RATE_LIMITS.like.message);
  });

  it('quiet limits (message null) document no 429', () => {
    expect(rateLimitReasons(['passwordResetEmail', 'passwordResetAddress'])).toEqual([]);
    expect(statusesOf({ method: 'POST', auth: 'public', rateLimits: ['passwordResetEmail'] })).not.toContain(429);
  });

  it('idempotent routes document 409 (key in progress), 422 (key reused) and 400 (malformed key)', () => {
    const route: RouteResponseFacts = { method: 'POST', auth: 'user', status: 201, idempotent: true };
    expect(statusesOf(route)).toEqual([201, 400, 401, 403, 409, 413, 422, 503]);
    expect(answer(route, 409)?.reasons.join()).toMatch(/still being processed/);
    expect(answer(route, 422)?.reasons.join()).toMatch(/already used/);
  });

  it('maxBody documents 413 with the route message', () => {
    const reasons = answer({ method: 'POST', auth: 'public', maxBody: { bytes: 16384, message: 'Report too large' } }, 413)?.reasons;
    expect(reasons?.[0]).toContain('Report too large');
    expect(reasons?.[1]).toContain('API Gateway');
  });

  it("a route's own errors join the derived ones; alsoAnswers adds success statuses; 204 and 302 carry no body", () => {
    const route: RouteResponseFacts = { method: 'DELETE', auth: 'user', errors: { 403: 'Only the author', 404: 'Post not found' }, alsoAnswers: { 202: 'Queued' } };
    expect(statusesOf(route)).toEqual([200, 202, 401, 403, 404, 413, 503]);
    expect(answer(route, 403)?.reasons).toContain('Only the author');
    expect(answer(route, 403)?.reasons).toContain(ORIGIN_VERIFY_REASON);
    expect(answer(route, 202)?.kind).toBe('success');
    expect(answer({ method: 'POST', auth: 'public', status: 204 }, 204)?.kind).toBe('empty');
    expect(answer({ method: 'GET', auth: 'public', status: 302 }, 302)).toMatchObject({ kind: 'redirect', headers: ['Location'] });
  });
});

describe('the manifest and RATE_LIMITS', () => {
  it('every limit that answers 429 is declared on at least one route (so its 429 is documented)', () => {
    const declared = new Set(routeList.flatMap((r) => r.rateLimits ?? []));
    const answering = Object.entries(RATE_LIMITS).filter(([, rule]) => rule.message !== null).map(([name]) => name);
    expect(answering.filter((name) => !declared.has(name as keyof typeof RATE_LIMITS))).toEqual([]);
  });
});
