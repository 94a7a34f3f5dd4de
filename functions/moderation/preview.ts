/**
 * The moderation queue's preview image of a reported post: a presigned GET URL of its first
 * photo, signed locally (no I/O). The key is the posts area's `postPhotoKey`
 * (`posts/<userId>/<photoId>.jpg`, functions/posts/post-photos.ts), not imported from there
 * because that module loads the image processing (sharp) this area does not need.
 */
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { mediaBucket, s3 } from '../media/s3';

/** Validity of a preview URL, in seconds (the queue page stays open a while). */
export const PREVIEW_URL_SECONDS = 60 * 60;

/** The presigned URL of `photoId` of `userId`'s post. */
export function postPreviewUrl(userId: string, photoId: string): Promise<string> {
  return getSignedUrl(s3, new GetObjectCommand({ Bucket: mediaBucket(), Key: `posts/${userId}/${photoId}.jpg` }), {
    expiresIn: PREVIEW_URL_SECONDS,
  });
}
