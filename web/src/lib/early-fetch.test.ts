import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_MAX_AGE_MS, takeEarlyResponse } from './early-fetch';
import { request } from './api-client';

const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

function stubEarly(reads: Record<string, { at: number; response: Promise<Response | null> }>) {
  vi.stubGlobal('window', { __seamlineEarly: reads });
}

afterEach(() => vi.unstubAllGlobals());

describe('early reads of boot.js', () => {
  it('hands an OK early response over once, then there is none', async () => {
    stubEarly({ '/api/auth/user': { at: Date.now(), response: Promise.resolve(ok({ id: 'u1' })) } });
    const first = takeEarlyResponse('/api/auth/user');
    expect(await (await first)!.json()).toEqual({ id: 'u1' });
    expect(takeEarlyResponse('/api/auth/user')).toBeNull();
  });

  it("hands over the session's answer (401 / 403) too: a signed-out page asks once", async () => {
    stubEarly({ '/api/auth/user': { at: Date.now(), response: Promise.resolve(new Response('', { status: 401 })) } });
    expect((await takeEarlyResponse('/api/auth/user'))?.status).toBe(401);
  });

  it('ignores a server error, a failed or a too old early read', async () => {
    stubEarly({
      '/a': { at: Date.now(), response: Promise.resolve(new Response('', { status: 503 })) },
      '/b': { at: Date.now(), response: Promise.resolve(null) },
      '/c': { at: Date.now() - EARLY_MAX_AGE_MS - 1, response: Promise.resolve(ok({})) },
    });
    expect(await takeEarlyResponse('/a')).toBeNull();
    expect(await takeEarlyResponse('/b')).toBeNull();
    expect(takeEarlyResponse('/c')).toBeNull();
    expect(takeEarlyResponse('/none')).toBeNull();
  });

  it('lets the API client answer a GET from the early read without fetching, and fetch when it is unusable', async () => {
    const fetchSpy = vi.fn(async () => ok({ from: 'network' }));
    vi.stubGlobal('fetch', fetchSpy);
    stubEarly({
      '/api/products/trending': { at: Date.now(), response: Promise.resolve(ok({ from: 'early' })) },
      '/api/auth/user': { at: Date.now(), response: Promise.resolve(new Response('', { status: 502 })) },
    });
    expect(await request('GET', '/api/products/trending')).toEqual({ from: 'early' });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await request('GET', '/api/auth/user')).toEqual({ from: 'network' });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(await request('GET', '/api/products/trending')).toEqual({ from: 'network' });
  });
});
