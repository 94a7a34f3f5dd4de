/**
 * Products on moodboards over HTTP (spec 02 §2.13 Save Item dialog → moodboard step, §3
 * MoodboardItem, §5 'Missing data', §7 moodboard items; issue 6 cover image from the first item):
 * adding once (itemCount exact, also under concurrent adds), the cover, the items in the order
 * added with cursor pages, the public/private rules, the bound and garbage.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '@seamline/shared/contracts/catalogue';
import {
  MAX_MOODBOARD_ITEMS,
  MISSING_DATA,
  MOODBOARD_ERRORS,
  moodboardItemPageSchema,
  moodboardItemSaveResultSchema,
  moodboardSchema,
  type Moodboard,
} from '@seamline/shared/contracts/collections';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { call, foreignCursor, seededProducts, unknownProductId, walkPages } from './collections-helpers';

let products: Product[];
let me: UserWithSession;
let other: UserWithSession;
beforeAll(async () => {
  products = await seededProducts(await createUserWithSession(), 12);
});
beforeEach(async () => {
  [me, other] = await Promise.all([createUserWithSession(), createUserWithSession()]);
});

async function board(s: UserWithSession, isPublic = true): Promise<Moodboard> {
  const res = await call('POST', '/api/moodboards', s, { name: 'Board', isPublic });
  expect(res.status).toBe(201);
  return moodboardSchema.parse(res.body);
}
const add = (s: UserWithSession | undefined, boardId: string, body: unknown) => call('POST', `/api/moodboards/${boardId}/items`, s, body);
const getBoard = async (s: UserWithSession, id: string) => moodboardSchema.parse((await call('GET', `/api/moodboards/${id}`, s)).body);
const items = (viewer: UserWithSession, id: string, limit = 100) =>
  walkPages(`/api/moodboards/${id}/items`, viewer, limit, (b) => moodboardItemPageSchema.parse(b));

describe('POST /api/moodboards/{moodboardId}/items', () => {
  it("adds with 201; the cover is the first item's main image; adding again is 200 and keeps itemCount", async () => {
    const b = await board(me);
    const [p1, p2] = products;
    const first = await add(me, b.id, { productId: p1!.id, sourceType: 'product_detail', notes: 'Size: S' });
    expect(first.status).toBe(201);
    const created = moodboardItemSaveResultSchema.parse(first.body);
    expect(created).toMatchObject({ created: true, item: { moodboardId: b.id, productId: p1!.id, sourceType: 'product_detail', notes: 'Size: S', sourceId: null } });
    expect(created.item.product).toEqual(p1);
    expect(await getBoard(me, b.id)).toMatchObject({ itemCount: 1, coverImage: p1!.images[0] });

    expect((await add(me, b.id, { productId: p2!.id })).status).toBe(201);
    expect(await getBoard(me, b.id)).toMatchObject({ itemCount: 2, coverImage: p1!.images[0] });

    const again = await add(me, b.id, { productId: p1!.id, sourceType: 'discover' });
    expect(again.status).toBe(200);
    expect(moodboardItemSaveResultSchema.parse(again.body)).toEqual({ created: false, item: created.item });
    expect((await getBoard(me, b.id)).itemCount).toBe(2);
    expect((await items(me, b.id)).flatMap((p) => p.items)).toHaveLength(2);
  });

  it('keeps itemCount exact under concurrent adds: 10 different products at once → 10, one product 5 times at once → 1', async () => {
    const b = await board(me);
    const ten = products.slice(0, 10);
    const results = await Promise.all(ten.map((p) => add(me, b.id, { productId: p.id })));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    const after = await getBoard(me, b.id);
    expect(after.itemCount).toBe(10);
    expect(ten.map((p) => p.images[0])).toContain(after.coverImage);
    expect(new Set((await items(me, b.id)).flatMap((p) => p.items.map((i) => i.productId)))).toEqual(new Set(ten.map((p) => p.id)));

    const second = await board(me);
    const same = await Promise.all(Array.from({ length: 5 }, () => add(me, second.id, { productId: products[11]!.id })));
    expect(same.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(await getBoard(me, second.id)).toMatchObject({ itemCount: 1, coverImage: products[11]!.images[0] });
  });

  it("is 403 on someone else's public board and 404 'Moodboard not found' on a private or unknown one; nothing changes", async () => {
    const pub = await board(other, true);
    const priv = await board(other, false);
    expect((await add(me, pub.id, { productId: products[0]!.id })).status).toBe(403);
    const hidden = await add(me, priv.id, { productId: products[0]!.id });
    expect(hidden).toMatchObject({ status: 404, body: { message: MOODBOARD_ERRORS.notFound } });
    expect((await add(me, crypto.randomUUID(), { productId: products[0]!.id })).status).toBe(404);
    expect(await getBoard(other, pub.id)).toMatchObject({ itemCount: 0, coverImage: null });
    expect(await getBoard(other, priv.id)).toMatchObject({ itemCount: 0, coverImage: null });
  });

  it("is 400 'Missing data' without a product, 404 'Product not found' for an unknown one, 400 for garbage, 401 without a session", async () => {
    const b = await board(me);
    expect(await add(me, b.id, {})).toMatchObject({ status: 400, body: { message: MISSING_DATA } });
    expect(await add(me, b.id, { productId: unknownProductId() })).toMatchObject({ status: 404, body: { message: 'Product not found' } });
    expect((await add(me, b.id, { productId: products[0]!.id, sourceType: 'feed' })).status).toBe(400);
    expect((await add(me, b.id, { productId: 'bad id' })).status).toBe(400);
    expect((await add(me, encodeURIComponent('bad id'), { productId: products[0]!.id })).status).toBe(400);
    expect((await add(undefined, b.id, { productId: products[0]!.id })).status).toBe(401);
    expect(await getBoard(me, b.id)).toMatchObject({ itemCount: 0, coverImage: null });
  });

  it(`refuses an item on a full board (${MAX_MOODBOARD_ITEMS}) with 400 '${MOODBOARD_ERRORS.boardFull}'`, async () => {
    const b = await board(me);
    const { db } = await import('@seamline/functions/_core/aws-clients');
    await db.entities.moodboard.patch({ moodboardId: b.id }).set({ itemCount: MAX_MOODBOARD_ITEMS }).go();
    expect(await add(me, b.id, { productId: products[0]!.id })).toMatchObject({ status: 400, body: { message: MOODBOARD_ERRORS.boardFull } });
    expect(await getBoard(me, b.id)).toMatchObject({ itemCount: MAX_MOODBOARD_ITEMS, coverImage: null });
    expect((await items(me, b.id)).flatMap((p) => p.items)).toEqual([]);
  });
});

describe('GET /api/moodboards/{moodboardId}/items', () => {
  it('walks the items in the order added, each with its product, in disjoint pages to the end', async () => {
    const b = await board(me);
    const added = products.slice(0, 7);
    for (const p of added) expect((await add(me, b.id, { productId: p.id })).status).toBe(201);
    const pages = await items(me, b.id, 3);
    expect(pages.map((p) => p.items.length).slice(0, 3)).toEqual([3, 3, 1]);
    const all = pages.flatMap((p) => p.items);
    expect(all.map((i) => i.productId)).toEqual(added.map((p) => p.id));
    expect(all.map((i) => i.product)).toEqual(added);
  });

  it("shows a public board's items to anyone, a private board's only to its owner (404 otherwise)", async () => {
    const pub = await board(me, true);
    const priv = await board(me, false);
    await add(me, pub.id, { productId: products[0]!.id });
    await add(me, priv.id, { productId: products[1]!.id });
    expect((await items(other, pub.id)).flatMap((p) => p.items.map((i) => i.productId))).toEqual([products[0]!.id]);
    expect((await items(me, priv.id)).flatMap((p) => p.items.map((i) => i.productId))).toEqual([products[1]!.id]);
    const hidden = await call('GET', `/api/moodboards/${priv.id}/items`, other);
    expect(hidden).toMatchObject({ status: 404, body: { message: MOODBOARD_ERRORS.notFound } });
    expect((await call('GET', `/api/moodboards/${crypto.randomUUID()}/items`, me)).status).toBe(404);
  });

  it("is 400 for a bad cursor (malformed, foreign, another board's) and 401 without a session", async () => {
    const b = await board(me);
    const b2 = await board(me);
    for (const p of products.slice(0, 2)) {
      await add(me, b.id, { productId: p.id });
      await add(me, b2.id, { productId: p.id });
    }
    const page = moodboardItemPageSchema.parse((await call('GET', `/api/moodboards/${b2.id}/items?limit=1`, me)).body);
    expect(page.nextCursor).not.toBeNull();
    for (const cursor of ['!!', foreignCursor(), page.nextCursor!]) {
      const res = await call('GET', `/api/moodboards/${b.id}/items?cursor=${encodeURIComponent(cursor)}`, me);
      expect(res).toMatchObject({ status: 400, body: { message: 'Invalid cursor' } });
    }
    expect((await call('GET', `/api/moodboards/${b.id}/items`)).status).toBe(401);
  });
});
