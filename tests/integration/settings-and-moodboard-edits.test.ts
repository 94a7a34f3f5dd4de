/**
 * Settings (issue 17 §4) over HTTP: units and the default visibility of new moodboards, saved
 * on the user and returned by GET /api/auth/user; new moodboards private by default; moodboards
 * renamed and items removed (count and cover kept exact). 401 / 403-404 / 400 for each route.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '@seamline/shared/contracts/catalogue';
import { moodboardSchema, type Moodboard } from '@seamline/shared/contracts/collections';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { call, seededProducts } from './collections-helpers';

let products: Product[];
let me: UserWithSession;
let other: UserWithSession;
beforeAll(async () => {
  products = await seededProducts(await createUserWithSession(), 3);
});
beforeEach(async () => {
  [me, other] = await Promise.all([createUserWithSession(), createUserWithSession()]);
});

const settings = (s: UserWithSession | undefined, userId: string, body: unknown) => call('PATCH', `/api/users/${userId}/settings`, s, body);
const newBoard = async (s: UserWithSession, body: Record<string, unknown> = {}) => {
  const res = await call('POST', '/api/moodboards', s, { name: 'Board', ...body });
  expect(res.status).toBe(201);
  return moodboardSchema.parse(res.body);
};

describe('PATCH /api/users/{userId}/settings', () => {
  it('saves units and the moodboard default; GET /api/auth/user answers them', async () => {
    const before = await call<{ preferredUnits: unknown; newMoodboardsPublic: boolean }>('GET', '/api/auth/user', me);
    expect(before.body).toMatchObject({ preferredUnits: { length: 'inches', weight: 'lbs' }, newMoodboardsPublic: false });
    const res = await settings(me, me.userId, { preferredUnits: { length: 'cm', weight: 'kg' }, newMoodboardsPublic: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ preferredUnits: { length: 'cm', weight: 'kg' }, newMoodboardsPublic: true });
    expect((await call('GET', '/api/auth/user', me)).body).toMatchObject({ preferredUnits: { length: 'cm', weight: 'kg' }, newMoodboardsPublic: true });
  });

  it("401 without a session, 403 for another user's id, 400 for garbage", async () => {
    expect((await settings(undefined, me.userId, { newMoodboardsPublic: true })).status).toBe(401);
    expect((await settings(me, other.userId, { newMoodboardsPublic: true })).status).toBe(403);
    for (const body of [{}, { preferredUnits: { length: 'feet', weight: 'kg' } }, { newMoodboardsPublic: 'yes' }, { isAdmin: true }]) {
      expect((await settings(me, me.userId, body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('moodboards: private by default, rename, remove items', () => {
  it('a new board is private unless asked, or the owner turned the Settings default on', async () => {
    expect((await newBoard(me)).isPublic).toBe(false);
    expect((await newBoard(me, { isPublic: true })).isPublic).toBe(true);
    await settings(me, me.userId, { newMoodboardsPublic: true });
    expect((await newBoard(me)).isPublic).toBe(true);
    expect((await newBoard(me, { isPublic: false })).isPublic).toBe(false);
  });

  it('renames and re-describes one’s own board; others get 404 (private) / 403 (public); garbage → 400', async () => {
    const board = await newBoard(me);
    const res = await call<Moodboard>('PATCH', `/api/moodboards/${board.id}`, me, { name: '  Autumn  ', description: 'Warm layers' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Autumn', description: 'Warm layers', isPublic: false });
    expect((await call('GET', `/api/moodboards/${board.id}`, me)).body).toMatchObject({ name: 'Autumn', description: 'Warm layers' });
    expect((await call('PATCH', `/api/moodboards/${board.id}`, other, { name: 'Mine now' })).status).toBe(404);
    await call('PATCH', `/api/moodboards/${board.id}`, me, { isPublic: true });
    expect((await call('PATCH', `/api/moodboards/${board.id}`, other, { name: 'Mine now' })).status).toBe(403);
    expect((await call('PATCH', `/api/moodboards/${board.id}`, undefined, { name: 'X' })).status).toBe(401);
    expect((await call('PATCH', `/api/moodboards/${board.id}`, me, { name: '   ' })).body).toMatchObject({ message: 'Moodboard name is required' });
    expect((await call('PATCH', `/api/moodboards/${board.id}`, me, {})).status).toBe(400);
  });

  it('removes an item: count and cover follow; removing it again → 404; others cannot', async () => {
    const board = await newBoard(me);
    for (const p of products.slice(0, 2)) expect((await call('POST', `/api/moodboards/${board.id}/items`, me, { productId: p.id })).status).toBe(201);
    expect((await call<Moodboard>('GET', `/api/moodboards/${board.id}`, me)).body).toMatchObject({ itemCount: 2, coverImage: products[0]!.images[0] });
    expect((await call('DELETE', `/api/moodboards/${board.id}/items/${products[0]!.id}`, other)).status).toBe(404);
    const res = await call('DELETE', `/api/moodboards/${board.id}/items/${products[0]!.id}`, me);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ removed: true, moodboardId: board.id, productId: products[0]!.id });
    expect((await call<Moodboard>('GET', `/api/moodboards/${board.id}`, me)).body).toMatchObject({ itemCount: 1, coverImage: products[1]!.images[0] });
    expect((await call('DELETE', `/api/moodboards/${board.id}/items/${products[0]!.id}`, me)).status).toBe(404);
    await call('DELETE', `/api/moodboards/${board.id}/items/${products[1]!.id}`, me);
    expect((await call<Moodboard>('GET', `/api/moodboards/${board.id}`, me)).body).toMatchObject({ itemCount: 0, coverImage: null });
    expect((await call('DELETE', `/api/moodboards/${board.id}/items/${products[1]!.id}`, undefined)).status).toBe(401);
  });
});
