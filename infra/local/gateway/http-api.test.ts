import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpApi } from './http-api';
import { listen, closeServer } from '../support/net';

const fns = vi.hoisted(() => ({
  area: vi.fn<(event: Record<string, unknown>) => Promise<unknown>>(),
  authorizer: vi.fn<(event: Record<string, unknown>) => Promise<unknown>>(),
}));
vi.mock('./functions', () => ({
  areaHandler: async () => fns.area,
  httpAuthorizer: async () => fns.authorizer,
  functionNames: { area: (a: string) => `seamline-${a}`, authorizer: () => 'seamline-authorizer' },
}));

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
let server: Server;
let url: string;

beforeAll(async () => {
  const api = createHttpApi({ log, authorizerCacheTtlSeconds: 60, timeoutMs: 200 });
  server = createServer((req, res) => void api(req, res));
  url = `http://127.0.0.1:${await listen(server, 0)}`;
});
afterAll(() => closeServer(server));
beforeEach(() => {
  fns.area.mockReset();
  fns.authorizer.mockReset();
});

describe('HTTP API gateway semantics', () => {
  it('sends structured results with every cookie as its own Set-Cookie and base64 bodies decoded', async () => {
    fns.area.mockResolvedValue({
      statusCode: 201,
      headers: { 'Content-Type': 'text/plain', 'x-n': 1 },
      cookies: ['a=1; Path=/', 'b=2; Path=/'],
      body: Buffer.from('hi').toString('base64'),
      isBase64Encoded: true,
    });
    const res = await fetch(`${url}/api/health`);
    expect(res.status).toBe(201);
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(res.headers.get('x-n')).toBe('1');
    expect(await res.text()).toBe('hi');
  });

  it('answers a result without statusCode as 200 JSON', async () => {
    fns.area.mockResolvedValue({ ok: true });
    const res = await fetch(`${url}/api/health`);
    expect([res.status, res.headers.get('content-type'), await res.json()]).toEqual([
      200,
      'application/json',
      { ok: true },
    ]);
  });

  it('answers 500 Internal Server Error when the function throws, and logs it', async () => {
    fns.area.mockRejectedValue(new Error('boom'));
    const res = await fetch(`${url}/api/health`);
    expect([res.status, await res.json()]).toEqual([500, { message: 'Internal Server Error' }]);
    expect(log.error).toHaveBeenCalled();
  });

  it('answers 503 when the function outlives the integration timeout', async () => {
    fns.area.mockReturnValue(new Promise(() => {}));
    const res = await fetch(`${url}/api/health`);
    expect(res.status).toBe(503);
  });

  it('does not call the authorizer without a Cookie (401), and caches its answer per Cookie value', async () => {
    expect((await fetch(`${url}/api/auth/user`)).status).toBe(401);
    expect(fns.authorizer).not.toHaveBeenCalled();

    fns.authorizer.mockResolvedValue({
      isAuthorized: true,
      context: { userId: 'u1', kind: 'user' },
    });
    fns.area.mockResolvedValue({ statusCode: 200, body: '{}' });
    const headers = { cookie: 'sl_session=cache-me' };
    expect((await fetch(`${url}/api/auth/user`, { headers })).status).toBe(200);
    expect((await fetch(`${url}/api/auth/user`, { headers })).status).toBe(200);
    expect(fns.authorizer).toHaveBeenCalledTimes(1);
    const event = fns.area.mock.calls[0]![0] as { requestContext: { authorizer: unknown } };
    expect(event.requestContext.authorizer).toEqual({ lambda: { userId: 'u1', kind: 'user' } });
  });

  it('answers 403 Forbidden when the authorizer says no, and 500 when it fails', async () => {
    fns.authorizer.mockResolvedValueOnce({ isAuthorized: false });
    const denied = await fetch(`${url}/api/auth/user`, { headers: { cookie: 'sl_session=no' } });
    expect([denied.status, await denied.json()]).toEqual([403, { message: 'Forbidden' }]);
    fns.authorizer.mockRejectedValueOnce(new Error('down'));
    expect(
      (await fetch(`${url}/api/auth/user`, { headers: { cookie: 'sl_session=err' } })).status,
    ).toBe(500);
    expect(fns.area).not.toHaveBeenCalled();
  });
});

describe('onResponse (issue 32 §7: the integration suite checks every answer against openapi.json)', () => {
  it('reports each answer of a manifest route with its route key, status, headers and body, and no unmatched path', async () => {
    const answers: unknown[] = [];
    const api = createHttpApi({ log, onResponse: (a) => answers.push(a) });
    const recording = createServer((req, res) => void api(req, res));
    const base = `http://127.0.0.1:${await listen(recording, 0)}`;
    try {
      fns.area.mockResolvedValue({ statusCode: 429, headers: { 'content-type': 'application/json', 'retry-after': '7' }, body: '{"message":"Slow down"}' });
      await (await fetch(`${base}/api/health`)).text();
      await (await fetch(`${base}/api/auth/user`)).text();
      await (await fetch(`${base}/api/no-such-route`)).text();
      await vi.waitFor(() => expect(answers).toHaveLength(2), { timeout: 10_000 });
      expect(answers).toEqual([
        { routeKey: 'GET /api/health', status: 429, headers: expect.objectContaining({ 'content-type': 'application/json', 'retry-after': '7' }), body: '{"message":"Slow down"}' },
        { routeKey: 'GET /api/auth/user', status: 401, headers: expect.objectContaining({ 'content-type': 'application/json' }), body: '{"message":"Unauthorized"}' },
      ]);
    } finally {
      await closeServer(recording);
    }
  });
});
