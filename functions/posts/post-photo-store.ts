/**
 * Storing post photos (issue 18; issue 33 §5): each upload is moderated (`moderateUpload`: a
 * refused one is deleted and the post is not created), re-encoded like a closet photo
 * (`processClosetPhoto`) and stored at `posts/<userId>/<photoId>.jpg`; the uploads are deleted.
 * Apart from `post-photos.ts` (keys, URLs, deletion) because it loads sharp.
 */
import { randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { Forbidden } from '../_core/http-errors';
import type { ModerationResult } from '../_core/image-moderation/port';
import { processClosetPhoto, readUpload } from '../closet/photo-processing';
import { firstReview, moderateUpload } from '../media/image-moderation';
import { deleteObjectQuietly, mediaBucket, s3 } from '../media/s3';
import { NOT_YOUR_UPLOAD, deletePostPhotos, isOwnUploadKey, postPhotoKey } from './post-photos';

/** Stored post photos: their ids in order, and the first borderline moderation answer (issue 33 §5), if any. */
export interface StoredPostPhotos {
  photoIds: string[];
  review: ModerationResult | null;
}

/**
 * Store the caller's uploads as post photos, in order (duplicates once), in parallel, each
 * moderated first (issue 33 §5); when one fails, the copies already stored are deleted before the
 * error is rethrown.
 * @returns the photo ids in the order of `uploadKeys` and the first `review` answer (the caller
 *   files the system's report once the post exists).
 * @throws Forbidden (403) 'You can only post photos you uploaded.' for a key outside
 *   `uploads/closet/<callerId>/` (checked before any read); BadRequest (400) 'A photo upload was
 *   not found; please upload it again' for a missing upload, 'Invalid file type' for bytes that
 *   are not an image, "This photo can't be used: it appears to contain <label>" for a refused one.
 */
export async function storePostPhotos(userId: string, uploadKeys: readonly string[]): Promise<StoredPostPhotos> {
  const keys = [...new Set(uploadKeys)];
  if (keys.some((k) => !isOwnUploadKey(userId, k))) throw new Forbidden(NOT_YOUR_UPLOAD);
  const moderation: ModerationResult[] = [];
  const results = await Promise.allSettled(
    keys.map(async (key) => {
      const bytes = await readUpload(key);
      moderation.push(await moderateUpload(key));
      const processed = await processClosetPhoto(bytes);
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
  return { photoIds: stored, review: firstReview(moderation) };
}
