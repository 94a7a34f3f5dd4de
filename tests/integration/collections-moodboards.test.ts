/**
 * Moodboards over HTTP (spec 02 §2.1 Moodboards card, §2.13 create-moodboard step, §3 Moodboard,
 * §5 name non-empty after trimming, §7 moodboards and moodboard delete; issue 6 public boards
 * visible to others, private ones only to the owner, delete owner only): create, list, get and
 * delete with their ownership rules, garbage and pagination.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '@seamline/shared/contracts/catalogue';
import {
  deleteMoodboardResultSchema,
  MAX_MOODBOARDS,
  MOODBOARD_ERRORS,
  moodboardPageSchema,
  moodboardSchema,
  type Moodboard,
} from '@seamline/shared/contracts/collections';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { call, foreignCursor, seededProducts, walkPages } from './collections-helpers';

let products: Product[];
let me: UserWithSession;
let other: UserWithSession;
beforeAll(async () => {
  products = await seededProducts(await createUserWithSession(), 3);
});
beforeEach(async () => {
  [me, other] = await Promise.all([createUserWithSession(), createUserWithSession()]);
});

/** Create a board as `s` through the API; expects 201. */
async function board(s: UserWithSession, body: Record<string, unknown> = {}): Promise<Moodboard> {
  const res = await call('POST', '/api/moodboards', s, { name: 'Board', ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return moodboardSchema.parse(res.body);
}
const boards = (viewer: UserWithSession, userId: string) =>
  walkPages(`/api/users/${userId}/moodboards`, viewer, 100, (b) => moodboardPageSchema.parse(b)).then((pages) =>
    pages.flatMap((p) => p.items),
  );

describe('POST /api/moodboards', () => {
  it('creates a board with the name trimmed, 0 items and no cover; private by default (issue 17 §4)', async () => {
    const res = await call('POST', '/api/moodboards', me, { name: '  Summer Pieces  ', description: ' Light ', isPublic: false, userId: me.userId });
    expect(res.status).toBe(201);
    const created = moodboardSchema.parse(res.body);
    expect(created).toMatchObject({ userId: me.userId, name: 'Summer Pieces', description: 'Light', isPublic: false, itemCount: 0, coverImage: null });
    expect((await board(me, { name: 'Private by default' })).isPublic).toBe(false);
    expect((await board(me, { name: 'Public when asked', isPublic: true })).isPublic).toBe(true);
    expect((await board(me, { name: 'No description' })).description).toBeNull();
  });

  it(`answers 400 '${MOODBOARD_ERRORS.nameRequired}' with fieldErrors for a blank or missing name`, async () => {
    for (const body of [{ name: '   ' }, { name: '' }, {}, { name: 42 }]) {
      const res = await call('POST', '/api/moodboards', me, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: MOODBOARD_ERRORS.nameRequired, fieldErrors: { name: [MOODBOARD_ERRORS.nameRequired] } });
    }
    expect(await boards(me, me.userId)).toEqual([]);
  });

  it('is 403 for another user id, 400 for garbage, 401 without a session', async () => {
    expect((await call('POST', '/api/moodboards', me, { name: 'X', userId: other.userId })).status).toBe(403);
    expect((await call('POST', '/api/moodboards', me, { name: 'x'.repeat(81) })).status).toBe(400);
    expect((await call('POST', '/api/moodboards', me, { name: 'X', isPublic: 'yes' })).status).toBe(400);
    expect((await call('POST', '/api/moodboards', me, '[1,')).status).toBe(400);
    expect((await call('POST', '/api/moodboards', undefined, { name: 'X' })).status).toBe(401);
    expect(await boards(me, me.userId)).toEqual([]);
    expect(await boards(other, other.userId)).toEqual([]);
  });

  it(`refuses a board beyond ${MAX_MOODBOARDS} with 409 '${MOODBOARD_ERRORS.tooManyBoards}'`, async () => {
    const { db } = await import('@seamline/functions/_core/aws-clients');
    const t0 = Date.parse('2025-01-01T00:00:00.000Z');
    const rows = Array.from({ length: MAX_MOODBOARDS - 1 }, (_, i) => ({
      moodboardId: `${me.userId}-b${i}`,
      userId: me.userId,
      name: `Board ${i}`,
      createdAt: new Date(t0 + i * 1000).toISOString(),
    }));
    const { unprocessed } = await db.entities.moodboard.put(rows).go();
    expect(unprocessed).toEqual([]);
    await board(me, { name: `Board number ${MAX_MOODBOARDS}` });
    const res = await call('POST', '/api/moodboards', me, { name: 'One too many' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: MOODBOARD_ERRORS.tooManyBoards });
    expect(await boards(me, me.userId)).toHaveLength(MAX_MOODBOARDS);
    expect((await call('POST', '/api/moodboards', other, { name: 'Someone else is fine' })).status).toBe(201);
  });
});

describe('GET /api/users/{userId}/moodboards', () => {
  it('shows the owner every board newest first, others only the public ones', async () => {
    const made = [];
    for (const [i, isPublic] of [true, false, true, false, true].entries()) made.push(await board(me, { name: `B${i}`, isPublic }));
    const newestFirst = (list: Moodboard[]) => [...list].sort((a, b) => (b.createdAt + b.id).localeCompare(a.createdAt + a.id));
    const own = await boards(me, me.userId);
    expect(own).toEqual(newestFirst(made));
    const seen = await boards(other, me.userId);
    expect(seen).toEqual(newestFirst(made.filter((b) => b.isPublic)));
  });

  it('walks in disjoint pages to the end of the cursor, for the owner and for another person', async () => {
    for (let i = 0; i < 7; i++) await board(me, { name: `P${i}`, isPublic: i % 3 !== 0 });
    const ownPages = await walkPages(`/api/users/${me.userId}/moodboards`, me, 3, (b) => moodboardPageSchema.parse(b));
    expect(ownPages.map((p) => p.items.length).slice(0, 2)).toEqual([3, 3]);
    const ownIds = ownPages.flatMap((p) => p.items.map((b) => b.id));
    expect(new Set(ownIds).size).toBe(7);
    expect(ownIds).toHaveLength(7);
    const theirPages = await walkPages(`/api/users/${me.userId}/moodboards`, other, 2, (b) => moodboardPageSchema.parse(b));
    const theirs = theirPages.flatMap((p) => p.items);
    expect(theirs).toHaveLength(4);
    expect(new Set(theirs.map((b) => b.id)).size).toBe(4);
    expect(theirs.every((b) => b.isPublic)).toBe(true);
    expect(theirPages.slice(0, -1).every((p) => p.items.length === 2)).toBe(true);
  });

  it('is 400 for a bad cursor or id and 401 without a session; a person with no boards has an empty list', async () => {
    expect((await call('GET', `/api/users/${me.userId}/moodboards?cursor=%%%`, me)).status).toBe(400);
    expect((await call('GET', `/api/users/${me.userId}/moodboards?cursor=${foreignCursor()}`, me)).status).toBe(400);
    expect((await call('GET', `/api/users/${encodeURIComponent('x y')}/moodboards`, me)).status).toBe(400);
    expect((await call('GET', `/api/users/${me.userId}/moodboards`)).status).toBe(401);
    expect((await call('GET', `/api/users/${other.userId}/moodboards`, me)).body).toEqual({ items: [], nextCursor: null });
  });
});

describe('GET /api/moodboards/{moodboardId}', () => {
  it("answers a public board to anyone, a private one only to its owner (404 'Moodboard not found' otherwise)", async () => {
    const pub = await board(me, { name: 'Pub', isPublic: true });
    const priv = await board(me, { name: 'Priv', isPublic: false });
    expect((await call('GET', `/api/moodboards/${pub.id}`, other)).body).toEqual(pub);
    expect((await call('GET', `/api/moodboards/${priv.id}`, me)).body).toEqual(priv);
    const hidden = await call('GET', `/api/moodboards/${priv.id}`, other);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ message: MOODBOARD_ERRORS.notFound });
    const missing = await call('GET', `/api/moodboards/${crypto.randomUUID()}`, me);
    expect(missing).toMatchObject({ status: 404, body: { message: MOODBOARD_ERRORS.notFound } });
    expect((await call('GET', `/api/moodboards/${encodeURIComponent('../x')}`, me)).status).toBe(400);
    expect((await call('GET', `/api/moodboards/${pub.id}`)).status).toBe(401);
  });
});

describe('DELETE /api/users/{userId}/moodboards/{moodboardId}', () => {
  it('deletes the board and its items: the board and its items answer 404, the list no longer has it', async () => {
    const b = await board(me, { name: 'To delete' });
    const keep = await board(me, { name: 'To keep' });
    for (const p of products) expect((await call('POST', `/api/moodboards/${b.id}/items`, me, { productId: p.id })).status).toBe(201);
    expect((await call('POST', `/api/moodboards/${keep.id}/items`, me, { productId: products[0]!.id })).status).toBe(201);

    const res = await call('DELETE', `/api/users/${me.userId}/moodboards/${b.id}`, me);
    expect(res.status).toBe(200);
    expect(deleteMoodboardResultSchema.parse(res.body)).toEqual({ deleted: true, id: b.id });

    expect((await call('GET', `/api/moodboards/${b.id}`, me)).status).toBe(404);
    expect((await call('GET', `/api/moodboards/${b.id}/items`, me)).status).toBe(404);
    expect((await boards(me, me.userId)).map((x) => x.id)).toEqual([keep.id]);
    const { db } = await import('@seamline/functions/_core/aws-clients');
    const left = await db.entities.moodboardItem.query.byBoardProduct({ moodboardId: b.id }).go({ consistent: true });
    expect(left.data).toEqual([]);
    const kept = await call<{ items: unknown[] }>('GET', `/api/moodboards/${keep.id}/items`, me);
    expect(kept.body.items).toHaveLength(1);
    expect((await call('DELETE', `/api/users/${me.userId}/moodboards/${b.id}`, me)).status).toBe(404);
  });

  it("is 403 for another person's user id and 404 for someone else's or an unknown board; nothing is deleted", async () => {
    const mine = await board(me, { name: 'Mine' });
    const theirs = await board(other, { name: 'Theirs' });
    expect((await call('DELETE', `/api/users/${other.userId}/moodboards/${theirs.id}`, me)).status).toBe(403);
    const notMine = await call('DELETE', `/api/users/${me.userId}/moodboards/${theirs.id}`, me);
    expect(notMine).toMatchObject({ status: 404, body: { message: MOODBOARD_ERRORS.notFound } });
    expect((await call('DELETE', `/api/users/${me.userId}/moodboards/${crypto.randomUUID()}`, me)).status).toBe(404);
    expect((await call('DELETE', `/api/users/${me.userId}/moodboards/${encodeURIComponent('a b')}`, me)).status).toBe(400);
    expect((await call('DELETE', `/api/users/${me.userId}/moodboards/${mine.id}`)).status).toBe(401);
    expect((await call('GET', `/api/moodboards/${theirs.id}`, other)).status).toBe(200);
    expect((await call('GET', `/api/moodboards/${mine.id}`, me)).status).toBe(200);
  });
});
