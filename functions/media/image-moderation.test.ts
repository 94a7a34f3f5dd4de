/**
 * The attach-point check of image moderation (issue 33 §5) in the deployed mode
 * (`IMAGE_MODERATION=rekognition`), with only the AWS edges mocked (Rekognition and S3,
 * aws-sdk-client-mock): a refused upload is deleted and answers 400 with the refusal message;
 * review and allow pass the answer on; bytes Rekognition cannot read are 400 'Invalid file type';
 * any other Rekognition error goes through (5xx, nothing attached).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DetectModerationLabelsCommand, RekognitionClient } from '@aws-sdk/client-rekognition';
import { DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type * as ImageModerationModule from './image-moderation';

const rekognition = mockClient(RekognitionClient);
const s3 = mockClient(S3Client);
let m: typeof ImageModerationModule;

beforeAll(async () => {
  vi.stubEnv('IMAGE_MODERATION', 'rekognition');
  vi.stubEnv('MEDIA_BUCKET', 'media-test');
  vi.resetModules();
  m = await import('./image-moderation');
});
afterAll(() => {
  rekognition.restore();
  s3.restore();
  vi.unstubAllEnvs();
});
beforeEach(() => {
  rekognition.reset();
  s3.reset();
  s3.on(DeleteObjectCommand).resolves({});
});

const KEY = 'uploads/closet/u1/5f0c7a52-8a53-4c9b-9b8e-0a4c1c1d2e3f';

describe('moderateUpload (deployed: Rekognition)', () => {
  it("deletes a refused upload and answers 400 'This photo can't be used: it appears to contain nudity'", async () => {
    rekognition.on(DetectModerationLabelsCommand).resolves({ ModerationLabels: [{ Name: 'Explicit', ParentName: '', Confidence: 97 }] });
    await expect(m.moderateUpload({ bucket: 'media-test', key: KEY }, [KEY])).rejects.toMatchObject({ status: 400, message: "This photo can't be used: it appears to contain nudity" });
    expect(rekognition.commandCalls(DetectModerationLabelsCommand)[0]!.args[0].input.Image).toEqual({ S3Object: { Bucket: 'media-test', Name: KEY } });
    expect(s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input)).toEqual([{ Bucket: 'media-test', Key: KEY }]);
  });

  it('checks given bytes as Image.Bytes and deletes every key of the refusal list (the upload and a server-only copy)', async () => {
    rekognition.on(DetectModerationLabelsCommand).resolves({ ModerationLabels: [{ Name: 'Explicit', ParentName: '', Confidence: 97 }] });
    const bytes = new Uint8Array([0xff, 0xd8, 0xff]);
    await expect(m.moderateUpload({ bytes }, [KEY, 'avatars/u1/photo-x'])).rejects.toMatchObject({ status: 400 });
    expect(rekognition.commandCalls(DetectModerationLabelsCommand)[0]!.args[0].input.Image).toEqual({ Bytes: bytes });
    expect(s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input.Key).sort()).toEqual(['avatars/u1/photo-x', KEY]);
  });

  it('fails the cold start of a Lambda that attaches images without IMAGE_MODERATION', async () => {
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'seamline-posts');
    vi.stubEnv('IMAGE_MODERATION', undefined);
    vi.resetModules();
    try {
      await expect(import('./image-moderation')).rejects.toThrow(/IMAGE_MODERATION: required/);
    } finally {
      vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', undefined);
      vi.stubEnv('IMAGE_MODERATION', 'rekognition');
    }
  });

  it('passes review and allow answers on, deleting nothing', async () => {
    rekognition.on(DetectModerationLabelsCommand).resolvesOnce({ ModerationLabels: [{ Name: 'Violence', ParentName: '', Confidence: 60 }] }).resolvesOnce({ ModerationLabels: [] });
    expect(await m.moderateUpload({ bucket: 'media-test', key: KEY }, [KEY])).toEqual({ verdict: 'review', label: 'violence', score: 0.6 });
    expect(await m.moderateUpload({ bucket: 'media-test', key: KEY }, [KEY])).toEqual({ verdict: 'allow', label: null, score: 0 });
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(0);
  });

  it("answers 400 'Invalid file type' for bytes Rekognition cannot read, and lets other errors through", async () => {
    rekognition
      .on(DetectModerationLabelsCommand)
      .rejectsOnce(Object.assign(new Error('bad image'), { name: 'InvalidImageFormatException' }))
      .rejectsOnce(Object.assign(new Error('slow down'), { name: 'ThrottlingException' }));
    await expect(m.moderateUpload({ bucket: 'media-test', key: KEY }, [KEY])).rejects.toMatchObject({ status: 400, message: 'Invalid file type' });
    await expect(m.moderateUpload({ bucket: 'media-test', key: KEY }, [KEY])).rejects.toThrow('slow down');
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(0);
  });

  it('files no report for allow or refuse answers, and words the refusal for every label', async () => {
    await m.fileImageReview({ targetType: 'user', targetId: 'u1', what: 'Profile photo' }, { verdict: 'allow', label: null, score: 0 });
    await m.fileImageReview({ targetType: 'user', targetId: 'u1', what: 'Profile photo' }, null);
    expect(m.imageRefusedMessage('violence')).toBe("This photo can't be used: it appears to contain violence");
    expect(m.firstReview([{ verdict: 'allow', label: null, score: 0 }, { verdict: 'review', label: 'nudity', score: 0.4 }])).toEqual({ verdict: 'review', label: 'nudity', score: 0.4 });
    expect(m.firstReview([])).toBeNull();
  });
});
