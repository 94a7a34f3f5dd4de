import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReport } from './reports';

const report = { id: 'r1', targetType: 'post', targetId: 'p1', reason: 'spam', status: 'open', createdAt: '2026-12-06T01:00:00.000Z' };

function answer(status: number) {
  const fn = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response(JSON.stringify(report), { status })));
  vi.stubGlobal('fetch', fn);
  return fn;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createReport (issue 33 §3)', () => {
  it('posts the report with its Idempotency-Key and says a 201 created it', async () => {
    const fetch = answer(201);
    const result = await createReport({ targetType: 'post', targetId: 'p1', reason: 'spam', details: 'Bot links', idempotencyKey: 'k-1' });
    expect(result).toEqual({ report, created: true });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/reports');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'idempotency-key': 'k-1' });
    expect(JSON.parse(init.body as string)).toEqual({ targetType: 'post', targetId: 'p1', reason: 'spam', details: 'Bot links' });
  });

  it('says a 200 (the same person reported this before) created nothing', async () => {
    answer(200);
    const result = await createReport({ targetType: 'user', targetId: 'u1', reason: 'impersonation' });
    expect(result.created).toBe(false);
  });
});
