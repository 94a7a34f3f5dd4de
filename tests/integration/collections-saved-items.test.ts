/**
 * Saved items over HTTP (spec 02 §2.1 Saved Items tab, §3 CollectionItem and Collection item
 * request, §5 'Missing data', §7 collection and collection-items; issue 6 saving twice does not
 * duplicate): both save routes, ownership, garbage, duplicates and pagination.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '@seamline/shared/contracts/catalogue';
import {
  collectionPageSchema,
  collectionSaveResultSchema,
  MISSING_DATA,
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

const save = (s: UserWithSession | undefined, body: unknown, path = '/api/collection') => call('POST', path, s, body);
const list = (s: UserWithSession | undefined, userId: string, qs = '') =>
  call('GET', `/api/users/${userId}/collection${qs}`, s);

describe('POST /api/collection and /api/collection-items', () => {
  it("saves with 201 and the product, keeps notes 'Size: M'; saving again answers 200 with the same item and the list holds one", async () => {
    const p = products[0]!;
    const first = await save(me, { userId: me.userId, productId: p.id, sourceType: 'product_detail', notes: 'Size: M' });
    expect(first.status).toBe(201);
    const created = collectionSaveResultSchema.parse(first.body);
    expect(created).toMatchObject({ created: true, item: { userId: me.userId, productId: p.id, notes: 'Size: M', sourceType: 'product_detail', priority: 'medium', tags: [] } });
    expect(created.item.product).toEqual(p);

    const again = await save(me, { userId: me.userId, productId: p.id, sourceType: 'discover' }, '/api/collection-items');
    expect(again.status).toBe(200);
    const repeated = collectionSaveResultSchema.parse(again.body);
    expect(repeated).toEqual({ created: false, item: created.item });

    const page = collectionPageSchema.parse((await list(me, me.userId)).body);
    expect(page.items.map((i) => i.productId)).toEqual([p.id]);
    expect(page.nextCursor).toBeNull();
  });

  it('keeps exactly one item when the same product is saved 5 times at once', async () => {
    const p = products[1]!;
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => save(me, { userId: me.userId, productId: p.id }, i % 2 ? '/api/collection-items' : '/api/collection')),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const page = collectionPageSchema.parse((await list(me, me.userId)).body);
    expect(page.items).toHaveLength(1);
  });

  it.each(['/api/collection', '/api/collection-items'])("%s answers 400 'Missing data' without a product or a user id", async (path) => {
    for (const body of [{ userId: me.userId }, { productId: products[0]!.id }, {}]) {
      const res = await save(me, body, path);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: MISSING_DATA });
    }
  });

  it("is 403 for another person's user id, 404 'Product not found' for an unknown product, 400 for garbage, 401 without a session", async () => {
    const p = products[0]!;
    expect((await save(me, { userId: other.userId, productId: p.id })).status).toBe(403);
    const unknown = await save(me, { userId: me.userId, productId: unknownProductId() });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Product not found' });
    expect((await save(me, { userId: me.userId, productId: 'no spaces!' })).status).toBe(400);
    expect((await save(me, { userId: me.userId, productId: p.id, sourceType: 'email' })).status).toBe(400);
    expect((await save(me, { userId: me.userId, productId: p.id, notes: 'x'.repeat(501) })).status).toBe(400);
    expect((await save(me, '{not json')).status).toBe(400);
    expect((await save(undefined, { userId: me.userId, productId: p.id })).status).toBe(401);
    expect((await save(undefined, { userId: me.userId, productId: p.id }, '/api/collection-items')).status).toBe(401);
    expect(collectionPageSchema.parse((await list(me, me.userId)).body).items).toEqual([]);
  });
});

describe('GET /api/users/{userId}/collection', () => {
  it('walks the saved items newest first in disjoint pages to the end of the cursor', async () => {
    const saved = products.slice(0, 7);
    for (const p of saved) expect((await save(me, { userId: me.userId, productId: p.id })).status).toBe(201);
    const pages = await walkPages(`/api/users/${me.userId}/collection`, me, 3, (b) => collectionPageSchema.parse(b));
    expect(pages.map((p) => p.items.length)).toEqual([3, 3, 1]);
    const items = pages.flatMap((p) => p.items);
    expect(new Set(items.map((i) => i.productId)).size).toBe(7);
    const newestFirst = [...items].sort((a, b) => (b.savedAt + b.productId).localeCompare(a.savedAt + a.productId));
    expect(items).toEqual(newestFirst);
    expect(new Set(items.map((i) => i.productId))).toEqual(new Set(saved.map((p) => p.id)));
    expect(items.every((i) => i.product.id === i.productId)).toBe(true);
  });

  it("is 403 for another person's collection, 400 for bad cursors and limits and ids, 401 without a session", async () => {
    await save(other, { userId: other.userId, productId: products[0]!.id });
    expect((await list(me, other.userId)).status).toBe(403);
    expect((await list(me, me.userId, '?cursor=not%20a%20cursor')).status).toBe(400);
    expect((await list(me, me.userId, `?cursor=${foreignCursor()}`)).status).toBe(400);
    const theirs = await walkPages(`/api/users/${other.userId}/collection`, other, 1, (b) => collectionPageSchema.parse(b));
    expect(theirs.flatMap((p) => p.items).map((i) => i.userId)).toEqual([other.userId]);
    expect((await list(me, me.userId, '?limit=0')).status).toBe(400);
    expect((await list(me, me.userId, '?limit=101')).status).toBe(400);
    expect((await list(me, encodeURIComponent('bad id!'))).status).toBe(400);
    expect((await list(undefined, me.userId)).status).toBe(401);
  });

  it("refuses a cursor of another person's list", async () => {
    for (const p of products.slice(0, 3)) await save(other, { userId: other.userId, productId: p.id });
    const page = collectionPageSchema.parse((await list(other, other.userId, '?limit=1')).body);
    expect(page.nextCursor).not.toBeNull();
    const res = await list(me, me.userId, `?cursor=${encodeURIComponent(page.nextCursor!)}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Invalid cursor' });
  });
});
