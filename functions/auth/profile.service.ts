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
import { avatarUrl, classifyAvatarKey } from '../media/avatar-keys';
import { deleteObjectQuietly, objectExists } from '../media/s3';
import { fileImageReview, moderateUpload } from '../media/image-moderation';
import type { ModerationResult } from '../_core/image-moderation/port';
import { toPublicUser } from './users';
import { isConditionalFailure } from '../_core/db-errors';
import { changeUsername } from './username-change';

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

export const UPLOAD_NOT_FOUND = 'Upload not found. Please try again.';

/**
 * Check that `key` is an uploaded profile photo of `userId`.
 * @throws Forbidden (403) for a key under another user's prefix; BadRequest (400) 'Upload not
 *   found. Please try again.' for a malformed key or one not in the bucket.
 */
async function assertOwnUpload(userId: string, key: string): Promise<void> {
  const kind = classifyAvatarKey(userId, key);
  if (kind === 'foreign') throw new Forbidden();
  if (kind === 'malformed' || !(await objectExists(key))) throw new BadRequest(UPLOAD_NOT_FOUND);
}

/**
 * Update the profile of `userId` and return the public user.
 * Optional text fields sent empty are cleared; fields not sent stay as they are. A new photo is
 * moderated before it is stored on the user (issue 33 §5): refused → the upload is deleted and
 * nothing changes; borderline → stored, and the system reports the person for review.
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
  if (photoChanged) {
    await assertOwnUpload(userId, newKey);
    moderation = await moderateUpload(newKey);
    set.profileImageKey = newKey;
    set.profileImageUrl = avatarUrl(userId, newKey);
  }

  let updated;
  if (input.username !== undefined && input.username !== current.username) {
    updated = await changeUsername(current, input.username, set, remove);
  } else {
    try {
      const patch = db.entities.user.patch({ id: userId }).set(set);
      const res = await (remove.length ? patch.remove(remove) : patch).go({ response: 'all_new' });
      updated = res.data;
    } catch (error) {
      if (isConditionalFailure(error)) throw new NotFound('User not found');
      throw error;
    }
  }
  if (photoChanged && current.profileImageKey) await deleteObjectQuietly(current.profileImageKey);
  await fileImageReview({ targetType: 'user', targetId: userId, what: 'Profile photo' }, moderation, now);
  return toPublicUser(updated);
}
