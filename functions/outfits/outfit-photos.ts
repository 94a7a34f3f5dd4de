/**
 * Outfit photos (issue 20; ARCHITECTURE §9): the browser asks for presigned POSTs
 * (`POST /api/upload/outfit-images`, 1–6 at a time) and uploads straight to S3 under the
 * caller's prefix `uploads/outfits/<userId>/<uuid>`, with the same policy as every photo (JPEG,
 * PNG or WebP pinned, 1 B – 10 MB, 5-minute expiry); a Lambda never receives photo bytes in a
 * request. Saving a suggestion re-encodes each upload like a closet photo (EXIF orientation
 * applied, ≤ 1600 px, JPEG q85, EXIF/GPS stripped; 400 px thumbnail) to
 * `outfits/<userId>/<photoId>.jpg` + `-thumb.jpg` and deletes the upload; unattached uploads
 * expire after a day (bucket lifecycle). Readers get presigned GETs valid an hour.
 */
import { takeLimited } from '../_core/rate-limit';
import { randomUUID } from 'node:crypto';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { OUTFIT_ERRORS } from '@seamline/shared/contracts/outfits-constants';
import type { PresignedPost } from '@seamline/shared/contracts/media';
import { Forbidden } from '../_core/http-errors';
import { deleteObjectQuietly, mediaBucket, presignImageUpload, s3 } from '../media/s3';
import { storeModeratedPhotos } from '../closet/photo-processing';
import { fileImageReview } from '../media/image-moderation';

/** Validity of an outfit image URL, in seconds (the planning dialog stays open a while). */
export const OUTFIT_IMAGE_URL_SECONDS = 60 * 60;

/** `uploads/outfits/<userId>/`: the only prefix a person's outfit photo uploads may use. */
export const outfitUploadPrefix = (userId: string): string => `uploads/outfits/${userId}/`;

/** Keys of a stored outfit photo and its thumbnail. */
export function outfitPhotoKeys(userId: string, photoId: string): { full: string; thumb: string } {
  return { full: `outfits/${userId}/${photoId}.jpg`, thumb: `outfits/${userId}/${photoId}-thumb.jpg` };
}

/** True when `key` is directly under the caller's outfit upload prefix (pure). */
export function isOwnOutfitUpload(userId: string, key: string): boolean {
  const prefix = outfitUploadPrefix(userId);
  const rest = key.startsWith(prefix) ? key.slice(prefix.length) : '';
  return rest.length > 0 && !rest.includes('/');
}

/**
 * One presigned POST per file, each at a fresh key under the caller's prefix.
 * @param files content types (JPEG/PNG/WebP, validated by the contract) — the sizes were
 *   checked by the contract and the policy enforces ≤ 10 MB again at upload.
 */
export async function presignOutfitImages(userId: string, files: readonly { contentType: string }[]): Promise<{ uploads: PresignedPost[] }> {
  await takeLimited('upload', userId);
  const uploads = await Promise.all(files.map((f) => presignImageUpload(`${outfitUploadPrefix(userId)}${randomUUID()}`, f.contentType)));
  return { uploads };
}

/**
 * Store the caller's uploads as outfit photos, in order (duplicates once), through the shared
 * `storeModeratedPhotos` (read once, re-encoded, those bytes moderated and stored; issue 33 §5);
 * when one fails the copies already stored are deleted before the error is rethrown. When one is borderline, the system reports the person for review (an outfit
 * photo is no reportable target itself).
 * @returns the photo ids in the order of `uploadKeys`.
 * @throws Forbidden (403) 'You can only use photos you uploaded' for a key outside
 *   `uploads/outfits/<userId>/` (checked before any read); BadRequest (400) for a missing
 *   upload, bytes that are not an image, or "This photo can't be used: it appears to contain
 *   <label>" (refused by moderation; that upload is deleted).
 */
export async function storeOutfitPhotos(userId: string, uploadKeys: readonly string[]): Promise<string[]> {
  const keys = [...new Set(uploadKeys)];
  if (keys.some((k) => !isOwnOutfitUpload(userId, k))) throw new Forbidden(OUTFIT_ERRORS.notYourUpload);
  const { photos, review } = await storeModeratedPhotos(keys, (id) => outfitPhotoKeys(userId, id));
  await fileImageReview({ targetType: 'user', targetId: userId, what: 'Outfit photo' }, review);
  return photos.map((p) => p.id);
}

/** A presigned GET ({@link OUTFIT_IMAGE_URL_SECONDS}) of a private media object (no I/O: signing is local). */
export function signedMediaUrl(key: string): Promise<string> {
  return getSignedUrl(s3, new GetObjectCommand({ Bucket: mediaBucket(), Key: key }), { expiresIn: OUTFIT_IMAGE_URL_SECONDS });
}

/** Delete stored outfit photos and thumbnails, best effort (failures are logged, never thrown). */
export async function deleteOutfitPhotos(userId: string, photoIds: readonly string[]): Promise<void> {
  await Promise.all(photoIds.flatMap((id) => Object.values(outfitPhotoKeys(userId, id)).map((k) => deleteObjectQuietly(k))));
}
