/**
 * Closet items over HTTP, the part the catalogue needs (issue 6 'Add to Closet' from the product
 * dialog, own closet only; spec 02 §3 Closet and ClosetItem, §5 'Missing data', §7 closet items;
 * privacy `publicDisplay` for other viewers): adding once, the order, the total, pagination,
 * ownership and garbage.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '@seamline/shared/contracts/catalogue';
import { addClosetItemResultSchema, CLOSET_ERRORS, closetItemPageSchema, MAX_CLOSET_ITEMS } from '@seamline/shared/contracts/closet';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { call, foreignCursor, seededProducts, unknownProductId, walkPages } from './collections-helpers';
import { setPrivacy } from './people-helpers';

let products: Product[];
let me: UserWithSession;
let other: UserWithSession;
beforeAll(async () => {
  products = await seededProducts(await createUserWithSession(), 8);
});
beforeEach(async () => {
  [me, other] = await Promise.all([createUserWithSession(), createUserWithSession()]);
});

const add = (s: UserWithSession | undefined, closetId: string, body: unknown) => call('POST', `/api/closets/${closetId}/items`, s, body);
const pages = (viewer: UserWithSession, closetId: string, limit = 100) =>
  walkPages(`/api/closets/${closetId}/items`, viewer, limit, (b) => closetItemPageSchema.parse(b));

describe('POST /api/closets/{closetId}/items', () => {
  it('adds a product to one\'s own closet (201); adding it again is 200 with the same item and the total stays 1', async () => {
    const p = products[0]!;
    const first = await add(me, me.userId, { productId: p.id, notes: 'Size: M' });
    expect(first.status).toBe(201);
    const created = addClosetItemResultSchema.parse(first.body);
    expect(created).toMatchObject({ created: true, item: { id: `p-${p.id}`, closetId: me.userId, userId: me.userId, productId: p.id, sectionId: null, notes: 'Size: M' } });
    expect(created.item.product).toEqual(p);

    const again = await add(me, me.userId, { productId: p.id });
    expect(again.status).toBe(200);
    expect(addClosetItemResultSchema.parse(again.body)).toEqual({ created: false, item: created.item });

    const [page] = await pages(me, me.userId);
    expect(page).toEqual({ items: [created.item], nextCursor: null, total: 1 });
  });

  it('keeps one item and a total of 1 when the same product is added 5 times at once, and the count exact for 6 different ones at once', async () => {
    const same = await Promise.all(Array.from({ length: 5 }, () => add(me, me.userId, { productId: products[0]!.id })));
    expect(same.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const six = products.slice(1, 7);
    const results = await Promise.all(six.map((p) => add(me, me.userId, { productId: p.id })));
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(201));
    const listed = await pages(me, me.userId);
    const all = listed.flatMap((p) => p.items);
    expect(all).toHaveLength(7);
    expect(new Set(all.map((i) => i.id)).size).toBe(7);
    expect(listed.every((p) => p.total === 7)).toBe(true);
  });

  it(`is 403 '${CLOSET_ERRORS.notYourCloset}' for another person's closet, 400 'Missing data' without a product, 404 for an unknown product, 400 for garbage, 401 without a session`, async () => {
    const p = products[0]!;
    expect(await add(me, other.userId, { productId: p.id })).toMatchObject({ status: 403, body: { message: CLOSET_ERRORS.notYourCloset } });
    expect(await add(me, '1', { productId: p.id })).toMatchObject({ status: 403, body: { message: CLOSET_ERRORS.notYourCloset } });
    expect(await add(me, me.userId, { notes: 'Size: M' })).toMatchObject({ status: 400, body: { message: 'Missing data' } });
    expect(await add(me, me.userId, { productId: unknownProductId() })).toMatchObject({ status: 404, body: { message: 'Product not found' } });
    expect((await add(me, me.userId, { productId: p.id, notes: 'n'.repeat(501) })).status).toBe(400);
    expect((await add(me, me.userId, { productId: ['x'] })).status).toBe(400);
    expect((await add(me, encodeURIComponent('a b'), { productId: p.id })).status).toBe(400);
    expect((await add(me, me.userId, 'nope')).status).toBe(400);
    expect((await add(undefined, me.userId, { productId: p.id })).status).toBe(401);
    expect(await pages(other, other.userId)).toEqual([{ items: [], nextCursor: null, total: 0 }]);
    expect(await pages(me, me.userId)).toEqual([{ items: [], nextCursor: null, total: 0 }]);
  });

  it(`refuses to add to a full closet (${MAX_CLOSET_ITEMS} items) with '${CLOSET_ERRORS.closetFull}', and the count stays`, async () => {
    expect((await add(me, me.userId, { productId: products[0]!.id })).status).toBe(201);
    const { db } = await import('@seamline/functions/_core/aws-clients');
    // Stand in for 4,999 more items: the limit is checked on the counter in the same transaction.
    await db.entities.closet.patch({ closetId: me.userId }).set({ itemCount: MAX_CLOSET_ITEMS }).go();
    expect(await add(me, me.userId, { productId: products[1]!.id })).toMatchObject({ status: 400, body: { message: CLOSET_ERRORS.closetFull } });
    const [page] = await pages(me, me.userId);
    expect(page!.items.map((i) => i.productId)).toEqual([products[0]!.id]);
    expect(page!.total).toBe(MAX_CLOSET_ITEMS);
    // Adding the product already there still answers it (nothing is written).
    expect((await add(me, me.userId, { productId: products[0]!.id })).status).toBe(200);
  });
});

describe('GET /api/closets/{closetId}/items', () => {
  it('walks the items in the order added in disjoint pages to the end, with the total on every page', async () => {
    const added = products.slice(0, 5);
    for (const p of added) expect((await add(me, me.userId, { productId: p.id })).status).toBe(201);
    const walked = await pages(me, me.userId, 2);
    expect(walked.map((p) => p.items.length).slice(0, 3)).toEqual([2, 2, 1]);
    expect(walked.every((p) => p.total === 5)).toBe(true);
    const all = walked.flatMap((p) => p.items);
    expect(all.map((i) => i.productId)).toEqual(added.map((p) => p.id));
    expect(all.map((i) => i.product)).toEqual(added);
    const orders = all.map((i) => i.order);
    expect([...orders].sort()).toEqual(orders);
    expect(new Set(orders).size).toBe(5);
  });

  it("is 403 for another person's closet unless they show it publicly (publicDisplay)", async () => {
    await add(other, other.userId, { productId: products[0]!.id });
    expect(await call('GET', `/api/closets/${other.userId}/items`, me)).toMatchObject({ status: 403 });
    await setPrivacy(other, { publicDisplay: true });
    const [page] = await pages(me, other.userId);
    expect(page!.total).toBe(1);
    expect(page!.items.map((i) => i.productId)).toEqual([products[0]!.id]);
    await setPrivacy(other, { publicDisplay: false });
    expect((await call('GET', `/api/closets/${other.userId}/items`, me)).status).toBe(403);
  });

  it("is 400 for a bad cursor (malformed, foreign, another closet's) or id, 401 without a session", async () => {
    for (const p of products.slice(0, 2)) {
      await add(me, me.userId, { productId: p.id });
      await add(other, other.userId, { productId: p.id });
    }
    const theirs = closetItemPageSchema.parse((await call('GET', `/api/closets/${other.userId}/items?limit=1`, other)).body);
    expect(theirs.nextCursor).not.toBeNull();
    for (const cursor of ['%%', foreignCursor(), theirs.nextCursor!]) {
      const res = await call('GET', `/api/closets/${me.userId}/items?cursor=${encodeURIComponent(cursor)}`, me);
      expect(res).toMatchObject({ status: 400, body: { message: 'Invalid cursor' } });
    }
    expect((await call('GET', `/api/closets/${me.userId}/items?limit=abc`, me)).status).toBe(400);
    expect((await call('GET', `/api/closets/${encodeURIComponent('a/b')}/items`, me)).status).not.toBe(200);
    expect((await call('GET', `/api/closets/${me.userId}/items`)).status).toBe(401);
  });
});
