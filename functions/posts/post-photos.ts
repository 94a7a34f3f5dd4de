/**
 * Post photos (issue 18: "images ≤ 4 keys uploaded by the caller through the existing
 * presigned-upload path"). The browser uploads each photo with the closet's presigned POST
 * (`POST /api/closets/{closetId}/photo-uploads` → `uploads/closet/<userId>/<uuid>`), so a key
 * proves whose upload it is. Creating the post re-encodes each upload exactly like a closet
 * photo (`processClosetPhoto`: EXIF orientation applied, fit inside 1600 px, JPEG q85, EXIF/GPS
 * stripped), stores the copy at `posts/<userId>/<photoId>.jpg` and deletes the upload.
 * Readers get presigned GET URLs valid {@link POST_IMAGE_URL_SECONDS}; deleting the post
 * deletes the copies (best effort).
 */
import { randomUUID } from 'node:crypto';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Forbidden } from '../_core/http-errors';
import { deleteObjectQuietly, mediaBucket, s3 } from '../media/s3';
import { uploadPrefix } from '../closet/photos-access';
import { processClosetPhoto, readUpload } from '../closet/photo-processing';

/** Validity of a post image URL, in seconds (a post list stays on screen a while). */
export const POST_IMAGE_URL_SECONDS = 60 * 60;
/** Message of a key that is not one of the caller's uploads (403). */
export const NOT_YOUR_UPLOAD = 'You can only post photos you uploaded.';

/** `posts/<userId>/<photoId>.jpg`: the stored copy of a post photo. */
export const postPhotoKey = (userId: string, photoId: string): string => `posts/${userId}/${photoId}.jpg`;

/**
 * True when `key` is directly under the caller's upload prefix `uploads/closet/<userId>/`
 * (pure).
 */
export function isOwnUploadKey(userId: string, key: string): boolean {
  const prefix = uploadPrefix(userId);
  const rest = key.startsWith(prefix) ? key.slice(prefix.length) : '';
  return rest.length > 0 && !rest.includes('/');
}

/**
 * Store the caller's uploads as post photos, in order (duplicates once), in parallel; when one
 * fails, the copies already stored are deleted before the error is rethrown.
 * @returns the photo ids in the order of `uploadKeys`.
 * @throws Forbidden (403) 'You can only post photos you uploaded.' for a key outside
 *   `uploads/closet/<callerId>/` (checked before any read); BadRequest (400) 'A photo upload was
 *   not found; please upload it again' for a missing upload, 'Invalid file type' for bytes that
 *   are not an image.
 */
export async function storePostPhotos(userId: string, uploadKeys: readonly string[]): Promise<string[]> {
  const keys = [...new Set(uploadKeys)];
  if (keys.some((k) => !isOwnUploadKey(userId, k))) throw new Forbidden(NOT_YOUR_UPLOAD);
  const results = await Promise.allSettled(
    keys.map(async (key) => {
      const processed = await processClosetPhoto(await readUpload(key));
      const photoId = randomUUID();
      await s3.send(
        new PutObjectCommand({
          Bucket: mediaBucket(),
          Key: postPhotoKey(userId, photoId),
          Body: processed.full,
          ContentType: 'image/jpeg',
          CacheControl: 'private, max-age=31536000, immutable',
        }),
      );
      return photoId;
    }),
  );
  const stored = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    await deletePostPhotos(userId, stored);
    throw failed.reason;
  }
  await Promise.all(keys.map((k) => deleteObjectQuietly(k)));
  return stored;
}

/** Presigned GET URLs ({@link POST_IMAGE_URL_SECONDS}) of a post's photos, in order (no I/O: signing is local). */
export async function postImageUrls(userId: string, photoIds: readonly string[]): Promise<string[]> {
  return Promise.all(
    photoIds.map((id) =>
      getSignedUrl(s3, new GetObjectCommand({ Bucket: mediaBucket(), Key: postPhotoKey(userId, id) }), {
        expiresIn: POST_IMAGE_URL_SECONDS,
      }),
    ),
  );
}

/** Delete a post's stored photos, best effort (failures are logged, never thrown). */
export async function deletePostPhotos(userId: string, photoIds: readonly string[]): Promise<void> {
  await Promise.all(photoIds.map((id) => deleteObjectQuietly(postPhotoKey(userId, id))));
}
