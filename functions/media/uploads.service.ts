/**
 * Presigned uploads and photo reads (ARCHITECTURE §9). The browser uploads straight to S3 with
 * a presigned POST whose policy pins the key, the content type and a size of 1 B – 10 MB, and
 * expires after 5 minutes; S3 (locally the runtime's S3 front) refuses anything else.
 */
import { takeLimited } from '../_core/rate-limit';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { PRESIGN_EXPIRY_SECONDS, type PresignedPost } from '@seamline/shared/contracts/media';
import { db } from '../_core/aws-clients';
import { NotFound } from '../_core/http-errors';
import { mediaBucket, presignImageUpload, s3 } from './s3';
import { newAvatarKey } from './avatar-keys';
import { blockBetween } from '../people/block-graph';
import { canOpenProfile } from '../people/visibility';

/**
 * A presigned POST for a profile photo of `userId` at a fresh key `avatars/<userId>/<uuid>`.
 * @param contentType one of `IMAGE_CONTENT_TYPES` (validated by the contract); the policy
 *   requires exactly this `Content-Type`.
 * @returns `{ url, fields, key, maxBytes, expiresAt }`; the form must send `fields` then `file`.
 */
export async function presignProfilePhotoUpload(
  userId: string,
  contentType: string,
  now = new Date(),
): Promise<PresignedPost> {
  await takeLimited('upload', userId, now);
  return presignImageUpload(newAvatarKey(userId), contentType, now);
}

/**
 * A 5-minute presigned GET URL of `userId`'s profile photo for `viewerId`. Any signed-in member
 * may read it (profile photos are public to members) unless the person is hidden from them the
 * way their profile is (issue 33 §1, `canOpenProfile`: the blocked person and anyone looking at a
 * suspended person get 404; the blocker still sees the photo on the profile they can unblock from).
 * Reads: user GetItem and one Query of the pair's Block rows, in parallel.
 * @throws NotFound 'No profile photo' when the user does not exist, has no photo or is hidden.
 */
export async function avatarDownloadUrl(viewerId: string, userId: string): Promise<string> {
  const [{ data }, relation] = await Promise.all([
    db.entities.user.get({ id: userId }).go(),
    blockBetween(viewerId, userId),
  ]);
  if (!data?.profileImageKey || !canOpenProfile(viewerId, data, relation)) throw new NotFound('No profile photo');
  return getSignedUrl(s3, new GetObjectCommand({ Bucket: mediaBucket(), Key: data.profileImageKey }), {
    expiresIn: PRESIGN_EXPIRY_SECONDS,
  });
}
