/**
 * Settings → Account (issue 17 §4): change the password, and sign out of all other devices.
 * A wrong current password counts against the sign-in throttle exactly like a failed sign-in
 * (`_core/sign-in-throttle.ts`), so the form cannot be used to guess passwords. Success ends
 * every other session of the user at once (the authorizer does not cache sessions, so their
 * next request is 401); the caller's own session stays.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { CURRENT_PASSWORD_INCORRECT, type changePasswordSchema } from '@seamline/shared/contracts/auth';
import type * as z from 'zod';
import { db } from '../_core/aws-clients';
import { NotFound, ValidationFailed } from '../_core/http-errors';
import { hashPassword, verifyPassword } from '../_core/passwords';
import { presentedTokenHash } from '../_core/session-lifecycle';
import { releaseSignInReservations, reserveSignInAttempt, signInClient, throttleKeys } from '../_core/sign-in-throttle';
import { endSessions } from './password-reset.service';

/**
 * @returns how many other sessions ended.
 * @throws ValidationFailed 400 'Current password is incorrect' (field currentPassword);
 *   TooManyRequests 429 once the sign-in throttle is used up; NotFound when the account is gone.
 */
export async function changePassword(
  userId: string,
  body: z.output<typeof changePasswordSchema>,
  event: APIGatewayProxyEventV2,
  now = new Date(),
): Promise<number> {
  const { data: user } = await db.entities.user.get({ id: userId }).go();
  if (!user) throw new NotFound('User not found');
  const keys = await throttleKeys(user.id, signInClient(event));
  // A failure slot is reserved before the check and given back when the password is right (issue 32).
  const reserved = await reserveSignInAttempt(keys);
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
    throw new ValidationFailed(CURRENT_PASSWORD_INCORRECT, { currentPassword: [CURRENT_PASSWORD_INCORRECT] });
  }
  await releaseSignInReservations(reserved);
  const passwordHash = await hashPassword(body.newPassword);
  await db.entities.user.patch({ id: userId }).set({ passwordHash, updatedAt: now.toISOString() }).go();
  return endSessions(userId, presentedTokenHash(event, 'user'));
}

/** End every session of `userId` but the caller's own. @returns how many ended. */
export function endOtherSessions(userId: string, event: APIGatewayProxyEventV2): Promise<number> {
  return endSessions(userId, presentedTokenHash(event, 'user'));
}
