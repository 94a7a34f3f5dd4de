import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver, QueryClient, type InfiniteData } from '@tanstack/react-query';
import { generateKeyBetween } from 'fractional-indexing';
import type { ClosetItem } from '@seamline/shared/contracts/closet';
import { ApiError } from '../api-client';
import { createSectionMutation, deleteClosetItemMutation, deleteSectionMutation, moveClosetItemMutation } from './mutations';
import type { ClosetItemPage } from './queries';
import { closetKeys } from './query-keys';

const item = (id: string, order: string, sectionId: string | null = null): ClosetItem => ({
  id,
  kind: 'custom',
  closetId: 'me',
  userId: 'me',
  productId: null,
  sectionId,
  order,
  name: `Item ${id}`,
  brand: null,
  category: null,
  size: 'M',
  color: null,
  price: null,
  currency: null,
  purchaseDate: null,
  storeUrl: null,
  notes: null,
  fitRating: null,
  photos: [],
  images: [],
  savedAt: '2026-11-21T12:00:00.000Z',
  updatedAt: null,
  product: null,
  wearCount: 0,
  lastWornAt: null,
  costPerWear: null,
  wearsSinceWash: 0,
  washedAt: null,
});

const a0 = generateKeyBetween(null, null);
const a1 = generateKeyBetween(a0, null);
const a2 = generateKeyBetween(a1, null);

let client: QueryClient;
let calls: { url: string; method: string; body: unknown }[];

function answer(status: number, body: unknown | ((b: unknown) => unknown)) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const sent = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method: init.method ?? 'GET', body: sent });
      return Promise.resolve(new Response(JSON.stringify(typeof body === 'function' ? body(sent) : body), { status }));
    }),
  );
}

const pages = (...items: ClosetItem[]): InfiniteData<ClosetItemPage, string | undefined> => ({
  pages: [{ items, nextCursor: null, total: 3 }],
  pageParams: [undefined],
});
const ids = (group: string) =>
  client.getQueryData<InfiniteData<ClosetItemPage>>(closetKeys.items('me', group))?.pages.flatMap((p) => p.items.map((i) => i.id));

beforeEach(() => {
  calls = [];
  client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(closetKeys.items('me', 'unsectioned'), pages(item('i1', a0), item('i2', a1), item('i3', a2)));
  client.setQueryData(closetKeys.items('me', 's1'), pages());
  client.setQueryData(closetKeys.sections('me'), { items: [] });
  client.setQueryData(closetKeys.items('other', 'unsectioned'), pages());
});
afterEach(() => {
  vi.unstubAllGlobals();
  client.clear();
});

describe('closet mutations', () => {
  it('a move within a group sends ONE PATCH {order, sectionId} and reorders the cache at once', async () => {
    const order = generateKeyBetween(null, a0);
    let resolve!: (r: Response) => void;
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        calls.push({ url, method: init.method ?? 'GET', body: JSON.parse(String(init.body)) });
        return new Promise<Response>((r) => (resolve = r));
      }),
    );
    const done = new MutationObserver(client, moveClosetItemMutation(client)).mutate({ item: item('i3', a2), order, sectionId: null });
    await vi.waitFor(() => expect(calls).toHaveLength(1), { timeout: 10_000 });
    // Optimistic: moved before the answer arrives.
    expect(ids('unsectioned')).toEqual(['i3', 'i1', 'i2']);
    resolve(new Response(JSON.stringify(item('i3', order)), { status: 200 }));
    await done;
    expect(calls).toEqual([{ url: '/api/closet-items/i3', method: 'PATCH', body: { order, sectionId: null } }]);
    expect(ids('unsectioned')).toEqual(['i3', 'i1', 'i2']);
  });

  it('a move between groups takes the item out of My Items and into the section', async () => {
    const order = generateKeyBetween(null, null);
    answer(200, item('i2', order, 's1'));
    await new MutationObserver(client, moveClosetItemMutation(client)).mutate({ item: item('i2', a1), order, sectionId: 's1' });
    expect(calls).toEqual([{ url: '/api/closet-items/i2', method: 'PATCH', body: { order, sectionId: 's1' } }]);
    expect(ids('unsectioned')).toEqual(['i1', 'i3']);
    expect(ids('s1')).toEqual(['i2']);
    expect(client.getQueryState(closetKeys.items('other', 'unsectioned'))?.isInvalidated).toBe(false);
  });

  it('a failed move rejects with the API error and invalidates every list of that closet (refetch)', async () => {
    answer(400, { message: 'Invalid order' });
    const move = new MutationObserver(client, moveClosetItemMutation(client)).mutate({ item: item('i1', a0), order: a2 + 'V', sectionId: null });
    await expect(move).rejects.toBeInstanceOf(ApiError);
    expect(client.getQueryState(closetKeys.items('me', 'unsectioned'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(closetKeys.items('me', 's1'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(closetKeys.items('other', 'unsectioned'))?.isInvalidated).toBe(false);
  });

  it('deleting an item and deleting a section invalidate that closet only; creating a section its section list', async () => {
    answer(200, { deleted: true });
    await new MutationObserver(client, deleteClosetItemMutation(client)).mutate({ id: 'i1', closetId: 'me' });
    expect(calls.at(-1)).toEqual({ url: '/api/closet-items/i1', method: 'DELETE', body: undefined });
    expect(client.getQueryState(closetKeys.items('me', 'unsectioned'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(closetKeys.items('other', 'unsectioned'))?.isInvalidated).toBe(false);

    answer(201, { id: 's2', closetId: 'me', name: 'Work', description: null, order: a0, createdAt: '2026-11-21T12:00:00.000Z' });
    await new MutationObserver(client, createSectionMutation(client)).mutate({ closetId: 'me', name: 'Work' });
    expect(calls.at(-1)).toEqual({ url: '/api/closets/me/sections', method: 'POST', body: { name: 'Work', description: null, closetId: 'me' } });

    answer(200, { deleted: true, movedItems: 0 });
    await new MutationObserver(client, deleteSectionMutation(client)).mutate({ closetId: 'me', sectionId: 's1' });
    expect(calls.at(-1)).toEqual({ url: '/api/closets/sections/s1', method: 'DELETE', body: undefined });
  });
});
