import { describe, expect, it } from 'vitest';
import { createResponseCheck, loadOpenApi } from '../contract/response-check';

const json = { 'content-type': 'application/json; charset=utf-8' };
const check = () => createResponseCheck(loadOpenApi());

describe('createResponseCheck (integration answers against openapi.json)', () => {
  it('accepts a documented success body and a documented error', () => {
    const c = check();
    c.check({ routeKey: 'GET /api/health', status: 200, headers: json, body: JSON.stringify({ status: 'ok', service: 'seamline', time: new Date().toISOString() }) });
    c.check({ routeKey: 'GET /api/posts/{postId}', status: 404, headers: json, body: JSON.stringify({ message: 'Post not found' }) });
    c.check({ routeKey: 'POST /api/posts', status: 429, headers: { ...json, 'retry-after': '12' }, body: JSON.stringify({ message: 'Slow down' }) });
    expect(c.report()).toMatchObject({ checked: 3, problems: [] });
  });

  it('flags an undocumented status', () => {
    const c = check();
    c.check({ routeKey: 'GET /api/health', status: 500, headers: json, body: JSON.stringify({ message: 'Internal server error' }) });
    expect(c.report().problems[0]?.problem).toMatch(/status 500 not documented/);
  });

  it('flags a body that does not match its schema, and an error body with extra fields', () => {
    const c = check();
    c.check({ routeKey: 'GET /api/health', status: 200, headers: json, body: JSON.stringify({ status: 'ok' }) });
    c.check({ routeKey: 'GET /api/posts/{postId}', status: 404, headers: json, body: JSON.stringify({ message: 'x', stack: 'at …' }) });
    expect(c.report().problems.map((p) => p.problem)).toEqual([
      expect.stringMatching(/does not match the 200 schema/),
      expect.stringMatching(/does not match the 404 schema/),
    ]);
  });

  it('flags a 429 without Retry-After, a non-JSON content type and a body on a 302', () => {
    const c = check();
    c.check({ routeKey: 'POST /api/posts', status: 429, headers: json, body: JSON.stringify({ message: 'Slow down' }) });
    c.check({ routeKey: 'GET /api/posts/{postId}', status: 404, headers: { 'content-type': 'text/html' }, body: '<h1>no</h1>' });
    c.check({ routeKey: 'GET /api/login', status: 302, headers: { location: '/login' }, body: 'moved' });
    expect(c.report().problems.map((p) => p.problem)).toEqual([
      'header Retry-After missing',
      expect.stringMatching(/not application\/json/),
      'a body where the document lists none',
    ]);
  });
});
