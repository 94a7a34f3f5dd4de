/**
 * Closet photo keys, uploads and reads (issue 7; ARCHITECTURE §9). The browser uploads each
 * photo straight to S3 with a presigned POST at `uploads/closet/<userId>/<uuid>` (the caller's
 * own prefix, so a key proves whose upload it is; a lifecycle rule expires unattached uploads
 * after a day). Saving the item re-encodes each upload (photo-processing.ts) to
 * `closet/<userId>/<photoId>.jpg` + `…-thumb.jpg` and deletes the upload. Photos are private
 * objects: read through `GET /api/closets/{closetId}/photos/{photoId}` (302 to a 5-minute URL).
 */
import { takeLimited } from '../_core/rate-limit';
import { randomUUID } from 'node:crypto';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { CLOSET_ERRORS } from '@seamline/shared/contracts/closet';
import { PRESIGN_EXPIRY_SECONDS, type PresignedPost } from '@seamline/shared/contracts/media';
import { Forbidden, NotFound } from '../_core/http-errors';
import { deleteObjectQuietly, mediaBucket, objectExists, presignImageUpload, s3 } from '../media/s3';

/** `uploads/closet/<userId>/`: the only prefix a user's closet photo uploads may use. */
export const uploadPrefix = (userId: string): string => `uploads/closet/${userId}/`;

/** A fresh upload key under the user's prefix: `uploads/closet/<userId>/<uuid>`. */
export const newUploadKey = (userId: string): string => `${uploadPrefix(userId)}${randomUUID()}`;

/** Keys of a stored photo and its thumbnail (both JPEG, metadata stripped). */
export function photoKeys(userId: string, photoId: string): { full: string; thumb: string } {
  return { full: `closet/${userId}/${photoId}.jpg`, thumb: `closet/${userId}/${photoId}-thumb.jpg` };
}

/**
 * A presigned POST for one closet photo of the caller (own closet only).
 * @param contentType JPEG, PNG or WebP (validated by the contract; the policy pins it).
 * @throws Forbidden (403) 'You can only change your own closet'.
 */
export async function presignClosetPhoto(callerId: string, closetId: string, contentType: string): Promise<PresignedPost> {
  if (callerId !== closetId) throw new Forbidden(CLOSET_ERRORS.notYourCloset);
  await takeLimited('upload', callerId);
  return presignImageUpload(newUploadKey(callerId), contentType);
}

/**
 * A 5-minute presigned GET of a stored photo (or its thumbnail). The caller must be allowed to
 * view the closet (checked by the route).
 * @throws NotFound (404) 'Photo not found' when the object does not exist.
 */
export async function closetPhotoDownloadUrl(closetId: string, photoId: string, size: 'full' | 'thumb'): Promise<string> {
  const key = photoKeys(closetId, photoId)[size];
  if (!(await objectExists(key))) throw new NotFound(CLOSET_ERRORS.photoNotFound);
  return getSignedUrl(s3, new GetObjectCommand({ Bucket: mediaBucket(), Key: key }), { expiresIn: PRESIGN_EXPIRY_SECONDS });
}

/** Delete stored photos and their thumbnails, best effort (failures are logged, never thrown). */
export async function deleteClosetPhotos(userId: string, photoIds: readonly string[]): Promise<void> {
  await Promise.all(photoIds.flatMap((id) => Object.values(photoKeys(userId, id)).map((key) => deleteObjectQuietly(key))));
}
