/**
 * Contract harness: walks the route manifest and, for EVERY route, checks the auth level over
 * HTTP against the local runtime and throws arbitrary path parameters, query strings and
 * bodies at it (fast-check), asserting the API never answers 5xx. New routes get this for free.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import fc from 'fast-check';
import { routeList, pathParamNames, type RouteDef } from '@seamline/shared/contracts/manifest';
import { createUserWithSession } from '../fixtures/users';

type Route = RouteDef & { key: string };
const baseUrl = inject('baseUrl');
const runs = Number(process.env.CONTRACT_RUNS ?? 25);

const samplePath = (route: Route, value = 'x') =>
  route.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(value));

function request(route: Route, opts: { path?: string; cookie?: string; body?: string; query?: string } = {}) {
  const url = `${baseUrl}${opts.path ?? samplePath(route)}${opts.query ? `?${opts.query}` : ''}`;
  const hasBody = route.method !== 'GET' && opts.body !== undefined;
  return fetch(url, {
    method: route.method,
    headers: {
      'content-type': 'application/json',
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
    ...(hasBody ? { body: opts.body } : {}),
  });
}

const userRoutes = routeList.filter((r) => r.auth === 'user');
const adminRoutes = routeList.filter((r) => r.auth === 'admin');

let userCookie = '';
let adminCookie = '';
beforeAll(async () => {
  userCookie = (await createUserWithSession({ kind: 'user' })).cookie;
  adminCookie = (await createUserWithSession({ kind: 'admin' })).cookie;
});

const cookieFor = (route: Route) =>
  route.auth === 'admin' ? adminCookie : route.auth === 'user' ? userCookie : undefined;

describe('auth levels from the manifest', () => {
  it('the manifest has user routes to check', () => expect(userRoutes.length).toBeGreaterThan(0));

  it.each(userRoutes.map((r) => [r.key, r] as const))('%s without a session → 401', async (_k, route) => {
    const res = await request(route);
    expect(res.status).toBe(401);
  });

  it.each(userRoutes.map((r) => [r.key, r] as const))('%s with an unknown session cookie → 403', async (_k, route) => {
    const res = await request(route, { cookie: 'sl_session=not-a-real-session' });
    expect(res.status).toBe(403);
  });

  it.each(adminRoutes.map((r) => [r.key, r] as const))('%s with a user session → 403', async (_k, route) => {
    const res = await request(route, { cookie: userCookie });
    expect(res.status).toBe(403);
  });
});

const jsonBody = fc.oneof(
  fc.json(),
  fc.string(),
  fc.constantFrom('', '{', '{"a":', 'null', '[]', '{"__proto__":{"x":1}}', '\u0000'),
  fc.dictionary(fc.string(), fc.jsonValue()).map((o) => JSON.stringify(o)),
);
const queryString = fc
  .array(fc.tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 40 })), { maxLength: 4 })
  .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'));
const paramValue = fc.oneof(
  fc.string({ minLength: 1, maxLength: 80 }),
  fc.constantFrom('..', '%', '0', '-1', 'null', 'a'.repeat(300), '💥', '<script>'),
);

describe('no input makes a route answer 5xx', () => {
  it.each(routeList.map((r) => [r.key, r] as const))('%s', async (_k, route) => {
    const names = pathParamNames(route.path);
    await fc.assert(
      fc.asyncProperty(
        fc.array(paramValue, { minLength: names.length, maxLength: names.length }),
        queryString,
        jsonBody,
        async (values, query, body) => {
          let i = 0;
          const path = route.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(values[i++] ?? 'x'));
          const res = await request(route, { path, query, body, cookie: cookieFor(route) });
          await res.arrayBuffer();
          expect(res.status, `${route.method} ${path}?${query} body=${body}`).toBeLessThan(500);
        },
      ),
      { numRuns: runs },
    );
  });
});
