import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver, QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '../api-client';
import { createCustomItemMutation, updateCustomItemMutation } from './item-mutations';
import { closetKeys } from './query-keys';

const keys: Record<string, QueryKey> = {
  previewMine: closetKeys.preview('me'),
  itemsMine: closetKeys.items('me'),
  sectionsMine: closetKeys.sections('me'),
  previewOther: closetKeys.preview('other'),
  people: ['people', 'profile', 'me'],
};

let client: QueryClient;
let calls: { url: string; method: string; body: unknown }[];

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
      return Promise.resolve(new Response(JSON.stringify(body), { status }));
    }),
  );
}

const invalidated = () =>
  Object.entries(keys)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();

beforeEach(() => {
  calls = [];
  client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  for (const key of Object.values(keys)) client.setQueryData(key, { items: [] });
});
afterEach(() => {
  vi.unstubAllGlobals();
  client.clear();
});

describe('custom item mutations', () => {
  const body = { name: 'Shirt', category: 'tops' as const, size: 'M', color: 'navy', photoKeys: ['uploads/closet/me/0f8fad5b-d9cb-469f-a165-70867728950e'] };

  it('create posts to the closet and invalidates everything of that closet only', async () => {
    answer(201, { id: 'i1' });
    await new MutationObserver(client, createCustomItemMutation(client)).mutate({ closetId: 'me', body });
    expect(calls).toEqual([{ url: '/api/closets/me/custom-items', method: 'POST', body }]);
    expect(invalidated()).toEqual(['itemsMine', 'previewMine', 'sectionsMine']);
  });

  it('update puts fields and photos {keep, add} and invalidates the closet', async () => {
    answer(200, { id: 'i1' });
    const update = { name: 'Shirt', size: 'L', photos: { keep: ['ph1'], add: [] } };
    await new MutationObserver(client, updateCustomItemMutation(client)).mutate({ closetId: 'me', itemId: 'i1', body: update });
    expect(calls).toEqual([{ url: '/api/closets/me/custom-items/i1', method: 'PUT', body: update }]);
    expect(invalidated()).toEqual(['itemsMine', 'previewMine', 'sectionsMine']);
  });

  it('a refused create rejects with the server message and invalidates nothing', async () => {
    answer(400, { message: 'You can upload a maximum of 3 photos total' });
    const error = await new MutationObserver(client, createCustomItemMutation(client)).mutate({ closetId: 'me', body }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBe('You can upload a maximum of 3 photos total');
    expect(invalidated()).toEqual([]);
  });
});
