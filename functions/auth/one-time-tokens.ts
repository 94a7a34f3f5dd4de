/**
 * UserToken issue and consumption (spec 01 §3 UserToken; ARCHITECTURE §6): a random 256-bit
 * token goes into the email link, only its SHA-256 is stored. Consumption is ONE conditional
 * update (`used = false AND expiresAt > now AND type = …`), so a token works exactly once
 * even when requests race; expired, used, unknown and wrong-type tokens all look the same.
 */
import type { UserTokenType } from '@seamline/shared/db/entities/user-token';
import { db } from '../_core/aws-clients';
import { isConditionalFailure } from '../_core/db-errors';
import { hashToken, newToken } from '../_core/sessions';

/** Verification links last 24 hours, reset links 1 hour (issue 3). */
export const TOKEN_TTL_SECONDS: Record<UserTokenType, number> = {
  email_verification: 24 * 60 * 60,
  password_reset: 60 * 60,
};

/**
 * Store a new token of `type` for `userId`.
 * @returns the raw token (base64url, 43 chars) for the link; it is not stored anywhere.
 */
export async function issueToken(userId: string, type: UserTokenType, now = new Date()): Promise<string> {
  const token = newToken();
  const expires = new Date(now.getTime() + TOKEN_TTL_SECONDS[type] * 1000);
  await db.entities.userToken
    .create({
      tokenHash: hashToken(token),
      userId,
      type,
      used: false,
      expiresAt: expires.toISOString(),
      createdAt: now.toISOString(),
      ttl: Math.floor(expires.getTime() / 1000) + 24 * 60 * 60,
    })
    .go();
  return token;
}

/**
 * Mark the token used if it is of `type`, unused and unexpired.
 * @returns the owner's user id, or null for any token that cannot be used (no detail given).
 */
export async function consumeToken(token: string, type: UserTokenType, now = new Date()): Promise<string | null> {
  try {
    const { data } = await db.entities.userToken
      .patch({ tokenHash: hashToken(token) })
      .set({ used: true })
      .where(
        (a, { eq, gt }) => `${eq(a.used, false)} AND ${gt(a.expiresAt, now.toISOString())} AND ${eq(a.type, type)}`,
      )
      .go({ response: 'all_new' });
    return data.userId;
  } catch (error) {
    if (isConditionalFailure(error)) return null;
    throw error;
  }
}
