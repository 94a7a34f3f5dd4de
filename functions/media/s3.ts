/**
 * The media bucket's S3 client, created once per execution environment. Endpoint from the
 * SDK's standard `AWS_ENDPOINT_URL_S3` (the local stand-in); path-style when
 * `S3_FORCE_PATH_STYLE=true` (`<bucket>.localhost` does not resolve outside browsers);
 * checksums only when required (ARCHITECTURE §11: otherwise s3rver stores chunk framing and
 * presigned URLs carry an empty-body checksum). Used by every area that touches the media
 * bucket (media, auth's profile photo, the scan).
 */
import { DeleteObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { MAX_UPLOAD_BYTES, PRESIGN_EXPIRY_SECONDS, type PresignedPost } from '@seamline/shared/contracts/media';
import { env } from '../_core/env';
import { fastFailHandler, SDK_MAX_ATTEMPTS, sdkLogger } from '../_core/aws-clients';
import { logger } from '../_core/powertools';

export const s3 = new S3Client({
  region: env.AWS_REGION,
  forcePathStyle: env.S3_FORCE_PATH_STYLE,
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
  logger: sdkLogger,
  // Issue 22: an S3 outage fails the call in ≈ 3 s (→ 503), never hangs the route.
  requestHandler: fastFailHandler(),
  maxAttempts: SDK_MAX_ATTEMPTS,
});

/** The media bucket's name (`MEDIA_BUCKET`). */
export const mediaBucket = (): string => env.MEDIA_BUCKET;

/**
 * True when `key` exists in the media bucket (HeadObject); false on 404. S3 answers 403 instead
 * of 404 for a missing key when the role lacks `s3:ListBucket`; that is logged and also false,
 * so a bad key from a client never becomes a 500.
 * @throws any other S3 error: network, timeout or throttling (the handler answers 503), else 500.
 */
export async function objectExists(key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: mediaBucket(), Key: key }));
    return true;
  } catch (error) {
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    const status = e.$metadata?.httpStatusCode;
    if (e.name === 'NotFound' || e.name === 'NoSuchKey' || status === 404) return false;
    if (status === 403) {
      logger.warn('HeadObject answered 403 (missing key without s3:ListBucket, or no access)', { key });
      return false;
    }
    throw error;
  }
}

/** Delete an object, best effort: a failure is logged, never thrown (a lifecycle rule cleans up). */
export async function deleteObjectQuietly(key: string): Promise<void> {
  try {
    await s3.send(new DeleteObjectCommand({ Bucket: mediaBucket(), Key: key }));
  } catch (error) {
    logger.warn('Could not delete a replaced object', { key, error: error as Error });
  }
}

/**
 * A presigned POST for one image at `key` (ARCHITECTURE §9): the policy pins the key, exactly
 * `contentType` and a size of 1 B – 10 MB (`MAX_UPLOAD_BYTES`), and expires after
 * `PRESIGN_EXPIRY_SECONDS` (300 s); S3 (locally the runtime's S3 front) refuses anything else.
 * @returns `{ url, fields, key, maxBytes, expiresAt }`; the form must send `fields` then `file`.
 */
export async function presignImageUpload(key: string, contentType: string, now = new Date()): Promise<PresignedPost> {
  const { url, fields } = await createPresignedPost(s3, {
    Bucket: mediaBucket(),
    Key: key,
    Conditions: [
      ['content-length-range', 1, MAX_UPLOAD_BYTES],
      ['eq', '$Content-Type', contentType],
    ],
    Fields: { 'Content-Type': contentType },
    Expires: PRESIGN_EXPIRY_SECONDS,
  });
  const expiresAt = new Date(now.getTime() + PRESIGN_EXPIRY_SECONDS * 1000).toISOString();
  return { url, fields, key, maxBytes: MAX_UPLOAD_BYTES, expiresAt };
}
