/**
 * Retained scan photos (issue 17 §1): the only scan images ever stored — a sanitized copy
 * (faces blurred / body cropped per the privacy settings) under `scans/retained/<userId>/`,
 * written only when the person keeps it with Photo uploads on. Scan photos themselves travel
 * in the request and are analysed in memory.
 */
import { randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { mediaBucket, s3 } from '../media/s3';
import { withRetentionWork } from '../measurements/retention-summary';

export const SCAN_RETAINED_PREFIX = 'scans/retained/';

/**
 * Store a sanitized retained copy (JPEG) at `scans/retained/<userId>/<ISO time>_<uuid>.jpg`;
 * returns the key. The save time leads the name so the keys of a person list oldest first and
 * the retention pass (issue 22, functions/measurements/retention.ts) reads each photo's age from
 * its key (keys from before carry only the uuid; their S3 LastModified is used). The put runs
 * between two invalidations of the person's retention summary (issue 35, retention-summary.ts).
 */
export async function storeRetainedPhoto(userId: string, jpeg: Buffer, now = new Date()): Promise<string> {
  const key = `${SCAN_RETAINED_PREFIX}${userId}/${now.toISOString()}_${randomUUID()}.jpg`;
  await withRetentionWork(userId, () => s3.send(new PutObjectCommand({ Bucket: mediaBucket(), Key: key, Body: jpeg, ContentType: 'image/jpeg' })));
  return key;
}
