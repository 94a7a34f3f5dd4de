/**
 * Image moderation of every user image (issue 33 §5) over HTTP: a profile photo, a post image, a
 * closet photo (custom item) and an outfit suggestion photo are moderated before they are
 * attached. A clearly safe photo (a shared person photo) is stored; an image over the threshold
 * answers 400 "This photo can't be used: it appears to contain nudity", its upload is deleted and
 * nothing is stored; a borderline one is stored and the system files a report for review.
 *
 * The integration runtime runs the local adapter with the marker test double of the classifier
 * (`IMAGE_MODERATION=fixture`, functions/_core/image-moderation/fixture-classifier.ts): no
 * explicit imagery in the repo, so a solid magenta image stands for one over the threshold and a
 * solid orange one for the review band. The real nsfwjs classifier is tested in
 * functions/_core/image-moderation/local-adapter.test.ts.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PresignedPost } from '@seamline/shared/contracts/media';
import { MODERATION_TEXTS } from '@seamline/shared/contracts/moderation-constants';
import { isSystemReporter } from '@seamline/shared/db/entities/report';
import { db } from '@seamline/functions/_core/aws-clients';
import { BUSINESSMAN, personPhoto } from '../fixtures/images';
import { download, exists, keysNaming, postForm } from '../fixtures/media-bucket';
import { waitFor } from '../fixtures/poll';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { call, closetPhotoUpload } from './collections-helpers';
import { createEvent, uploadOutfitPhoto } from './outfits-helpers';
import { someProductId } from './posts-helpers';

const REFUSED = { message: MODERATION_TEXTS.imageRefused.replace('{label}', 'nudity') };
/** The markers of the classifier double (fixture-classifier.ts): over the threshold / review band. */
const MAGENTA = '#ff00ff';
const ORANGE = '#ff8000';

const png = (background: string) => sharp({ create: { width: 64, height: 64, channels: 3, background } }).png().toBuffer();

/** Presign and upload a profile photo for `s`; answers its key. */
async function avatarUpload(s: UserWithSession, bytes: Buffer, contentType = 'image/png'): Promise<string> {
  return (await avatarForm(s, bytes, contentType)).key;
}
/** Presign and upload a profile photo for `s`; answers the presigned form (still valid 300 s). */
async function avatarForm(s: UserWithSession, bytes: Buffer, contentType = 'image/png'): Promise<PresignedPost> {
  const res = await call<PresignedPost>('POST', '/api/uploads/profile-photo', s, { contentType, size: bytes.length });
  expect(res.status).toBe(200);
  expect(await postForm(res.body, bytes)).toBe(204);
  return res.body;
}
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const setAvatar = (s: UserWithSession, key: string) =>
  call<{ profileImageUrl?: string }>('PUT', `/api/auth/profile/${s.userId}`, s, { firstName: 'Mo', lastName: 'Derated', profileImageKey: key });

/** A closet upload (the presigned path posts and custom items use) of real photo bytes. */
async function closetUploadOf(s: UserWithSession, bytes: Buffer, contentType: string): Promise<string> {
  const res = await call<PresignedPost>('POST', `/api/closets/${s.userId}/photo-uploads`, s, { contentType, size: bytes.length });
  expect(res.status).toBe(200);
  expect(await postForm(res.body, bytes)).toBe(204);
  return res.body.key;
}

/** The system's report of a target and its moderation case (polled: they are written after the answer). */
async function systemReportOf(targetType: 'user' | 'post', targetId: string) {
  return waitFor(`system report of ${targetType} ${targetId}`, async () => {
    const { data } = await db.entities.report.query.byTarget({ targetType, targetId }).go({ consistent: true });
    return data.find((r) => isSystemReporter(r.reporterId));
  });
}

let photo: Buffer;
beforeAll(async () => {
  photo = await personPhoto(BUSINESSMAN);
});

describe('profile photo', () => {
  it('stores a clearly safe photo', async () => {
    const me = await createUserWithSession();
    const res = await setAvatar(me, await avatarUpload(me, photo, 'image/jpeg'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.profileImageUrl).toMatch(new RegExp(`^/api/users/${me.userId}/avatar\\?v=`));
    expect((await call('GET', `/api/users/${me.userId}/avatar`, me)).status).toBe(302);
    // Stored as a server-only copy; the upload is deleted.
    const keys = await keysNaming(me.userId);
    expect(keys.filter((k) => k.startsWith('avatars/'))).toEqual([expect.stringMatching(new RegExp(`^avatars/${me.userId}/photo-`))]);
  });

  it("refuses an image over the threshold with 400 'This photo can't be used: it appears to contain nudity'; the upload is gone and the profile unchanged", async () => {
    const me = await createUserWithSession();
    const key = await avatarUpload(me, await png(MAGENTA));
    const res = await setAvatar(me, key);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(REFUSED);
    expect(await exists(key)).toBe(false);
    const user = await call<{ profileImageUrl?: string; firstName: string }>('GET', '/api/auth/user', me);
    expect(user.body.profileImageUrl ?? null).toBeNull();
    expect((await call('GET', `/api/users/${me.userId}/avatar`, me)).status).toBe(404);
    expect(await keysNaming(me.userId)).toEqual([]);
  });

  it('stores the checked bytes: re-uploading an image over the threshold with the same presigned form afterwards changes nothing', async () => {
    const me = await createUserWithSession();
    const safe = await png('#2255aa');
    const form = await avatarForm(me, safe);
    expect((await setAvatar(me, form.key)).status).toBe(200);
    // The form stays valid for 300 s: the same key takes other bytes…
    expect(await postForm(form, await png(MAGENTA))).toBe(204);
    // …but the avatar is the server-only copy that was moderated, and its upload key is not it.
    const { data: user } = await db.entities.user.get({ id: me.userId }).go({ consistent: true });
    expect(user!.profileImageKey).toMatch(new RegExp(`^avatars/${me.userId}/photo-[0-9a-f-]{36}$`));
    const avatar = await call('GET', `/api/users/${me.userId}/avatar`, me);
    expect(avatar.status).toBe(302);
    const served = await fetch(avatar.headers.get('location')!);
    expect(served.status).toBe(200);
    expect(sha256(new Uint8Array(await served.arrayBuffer()))).toBe(sha256(safe));
    // Sending the re-uploaded key again goes through moderation like any new upload.
    const again = await setAvatar(me, form.key);
    expect(again.status).toBe(400);
    expect(again.body).toEqual(REFUSED);
    expect(await exists(form.key)).toBe(false);
    expect(sha256(await download(user!.profileImageKey!))).toBe(sha256(safe));
  });

  it('never takes a server-only copy key as an upload', async () => {
    const me = await createUserWithSession();
    expect((await setAvatar(me, await avatarUpload(me, await png('#2255aa')))).status).toBe(200);
    const { data: user } = await db.entities.user.get({ id: me.userId }).go({ consistent: true });
    const forged = user!.profileImageKey!.replace(/photo-.*$/, `photo-${crypto.randomUUID()}`);
    expect((await setAvatar(me, forged)).status).toBe(400);
  });

  it('stores a borderline photo and files a system report of the person (reason nudity) for review', async () => {
    const me = await createUserWithSession();
    const res = await setAvatar(me, await avatarUpload(me, await png(ORANGE)));
    expect(res.status).toBe(200);
    expect(res.body.profileImageUrl).toBeTruthy();
    const report = await systemReportOf('user', me.userId);
    expect(report).toMatchObject({ reason: 'nudity', status: 'open', targetType: 'user', targetId: me.userId });
    expect(report.details).toMatch(/^Profile photo flagged by image moderation: may contain nudity \(score 0\.40\)$/);
    const { data: moderationCase } = await db.entities.moderationCase.get({ targetType: 'user', targetId: me.userId }).go({ consistent: true });
    expect(moderationCase).toMatchObject({ status: 'open', bySystem: true, subjectUserId: me.userId, reportCount: 1 });
  });
});

describe('post images', () => {
  let me: UserWithSession;
  let productId: string;
  beforeAll(async () => {
    me = await createUserWithSession();
    productId = await someProductId(me);
  });

  it('stores a clearly safe photo', async () => {
    const key = await closetUploadOf(me, photo, 'image/jpeg');
    const res = await call<{ id: string; images: string[] }>('POST', '/api/posts', me, { productId, images: [key] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.images).toHaveLength(1);
    expect(await exists(key)).toBe(false); // the upload is replaced by the stored copy
    expect((await keysNaming(me.userId)).filter((k) => k.startsWith(`posts/${me.userId}/`))).toHaveLength(1);
  });

  it('refuses the post when one image is over the threshold: 400 with the message, that upload deleted, nothing stored', async () => {
    const other = await createUserWithSession();
    const otherProduct = await someProductId(other);
    const [safe, unsafe] = await Promise.all([closetPhotoUpload(other), closetPhotoUpload(other, MAGENTA)]);
    const res = await call('POST', '/api/posts', other, { productId: otherProduct, images: [safe, unsafe] });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(REFUSED);
    expect(await exists(unsafe)).toBe(false);
    expect((await keysNaming(other.userId)).filter((k) => k.startsWith('posts/'))).toEqual([]);
    const posts = await call<{ items: unknown[] }>('GET', `/api/users/${other.userId}/posts`, other);
    expect(posts.body.items).toEqual([]);
  });

  it('stores a borderline image and files a system report of the post', async () => {
    const res = await call<{ id: string }>('POST', '/api/posts', me, { productId, images: [await closetPhotoUpload(me, ORANGE)] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const report = await systemReportOf('post', res.body.id);
    expect(report).toMatchObject({ reason: 'nudity', status: 'open' });
    expect(report.details).toMatch(/^Post photo flagged/);
  });
});

describe('closet photos (custom items)', () => {
  it('refuses an image over the threshold: 400 with the message, the upload deleted, no item and no stored photo', async () => {
    const me = await createUserWithSession();
    const key = await closetPhotoUpload(me, MAGENTA);
    const res = await call('POST', `/api/closets/${me.userId}/custom-items`, me, { name: 'Shirt', category: 'tops', size: 'M', color: 'Pink', photoKeys: [key] });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(REFUSED);
    expect(await exists(key)).toBe(false);
    expect((await keysNaming(me.userId)).filter((k) => k.startsWith('closet/'))).toEqual([]);
  });

  it('stores a safe photo, and a borderline one with a system report of the person', async () => {
    const me = await createUserWithSession();
    const safe = await call('POST', `/api/closets/${me.userId}/custom-items`, me, {
      name: 'Suit',
      category: 'outerwear',
      size: 'M',
      color: 'Grey',
      photoKeys: [await closetUploadOf(me, photo, 'image/jpeg')],
    });
    expect(safe.status, JSON.stringify(safe.body)).toBe(201);
    const borderline = await call('POST', `/api/closets/${me.userId}/custom-items`, me, { name: 'Top', category: 'tops', size: 'S', color: 'Orange', photoKeys: [await closetPhotoUpload(me, ORANGE)] });
    expect(borderline.status, JSON.stringify(borderline.body)).toBe(201);
    expect((await systemReportOf('user', me.userId)).details).toMatch(/^Closet photo flagged/);
  });
});

describe('outfit suggestion photos', () => {
  it('refuses an image over the threshold: 400 with the message, the upload deleted, no suggestion', async () => {
    const me = await createUserWithSession();
    const event = await createEvent(me);
    const key = await uploadOutfitPhoto(me, MAGENTA);
    const res = await call('POST', `/api/outfit-events/${event.id}/suggestions`, me, { imageKeys: [key] });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(REFUSED);
    expect(await exists(key)).toBe(false);
    expect((await keysNaming(me.userId)).filter((k) => k.startsWith('outfits/'))).toEqual([]);
  });

  it('stores a safe photo', async () => {
    const me = await createUserWithSession();
    const event = await createEvent(me);
    const res = await call('POST', `/api/outfit-events/${event.id}/suggestions`, me, { imageKeys: [await uploadOutfitPhoto(me)] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });
});

describe('refusal is per image, not per person', () => {
  it('a refused profile photo leaves the next, safe one usable', async () => {
    const me = await createUserWithSession();
    expect((await setAvatar(me, await avatarUpload(me, await png(MAGENTA)))).status).toBe(400);
    expect((await setAvatar(me, await avatarUpload(me, await png('#2255aa')))).status).toBe(200);
    // And the refusal never reached the moderation queue (only review does).
    const { data } = await db.entities.report.query.byTarget({ targetType: 'user', targetId: me.userId }).go({ consistent: true });
    expect(data.filter((r) => isSystemReporter(r.reporterId))).toEqual([]);
  });
});
