import { describe, expect, it } from 'vitest';
import { routeList } from '@seamline/shared/contracts/manifest';
import { createRouteMatcher } from './route-matcher';

const routes = [
  { key: 'GET /api/users/{userId}', method: 'GET', path: '/api/users/{userId}' },
  { key: 'GET /api/users/me', method: 'GET', path: '/api/users/me' },
  { key: 'POST /api/users/{userId}/follow', method: 'POST', path: '/api/users/{userId}/follow' },
  { key: 'GET /api/files/{path+}', method: 'GET', path: '/api/files/{path+}' },
];
const match = createRouteMatcher(routes);

describe('route matcher', () => {
  it('prefers a literal segment over a path parameter', () => {
    expect(match('GET', '/api/users/me')?.route.key).toBe('GET /api/users/me');
    expect(match('GET', '/api/users/42')).toEqual({
      route: routes[0],
      pathParameters: { userId: '42' },
    });
  });

  it('decodes path parameter values', () => {
    expect(match('POST', '/api/users/a%20b%2Fc/follow')?.pathParameters).toEqual({
      userId: 'a b/c',
    });
  });

  it('matches greedy parameters across segments', () => {
    expect(match('GET', '/api/files/a/b/c.jpg')?.pathParameters).toEqual({ path: 'a/b/c.jpg' });
    expect(match('GET', '/api/files/')).toBeUndefined();
  });

  it('does not match another method, extra or missing segments, empty params or bad encoding', () => {
    expect(match('DELETE', '/api/users/42')).toBeUndefined();
    expect(match('GET', '/api/users/42/extra')).toBeUndefined();
    expect(match('GET', '/api/users/')).toBeUndefined();
    expect(match('GET', '/api/users/%E0%A4%A')).toBeUndefined();
  });

  it('matches every route of the manifest by its own path', () => {
    const manifestMatch = createRouteMatcher(routeList);
    for (const route of routeList) {
      const path = route.path.replace(/\{[^}]+\}/g, 'x');
      expect(manifestMatch(route.method, path)?.route.key).toBe(route.key);
    }
  });

  it("keeps the outfit events list and details apart as API Gateway does (issue 20's route-key clash)", () => {
    const manifestMatch = createRouteMatcher(routeList);
    expect(manifestMatch('GET', '/api/outfit-events/details/e1')).toMatchObject({
      route: { key: 'GET /api/outfit-events/details/{eventId}' },
      pathParameters: { eventId: 'e1' },
    });
    expect(manifestMatch('GET', '/api/outfit-events/user-1')).toMatchObject({
      route: { key: 'GET /api/outfit-events/{eventId}' },
      pathParameters: { eventId: 'user-1' },
    });
    // A lone 'details' is a value of the list route (which then refuses it: not the caller's id).
    expect(manifestMatch('GET', '/api/outfit-events/details')?.route.key).toBe('GET /api/outfit-events/{eventId}');
    expect(manifestMatch('PATCH', '/api/outfit-events/details/e1')).toBeUndefined();
  });
});
