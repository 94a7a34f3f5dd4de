/**
 * Profile update (spec 01 §3 Profile update payload + Profile schema; §7 `PUT
 * /api/auth/profile/{userId}`). Oneself only. Names and bio always; location, preferred size,
 * a new username (uniqueness markers swapped in one transaction) and an uploaded profile
 * photo when sent.
 */
import type * as z from 'zod';
import type { PublicUser } from '@seamline/shared/contracts/auth';
import type { profileUpdateSchema } from '@seamline/shared/contracts/profile';
import { db } from '../_core/aws-clients';
import { BadRequest, Forbidden, NotFound, assertOwner } from '../_core/http-errors';
import { CopyObjectCommand } from '@aws-sdk/client-s3';
import { avatarUrl, classifyAvatarKey, storedAvatarKey } from '../media/avatar-keys';
import { deleteObjectQuietly, mediaBucket, s3 } from '../media/s3';
import { fileImageReview, moderateUpload } from '../media/image-moderation';
import type { ModerationResult } from '../_core/image-moderation/port';
import { toPublicUser } from './users';
import { isConditionalFailure } from '../_core/db-errors';
import { changeUsername } from './username-change';

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

export const UPLOAD_NOT_FOUND = 'Upload not found. Please try again.';

/**
 * Copy the profile photo upload `key` of `userId` to a fresh server-only key
 * (`storedAvatarKey`, issue 33 §5) and return that key. The copy is what gets moderated and
 * stored: the presigned POST of `key` stays valid 300 s, so the upload key itself could be
 * re-uploaded after any check, while no browser can write the copy.
 * @throws Forbidden (403) for a key under another user's prefix; BadRequest (400) 'Upload not
 *   found. Please try again.' for a malformed key or one not in the bucket.
 */
async function copyOwnUpload(userId: string, key: string): Promise<string> {
  const kind = classifyAvatarKey(userId, key);
  if (kind === 'foreign') throw new Forbidden();
  if (kind === 'malformed') throw new BadRequest(UPLOAD_NOT_FOUND);
  const stored = storedAvatarKey(userId);
  const bucket = mediaBucket();
  try {
    await s3.send(new CopyObjectCommand({ Bucket: bucket, Key: stored, CopySource: `${bucket}/${key}` }));
  } catch (error) {
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    const status = e.$metadata?.httpStatusCode;
    if (e.name === 'NoSuchKey' || e.name === 'NotFound' || status === 404 || status === 403) throw new BadRequest(UPLOAD_NOT_FOUND);
    throw error;
  }
  return stored;
}

/**
 * Update the profile of `userId` and return the public user.
 * Optional text fields sent empty are cleared; fields not sent stay as they are. A new photo is
 * copied to a server-only key, that copy moderated and that copy's key stored on the user (issue
 * 33 §5; the upload is deleted): refused → both are deleted and nothing changes; borderline →
 * stored, and the system reports the person for review.
 * @throws Forbidden (403) when `actorId` is not `userId` or the photo key is someone else's;
 *   NotFound (404) when the user no longer exists; Conflict (409) 'Username is already taken';
 *   BadRequest (400) 'Upload not found. Please try again.', 'Invalid file type' (no image), or
 *   "This photo can't be used: it appears to contain <label>" (refused by image moderation).
 */
export async function updateProfile(
  actorId: string,
  userId: string,
  input: ProfileUpdate,
  now = new Date(),
): Promise<PublicUser> {
  assertOwner(actorId, userId);
  const { data: current } = await db.entities.user.get({ id: userId }).go();
  if (!current) throw new NotFound('User not found');

  const set: Record<string, string> = { firstName: input.firstName, lastName: input.lastName, updatedAt: now.toISOString() };
  const remove: ('bio' | 'location' | 'preferredSize')[] = [];
  for (const field of ['bio', 'location', 'preferredSize'] as const) {
    const value = input[field];
    if (value === undefined) continue;
    if (value === '') remove.push(field);
    else set[field] = value;
  }
  const newKey = input.profileImageKey;
  const photoChanged = newKey !== undefined && newKey !== current.profileImageKey;
  let moderation: ModerationResult | undefined;
  let storedKey: string | undefined;
  if (photoChanged) {
    storedKey = await copyOwnUpload(userId, newKey);
    moderation = await moderateUpload({ bucket: mediaBucket(), key: storedKey }, [newKey, storedKey]);
    set.profileImageKey = storedKey;
    set.profileImageUrl = avatarUrl(userId, storedKey);
  }

  let updated;
  try {
    updated = await saveProfile(current, input.username, set, remove);
  } catch (error) {
    if (storedKey) await deleteObjectQuietly(storedKey);
    throw error;
  }
  if (photoChanged) {
    await deleteObjectQuietly(newKey);
    if (current.profileImageKey) await deleteObjectQuietly(current.profileImageKey);
  }
  await fileImageReview({ targetType: 'user', targetId: userId, what: 'Profile photo' }, moderation, now);
  return toPublicUser(updated);
}

/** Write the profile fields (and a new username) of `current`; a vanished user is a 404. */
async function saveProfile(
  current: { id: string; username: string } & Parameters<typeof changeUsername>[0],
  username: string | undefined,
  set: Record<string, string>,
  remove: ('bio' | 'location' | 'preferredSize')[],
) {
  if (username !== undefined && username !== current.username) return changeUsername(current, username, set, remove);
  try {
    const patch = db.entities.user.patch({ id: current.id }).set(set);
    const res = await (remove.length ? patch.remove(remove) : patch).go({ response: 'all_new' });
    return res.data;
  } catch (error) {
    if (isConditionalFailure(error)) throw new NotFound('User not found');
    throw error;
  }
}
