/**
 * Closet sections and photo routes over HTTP (issue 7; spec 02 §2.2 organizer 'Add Section',
 * Edit, Delete — items of a deleted section go to 'My Items'; §3 ClosetSection; §5 'name
 * non-empty after trimming'; §7 sections; photos: presigned POST under the caller's upload
 * prefix, 302 reads with the closet's privacy rule). Also the `?sectionId=` pages of the list.
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '@seamline/shared/contracts/catalogue';
import {
  CLOSET_ERRORS,
  closetItemPageSchema,
  closetSectionListSchema,
  closetSectionSchema,
  deleteSectionResultSchema,
  MAX_CLOSET_SECTIONS,
  type ClosetItem,
  type ClosetSection,
} from '@seamline/shared/contracts/closet';
import { presignedPostSchema } from '@seamline/shared/contracts/media';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { call, seededProducts, walkPages } from './collections-helpers';
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

const sectionsPath = (closetId: string) => `/api/closets/${closetId}/sections`;
const create = (s: UserWithSession | undefined, closetId: string, body: unknown) => call('POST', sectionsPath(closetId), s, body);
async function createOk(s: UserWithSession, name: string, description?: string): Promise<ClosetSection> {
  const res = await create(s, s.userId, { name, description });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return closetSectionSchema.parse(res.body);
}
const sections = async (viewer: UserWithSession, closetId: string) => {
  const res = await call('GET', sectionsPath(closetId), viewer);
  expect(res.status).toBe(200);
  return closetSectionListSchema.parse(res.body).items;
};
const itemsOf = async (s: UserWithSession, sectionId: string, limit = 100): Promise<ClosetItem[]> =>
  (await walkPages(`/api/closets/${s.userId}/items?sectionId=${sectionId}`, s, limit, (b) => closetItemPageSchema.parse(b))).flatMap((p) => p.items);

/** Add `count` products to `s`'s closet and move them into `sectionId` (keeping their order). */
async function fillSection(s: UserWithSession, sectionId: string, count: number, offset = 0): Promise<ClosetItem[]> {
  const out: ClosetItem[] = [];
  for (const p of products.slice(offset, offset + count)) {
    const added = await call<{ item: ClosetItem }>('POST', `/api/closets/${s.userId}/items`, s, { productId: p.id });
    expect(added.status).toBe(201);
    const moved = await call<ClosetItem>('PATCH', `/api/closet-items/${added.body.item.id}`, s, { sectionId });
    expect(moved.status).toBe(200);
    out.push(moved.body);
  }
  return out;
}

describe('closet sections', () => {
  it('creates sections last in order (trimmed), lists them sorted, edits name and description', async () => {
    const a = await createOk(me, '  Work  ', 'Office');
    const b = await createOk(me, 'Weekend');
    expect(a).toMatchObject({ closetId: me.userId, name: 'Work', description: 'Office' });
    expect(b.description).toBeNull();
    expect(a.order < b.order).toBe(true);
    expect(await sections(me, me.userId)).toEqual([a, b]);

    const edited = await call('PATCH', `/api/closets/sections/${a.id}`, me, { name: 'Office wear', description: null });
    expect(edited).toMatchObject({ status: 200, body: { id: a.id, name: 'Office wear', description: null, order: a.order } });
    expect((await call('PATCH', `/api/closets/sections/${b.id}`, me, { description: 'Sat + Sun' })).body).toMatchObject({ name: 'Weekend', description: 'Sat + Sun' });
    expect((await sections(me, me.userId)).map((s) => [s.name, s.description])).toEqual([
      ['Office wear', null],
      ['Weekend', 'Sat + Sun'],
    ]);
  });

  it(`refuses: '${CLOSET_ERRORS.sectionNameRequired}' for a blank name, 403 for another closet (path or body), 404 for someone else's section, 403 private list, 401 without a session`, async () => {
    expect(await create(me, me.userId, { name: '   ' })).toMatchObject({ status: 400, body: { message: CLOSET_ERRORS.sectionNameRequired } });
    expect(await create(me, me.userId, {})).toMatchObject({ status: 400, body: { message: CLOSET_ERRORS.sectionNameRequired } });
    expect((await create(me, me.userId, { name: 'x'.repeat(61) })).status).toBe(400);
    expect((await create(me, me.userId, 'nope')).status).toBe(400);
    expect(await create(me, other.userId, { name: 'Mine' })).toMatchObject({ status: 403, body: { message: CLOSET_ERRORS.notYourCloset } });
    expect(await create(me, me.userId, { name: 'Mine', closetId: other.userId })).toMatchObject({ status: 403, body: { message: CLOSET_ERRORS.notYourCloset } });
    expect((await create(undefined, me.userId, { name: 'Mine' })).status).toBe(401);

    const theirs = await createOk(other, 'Theirs');
    expect(await call('PATCH', `/api/closets/sections/${theirs.id}`, me, { name: 'Mine now' })).toMatchObject({ status: 404, body: { message: CLOSET_ERRORS.sectionNotFound } });
    expect(await call('DELETE', `/api/closets/sections/${theirs.id}`, me)).toMatchObject({ status: 404, body: { message: CLOSET_ERRORS.sectionNotFound } });
    expect((await call('PATCH', `/api/closets/sections/${theirs.id}`, other, {})).status).toBe(400);
    expect((await call('DELETE', `/api/closets/sections/${theirs.id}`)).status).toBe(401);
    expect(await call('GET', sectionsPath(other.userId), me)).toMatchObject({ status: 403, body: { message: CLOSET_ERRORS.closetPrivate } });
    await setPrivacy(other, { publicDisplay: true });
    expect(await sections(me, other.userId)).toEqual([theirs]);
    expect(await call('GET', `/api/closets/${other.userId}/items?sectionId=${theirs.id}`, me)).toMatchObject({ status: 200, body: { items: [] } });
  });

  it(`stops at ${MAX_CLOSET_SECTIONS} sections with '${CLOSET_ERRORS.tooManySections}', also when creates race for the last places`, async () => {
    const { db } = await import('@seamline/functions/_core/aws-clients');
    const at = new Date().toISOString();
    const bulk = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, k) => ({
        closetId: me.userId,
        sectionId: `bulk-${from + k}`,
        userId: me.userId,
        name: `S${from + k}`,
        order: `a${String(from + k).padStart(2, '0')}`,
        createdAt: at,
      }));
    expect((await db.entities.closetSection.put(bulk(0, MAX_CLOSET_SECTIONS - 2)).go()).unprocessed).toEqual([]);
    const raced = await Promise.all(Array.from({ length: 4 }, (_, i) => create(me, me.userId, { name: `Race ${i}` })));
    for (const r of raced) expect([201, 400]).toContain(r.status);
    const after = await sections(me, me.userId);
    expect(after.length).toBeLessThanOrEqual(MAX_CLOSET_SECTIONS);
    expect(after.length).toBe(MAX_CLOSET_SECTIONS - 2 + raced.filter((r) => r.status === 201).length);
    if (after.length < MAX_CLOSET_SECTIONS) expect((await db.entities.closetSection.put(bulk(after.length, MAX_CLOSET_SECTIONS)).go()).unprocessed).toEqual([]);
    expect(await create(me, me.userId, { name: 'One more' })).toMatchObject({ status: 400, body: { message: CLOSET_ERRORS.tooManySections } });
    expect(await sections(me, me.userId)).toHaveLength(MAX_CLOSET_SECTIONS);
  });

  it("deleting a section moves its items to 'My Items' (in their order) and a second delete is 404", async () => {
    const keep = await createOk(me, 'Keep');
    const gone = await createOk(me, 'Gone');
    const kept = await fillSection(me, keep.id, 1, 0);
    const moving = await fillSection(me, gone.id, 4, 1);
    expect((await itemsOf(me, gone.id, 3)).map((i) => i.id)).toEqual(moving.map((i) => i.id));
    expect(await itemsOf(me, 'unsectioned')).toEqual([]);

    const res = await call('DELETE', `/api/closets/sections/${gone.id}`, me);
    expect(res.status).toBe(200);
    expect(deleteSectionResultSchema.parse(res.body)).toEqual({ deleted: true, movedItems: 4 });
    const mine = await itemsOf(me, 'unsectioned', 3);
    expect(mine.map((i) => i.id)).toEqual(moving.map((i) => i.id));
    expect(mine.every((i) => i.sectionId === null)).toBe(true);
    expect((await itemsOf(me, keep.id)).map((i) => i.id)).toEqual(kept.map((i) => i.id));
    expect(await sections(me, me.userId)).toEqual([keep]);
    expect(await call('DELETE', `/api/closets/sections/${gone.id}`, me)).toMatchObject({ status: 404, body: { message: CLOSET_ERRORS.sectionNotFound } });
  });
});

describe('closet photos', () => {
  it('presigns an upload under the caller\'s prefix (own closet only) and redirects photo reads by the closet\'s privacy', async () => {
    const presign = await call('POST', `/api/closets/${me.userId}/photo-uploads`, me, { contentType: 'image/jpeg', size: 1000 });
    expect(presign.status, JSON.stringify(presign.body)).toBe(200);
    const post = presignedPostSchema.parse(presign.body);
    expect(post.key).toMatch(new RegExp(`^uploads/closet/${me.userId}/[0-9a-f-]{36}$`));
    expect(await call('POST', `/api/closets/${other.userId}/photo-uploads`, me, { contentType: 'image/jpeg', size: 1000 })).toMatchObject({
      status: 403,
      body: { message: CLOSET_ERRORS.notYourCloset },
    });
    expect(await call('POST', `/api/closets/${me.userId}/photo-uploads`, me, { contentType: 'image/gif', size: 1000 })).toMatchObject({
      status: 400,
      body: { message: CLOSET_ERRORS.invalidPhoto },
    });
    expect((await call('POST', `/api/closets/${me.userId}/photo-uploads`, me, { contentType: 'image/jpeg', size: 11 * 1024 * 1024 })).status).toBe(400);
    expect((await call('POST', `/api/closets/${me.userId}/photo-uploads`, undefined, { contentType: 'image/jpeg', size: 1000 })).status).toBe(401);

    const photoId = crypto.randomUUID();
    const path = `/api/closets/${me.userId}/photos/${photoId}`;
    expect(await call('GET', path, me)).toMatchObject({ status: 404, body: { message: CLOSET_ERRORS.photoNotFound } });
    const { s3, mediaBucket } = await import('@seamline/functions/media/s3');
    for (const key of [`closet/${me.userId}/${photoId}.jpg`, `closet/${me.userId}/${photoId}-thumb.jpg`]) {
      await s3.send(new PutObjectCommand({ Bucket: mediaBucket(), Key: key, Body: Buffer.from(key), ContentType: 'image/jpeg' }));
    }
    const full = await call('GET', path, me);
    expect(full.status).toBe(302);
    expect(full.headers.get('cache-control')).toBe('private, max-age=60');
    const thumb = await call('GET', `${path}?size=thumb`, me);
    expect(thumb.status).toBe(302);
    const fetched = await fetch(thumb.headers.get('location')!);
    expect(await fetched.text()).toBe(`closet/${me.userId}/${photoId}-thumb.jpg`);
    expect((await call('GET', `${path}?size=huge`, me)).status).toBe(400);
    expect((await call('GET', path)).status).toBe(401);
    expect(await call('GET', path, other)).toMatchObject({ status: 403, body: { message: CLOSET_ERRORS.closetPrivate } });
    await setPrivacy(me, { publicDisplay: true });
    expect((await call('GET', path, other)).status).toBe(302);
  });
});
