import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver, QueryClient, type InfiniteData } from '@tanstack/react-query';
import type { OutfitEventDetails, OutfitEventPage } from '@seamline/shared/contracts/outfits';
import { peopleKeys } from '../people/query-keys';
import { commentMutation, deleteEventMutation, savePlanMutation, setEventStatus, setFavorite, updateEventMutation } from './mutations';
import { outfitKeys } from './query-keys';
import { detailsOf, eventOf, suggestionOf } from './test-fixtures';

let client: QueryClient;
let calls: { url: string; method: string; body: unknown; idempotencyKey: string | null }[];
/** Answers in order: each request takes the next [status, body]. */
let answers: [number, unknown][];

beforeEach(() => {
  calls = [];
  answers = [];
  client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined, idempotencyKey: headers['idempotency-key'] ?? null });
      const [status, body] = answers.shift() ?? [500, { message: 'no answer queued' }];
      return Promise.resolve(new Response(JSON.stringify(body), { status }));
    }),
  );
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  client.clear();
});

const pages = (...events: ReturnType<typeof eventOf>[]): InfiniteData<OutfitEventPage, string | undefined> => ({
  pages: [{ items: events, nextCursor: null }],
  pageParams: [undefined],
});
const listed = (userId: string) => client.getQueryData<InfiniteData<OutfitEventPage>>(outfitKeys.events(userId))?.pages.flatMap((p) => p.items);

describe('saving an outfit plan (spec 02 §4)', () => {
  const body = { title: 'My Outfit Plan', isAiGenerated: false, products: [], closetItemIds: ['c1'], imageKeys: [] };

  it('posts the plan, then sets finalOutfitId to the NEW suggestion id (never 1), and refreshes the Outfits count', async () => {
    client.setQueryData(peopleKeys.profile('me'), { followers: 0, following: 0, outfits: 0 });
    client.setQueryData(outfitKeys.events('me'), pages(eventOf()));
    answers.push([201, suggestionOf({ id: 'sug-42' })], [200, eventOf({ status: 'finalized', finalOutfitId: 'sug-42', itemCount: 1, thumbnails: ['/t/c1'] })]);
    const result = await new MutationObserver(client, savePlanMutation(client)).mutate({ eventId: 'e1', userId: 'me', body, finalize: true, idempotencyKey: 'k-1' });
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['POST', '/api/outfit-events/e1/suggestions'],
      ['PATCH', '/api/outfit-events/e1'],
    ]);
    expect(calls[0]!.idempotencyKey).toBe('k-1');
    expect(calls[1]!.body).toEqual({ finalOutfitId: 'sug-42' });
    expect(result).toMatchObject({ suggestion: { id: 'sug-42' }, finalized: true });
    expect(listed('me')?.[0]).toMatchObject({ status: 'finalized', finalOutfitId: 'sug-42' });
    expect(client.getQueryState(peopleKeys.profile('me'))?.isInvalidated).toBe(true);
  });

  it('reports the plan saved but not finalized when the second step fails (the failure is only logged)', async () => {
    answers.push([201, suggestionOf({ id: 'sug-43' })], [500, { message: 'boom' }]);
    const result = await new MutationObserver(client, savePlanMutation(client)).mutate({ eventId: 'e1', userId: 'me', body, finalize: true });
    expect(result).toMatchObject({ suggestion: { id: 'sug-43' }, finalized: false });
    expect(console.warn).toHaveBeenCalledOnce();
  });

  it("a collaborator's save only suggests: no PATCH", async () => {
    answers.push([201, suggestionOf({ id: 'sug-44' })]);
    const result = await new MutationObserver(client, savePlanMutation(client)).mutate({ eventId: 'e1', userId: 'friend', body, finalize: false });
    expect(calls).toHaveLength(1);
    expect(result.finalized).toBe(false);
  });

  it("a refused plan fails with the server's message and patches nothing", async () => {
    answers.push([400, { message: 'Please add some items to your outfit before saving' }]);
    const observer = new MutationObserver(client, savePlanMutation(client));
    await expect(observer.mutate({ eventId: 'e1', userId: 'me', body: { ...body, closetItemIds: [] }, finalize: true })).rejects.toMatchObject({ status: 400 });
    expect(calls).toHaveLength(1);
  });
});

describe('event changes', () => {
  it("the card's toggle sends only the status and puts the answer in every list and the details", async () => {
    client.setQueryData(outfitKeys.events('me'), pages(eventOf({ finalOutfitId: 's1' }), eventOf({ id: 'e2' })));
    client.setQueryData(outfitKeys.events('friend'), pages(eventOf({ finalOutfitId: 's1', viewerRole: 'collaborator' })));
    client.setQueryData(outfitKeys.details('e1'), detailsOf({ finalOutfitId: 's1' }));
    answers.push([200, eventOf({ status: 'finalized', finalOutfitId: 's1' })]);
    await setEventStatus(client, 'e1', true);
    expect(calls[0]).toMatchObject({ method: 'PATCH', url: '/api/outfit-events/e1', body: { status: 'finalized' } });
    expect(listed('me')?.map((e) => e.status)).toEqual(['finalized', 'planning']);
    expect(listed('friend')?.[0]?.status).toBe('finalized');
    const details = client.getQueryData<OutfitEventDetails>(outfitKeys.details('e1'));
    expect(details?.status).toBe('finalized');
    expect(details?.suggestions).toHaveLength(1); // the details' own parts are kept
  });

  it('a details edit PATCHes only the changed fields and refetches the details (new weather) but not the profile', async () => {
    client.setQueryData(outfitKeys.details('e1'), detailsOf());
    client.setQueryData(peopleKeys.profile('me'), { followers: 0, following: 0, outfits: 0 });
    answers.push([200, eventOf({ vibe: 'party' })]);
    await new MutationObserver(client, updateEventMutation(client)).mutate({ eventId: 'e1', changes: { vibe: 'party' } });
    expect(calls[0]!.body).toEqual({ vibe: 'party' });
    expect(client.getQueryState(outfitKeys.details('e1'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(peopleKeys.profile('me'))?.isInvalidated).toBe(false);
  });

  it('deleting an event takes it out of every list at once and drops its details', async () => {
    client.setQueryData(outfitKeys.events('me'), pages(eventOf(), eventOf({ id: 'e2' })));
    client.setQueryData(outfitKeys.details('e1'), detailsOf());
    answers.push([200, { deleted: true }]);
    await new MutationObserver(client, deleteEventMutation(client)).mutate({ eventId: 'e1', userId: 'me' });
    expect(calls[0]).toMatchObject({ method: 'DELETE', url: '/api/outfit-events/e1' });
    expect(listed('me')?.map((e) => e.id)).toEqual(['e2']);
    expect(client.getQueryData(outfitKeys.details('e1'))).toBeUndefined();
  });
});

describe('suggestions', () => {
  it("a favourite puts the server's mark and count into the suggestion (and the final outfit when it is that one)", async () => {
    const s = suggestionOf({ isFinal: true });
    client.setQueryData(outfitKeys.details('e1'), detailsOf({ suggestions: [s], finalOutfit: s }));
    answers.push([200, { suggestionId: 's1', isFavorited: true, favoriteCount: 3 }]);
    expect(await setFavorite(client, 'e1', 's1', true)).toBe(true);
    expect(calls[0]).toMatchObject({ method: 'PUT', url: '/api/outfit-suggestions/s1/favorite' });
    const details = client.getQueryData<OutfitEventDetails>(outfitKeys.details('e1'));
    expect(details?.suggestions[0]).toMatchObject({ isFavorited: true, favoriteCount: 3 });
    expect(details?.finalOutfit).toMatchObject({ isFavorited: true, favoriteCount: 3 });
    answers.push([200, { suggestionId: 's1', isFavorited: false, favoriteCount: 2 }]);
    await setFavorite(client, 'e1', 's1', false);
    expect(calls[1]).toMatchObject({ method: 'DELETE', url: '/api/outfit-suggestions/s1/favorite' });
  });

  it('a comment is posted with its idempotency key, counts one more and refetches the thread', async () => {
    client.setQueryData(outfitKeys.details('e1'), detailsOf());
    client.setQueryData(outfitKeys.comments('s1'), { pages: [{ items: [], nextCursor: null }], pageParams: [undefined] });
    answers.push([201, { id: 'c1', suggestionId: 's1', comment: 'Love it', createdAt: '2026-11-02T10:00:00.000Z', user: suggestionOf().suggestedBy }]);
    await new MutationObserver(client, commentMutation(client)).mutate({ eventId: 'e1', suggestionId: 's1', comment: 'Love it', idempotencyKey: 'k-2' });
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/outfit-suggestions/s1/comments', body: { comment: 'Love it' }, idempotencyKey: 'k-2' });
    expect(client.getQueryData<OutfitEventDetails>(outfitKeys.details('e1'))?.suggestions[0]?.commentCount).toBe(1);
    expect(client.getQueryState(outfitKeys.comments('s1'))?.isInvalidated).toBe(true);
  });
});
