/**
 * storeModeratedPhotos (issue 33 §5), the one path of closet, post and outfit photos, in the
 * deployed mode with only the AWS edges mocked (S3 and Rekognition, aws-sdk-client-mock): each
 * upload is read ONCE and the moderated bytes are exactly the stored full copy (Image.Bytes), so a
 * re-upload to the upload key after the read cannot be stored unchecked; a refusal deletes the
 * upload and every copy already stored.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DetectModerationLabelsCommand, RekognitionClient } from '@aws-sdk/client-rekognition';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type * as PhotoProcessing from './photo-processing';

const rekognition = mockClient(RekognitionClient);
const s3 = mockClient(S3Client);
let m: typeof PhotoProcessing;
let png: Buffer;

beforeAll(async () => {
  vi.stubEnv('IMAGE_MODERATION', 'rekognition');
  vi.resetModules();
  m = await import('./photo-processing');
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366aa' } }).png().toBuffer();
});
afterAll(() => {
  rekognition.restore();
  s3.restore();
  vi.unstubAllEnvs();
});
beforeEach(() => {
  rekognition.reset();
  s3.reset();
  s3.on(GetObjectCommand).callsFake(async () => ({ Body: { transformToByteArray: async () => new Uint8Array(png) } }));
  s3.on(PutObjectCommand).resolves({});
  s3.on(DeleteObjectCommand).resolves({});
});

const UPLOADS = ['uploads/closet/u1/a', 'uploads/closet/u1/b'];
const target = (id: string) => ({ full: `posts/u1/${id}.jpg` });

describe('storeModeratedPhotos', () => {
  it('reads each upload once and moderates exactly the bytes it stores', async () => {
    rekognition.on(DetectModerationLabelsCommand).resolves({ ModerationLabels: [] });
    const { photos, review } = await m.storeModeratedPhotos(UPLOADS, target);
    expect(photos).toHaveLength(2);
    expect(review).toBeNull();
    expect(s3.commandCalls(GetObjectCommand)).toHaveLength(2);
    const checked = rekognition.commandCalls(DetectModerationLabelsCommand).map((c) => Buffer.from(c.args[0].input.Image!.Bytes!).toString('base64'));
    const stored = s3.commandCalls(PutObjectCommand).map((c) => Buffer.from(c.args[0].input.Body as Buffer).toString('base64'));
    expect(checked.sort()).toEqual(stored.sort());
    expect(rekognition.commandCalls(DetectModerationLabelsCommand).every((c) => !c.args[0].input.Image!.S3Object)).toBe(true);
    expect(s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input.Key).sort()).toEqual(UPLOADS);
  });

  it('keeps full and thumbnail copies for a target with a thumbnail, and passes the first review on', async () => {
    rekognition.on(DetectModerationLabelsCommand).resolves({ ModerationLabels: [{ Name: 'Violence', ParentName: '', Confidence: 60 }] });
    const { photos, review } = await m.storeModeratedPhotos(UPLOADS.slice(0, 1), (id) => ({ full: `closet/u1/${id}.jpg`, thumb: `closet/u1/${id}-thumb.jpg` }));
    expect(photos[0]).toMatchObject({ width: 64, height: 48 });
    expect(review).toMatchObject({ verdict: 'review', label: 'violence' });
    expect(s3.commandCalls(PutObjectCommand)).toHaveLength(2);
  });

  it('refused: 400 with the message, the refused upload and every stored copy deleted, the other upload kept', async () => {
    rekognition
      .on(DetectModerationLabelsCommand)
      .resolvesOnce({ ModerationLabels: [] })
      .resolves({ ModerationLabels: [{ Name: 'Explicit', ParentName: '', Confidence: 97 }] });
    await expect(m.storeModeratedPhotos(UPLOADS, target)).rejects.toMatchObject({ status: 400, message: "This photo can't be used: it appears to contain nudity" });
    const put = s3.commandCalls(PutObjectCommand).map((c) => c.args[0].input.Key);
    const deleted = s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input.Key);
    expect(put).toHaveLength(1);
    expect(deleted).toEqual(expect.arrayContaining([...put, expect.stringMatching(/^uploads\/closet\/u1\/[ab]$/)]));
    expect(deleted).toHaveLength(2);
  });
});
