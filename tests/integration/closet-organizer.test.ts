/**
 * The closet organizer's writes over HTTP (issue 7; spec 02 §2.2, §4 Closet reorder, §5 Create
 * section, §7 sections and closet-items): moving an item writes exactly ONE item whatever the
 * closet size (checked on the stored items), sections (create, list, edit, delete moves their
 * items to 'My Items'), deleting an item, and ownership/garbage/no-session on every route.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateKeyBetween } from 'fractional-indexing';
import type { Product } from '@seamline/shared/contracts/catalogue';
import {
  CLOSET_ERRORS,
  closetItemPageSchema,
  closetItemSchema,
  closetSectionListSchema,
  closetSectionSchema,
  type ClosetItem,
} from '@seamline/shared/contracts/closet';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { call, seededProducts } from './collections-helpers';
import { setPrivacy } from './people-helpers';

let products: Product[];
let me: UserWithSession;
let other: UserWithSession;
beforeAll(async () => {
  products = await seededProducts(await createUserWithSession(), 6);
});
beforeEach(async () => {
  [me, other] = await Promise.all([createUserWithSession(), createUserWithSession()]);
});

/** Add `n` seeded products from `from` on (item ids are `p-<productId>`: the same product has the same id in two closets). */
async function addProducts(s: UserWithSession, n: number, from = 0): Promise<ClosetItem[]> {
  const items: ClosetItem[] = [];
  for (const p of products.slice(from, from + n)) {
    const res = await call<{ item: ClosetItem }>('POST', `/api/closets/${s.userId}/items`, s, { productId: p.id });
    expect(res.status).toBe(201);
    items.push(closetItemSchema.parse(res.body.item));
  }
  return items;
}
const list = async (s: UserWithSession, closetId: string, sectionId?: string) => {
  const res = await call('GET', `/api/closets/${closetId}/items?limit=100${sectionId ? `&sectionId=${sectionId}` : ''}`, s);
  expect(res.status).toBe(200);
  return closetItemPageSchema.parse(res.body);
};
const createSection = (s: UserWithSession | undefined, closetId: string, body: unknown) =>
  call('POST', `/api/closets/${closetId}/sections`, s, body);

/** Every stored closet item of `closetId`, straight from DynamoDB (all attributes). */
async function storedItems(closetId: string) {
  const { db } = await import('@seamline/functions/_core/aws-clients');
  const { data } = await db.entities.closetItem.query.byId({ closetId }).go({ pages: 'all' });
  return new Map(data.map((r) => [r.itemId, JSON.stringify(r)]));
}

describe('PATCH /api/closet-items/{itemId}', () => {
  it('moves an item between two others with a fractional key and changes exactly that one stored item', async () => {
    const [a, b, c, d] = await addProducts(me, 4);
    const before = await storedItems(me.userId);
    // Move d between a and b.
    const order = generateKeyBetween(a!.order, b!.order);
    const res = await call('PATCH', `/api/closet-items/${d!.id}`, me, { order });
    expect(res.status).toBe(200);
    expect(closetItemSchema.parse(res.body)).toMatchObject({ id: d!.id, order, sectionId: null });
    const after = await storedItems(me.userId);
    const changed = [...after].filter(([id, row]) => before.get(id) !== row).map(([id]) => id);
    expect(changed).toEqual([d!.id]);
    expect((await list(me, me.userId)).items.map((i) => i.id)).toEqual([a!.id, d!.id, b!.id, c!.id]);
  });

  it('moves an item into a section and back to My Items, each time one write', async () => {
    const [a, b] = await addProducts(me, 2);
    const section = closetSectionSchema.parse((await createSection(me, me.userId, { name: '  Work  ', description: '' })).body);
    expect(section).toMatchObject({ name: 'Work', description: null });
    const before = await storedItems(me.userId);
    expect((await call('PATCH', `/api/closet-items/${b!.id}`, me, { sectionId: section.id })).status).toBe(200);
    const after = await storedItems(me.userId);
    expect([...after].filter(([id, row]) => before.get(id) !== row).map(([id]) => id)).toEqual([b!.id]);
    expect((await list(me, me.userId, section.id)).items.map((i) => i.id)).toEqual([b!.id]);
    expect((await list(me, me.userId, 'unsectioned')).items.map((i) => i.id)).toEqual([a!.id]);
    expect((await call('PATCH', `/api/closet-items/${b!.id}`, me, { sectionId: null })).status).toBe(200);
    expect((await list(me, me.userId, 'unsectioned')).items.map((i) => i.id)).toEqual([a!.id, b!.id]);
  });

  it("is 404 for someone else's item or section, 400 for a bad order key or an empty body, 401 without a session", async () => {
    const [mine] = await addProducts(me, 1);
    const [theirs] = await addProducts(other, 1, 5);
    const theirSection = closetSectionSchema.parse((await createSection(other, other.userId, { name: 'Theirs' })).body);
    expect(await call('PATCH', `/api/closet-items/${theirs!.id}`, me, { order: 'a5' })).toMatchObject({ status: 404, body: { message: CLOSET_ERRORS.itemNotFound } });
    expect(await call('PATCH', `/api/closet-items/${mine!.id}`, me, { sectionId: theirSection.id })).toMatchObject({ status: 404, body: { message: CLOSET_ERRORS.sectionNotFound } });
    expect(await call('PATCH', `/api/closet-items/${mine!.id}`, me, { order: 'a!' })).toMatchObject({ status: 400, body: { message: CLOSET_ERRORS.invalidOrder } });
    // Well-formed characters, but not a valid fractional key (integer part 'b' needs 2 digits).
    expect(await call('PATCH', `/api/closet-items/${mine!.id}`, me, { order: 'b' })).toMatchObject({ status: 400 });
    expect((await call('PATCH', `/api/closet-items/${mine!.id}`, me, {})).status).toBe(400);
    expect((await call('PATCH', `/api/closet-items/${mine!.id}`, me, 'garbage')).status).toBe(400);
    expect((await call('PATCH', `/api/closet-items/${mine!.id}`, undefined, { order: 'a5' })).status).toBe(401);
    // Nothing changed for the owner of the other item.
    expect((await list(other, other.userId)).items.map((i) => i.order)).toEqual([theirs!.order]);
  });
});

describe('DELETE /api/closet-items/{itemId}', () => {
  it('deletes one of my items and the total drops; someone else\'s item is 404 and stays; 401 without a session', async () => {
    const [a, b] = await addProducts(me, 2);
    const [theirs] = await addProducts(other, 1, 5);
    expect(await call('DELETE', `/api/closet-items/${theirs!.id}`, me)).toMatchObject({ status: 404 });
    expect((await call('DELETE', `/api/closet-items/${a!.id}`, undefined)).status).toBe(401);
    expect(await call('DELETE', `/api/closet-items/${a!.id}`, me)).toMatchObject({ status: 200, body: { deleted: true } });
    expect(await call('DELETE', `/api/closet-items/${a!.id}`, me)).toMatchObject({ status: 404 });
    const page = await list(me, me.userId);
    expect(page.items.map((i) => i.id)).toEqual([b!.id]);
    expect(page.total).toBe(1);
    expect((await list(other, other.userId)).total).toBe(1);
  });
});

describe('closet sections', () => {
  it('creates sections last in order, lists them, edits one, and deleting one moves its items to My Items', async () => {
    const [a, b, c] = await addProducts(me, 3);
    const tops = closetSectionSchema.parse((await createSection(me, me.userId, { name: 'Tops', closetId: me.userId })).body);
    const shoes = closetSectionSchema.parse((await createSection(me, me.userId, { name: 'Shoes', description: 'All pairs' })).body);
    expect(tops.order < shoes.order).toBe(true);
    for (const item of [a!, c!]) expect((await call('PATCH', `/api/closet-items/${item.id}`, me, { sectionId: tops.id })).status).toBe(200);

    const edited = await call('PATCH', `/api/closets/sections/${tops.id}`, me, { name: 'Tops & tees' });
    expect(edited).toMatchObject({ status: 200, body: { id: tops.id, name: 'Tops & tees' } });
    const listed = closetSectionListSchema.parse((await call('GET', `/api/closets/${me.userId}/sections`, me)).body);
    expect(listed.items.map((s) => [s.name, s.description])).toEqual([['Tops & tees', null], ['Shoes', 'All pairs']]);

    const deleted = await call('DELETE', `/api/closets/sections/${tops.id}`, me);
    expect(deleted).toMatchObject({ status: 200, body: { deleted: true, movedItems: 2 } });
    expect((await list(me, me.userId, 'unsectioned')).items.map((i) => i.id)).toEqual([a!.id, b!.id, c!.id]);
    expect((await list(me, me.userId, tops.id)).items).toEqual([]);
    expect(closetSectionListSchema.parse((await call('GET', `/api/closets/${me.userId}/sections`, me)).body).items.map((s) => s.id)).toEqual([shoes.id]);
    expect(await call('DELETE', `/api/closets/sections/${tops.id}`, me)).toMatchObject({ status: 404, body: { message: CLOSET_ERRORS.sectionNotFound } });
  });

  it("refuses an empty name with the spec's rule, someone else's closet or section, and no session", async () => {
    expect(await createSection(me, me.userId, { name: '   ' })).toMatchObject({ status: 400, body: { message: CLOSET_ERRORS.sectionNameRequired } });
    expect((await createSection(me, me.userId, { description: 'x' })).status).toBe(400);
    expect((await createSection(me, me.userId, 'garbage')).status).toBe(400);
    expect(await createSection(me, other.userId, { name: 'Mine?' })).toMatchObject({ status: 403, body: { message: CLOSET_ERRORS.notYourCloset } });
    expect(await createSection(me, me.userId, { name: 'X', closetId: other.userId })).toMatchObject({ status: 403 });
    expect((await createSection(undefined, me.userId, { name: 'X' })).status).toBe(401);
    const theirs = closetSectionSchema.parse((await createSection(other, other.userId, { name: 'Theirs' })).body);
    expect((await call('PATCH', `/api/closets/sections/${theirs.id}`, me, { name: 'Mine' })).status).toBe(404);
    expect((await call('DELETE', `/api/closets/sections/${theirs.id}`, me)).status).toBe(404);
    expect((await call('GET', `/api/closets/${other.userId}/sections`, me)).status).toBe(403);
    await setPrivacy(other, { publicDisplay: true });
    expect(closetSectionListSchema.parse((await call('GET', `/api/closets/${other.userId}/sections`, me)).body).items.map((s) => s.name)).toEqual(['Theirs']);
    expect((await call('GET', `/api/closets/${me.userId}/sections`, undefined)).status).toBe(401);
  });
});

describe('closet photo routes', () => {
  it("presigns an upload only for one's own closet and a JPEG/PNG/WebP under 10 MB; a missing photo is 404", async () => {
    const ok = await call<{ key: string }>('POST', `/api/closets/${me.userId}/photo-uploads`, me, { contentType: 'image/jpeg', size: 1000 });
    expect(ok.status).toBe(200);
    expect(ok.body.key).toMatch(new RegExp(`^uploads/closet/${me.userId}/[0-9a-f-]{36}$`));
    expect(await call('POST', `/api/closets/${other.userId}/photo-uploads`, me, { contentType: 'image/jpeg', size: 1000 })).toMatchObject({ status: 403 });
    expect(await call('POST', `/api/closets/${me.userId}/photo-uploads`, me, { contentType: 'application/pdf', size: 1000 })).toMatchObject({ status: 400, body: { message: CLOSET_ERRORS.invalidPhoto } });
    expect((await call('POST', `/api/closets/${me.userId}/photo-uploads`, me, { contentType: 'image/png', size: 11 * 1024 * 1024 })).status).toBe(400);
    expect((await call('POST', `/api/closets/${me.userId}/photo-uploads`, undefined, { contentType: 'image/png', size: 1 })).status).toBe(401);
    expect(await call('GET', `/api/closets/${me.userId}/photos/${crypto.randomUUID()}`, me)).toMatchObject({ status: 404, body: { message: CLOSET_ERRORS.photoNotFound } });
    expect((await call('GET', `/api/closets/${other.userId}/photos/${crypto.randomUUID()}`, me)).status).toBe(403);
  });
});
