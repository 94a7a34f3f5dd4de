/**
 * Email verification (spec 01 §4 Email verification, §8; issue 3): single-use 24-hour
 * tokens, verification sets `isEmailVerified`; resends are limited to 3 per hour per user.
 */
import { INVALID_VERIFICATION_LINK } from '@seamline/shared/contracts/auth';
import { db } from '../_core/aws-clients';
import { sendEmail } from '../_core/email/outbox';
import { BadRequest, NotFound, TooManyRequests } from '../_core/http-errors';
import { limitKey, tryTakeAll, type Limit } from '../_core/rate-limit';
import { RATE_LIMITS } from '@seamline/shared/contracts/rate-limits';
import { verificationEmail } from './emails';
import { consumeToken, issueToken } from './one-time-tokens';

/** Resends: 3 an hour per person (`RATE_LIMITS.verificationResend`). */
export const RESEND_LIMIT: Limit = RATE_LIMITS.verificationResend;
export const RESEND_LIMITED = RATE_LIMITS.verificationResend.message;
/** One resend a minute (issue 17 §5, `RATE_LIMITS.verificationCooldown`): the button counts the same 60 s down. */
export const RESEND_COOLDOWN: Limit = RATE_LIMITS.verificationCooldown;
export const resendCooldownMessage = (seconds: number) =>
  RATE_LIMITS.verificationCooldown.message.replace('{seconds}', String(seconds));

interface Recipient {
  id: string;
  email: string;
  username: string;
  firstName?: string;
}

/** Issue a verification token for `user` and email its link. */
export async function sendVerificationEmail(user: Recipient, now = new Date()): Promise<void> {
  const token = await issueToken(user.id, 'email_verification', now);
  await sendEmail(verificationEmail(user.email, user.firstName || user.username, token));
}

/**
 * Use a verification token.
 * @throws BadRequest 400 INVALID_VERIFICATION_LINK for expired, used or unknown tokens.
 */
export async function verifyEmailToken(token: string, now = new Date()): Promise<void> {
  const userId = await consumeToken(token, 'email_verification', now);
  if (!userId) throw new BadRequest(INVALID_VERIFICATION_LINK);
  await db.entities.user.patch({ id: userId }).set({ isEmailVerified: true, updatedAt: now.toISOString() }).go();
}

/**
 * Send a new verification email to the signed-in user (nothing when already verified).
 * @returns whether an email was sent.
 * @throws TooManyRequests 429 within 60 s of the last resend (Retry-After = seconds left) and
 *   after 3 resends in an hour; NotFound when the account is gone.
 */
export async function resendVerification(userId: string, now = new Date()): Promise<boolean> {
  const { data: user } = await db.entities.user.get({ id: userId }).go();
  if (!user) throw new NotFound('User not found');
  if (user.isEmailVerified) return false;
  // Both limits count the resend, or neither does (the cooldown's message names its seconds).
  const taken = await tryTakeAll(
    [
      { key: limitKey('verificationCooldown', userId), limit: RESEND_COOLDOWN },
      { key: limitKey('verificationResend', userId), limit: RESEND_LIMIT },
    ],
    now,
  );
  if (!taken.allowed) {
    const message = taken.refused === 0 ? resendCooldownMessage(taken.retryAfterSeconds) : RESEND_LIMITED;
    throw new TooManyRequests(message, taken.retryAfterSeconds);
  }
  await sendVerificationEmail(user, now);
  return true;
}
