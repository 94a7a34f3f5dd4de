import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver, QueryClient, type QueryKey } from '@tanstack/react-query';
import type { Moodboard } from '@seamline/shared/contracts/collections';
import { ApiError } from '../api-client';
import { addToMoodboardMutation, createMoodboardMutation, deleteMoodboardMutation, saveToCollectionMutation } from './mutations';
import { collectionKeys } from './query-keys';

const board = (id: string, userId = 'me'): Moodboard => ({
  id,
  userId,
  name: `Board ${id}`,
  description: null,
  isPublic: true,
  coverImage: null,
  itemCount: 0,
  createdAt: '2026-11-21T12:00:00.000Z',
});

/** Every cached key of the test, with some data in each. */
const keys: Record<string, QueryKey> = {
  savedMine: collectionKeys.saved('me'),
  savedOther: collectionKeys.saved('other'),
  boardsMine: collectionKeys.moodboards('me'),
  boardsOther: collectionKeys.moodboards('other'),
  b1: collectionKeys.moodboard('b1'),
  b2: collectionKeys.moodboard('b2'),
  itemsB1: collectionKeys.moodboardItems('b1'),
  itemsB2: collectionKeys.moodboardItems('b2'),
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

/** Names of the cached keys that were invalidated, and those no longer cached. */
function changed() {
  const invalidated: string[] = [];
  const removed: string[] = [];
  for (const [name, key] of Object.entries(keys)) {
    const state = client.getQueryState(key);
    if (!state) removed.push(name);
    else if (state.isInvalidated) invalidated.push(name);
  }
  return { invalidated: invalidated.sort(), removed: removed.sort() };
}

beforeEach(() => {
  calls = [];
  client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  for (const key of Object.values(keys)) client.setQueryData(key, { items: [], nextCursor: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  client.clear();
});

describe('collection mutations', () => {
  it("saving a product posts the spec's body and invalidates only the saver's saved items", async () => {
    answer(201, { created: true, item: {} });
    await new MutationObserver(client, saveToCollectionMutation(client)).mutate({ userId: 'me', productId: 'p1', notes: 'Size: M' });
    expect(calls).toEqual([{ url: '/api/collection', method: 'POST', body: { userId: 'me', productId: 'p1', sourceType: 'discover', notes: 'Size: M' } }]);
    expect(changed()).toEqual({ invalidated: ['savedMine'], removed: [] });
  });

  it("creating a board caches it under its own key and invalidates only the owner's board list", async () => {
    const created = board('b3');
    answer(201, created);
    await new MutationObserver(client, createMoodboardMutation(client)).mutate({ name: 'New', description: null, isPublic: false });
    expect(calls[0]).toMatchObject({ url: '/api/moodboards', method: 'POST', body: { name: 'New', description: null, isPublic: false } });
    expect(client.getQueryData(collectionKeys.moodboard('b3'))).toEqual(created);
    expect(changed()).toEqual({ invalidated: ['boardsMine'], removed: [] });
  });

  it("adding an item invalidates that board, its items and the owner's board list (cover and count change)", async () => {
    answer(201, { created: true, item: {} });
    await new MutationObserver(client, addToMoodboardMutation(client)).mutate({ userId: 'me', moodboardId: 'b1', productId: 'p1' });
    expect(calls).toEqual([{ url: '/api/moodboards/b1/items', method: 'POST', body: { productId: 'p1', sourceType: 'discover', notes: null } }]);
    expect(changed()).toEqual({ invalidated: ['b1', 'boardsMine', 'itemsB1'], removed: [] });
  });

  it("deleting a board drops it and its items from the cache and invalidates only the owner's board list", async () => {
    answer(200, { deleted: true, id: 'b1' });
    await new MutationObserver(client, deleteMoodboardMutation(client)).mutate({ userId: 'me', moodboardId: 'b1' });
    expect(calls).toEqual([{ url: '/api/users/me/moodboards/b1', method: 'DELETE', body: undefined }]);
    expect(changed()).toEqual({ invalidated: ['boardsMine'], removed: ['b1', 'itemsB1'] });
  });

  it('a failed call changes nothing in the cache and rejects with the API error', async () => {
    answer(403, { message: 'Forbidden' });
    const add = new MutationObserver(client, addToMoodboardMutation(client)).mutate({ userId: 'me', moodboardId: 'b2', productId: 'p1' });
    await expect(add).rejects.toBeInstanceOf(ApiError);
    answer(500, { message: 'boom' });
    const remove = new MutationObserver(client, deleteMoodboardMutation(client)).mutate({ userId: 'me', moodboardId: 'b2' });
    await expect(remove).rejects.toBeInstanceOf(ApiError);
    expect(changed()).toEqual({ invalidated: [], removed: [] });
  });
});
