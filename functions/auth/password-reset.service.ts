/**
 * Forgotten passwords (issue 3): a reset link (1-hour single-use token) is emailed only when
 * the account exists, but the answer is always the same (no account enumeration). Requests
 * are limited quietly per email (3/hour) and per client address (10/hour). A reset ends
 * every other session of the user.
 */
import { INVALID_RESET_LINK } from '@seamline/shared/contracts/auth';
import { uniqueValue } from '@seamline/shared/db/entities/uniqueness';
import { db } from '../_core/aws-clients';
import { sendEmail } from '../_core/email/outbox';
import { BadRequest } from '../_core/http-errors';
import { hashPassword } from '../_core/passwords';
import { logger } from '../_core/powertools';
import { limitKey, tryTakeAll, type Limit } from '../_core/rate-limit';
import { RATE_LIMITS } from '@seamline/shared/contracts/rate-limits';
import { passwordResetEmail } from './emails';
import { consumeToken, issueToken } from './one-time-tokens';
import { endSessions } from '../_core/session-lifecycle';

const PER_EMAIL: Limit = RATE_LIMITS.passwordResetEmail;
const PER_ADDRESS: Limit = RATE_LIMITS.passwordResetAddress;

/** Email a reset link if `email` belongs to an account and no limit is reached; else nothing. */
export async function requestPasswordReset(email: string, address: string, now = new Date()): Promise<void> {
  // Counted under both keys or neither; a refused request does nothing, quietly (no enumeration).
  const taken = await tryTakeAll(
    [
      { key: limitKey('passwordResetEmail', uniqueValue(email)), limit: PER_EMAIL },
      { key: limitKey('passwordResetAddress', address), limit: PER_ADDRESS },
    ],
    now,
  );
  if (!taken.allowed) return;
  const { data: marker } = await db.entities.uniqueness.get({ kind: 'email', value: uniqueValue(email) }).go();
  if (!marker) return;
  const { data: user } = await db.entities.user.get({ id: marker.userId }).go();
  if (!user) return;
  const token = await issueToken(user.id, 'password_reset', now);
  // The answer is the same either way (no enumeration); a failed send is only logged.
  await sendEmail(passwordResetEmail(user.email, user.firstName || user.username, token)).catch((error: unknown) =>
    logger.error('Password reset email failed', { userId: user.id, error: error as Error }),
  );
}

/**
 * Set a new password with a reset token and end every session of the user except
 * `keepTokenHash` (the caller's own, if any).
 * @throws BadRequest 400 INVALID_RESET_LINK for expired, used or unknown tokens.
 */
export async function resetPassword(token: string, password: string, keepTokenHash?: string, now = new Date()): Promise<void> {
  const userId = await consumeToken(token, 'password_reset', now);
  if (!userId) throw new BadRequest(INVALID_RESET_LINK);
  const passwordHash = await hashPassword(password);
  await db.entities.user.patch({ id: userId }).set({ passwordHash, updatedAt: now.toISOString() }).go();
  await endSessions(userId, keepTokenHash);
}

/** Delete every session of `userId` except `keepTokenHash` (`_core/session-lifecycle.ts`). */
export { endSessions } from '../_core/session-lifecycle';
