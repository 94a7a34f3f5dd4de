/**
 * Body scan bad inputs end to end (spec 01 §5 Body scan; docs/architecture.md): the scan
 * refuses missing consents, heights out of 120–250 cm, photos that are not base64 or over the
 * request limit, and photos it cannot use, with a message a person can act on. Nothing of a
 * refused photo is stored.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_SCAN_PHOTOS_BYTES } from '@seamline/shared/contracts/scan';
import { api } from '../fixtures/api';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { BACK_VIEW, feetCutOffJpeg, noPersonJpeg, notAnImage, personPhoto, twoPeopleJpeg, BUSINESSMAN } from '../fixtures/images';
import { keysNaming, scanPhoto } from '../fixtures/media-bucket';
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

describe('the photos in the request', () => {
  it('the presigned scan upload is gone: scan photos never go to storage', async () => {
    expect((await api('POST', '/api/uploads/scan-photo', { cookie: me.cookie, body: { contentType: 'image/jpeg', size: 1000 } })).status).toBe(404);
  });

  it("refuses photos that are not base64 ('Please select an image file.') or over 4 MB in all", async () => {
    const notBase64 = await scan({ ...ok, frontPhoto: 'this is not base64!' });
    expect(notBase64.status).toBe(400);
    expect(notBase64.body.message).toBe('Please select an image file.');
    const half = scanPhoto(Buffer.alloc(MAX_SCAN_PHOTOS_BYTES / 2 + 3, 0xff));
    const tooLarge = await scan({ ...ok, frontPhoto: half, sidePhoto: half });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.message).toBe('These photos are too large to scan. Please choose JPG or PNG photos, or photos under 4MB.');
    // The onboarding scan's front and side photo share the same limit (issue 23).
    const onboarding = await api<{ message: string }>('POST', '/api/analyze-fit', { cookie: me.cookie, body: { ...ok, photo: half, sidePhoto: half } });
    expect(onboarding.status).toBe(400);
    expect(onboarding.body.message).toBe(tooLarge.body.message);
  });
});

describe('POST /api/scan-to-fit refuses', () => {
  it('missing consents and fields', async () => {
    const photo = scanPhoto(await personPhoto(BUSINESSMAN));
    for (const body of [
      { ...ok, frontPhoto: photo, photoConsent: false },
      { ...ok, frontPhoto: photo, dataUsageConsent: undefined },
      { ...ok, frontPhoto: photo, height: undefined },
      { ...ok },
    ]) {
      const res = await scan(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(REQUIRED);
    }
  });

  it('heights outside 120–250 cm after conversion', async () => {
    const photo = scanPhoto(await personPhoto(BUSINESSMAN));
    for (const [height, heightUnit] of [[119, 'cm'], [251, 'cm'], [3.11, 'ft'], [8.3, 'ft'], [40, 'in'], ['tall', 'cm']] as const) {
      const res = await scan({ ...ok, frontPhoto: photo, height, heightUnit });
      expect(res.status, `${height} ${heightUnit}`).toBe(400);
      expect(res.body.message).toBe(HEIGHT);
    }
  });

  it('without a session (401)', async () => {
    const res = await api('POST', '/api/scan-to-fit', { body: { ...ok, frontPhoto: scanPhoto(await personPhoto(BUSINESSMAN)) } });
    expect(res.status).toBe(401);
  });

  it.each([
    ['a non-image', async () => notAnImage(), 'Please select a valid image file (JPG, PNG, HEIC, etc.).'],
    ['no person', noPersonJpeg, 'We could not find a person in this photo. Stand in the middle of the frame and try again.'],
    ['two people', twoPeopleJpeg, 'We found more than one person. Make sure only you are in the photo.'],
    ['feet not in the frame', feetCutOffJpeg, 'Your head and feet must both be in the photo. Step back and try again.'],
    ['a back view', () => personPhoto(BACK_VIEW), 'Face the camera with your arms slightly away from your body.'],
  ])('%s with 422 and an actionable message, storing nothing', async (_, make, message) => {
    const res = await scan({ ...ok, frontPhoto: scanPhoto(await make()), retainPhoto: true });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(message);
    expect(await keysNaming(me.userId)).toEqual([]);
  });
});
