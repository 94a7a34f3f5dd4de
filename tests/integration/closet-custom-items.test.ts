/**
 * Custom closet items over HTTP (issue 7; spec 02 §2.3 Add custom item, §2.4 Edit Item, §5
 * validation messages, §9 at most 3 photos): photos presigned at
 * `/api/closets/{closetId}/photo-uploads` and uploaded through the runtime's S3 front as a
 * browser form, then named by the create/update; the stored copies are re-encoded (rotated by
 * EXIF, no metadata) and served by the photo route's 302.
 */
import { beforeEach, describe, expect, inject, it } from 'vitest';
import sharp from 'sharp';
import type { PresignedPost } from '@seamline/shared/contracts/media';
import { CLOSET_ERRORS, closetItemPageSchema, closetItemSchema, type ClosetItem } from '@seamline/shared/contracts/closet';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { exists, postForm, s3 } from '../fixtures/media-bucket';
import { call, seededProducts } from './collections-helpers';

let me: UserWithSession;
let other: UserWithSession;
beforeEach(async () => {
  [me, other] = await Promise.all([createUserWithSession(), createUserWithSession()]);
});

/** A 1200×600 landscape JPEG (left half red, right half blue) with EXIF orientation 6 and GPS. */
async function exifPhoto(): Promise<Buffer> {
  const blue = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#0000ff' } }).png().toBuffer();
  return sharp({ create: { width: 1200, height: 600, channels: 3, background: '#ff0000' } })
    .composite([{ input: blue, left: 600, top: 0 }])
    .withMetadata({
      orientation: 6,
      exif: { IFD0: { Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100' } },
    })
    .jpeg()
    .toBuffer();
}
const pngPhoto = (colour = '#22aa44') =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: colour } }).png().toBuffer();

/** Presign and upload `bytes` as `s`'s closet photo; answers the upload key. */
async function upload(s: UserWithSession, bytes: Buffer, contentType = 'image/png'): Promise<string> {
  const res = await call<PresignedPost>('POST', `/api/closets/${s.userId}/photo-uploads`, s, { contentType, size: bytes.length });
  expect(res.status).toBe(200);
  expect(await postForm(res.body, bytes)).toBe(204);
  return res.body.key;
}
const uploads = async (s: UserWithSession, n: number) => Promise.all(Array.from({ length: n }, async () => upload(s, await pngPhoto())));

const form = (photoKeys: string[], extra: Record<string, unknown> = {}) => ({
  name: 'Linen shirt',
  category: 'tops',
  size: 'M',
  color: 'White',
  brand: 'Seamline',
  price: 49.9,
  currency: 'EUR',
  purchaseDate: '2026-05-01',
  storeUrl: 'https://shop.example/linen-shirt',
  notes: 'Runs a bit long',
  fitRating: 4,
  photoKeys,
  ...extra,
});
const create = (s: UserWithSession | undefined, closetId: string, body: unknown) => call('POST', `/api/closets/${closetId}/custom-items`, s, body);
const update = (s: UserWithSession | undefined, closetId: string, itemId: string, body: unknown) =>
  call('PUT', `/api/closets/${closetId}/custom-items/${itemId}`, s, body);
const photoKey = (userId: string, id: string, thumb = false) => `closet/${userId}/${id}${thumb ? '-thumb' : ''}.jpg`;

/** Keys of the stored closet photos of `userId` (full copies and thumbnails), sorted. */
async function storedPhotoKeys(userId: string): Promise<string[]> {
  const listed = await s3.send(new ListObjectsV2Command({ Bucket: inject('runtimeEnv').MEDIA_BUCKET, Prefix: `closet/${userId}/` }));
  return (listed.Contents ?? []).map((o) => o.Key!).sort();
}

/** Follow the photo route's 302 like a browser (with the session) and answer the image bytes. */
async function fetchPhoto(s: UserWithSession, url: string): Promise<Buffer> {
  const res = await call('GET', url, s);
  expect(res.status).toBe(302);
  const image = await fetch(res.headers.get('location')!);
  expect(image.status).toBe(200);
  return Buffer.from(await image.arrayBuffer());
}

describe('POST /api/closets/{closetId}/custom-items', () => {
  it('creates an item with 1 photo: rotated by EXIF, no metadata, a thumbnail; the upload is gone; GET items lists it', async () => {
    const key = await upload(me, await exifPhoto(), 'image/jpeg');
    const res = await create(me, me.userId, form([key]));
    expect(res.status).toBe(201);
    const item = closetItemSchema.parse(res.body);
    expect(item).toMatchObject({
      kind: 'custom',
      closetId: me.userId,
      userId: me.userId,
      productId: null,
      sectionId: null,
      name: 'Linen shirt',
      category: 'tops',
      size: 'M',
      color: 'White',
      brand: 'Seamline',
      price: 49.9,
      currency: 'EUR',
      purchaseDate: '2026-05-01',
      storeUrl: 'https://shop.example/linen-shirt',
      notes: 'Runs a bit long',
      fitRating: 4,
      product: null,
    });
    expect(item.id).toMatch(/^c-[0-9a-f-]{36}$/);
    expect(item.photos).toHaveLength(1);
    const [photo] = item.photos;
    // 1200×600 with orientation 6 → portrait 600×1200 (inside 1600 px, not enlarged).
    expect(photo).toMatchObject({ width: 600, height: 1200 });
    expect(item.images).toEqual([{ url: photo!.url, thumbUrl: photo!.thumbUrl }]);

    const full = await fetchPhoto(me, photo!.url);
    const meta = await sharp(full).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 600, height: 1200 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(full.includes(Buffer.from('TestCam'))).toBe(false);
    const { data, info } = await sharp(full).raw().toBuffer({ resolveWithObject: true });
    const top = data.subarray((100 * info.width + 300) * 3, (100 * info.width + 300) * 3 + 3);
    expect(top[0]).toBeGreaterThan(200); // the red (left) half is on top after the rotation
    const thumb = await sharp(await fetchPhoto(me, photo!.thumbUrl)).metadata();
    expect(thumb).toMatchObject({ format: 'jpeg', width: 400, height: 400 });
    expect(thumb.exif).toBeUndefined();

    expect(await exists(key)).toBe(false);
    const list = closetItemPageSchema.parse((await call('GET', `/api/closets/${me.userId}/items`, me)).body);
    expect(list).toMatchObject({ total: 1 });
    expect(list.items).toEqual([item]);
  });

  it('creates with 3 photos in the order given, last in closet order; 4 keys are 400', async () => {
    const first = closetItemSchema.parse((await create(me, me.userId, form(await uploads(me, 1), { name: 'First' }))).body);
    const keys = await uploads(me, 3);
    const res = await create(me, me.userId, form(keys, { name: 'Second', sectionId: 'unsectioned' }));
    expect(res.status).toBe(201);
    const second = closetItemSchema.parse(res.body);
    expect(second.photos).toHaveLength(3);
    expect(second.order > first.order).toBe(true);
    for (const p of second.photos) expect(await exists(photoKey(me.userId, p.id, true))).toBe(true);

    const four = await uploads(me, 4);
    expect(await create(me, me.userId, form(four))).toMatchObject({ status: 400, body: { message: CLOSET_ERRORS.tooManyPhotos } });
    const list = closetItemPageSchema.parse((await call('GET', `/api/closets/${me.userId}/items`, me)).body);
    expect(list.items.map((i) => i.name)).toEqual(['First', 'Second']);
    expect(list.total).toBe(2);
  });

  it('puts the item into one of the caller\'s sections; another person\'s or an unknown section is 404', async () => {
    const section = await call<{ id: string }>('POST', `/api/closets/${me.userId}/sections`, me, { name: 'Summer' });
    expect(section.status).toBe(201);
    const res = await create(me, me.userId, form(await uploads(me, 1), { sectionId: section.body.id }));
    expect(res.status).toBe(201);
    expect(closetItemSchema.parse(res.body).sectionId).toBe(section.body.id);
    const theirs = await call<{ id: string }>('POST', `/api/closets/${other.userId}/sections`, other, { name: 'Theirs' });
    const key = (await uploads(me, 1))[0]!;
    expect(await create(me, me.userId, form([key], { sectionId: theirs.body.id }))).toMatchObject({
      status: 404,
      body: { message: CLOSET_ERRORS.sectionNotFound },
    });
    // Refused before the photo was processed: the upload is still there for a retry.
    expect(await exists(key)).toBe(true);
  });

  it.each([
    ['name', { name: '   ' }],
    ['size', { size: undefined }],
    ['colour', { color: '' }],
    ['category', { category: 'hats' }],
    ['photo', { photoKeys: [] }],
  ])(`is 400 '${CLOSET_ERRORS.missingRequiredAdd}' without a %s`, async (_, change) => {
    const res = await create(me, me.userId, form(['uploads/closet/x/00000000-0000-4000-8000-000000000000'], change));
    expect(res).toMatchObject({ status: 400, body: { message: CLOSET_ERRORS.missingRequiredAdd } });
  });

  it("is 400 'Invalid file type' for bytes that are not an image, and leaves nothing stored", async () => {
    const key = await upload(me, Buffer.from('%PDF-1.4 definitely not an image '.repeat(20)), 'image/jpeg');
    const good = (await uploads(me, 1))[0]!;
    const res = await create(me, me.userId, form([good, key]));
    expect(res).toMatchObject({ status: 400, body: { message: CLOSET_ERRORS.invalidPhoto } });
    const list = closetItemPageSchema.parse((await call('GET', `/api/closets/${me.userId}/items`, me)).body);
    expect(list).toMatchObject({ items: [], total: 0 });
    // The good photo processed alongside was deleted again.
    expect(await storedPhotoKeys(me.userId)).toEqual([]);
  });

  it("is 400 for someone else's upload key or a missing one, 403 for another person's closet, 401 without a session", async () => {
    const theirs = (await uploads(other, 1))[0]!;
    expect(await create(me, me.userId, form([theirs]))).toMatchObject({ status: 400, body: { message: CLOSET_ERRORS.uploadNotFound } });
    expect(await exists(theirs)).toBe(true);
    const missing = `uploads/closet/${me.userId}/${crypto.randomUUID()}`;
    expect(await create(me, me.userId, form([missing]))).toMatchObject({ status: 400, body: { message: CLOSET_ERRORS.uploadNotFound } });
    expect(await create(me, me.userId, form(['../../etc/passwd']))).toMatchObject({ status: 400 });
    const mine = (await uploads(me, 1))[0]!;
    expect(await create(me, other.userId, form([mine]))).toMatchObject({ status: 403, body: { message: CLOSET_ERRORS.notYourCloset } });
    expect((await create(undefined, me.userId, form([mine]))).status).toBe(401);
    expect((await create(me, me.userId, 'not json')).status).toBe(400);
  });
});

describe('PUT /api/closets/{closetId}/custom-items/{itemId}', () => {
  async function itemWithPhotos(n: number): Promise<ClosetItem> {
    const res = await create(me, me.userId, form(await uploads(me, n)));
    expect(res.status).toBe(201);
    return closetItemSchema.parse(res.body);
  }
  const edit = (photos: { keep?: string[]; add?: string[] }, extra: Record<string, unknown> = {}) => ({
    name: 'Linen shirt (edited)',
    size: 'L',
    category: 'clothing',
    color: null,
    fitRating: 2,
    photos,
    ...extra,
  });

  it('keeps, adds and removes photos; a 4th photo is refused; removed photos are deleted', async () => {
    const item = await itemWithPhotos(2);
    const [a, b] = item.photos.map((p) => p.id);
    const added = await uploads(me, 1);
    const res = await update(me, me.userId, item.id, edit({ keep: [b!], add: added }));
    expect(res.status).toBe(200);
    const edited = closetItemSchema.parse(res.body);
    expect(edited).toMatchObject({ id: item.id, name: 'Linen shirt (edited)', size: 'L', category: 'clothing', color: null, fitRating: 2, order: item.order });
    expect(edited.updatedAt).not.toBeNull();
    expect(edited.photos.map((p) => p.id).slice(0, 1)).toEqual([b]);
    expect(edited.photos).toHaveLength(2);
    expect(await exists(photoKey(me.userId, a!))).toBe(false);
    expect(await exists(photoKey(me.userId, a!, true))).toBe(false);
    expect(await exists(photoKey(me.userId, b!))).toBe(true);
    expect(await exists(added[0]!)).toBe(false);

    // 2 kept + 2 new = 4: refused, nothing changes.
    const two = await uploads(me, 2);
    const ids = edited.photos.map((p) => p.id);
    expect(await update(me, me.userId, item.id, edit({ keep: ids, add: two }))).toMatchObject({
      status: 400,
      body: { message: CLOSET_ERRORS.tooManyPhotos },
    });
    // 2 kept + 1 new = 3: fine.
    const third = await update(me, me.userId, item.id, edit({ keep: ids, add: [two[0]!] }));
    expect(third.status).toBe(200);
    expect(closetItemSchema.parse(third.body).photos).toHaveLength(3);

    const list = closetItemPageSchema.parse((await call('GET', `/api/closets/${me.userId}/items`, me)).body);
    expect(list.items).toEqual([third.body]);
  });

  it('concurrent edits: each answers 200 or 409, and exactly the final photos (full + thumbnail) are left in the bucket', async () => {
    const item = await itemWithPhotos(2);
    const keep = item.photos.map((p) => p.id);
    const adds = await uploads(me, 5);
    const results = await Promise.all(adds.map((key, i) => update(me, me.userId, item.id, edit({ keep, add: [key] }, { notes: `edit ${i}` }))));
    const statuses = results.map((r) => r.status);
    expect(statuses.every((st) => st === 200 || st === 409), statuses.join()).toBe(true);
    expect(statuses).toContain(200);
    const [final] = closetItemPageSchema.parse((await call('GET', `/api/closets/${me.userId}/items`, me)).body).items;
    expect(final!.photos).toHaveLength(3);
    expect(await storedPhotoKeys(me.userId)).toEqual(final!.photos.flatMap((p) => [photoKey(me.userId, p.id), photoKey(me.userId, p.id, true)]).sort());
  });

  it(`is 400 '${CLOSET_ERRORS.missingRequiredEdit}' without name or size, 400 'Photo not found' for a photo the item does not have`, async () => {
    const item = await itemWithPhotos(1);
    const keep = [item.photos[0]!.id];
    expect(await update(me, me.userId, item.id, edit({ keep }, { name: '' }))).toMatchObject({ status: 400, body: { message: CLOSET_ERRORS.missingRequiredEdit } });
    expect(await update(me, me.userId, item.id, edit({ keep }, { size: undefined }))).toMatchObject({ status: 400, body: { message: CLOSET_ERRORS.missingRequiredEdit } });
    const otherItem = await itemWithPhotos(1);
    expect(await update(me, me.userId, item.id, edit({ keep: [otherItem.photos[0]!.id] }))).toMatchObject({
      status: 400,
      body: { message: CLOSET_ERRORS.photoNotFound },
    });
  });

  it("is 404 for a missing or someone else's item, 403 for another person's closet path, 401 without a session", async () => {
    const item = await itemWithPhotos(1);
    const keep = [item.photos[0]!.id];
    expect(await update(other, other.userId, item.id, edit({ keep }))).toMatchObject({ status: 404, body: { message: CLOSET_ERRORS.itemNotFound } });
    expect(await update(me, me.userId, 'c-unknown', edit({}))).toMatchObject({ status: 404, body: { message: CLOSET_ERRORS.itemNotFound } });
    expect(await update(other, me.userId, item.id, edit({ keep }))).toMatchObject({ status: 403, body: { message: CLOSET_ERRORS.notYourCloset } });
    expect((await update(undefined, me.userId, item.id, edit({ keep }))).status).toBe(401);
    // Unchanged.
    const list = closetItemPageSchema.parse((await call('GET', `/api/closets/${me.userId}/items`, me)).body);
    expect(list.items).toEqual([item]);
  });

  it("edits a catalogue item: its values override the product's on display, a photo replaces the product images", async () => {
    const [product] = await seededProducts(me, 1);
    const added = await call<{ item: ClosetItem }>('POST', `/api/closets/${me.userId}/items`, me, { productId: product!.id });
    expect(added.status).toBe(201);
    const key = (await uploads(me, 1))[0]!;
    const res = await update(me, me.userId, added.body.item.id, edit({ add: [key] }, { brand: 'My label', price: 12 }));
    expect(res.status).toBe(200);
    const edited = closetItemSchema.parse(res.body);
    expect(edited).toMatchObject({ kind: 'product', productId: product!.id, name: 'Linen shirt (edited)', brand: 'My label', price: 12, size: 'L' });
    expect(edited.images).toEqual(edited.photos.map(({ url, thumbUrl }) => ({ url, thumbUrl })));
    expect(edited.product).toEqual(product);
  });
});
