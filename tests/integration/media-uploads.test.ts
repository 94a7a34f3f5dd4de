/**
 * Profile photos end to end (ARCHITECTURE §9, spec 01 §5 Onboarding photo / §9 10 MB): the
 * presign route's contract and policy, real uploads through the runtime's S3 front (accepted;
 * too large and wrong content type refused like S3 would), the profile storing the key, and
 * the avatar route redirecting members to a short-lived URL.
 */
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { PresignedPost } from '@seamline/shared/contracts/media';
import sharp from 'sharp';
import { api } from '../fixtures/api';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';

const env = inject('runtimeEnv');
const s3 = new S3Client({
  endpoint: env.AWS_ENDPOINT_URL_S3,
  region: env.AWS_REGION,
  credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
  forcePathStyle: true,
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});
const INVALID_IMAGE = 'Please select a valid image file (JPG, PNG, HEIC, etc.).';
/** A real (tiny) PNG: the profile moderates a new photo, so its bytes must decode (issue 33 §5). */
const PNG = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#3a7d5c' } }).png().toBuffer();

let me: UserWithSession;
let other: UserWithSession;
beforeEach(async () => {
  [me, other] = await Promise.all([createUserWithSession(), createUserWithSession()]);
});

const presign = (s: UserWithSession | undefined, body: unknown) =>
  api<PresignedPost>('POST', '/api/uploads/profile-photo', { cookie: s?.cookie, body });
const setPhoto = (s: UserWithSession, key: string) =>
  api('PUT', `/api/auth/profile/${s.userId}`, { cookie: s.cookie, body: { firstName: 'A', lastName: 'B', profileImageKey: key } });

/** Browser-style form upload: the policy fields, then the file. */
async function upload(post: PresignedPost, file: Buffer, change: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...post.fields, ...change })) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(file)]), 'photo');
  const res = await fetch(post.url, { method: 'POST', body: form });
  return { status: res.status, text: await res.text() };
}
const code = (xml: string) => /<Code>([^<]+)<\/Code>/.exec(xml)?.[1];

/** Presign and upload `bytes` as `contentType` for `s`; returns the key. */
async function uploadPhoto(s: UserWithSession, bytes = PNG, contentType = 'image/png') {
  const post = (await presign(s, { contentType, size: bytes.length })).body;
  expect((await upload(post, bytes)).status).toBe(204);
  return post.key;
}

describe('POST /api/uploads/profile-photo', () => {
  it("answers a presigned POST under the caller's prefix: HEIC allowed, 10 MB, 5 minutes", async () => {
    const before = Date.now();
    const res = await presign(me, { contentType: 'image/heic', size: 2_000_000 });
    expect(res.status).toBe(200);
    const post = res.body;
    expect(post.key).toMatch(new RegExp(`^avatars/${me.userId}/[0-9a-f-]{36}$`));
    expect(post.maxBytes).toBe(10 * 1024 * 1024);
    expect(post.fields).toMatchObject({ key: post.key, 'Content-Type': 'image/heic', Policy: expect.any(String) });
    const expiresIn = Date.parse(post.expiresAt) - before;
    expect(expiresIn).toBeGreaterThan(290_000);
    expect(expiresIn).toBeLessThan(310_000);
    const policy = JSON.parse(Buffer.from(post.fields.Policy!, 'base64').toString('utf8'));
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 10485760]);
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'image/heic']);
  });

  it("answers the spec's messages for non-images and files over 10 MB", async () => {
    const cases: [unknown, string][] = [
      [{ contentType: 'text/html', size: 10 }, INVALID_IMAGE],
      [{ contentType: 'image/svg+xml', size: 10 }, INVALID_IMAGE],
      [{ contentType: 'image/png', size: 0 }, INVALID_IMAGE],
      [{ contentType: 'image/png', size: 10 * 1024 * 1024 + 1 }, 'Please select an image smaller than 10MB.'],
    ];
    for (const [body, message] of cases) {
      const res = await presign(me, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toMatchObject({ message });
    }
    expect((await presign(me, {})).status).toBe(400);
  });

  it('is 401 without a session', async () => {
    expect((await presign(undefined, { contentType: 'image/png', size: 10 })).status).toBe(401);
  });
});

describe('uploading to the presigned POST', () => {
  it('accepts the photo; the profile stores it and members are redirected to it', async () => {
    const bytes = PNG;
    const key = await uploadPhoto(me, bytes);
    const res = await setPhoto(me, key);
    expect(res.status).toBe(200);
    expect(res.body.profileImageUrl).toMatch(new RegExp(`^/api/users/${me.userId}/avatar\\?v=[0-9a-f]{10}$`));
    expect(res.body).not.toHaveProperty('profileImageKey');

    const avatar = await api('GET', res.body.profileImageUrl as string, { cookie: other.cookie });
    expect(avatar.status).toBe(302);
    const photo = await fetch(avatar.headers.get('location')!);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await photo.arrayBuffer())).toEqual(bytes);
  });

  it('refuses a file over 10 MB (EntityTooLarge); the profile then refuses the key', async () => {
    const post = (await presign(me, { contentType: 'image/jpeg', size: 1000 })).body;
    const res = await upload(post, Buffer.alloc(10 * 1024 * 1024 + 1));
    expect(res.status).toBe(400);
    expect(code(res.text)).toBe('EntityTooLarge');
    const profile = await setPhoto(me, post.key);
    expect(profile.status).toBe(400);
    expect(profile.body).toEqual({ message: 'Upload not found. Please try again.' });
  });

  it('refuses a content type other than the presigned one (AccessDenied)', async () => {
    const post = (await presign(me, { contentType: 'image/jpeg', size: 10 })).body;
    const res = await upload(post, Buffer.from('<svg/>'), { 'Content-Type': 'image/svg+xml' });
    expect(res.status).toBe(403);
    expect(code(res.text)).toBe('AccessDenied');
  });

  it('replacing the photo deletes the old object', async () => {
    const first = await uploadPhoto(me);
    await setPhoto(me, first);
    const second = await uploadPhoto(me);
    expect((await setPhoto(me, second)).status).toBe(200);
    await expect(s3.send(new HeadObjectCommand({ Bucket: env.MEDIA_BUCKET!, Key: first }))).rejects.toThrow();
  });
});

describe('profile photo keys on PUT /api/auth/profile/{userId}', () => {
  it("is 403 for a key under another user's prefix, even an uploaded one", async () => {
    const theirs = await uploadPhoto(other);
    const res = await setPhoto(me, theirs);
    expect(res.status).toBe(403);
  });

  it("is 400 'Upload not found. Please try again.' for a key never uploaded or malformed", async () => {
    for (const key of [`avatars/${me.userId}/${crypto.randomUUID()}`, `avatars/${me.userId}/../x`, 'elsewhere/x']) {
      const res = await setPhoto(me, key);
      expect(res.status, key).toBe(400);
      expect(res.body, key).toEqual({ message: 'Upload not found. Please try again.' });
    }
  });
});

describe('GET /api/users/{userId}/avatar', () => {
  it("is 404 'No profile photo' for a user without one, or an unknown user", async () => {
    for (const id of [other.userId, crypto.randomUUID()]) {
      const res = await api('GET', `/api/users/${id}/avatar`, { cookie: me.cookie });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'No profile photo' });
    }
  });

  it('is 401 without a session', async () => {
    expect((await api('GET', `/api/users/${me.userId}/avatar`)).status).toBe(401);
  });
});
