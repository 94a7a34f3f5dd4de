/**
 * The local gateway's HTTP API over real HTTP: manifest routing, API Gateway's authorizer
 * answers (401 without the Cookie identity source, 403 when the authorizer refuses), 404 for
 * no route, 413 over the payload limit, and no SPA when the runtime serves none.
 */
import { request } from 'node:http';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';

const baseUrl = inject('baseUrl');

let session: UserWithSession;
beforeAll(async () => {
  session = await createUserWithSession();
});

describe('HTTP API through the local gateway', () => {
  it('GET /api/health answers 200 with the function body and an API Gateway request id', async () => {
    const res = await fetch(`${baseUrl}/api/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get('apigw-requestid')).toBeTruthy();
    expect(await res.json()).toMatchObject({ status: 'ok', service: 'seamline' });
  });

  it('GET /api/auth/user without a cookie is 401 Unauthorized from the gateway', async () => {
    const res = await fetch(`${baseUrl}/api/auth/user`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthorized' });
  });

  it('GET /api/auth/user with an unknown session cookie is 403 Forbidden', async () => {
    const res = await fetch(`${baseUrl}/api/auth/user`, {
      headers: { cookie: 'sl_session=garbage' },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Forbidden' });
  });

  it('GET /api/auth/user with a session returns that user', async () => {
    const res = await fetch(`${baseUrl}/api/auth/user`, {
      headers: { cookie: `theme=dark; ${session.cookie}` },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: session.userId, username: session.user.username });
  });

  it('an admin session does not open a user route', async () => {
    const admin = await createUserWithSession({ kind: 'admin' });
    const res = await fetch(`${baseUrl}/api/auth/user`, { headers: { cookie: admin.cookie } });
    expect(res.status).toBe(403);
  });

  it('an unknown /api path, or a known path with another method, is 404 Not Found', async () => {
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['DELETE', '/api/health'],
      ['GET', '/api/health/'],
    ]) {
      const res = await fetch(`${baseUrl}${path}`, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await res.json()).toEqual({ message: 'Not Found' });
    }
  });

  it('a body over 10 MB is refused with 413', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        `${baseUrl}/api/health`,
        { method: 'GET', headers: { 'content-length': 11 * 1024 * 1024 } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end(Buffer.alloc(1024));
    });
    expect(status).toBe(413);
  });

  it('serves no SPA when started with webDist: false', async () => {
    for (const path of ['/', '/closet', '/index.html']) {
      const res = await fetch(`${baseUrl}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/json/);
    }
  });
});
