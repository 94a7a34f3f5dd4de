/**
 * Scan photos in the media bucket (ARCHITECTURE §9): presigned POSTs to
 * `scans/tmp/<userId>/<uuid>` (the CDK lifecycle rule expires `scans/tmp/` after 1 day),
 * reads of the caller's own uploads, and retained copies under `scans/retained/<userId>/`.
 */
import { randomUUID } from 'node:crypto';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { PresignedPost } from '@seamline/shared/contracts/media';
import { BadRequest, Forbidden } from '../_core/http-errors';
import { mediaBucket, presignImageUpload, s3 } from '../media/s3';

export const SCAN_TMP_PREFIX = 'scans/tmp/';
export const SCAN_RETAINED_PREFIX = 'scans/retained/';
export const PHOTO_MISSING = 'We could not find your photo. Please upload it again.';

/** A presigned POST for a scan photo: image content type, 1 B – 10 MB, 5 minutes. */
export async function presignScanPhotoUpload(userId: string, contentType: string, now = new Date()): Promise<PresignedPost> {
  return presignImageUpload(`${SCAN_TMP_PREFIX}${userId}/${randomUUID()}`, contentType, now);
}

/** @throws Forbidden (403) unless `key` is under the caller's temporary scan prefix. */
export function assertOwnScanKey(userId: string, key: string): void {
  if (!key.startsWith(`${SCAN_TMP_PREFIX}${userId}/`) || key.includes('..')) throw new Forbidden();
}

/**
 * The bytes of an uploaded scan photo.
 * @throws BadRequest (400) when it is not there (never uploaded, expired or already processed).
 */
export async function readScanPhoto(key: string): Promise<Uint8Array> {
  try {
    const res = await s3.send(new GetObjectCommand({ Bucket: mediaBucket(), Key: key }));
    return await res.Body!.transformToByteArray();
  } catch (error) {
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    if (e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404 || e.$metadata?.httpStatusCode === 403) {
      throw new BadRequest(PHOTO_MISSING);
    }
    throw error;
  }
}

/** Store a sanitized retained copy (JPEG) at `scans/retained/<userId>/<uuid>.jpg`; returns the key. */
export async function storeRetainedPhoto(userId: string, jpeg: Buffer): Promise<string> {
  const key = `${SCAN_RETAINED_PREFIX}${userId}/${randomUUID()}.jpg`;
  await s3.send(new PutObjectCommand({ Bucket: mediaBucket(), Key: key, Body: jpeg, ContentType: 'image/jpeg' }));
  return key;
}
