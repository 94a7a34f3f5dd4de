/**
 * Storing post photos (issue 18; issue 33 §5): each upload is re-encoded like a closet photo,
 * those bytes moderated (a refused one is deleted and the post is not created) and stored at
 * `posts/<userId>/<photoId>.jpg`; the uploads are deleted.
 * Apart from `post-photos.ts` (keys, URLs, deletion) because it loads sharp.
 */
import { Forbidden } from '../_core/http-errors';
import type { ModerationResult } from '../_core/image-moderation/port';
import { storeModeratedPhotos } from '../closet/photo-processing';
import { NOT_YOUR_UPLOAD, isOwnUploadKey, postPhotoKey } from './post-photos';

/** Stored post photos: their ids in order, and the first borderline moderation answer (issue 33 §5), if any. */
export interface StoredPostPhotos {
  photoIds: string[];
  review: ModerationResult | null;
}

/**
 * Store the caller's uploads as post photos, in order (duplicates once), through the shared
 * `storeModeratedPhotos` (read once, re-encoded, those bytes moderated and stored; issue 33 §5):
 * the full copy only, at `posts/<userId>/<photoId>.jpg`; when one fails, the copies already stored
 * are deleted before the error is rethrown.
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
  const { photos, review } = await storeModeratedPhotos(keys, (id) => ({ full: postPhotoKey(userId, id) }));
  return { photoIds: photos.map((p) => p.id), review };
}
