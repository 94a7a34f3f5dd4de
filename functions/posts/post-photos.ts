/**
 * Post photos (issue 18: "images ≤ 4 keys uploaded by the caller through the existing
 * presigned-upload path"). The browser uploads each photo with the closet's presigned POST
 * (`POST /api/closets/{closetId}/photo-uploads` → `uploads/closet/<userId>/<uuid>`), so a key
 * proves whose upload it is. Creating the post re-encodes each upload exactly like a closet
 * photo (`processClosetPhoto`: EXIF orientation applied, fit inside 1600 px, JPEG q85, EXIF/GPS
 * stripped), stores the copy at `posts/<userId>/<photoId>.jpg` and deletes the upload.
 * Readers get presigned GET URLs valid {@link POST_IMAGE_URL_SECONDS}; deleting the post
 * deletes the copies (best effort). Storing (re-encoding with sharp, moderation) is in
 * `post-photo-store.ts`, so that readers of post photos (feed, moderation, post reads) do not
 * bundle sharp.
 */
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { deleteObjectQuietly, mediaBucket, s3 } from '../media/s3';
import { uploadPrefix } from '../closet/photos-access';

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
