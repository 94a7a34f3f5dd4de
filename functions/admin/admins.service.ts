/**
 * Admin accounts (ARCHITECTURE §6): a separate auth stage. Usernames are unique
 * case-insensitively (the Admin item is keyed by the lower-cased name); sign-in uses the
 * same argon2id verification and failure limits as users, under separate limiter keys.
 */
import { randomUUID } from 'node:crypto';
import { INVALID_CREDENTIALS } from '@seamline/shared/contracts/auth';
import { db } from '../_core/aws-clients';
import { Unauthorized } from '../_core/http-errors';
import { hashPassword, verifyPassword } from '../_core/passwords';
import { LOGIN_FAILURES } from '../_core/rate-limit';
import { releaseSignInReservations, reserveSignInAttempt } from '../_core/sign-in-throttle';

const adminKey = (username: string) => username.trim().toLowerCase();

/**
 * Create an admin account.
 * @returns the new admin's id.
 * @throws ElectroDB's conditional failure (see `isConditionalFailure`) when the name is taken.
 */
export async function createAdmin(username: string, password: string, now = new Date()): Promise<string> {
  const id = `admin-${randomUUID()}`;
  const at = now.toISOString();
  await db.entities.admin
    .create({ username: adminKey(username), id, passwordHash: await hashPassword(password), createdAt: at, updatedAt: at })
    .go();
  return id;
}

/**
 * Check admin credentials.
 * @returns the admin's id.
 * @throws TooManyRequests 429 after 10 failures in 15 minutes (account or address),
 *   Unauthorized 401 for any wrong part.
 */
export async function authenticateAdmin(username: string, password: string, address: string): Promise<string> {
  const keys = [`admin-login-account#${adminKey(username)}`, `admin-login-ip#${address}`];
  // A failure slot is reserved under both keys before the check, given back on success (issue 32).
  const reserved = await reserveSignInAttempt(keys.map((key) => ({ key, limit: LOGIN_FAILURES })));
  const { data: admin } = await db.entities.admin.get({ username: adminKey(username) }).go();
  const ok = await verifyPassword(admin?.passwordHash, password);
  if (!admin || !ok) throw new Unauthorized(INVALID_CREDENTIALS);
  await releaseSignInReservations(reserved);
  return admin.id;
}
