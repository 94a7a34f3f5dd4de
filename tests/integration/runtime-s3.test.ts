/**
 * The S3 stand-in enforces presigned POST policies like S3 (s3rver alone checks none):
 * accepted upload stored with its content type, and refusals for a too large file, a wrong
 * content type, an expired policy, a tampered signature, a key outside the allowed prefix
 * and a field the policy does not name.
 */
import { describe, expect, inject, it } from 'vitest';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost, type PresignedPostOptions } from '@aws-sdk/s3-presigned-post';

const env = inject('runtimeEnv');
const s3 = new S3Client({
  endpoint: env.AWS_ENDPOINT_URL_S3,
  region: env.AWS_REGION,
  credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
  forcePathStyle: true,
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});
const bucket = env.MEDIA_BUCKET!;
const origin = inject('baseUrl');
const prefix = `users/${crypto.randomUUID()}/`;

/** Presign like the app does: size 1 B – 1 KiB, image content type, key under the prefix. */
async function presign(overrides: Partial<PresignedPostOptions> = {}) {
  return createPresignedPost(s3 as never, {
    Bucket: bucket,
    Key: `${prefix}\${filename}`,
    Conditions: [
      ['content-length-range', 1, 1024],
      ['starts-with', '$Content-Type', 'image/'],
      ['starts-with', '$key', prefix],
    ],
    Fields: { 'Content-Type': 'image/png' },
    Expires: 60,
    ...overrides,
  });
}

async function upload(
  post: { url: string; fields: Record<string, string> },
  file: Buffer,
  change: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...post.fields, ...change })) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(file)]), 'photo.png');
  const res = await fetch(post.url, { method: 'POST', body: form, headers: { origin } });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

const code = (xml: string) => /<Code>([^<]+)<\/Code>/.exec(xml)?.[1];
const message = (xml: string) =>
  /<Message>([^<]+)<\/Message>/.exec(xml)?.[1]?.replaceAll('&quot;', '"');

describe('presigned POST uploads to the S3 stand-in', () => {
  it('accepts an upload within the policy, stores it with its content type, answers 204 with CORS', async () => {
    const res = await upload(await presign(), Buffer.from('png bytes'));
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    const obj = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: `${prefix}photo.png` }));
    expect(obj.ContentType).toBe('image/png');
    expect(await obj.Body!.transformToString()).toBe('png bytes');
  });

  it('answers 201 with a PostResponse document when success_action_status is 201', async () => {
    const post = await presign({
      Key: `${prefix}created.png`,
      Fields: { 'Content-Type': 'image/png', success_action_status: '201' },
    });
    const res = await upload(post, Buffer.from('x'));
    expect(res.status).toBe(201);
    expect(res.text).toContain(`<Key>${prefix}created.png</Key>`);
  });

  it('refuses a file over the content-length-range with 400 EntityTooLarge', async () => {
    const res = await upload(await presign(), Buffer.alloc(2048));
    expect(res.status).toBe(400);
    expect(code(res.text)).toBe('EntityTooLarge');
  });

  it('answers EntityTooLarge (not a reset connection) to a real upload over 10 MB', async () => {
    const post = await createPresignedPost(s3, {
      Bucket: bucket,
      Key: `${prefix}big.bin`,
      Conditions: [['content-length-range', 1, 10 * 1024 * 1024]],
      Expires: 300,
    });
    const form = new FormData();
    for (const [k, v] of Object.entries(post.fields)) form.append(k, v);
    form.append('file', new Blob([new Uint8Array(11 * 1024 * 1024)]));
    const res = await fetch(post.url, { method: 'POST', body: form });
    expect(res.status).toBe(400);
    expect(code(await res.text())).toBe('EntityTooLarge');
  });

  it('refuses a content type outside the policy with 403 AccessDenied', async () => {
    const res = await upload(
      await presign({ Fields: { 'Content-Type': 'text/html' } }),
      Buffer.from('<p>'),
    );
    expect(res.status).toBe(403);
    expect(code(res.text)).toBe('AccessDenied');
    expect(message(res.text)).toBe(
      'Invalid according to Policy: Policy Condition failed: ["starts-with", "$Content-Type", "image/"]',
    );
  });

  it('refuses an expired policy with 403 AccessDenied "Policy expired."', async () => {
    const res = await upload(await presign({ Expires: -1 }), Buffer.from('x'));
    expect(res.status).toBe(403);
    expect(message(res.text)).toBe('Invalid according to Policy: Policy expired.');
  });

  it('refuses a tampered signature with 403 SignatureDoesNotMatch', async () => {
    const post = await presign();
    const sig = post.fields['X-Amz-Signature']!;
    const res = await upload(post, Buffer.from('x'), {
      'X-Amz-Signature': `${sig[0] === 'a' ? 'b' : 'a'}${sig.slice(1)}`,
    });
    expect(res.status).toBe(403);
    expect(code(res.text)).toBe('SignatureDoesNotMatch');
  });

  it('refuses a key outside the allowed prefix with 403 AccessDenied', async () => {
    const res = await upload(await presign(), Buffer.from('x'), {
      key: 'users/someone-else/photo.png',
    });
    expect(res.status).toBe(403);
    expect(message(res.text)).toMatch(/Policy Condition failed: \["(eq|starts-with)", "\$key"/);
  });

  it('refuses a form field the policy does not name with 403 "Extra input fields"', async () => {
    const res = await upload(await presign(), Buffer.from('x'), { 'x-amz-meta-owner': 'me' });
    expect(res.status).toBe(403);
    expect(message(res.text)).toBe(
      'Invalid according to Policy: Extra input fields: x-amz-meta-owner',
    );
  });

  it('refuses a browser write around the POST policy (PUT with an Origin) with 403', async () => {
    const res = await fetch(`${env.AWS_ENDPOINT_URL_S3}/${bucket}/${prefix}sneaky.txt`, {
      method: 'PUT',
      headers: { origin, 'content-type': 'text/plain' },
      body: 'not through the policy',
    });
    expect(res.status).toBe(403);
    expect(code(await res.text())).toBe('AccessDenied');
  });

  it('answers a malformed bucket name in a form POST with 400 and keeps serving', async () => {
    const form = new FormData();
    form.append('key', 'x');
    form.append('file', new Blob([new Uint8Array([1])]));
    const res = await fetch(`${env.AWS_ENDPOINT_URL_S3}/%E0`, { method: 'POST', body: form });
    expect(res.status).toBe(400);
    const health = await fetch(`${origin}/api/health`);
    expect(health.status).toBe(200);
  });
});
