/**
 * Body scan bad inputs end to end (spec 01 §5 Body scan; ARCHITECTURE §9): the upload policy
 * refuses non-images and files over 10 MB; the scan refuses missing consents, heights out of
 * 120–250 cm, other people's keys, and photos it cannot use, with a message a person can act
 * on. Every refused photo is deleted.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { PresignedPost } from '@seamline/shared/contracts/media';
import { api } from '../fixtures/api';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { BACK_VIEW, feetCutOffJpeg, noPersonJpeg, notAnImage, personPhoto, twoPeopleJpeg, BUSINESSMAN } from '../fixtures/images';
import { exists, postForm, presignScan, uploadScanPhoto } from '../fixtures/scan-uploads';
import { setPrivacy } from './people-helpers';

const REQUIRED = 'Please complete all required fields and consents.';
const HEIGHT = 'Please enter a valid height between 120cm and 250cm.';
let me: UserWithSession;
beforeEach(async () => {
  me = await createUserWithSession();
  // Photo uploads on, so the photo checks below run even with retainPhoto (issue 17 §1).
  await setPrivacy(me, { photoUpload: true });
});
const scan = (body: unknown, s = me) => api<{ message: string }>('POST', '/api/scan-to-fit', { cookie: s.cookie, body });
const ok = { photoConsent: true, dataUsageConsent: true, height: 170, heightUnit: 'cm' };

describe('scan photo uploads', () => {
  it("presigns under the caller's temporary scan prefix, images only, ≤ 10 MB", async () => {
    const res = await presignScan(me, { contentType: 'image/heic', size: 1000 });
    expect(res.status).toBe(200);
    expect(res.body.key).toMatch(new RegExp(`^scans/tmp/${me.userId}/[0-9a-f-]{36}$`));
    const policy = JSON.parse(Buffer.from(res.body.fields.Policy!, 'base64').toString('utf8'));
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 10485760]);
    expect((await presignScan(me, { contentType: 'application/pdf', size: 10 })).body).toMatchObject({ message: 'Please select an image file.' });
    expect((await presignScan(me, { contentType: 'image/jpeg', size: 10 * 1024 * 1024 + 1 })).body).toMatchObject({ message: 'Please select an image smaller than 10MB.' });
  });

  it('the upload policy refuses a file over 10 MB even when a smaller size was declared', async () => {
    const post = (await presignScan(me, { contentType: 'image/jpeg', size: 1000 })).body as PresignedPost;
    expect(await postForm(post, Buffer.alloc(10 * 1024 * 1024 + 1))).toBe(400);
    expect(await exists(post.key)).toBe(false);
  });
});

describe('POST /api/scan-to-fit refuses', () => {
  it('missing consents and fields', async () => {
    const key = await uploadScanPhoto(me, await personPhoto(BUSINESSMAN));
    for (const body of [
      { ...ok, frontPhotoKey: key, photoConsent: false },
      { ...ok, frontPhotoKey: key, dataUsageConsent: undefined },
      { ...ok, frontPhotoKey: key, height: undefined },
      { ...ok },
    ]) {
      const res = await scan(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(REQUIRED);
    }
  });

  it('heights outside 120–250 cm after conversion', async () => {
    const key = await uploadScanPhoto(me, await personPhoto(BUSINESSMAN));
    for (const [height, heightUnit] of [[119, 'cm'], [251, 'cm'], [3.11, 'ft'], [8.3, 'ft'], [40, 'in'], ['tall', 'cm']] as const) {
      const res = await scan({ ...ok, frontPhotoKey: key, height, heightUnit });
      expect(res.status, `${height} ${heightUnit}`).toBe(400);
      expect(res.body.message).toBe(HEIGHT);
    }
  });

  it("someone else's photo key", async () => {
    const other = await createUserWithSession();
    const key = await uploadScanPhoto(other, await personPhoto(BUSINESSMAN));
    expect((await scan({ ...ok, frontPhotoKey: key })).status).toBe(403);
    expect(await exists(key)).toBe(true);
  });

  it.each([
    ['a non-image', async () => notAnImage(), 'Please select a valid image file (JPG, PNG, HEIC, etc.).'],
    ['no person', noPersonJpeg, 'We could not find a person in this photo. Stand in the middle of the frame and try again.'],
    ['two people', twoPeopleJpeg, 'We found more than one person. Make sure only you are in the photo.'],
    ['feet not in the frame', feetCutOffJpeg, 'Your head and feet must both be in the photo. Step back and try again.'],
    ['a back view', () => personPhoto(BACK_VIEW), 'Face the camera with your arms slightly away from your body.'],
  ])('%s with 422 and an actionable message, deleting the photo', async (_, make, message) => {
    const key = await uploadScanPhoto(me, await make());
    const res = await scan({ ...ok, frontPhotoKey: key, retainPhoto: true });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(message);
    expect(await exists(key)).toBe(false);
  });
});
