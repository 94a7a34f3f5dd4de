/**
 * Settings (issue 17 §4): the units every measurement form starts in and whether new moodboards
 * start public. Stored on the user item (`preferredLengthUnit`, `preferredWeightUnit`,
 * `newMoodboardsPublic`) and returned in the public user DTO.
 */
import type * as z from 'zod';
import type { PublicUser, userSettingsSchema } from '@seamline/shared/contracts/auth';
import { db } from '../_core/aws-clients';
import { assertOwner, NotFound } from '../_core/http-errors';
import { isConditionalFailure } from '../_core/db-errors';
import { toPublicUser } from './users';

/**
 * Save any of the caller's settings (one conditional UpdateItem).
 * @returns the updated public user.
 * @throws Forbidden (403) for another user's id; NotFound (404) when the account is gone.
 */
export async function updateSettings(callerId: string, userId: string, body: z.output<typeof userSettingsSchema>, now = new Date()): Promise<PublicUser> {
  assertOwner(callerId, userId);
  try {
    const { data } = await db.entities.user
      .patch({ id: userId })
      .set({
        ...(body.preferredUnits ? { preferredLengthUnit: body.preferredUnits.length, preferredWeightUnit: body.preferredUnits.weight } : {}),
        ...(body.newMoodboardsPublic !== undefined ? { newMoodboardsPublic: body.newMoodboardsPublic } : {}),
        updatedAt: now.toISOString(),
      })
      .go({ response: 'all_new' });
    return toPublicUser(data as Parameters<typeof toPublicUser>[0]);
  } catch (error) {
    if (isConditionalFailure(error)) throw new NotFound('User not found');
    throw error;
  }
}
