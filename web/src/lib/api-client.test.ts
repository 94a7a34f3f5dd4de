import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, NetworkError, request, TimeoutError, toQueryString } from './api-client';
import { buildPath as fillPath } from '@seamline/shared/contracts/paths';

type FetchArgs = [string, RequestInit];

function mockFetch(response: Response | (() => Promise<Response>)) {
  const fn = vi.fn((..._args: FetchArgs) => (typeof response === 'function' ? response() : Promise.resolve(response)));
  vi.stubGlobal('fetch', fn);
  return fn;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client requests', () => {
  it('sends cookies, the app header and JSON bodies', async () => {
    const fetch = mockFetch(new Response('{"ok":true}', { status: 200 }));
    await request('POST', '/api/things', { body: { a: 1 }, query: { q: 'x y', tag: ['a', 'b'], skip: undefined } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/things?q=x+y&tag=a&tag=b');
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({ 'x-requested-with': 'seamline', 'content-type': 'application/json' });
  });

  it('sends the app header but no content type on a GET', async () => {
    const fetch = mockFetch(new Response('{}', { status: 200 }));
    await api('GET /api/health');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/health');
    expect(init.method).toBe('GET');
    expect(init.headers).toMatchObject({ 'x-requested-with': 'seamline' });
    expect(init.headers).not.toHaveProperty('content-type');
  });

  it('fills and encodes path parameters', () => {
    expect(fillPath('/api/users/{userId}/follow', { userId: 'a b/c' })).toBe('/api/users/a%20b%2Fc/follow');
    expect(() => fillPath('/api/users/{userId}', {})).toThrow('Missing path parameter userId');
    expect(toQueryString({})).toBe('');
  });
});

describe('api client errors (spec 01 §8)', () => {
  it('raises "status: body" for a non-OK response', async () => {
    mockFetch(new Response('{"message":"Nope"}', { status: 422, statusText: 'Unprocessable Entity' }));
    const error = await request('GET', '/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('422: {"message":"Nope"}');
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).serverMessage).toBe('Nope');
  });

  it('uses the status text when the body is empty', async () => {
    mockFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(request('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });

  it("raises 'Invalid JSON response from server' for an unparseable body", async () => {
    mockFetch(new Response('<html>', { status: 200 }));
    await expect(request('GET', '/api/x')).rejects.toThrow('Invalid JSON response from server');
  });

  it('gives an empty object for an empty successful body', async () => {
    mockFetch(new Response(null, { status: 204 }));
    await expect(request('DELETE', '/api/x')).resolves.toEqual({});
  });

  it('returns null for a 401 on a GET only when the caller opts in', async () => {
    mockFetch(async () => new Response('{"message":"Unauthorized"}', { status: 401, statusText: 'Unauthorized' }));
    await expect(api('GET /api/auth/user', { on401: 'null' })).resolves.toBeNull();
    await expect(api('GET /api/auth/user')).rejects.toThrow('401: {"message":"Unauthorized"}');
    await expect(request('POST', '/api/x', { on401: 'null' })).rejects.toBeInstanceOf(ApiError);
  });

  it('wraps a rejected fetch in NetworkError', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(request('GET', '/api/x')).rejects.toBeInstanceOf(NetworkError);
  });

  it('fails with TimeoutError when the server does not answer in time', async () => {
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    await expect(request('GET', '/api/slow', { timeoutMs: 20 })).rejects.toBeInstanceOf(TimeoutError);
  });

  it('passes a caller abort through unchanged', async () => {
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    const controller = new AbortController();
    const pending = request('GET', '/api/x', { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(NetworkError);
    expect(error).not.toBeInstanceOf(TimeoutError);
    expect((error as Error).name).toBe('AbortError');
  });
});
