import { describe, expect, it, vi } from 'vitest';
import { chunk, FitScoreBatcher } from './fit-score-batcher';

describe('FitScoreBatcher', () => {
  it('sends the ids asked for in one window as one request, each id once', async () => {
    const send = vi.fn(async (ids: string[]) => Object.fromEntries(ids.map((id) => [id, id.length])));
    const batcher = new FitScoreBatcher({ send, fallback: -1, max: 50, windowMs: 1 });
    const results = await Promise.all(['a', 'bb', 'a', 'ccc'].map((id) => batcher.load(id)));
    expect(results).toEqual([1, 2, 1, 3]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toEqual(['a', 'bb', 'ccc']);
  });

  it('splits more than max ids into several requests', async () => {
    const send = vi.fn(async (ids: string[]) => Object.fromEntries(ids.map((id) => [id, 1])));
    const batcher = new FitScoreBatcher({ send, fallback: 0, max: 2, windowMs: 1 });
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map((id) => batcher.load(id)));
    expect(send.mock.calls.map((c) => c[0])).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });

  it('answers the fallback for ids the server leaves out and when the request fails', async () => {
    const ok = new FitScoreBatcher({ send: async () => ({ a: 90 }), fallback: 70, max: 50, windowMs: 1 });
    expect(await Promise.all([ok.load('a'), ok.load('gone')])).toEqual([90, 70]);
    const failing = new FitScoreBatcher({ send: () => Promise.reject(new Error('500')), fallback: 70, max: 50, windowMs: 1 });
    expect(await failing.load('a')).toBe(70);
  });

  it('a later window makes a new request', async () => {
    const send = vi.fn(async (ids: string[]) => Object.fromEntries(ids.map((id) => [id, 1])));
    const batcher = new FitScoreBatcher({ send, fallback: 0, max: 50, windowMs: 1 });
    await batcher.load('a');
    await batcher.load('b');
    expect(send).toHaveBeenCalledTimes(2);
  });
});

describe('chunk', () => {
  it('cuts into runs', () => {
    expect(chunk([1, 2, 3], 2)).toEqual([[1, 2], [3]]);
    expect(chunk([], 2)).toEqual([]);
  });
});
