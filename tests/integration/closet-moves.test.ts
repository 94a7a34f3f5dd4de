/**
 * Closet item moves and deletes over HTTP (issue 7; spec 02 §2.2 organizer drag and drop, §4
 * 'Closet reorder', §7 `PATCH /api/closet-items/{itemId}` {order, sectionId} and
 * `DELETE /api/closet-items/{itemId}`): a move writes exactly ONE stored item (checked against
 * the raw table before and after), the new position shows in both orders (whole closet and
 * section), ownership, garbage, the count after a delete and a deleted item's photo objects.
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { generateKeyBetween } from 'fractional-indexing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '@seamline/shared/contracts/catalogue';
import { CLOSET_ERRORS, closetItemPageSchema, closetItemSchema, closetSectionSchema, type ClosetItem } from '@seamline/shared/contracts/closet';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { call, seededProducts, walkPages } from './collections-helpers';

let products: Product[];
let me: UserWithSession;
let other: UserWithSession;
beforeAll(async () => {
  products = await seededProducts(await createUserWithSession(), 5);
});
beforeEach(async () => {
  [me, other] = await Promise.all([createUserWithSession(), createUserWithSession()]);
});

const move = (s: UserWithSession | undefined, itemId: string, body: unknown) => call('PATCH', `/api/closet-items/${encodeURIComponent(itemId)}`, s, body);
const list = async (s: UserWithSession, query = ''): Promise<ClosetItem[]> =>
  (await walkPages(`/api/closets/${s.userId}/items${query}`, s, 100, (b) => closetItemPageSchema.parse(b))).flatMap((p) => p.items);

/** Add `count` catalogue products (from `offset`) to `s`'s closet, in this order. Item ids are `p-<productId>` in every closet, so someone else's item must be another product. */
async function fill(s: UserWithSession, count: number, offset = 0): Promise<ClosetItem[]> {
  for (const p of products.slice(offset, offset + count)) expect((await call('POST', `/api/closets/${s.userId}/items`, s, { productId: p.id })).status).toBe(201);
  return list(s);
}

/** Every stored item of a closet exactly as DynamoDB holds it (index keys included), by sort key. */
async function rawItems(closetId: string): Promise<Map<string, Record<string, unknown>>> {
  const { db } = await import('@seamline/functions/_core/aws-clients');
  const res = (await db.entities.closetItem.query.byId({ closetId }).go({ data: 'raw', consistent: true, pages: 'all' })) as unknown as {
    data: { Items?: Record<string, unknown>[] } | { Items?: Record<string, unknown>[] }[];
  };
  const items = (Array.isArray(res.data) ? res.data : [res.data]).flatMap((r) => r.Items ?? []);
  return new Map(items.map((i) => [String(i.sk), i]));
}

/** Sort keys of the stored items that differ between two raw reads. */
function changed(before: Map<string, Record<string, unknown>>, after: Map<string, Record<string, unknown>>): string[] {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys].filter((k) => JSON.stringify(before.get(k)) !== JSON.stringify(after.get(k)));
}

describe('PATCH /api/closet-items/{itemId}', () => {
  it('moves the last item first by writing exactly that one stored item; both orders show it', async () => {
    const items = await fill(me, 5);
    const last = items.at(-1)!;
    const before = await rawItems(me.userId);
    expect(before.size).toBe(5);
    const order = generateKeyBetween(null, items[0]!.order);
    const res = await move(me, last.id, { order });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(closetItemSchema.parse(res.body)).toMatchObject({ id: last.id, order, sectionId: null, product: last.product });

    const after = await rawItems(me.userId);
    const diff = changed(before, after);
    expect(diff).toHaveLength(1);
    const moved = after.get(diff[0]!)!;
    expect(moved.itemId).toBe(last.id);
    expect(moved.order).toBe(order);
    expect(moved.updatedAt).toEqual(expect.any(String));
    expect(String(moved.gsi1sk)).toContain(order);

    const expected = [last.id, ...items.slice(0, -1).map((i) => i.id)];
    expect((await list(me)).map((i) => i.id)).toEqual(expected);
    expect((await list(me, '?sectionId=unsectioned')).map((i) => i.id)).toEqual(expected);
  });

  it('moves an item into a section (one write) and back to My Items with null', async () => {
    const items = await fill(me, 3);
    const created = await call('POST', `/api/closets/${me.userId}/sections`, me, { name: 'Work' });
    expect(created.status).toBe(201);
    const section = closetSectionSchema.parse(created.body);
    const before = await rawItems(me.userId);
    const res = await move(me, items[1]!.id, { sectionId: section.id, order: items[1]!.order });
    expect(res.status).toBe(200);
    expect(closetItemSchema.parse(res.body).sectionId).toBe(section.id);
    expect(changed(before, await rawItems(me.userId))).toHaveLength(1);
    expect((await list(me, `?sectionId=${section.id}`)).map((i) => i.id)).toEqual([items[1]!.id]);
    expect((await list(me, '?sectionId=unsectioned')).map((i) => i.id)).toEqual([items[0]!.id, items[2]!.id]);

    expect((await move(me, items[1]!.id, { sectionId: null })).status).toBe(200);
    expect(await list(me, `?sectionId=${section.id}`)).toEqual([]);
    expect((await list(me, '?sectionId=unsectioned')).map((i) => i.id)).toEqual(items.map((i) => i.id));
  });

  it(`is 404 for someone else's or a missing item or section, 400 '${CLOSET_ERRORS.invalidOrder}' for a bad key, 400 for garbage, 401 without a session`, async () => {
    const [mine] = await fill(me, 1);
    const [theirs] = await fill(other, 1, 1);
    const theirSection = closetSectionSchema.parse((await call('POST', `/api/closets/${other.userId}/sections`, other, { name: 'Theirs' })).body);
    const order = generateKeyBetween(mine!.order, null);
    expect(await move(me, theirs!.id, { order })).toMatchObject({ status: 404, body: { message: CLOSET_ERRORS.itemNotFound } });
    expect(await move(me, 'p-nothing-here', { order })).toMatchObject({ status: 404, body: { message: CLOSET_ERRORS.itemNotFound } });
    expect(await move(me, mine!.id, { sectionId: theirSection.id })).toMatchObject({ status: 404, body: { message: CLOSET_ERRORS.sectionNotFound } });
    for (const bad of ['a', 'a0 ', '!!', 'a00', 'x'.repeat(200)]) {
      expect(await move(me, mine!.id, { order: bad }), bad).toMatchObject({ status: 400, body: { message: CLOSET_ERRORS.invalidOrder } });
    }
    expect((await move(me, mine!.id, {})).status).toBe(400);
    expect((await move(me, mine!.id, { order: 42 })).status).toBe(400);
    expect((await move(me, mine!.id, 'nope')).status).toBe(400);
    expect((await move(undefined, mine!.id, { order })).status).toBe(401);
    // Nothing of theirs changed and mine is where it was.
    expect((await list(other)).map((i) => i.order)).toEqual([theirs!.order]);
    expect(await list(me)).toEqual([mine]);
  });
});

describe('DELETE /api/closet-items/{itemId}', () => {
  it('deletes one of the caller\'s items and counts it out; someone else\'s or a missing one is 404; 401 without a session', async () => {
    const items = await fill(me, 2);
    const [theirs] = await fill(other, 1, 2);
    expect(await call('DELETE', `/api/closet-items/${theirs!.id}`, me)).toMatchObject({ status: 404, body: { message: CLOSET_ERRORS.itemNotFound } });
    expect((await call('DELETE', `/api/closet-items/${items[0]!.id}`)).status).toBe(401);
    expect(await call('DELETE', `/api/closet-items/${items[0]!.id}`, me)).toMatchObject({ status: 200, body: { deleted: true } });
    expect(await call('DELETE', `/api/closet-items/${items[0]!.id}`, me)).toMatchObject({ status: 404, body: { message: CLOSET_ERRORS.itemNotFound } });
    const page = closetItemPageSchema.parse((await call('GET', `/api/closets/${me.userId}/items`, me)).body);
    expect(page.items.map((i) => i.id)).toEqual([items[1]!.id]);
    expect(page.total).toBe(1);
    expect((await list(other)).map((i) => i.id)).toEqual([theirs!.id]);
  });

  it("deletes a custom item's stored photos and thumbnails with it", async () => {
    await fill(me, 1);
    const { db } = await import('@seamline/functions/_core/aws-clients');
    const { s3, mediaBucket, objectExists } = await import('@seamline/functions/media/s3');
    const { photoKeys } = await import('@seamline/functions/closet/photos-access');
    const photoIds = [crypto.randomUUID(), crypto.randomUUID()];
    const keys = photoIds.flatMap((id) => Object.values(photoKeys(me.userId, id)));
    for (const Key of keys) await s3.send(new PutObjectCommand({ Bucket: mediaBucket(), Key, Body: Buffer.from('jpeg'), ContentType: 'image/jpeg' }));
    const itemId = crypto.randomUUID();
    await db.entities.closetItem
      .create({
        closetId: me.userId,
        itemId,
        userId: me.userId,
        sectionId: 'unsectioned',
        order: 'a5',
        name: 'Linen shirt',
        category: 'tops',
        size: 'M',
        color: 'White',
        photos: photoIds.map((id) => ({ id, width: 800, height: 1000 })),
        savedAt: new Date().toISOString(),
      })
      .go();
    await db.entities.closet.patch({ closetId: me.userId }).add({ itemCount: 1 }).go();
    const listed = (await list(me)).find((i) => i.id === itemId)!;
    expect(listed).toMatchObject({ kind: 'custom', name: 'Linen shirt', product: null });
    expect(listed.photos.map((p) => p.url)).toEqual(photoIds.map((id) => `/api/closets/${me.userId}/photos/${id}`));

    expect(await call('DELETE', `/api/closet-items/${itemId}`, me)).toMatchObject({ status: 200, body: { deleted: true } });
    for (const key of keys) expect(await objectExists(key), key).toBe(false);
    expect(closetItemPageSchema.parse((await call('GET', `/api/closets/${me.userId}/items`, me)).body).total).toBe(1);
  });
});
