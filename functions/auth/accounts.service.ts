/**
 * Registration and sign-in (spec 01 §5, §7; issue 3). Usernames and emails are unique
 * case-insensitively through uniqueness markers written in ONE TransactWriteItems with the
 * User; sign-in runs argon2id verification even for unknown accounts and is rate-limited per
 * account and per client address.
 */
import { randomUUID } from 'node:crypto';
import { INVALID_CREDENTIALS, type PublicUser } from '@seamline/shared/contracts/auth';
import { MODERATION_ERRORS } from '@seamline/shared/contracts/moderation-constants';
import { uniqueValue, type UniqueKind } from '@seamline/shared/db/entities/uniqueness';
import { db } from '../_core/aws-clients';
import { Conflict, Forbidden, Unauthorized } from '../_core/http-errors';
import { hashPassword, verifyPassword } from '../_core/passwords';
import { logger } from '../_core/powertools';
import { takeLimited, type Limit } from '../_core/rate-limit';
import { RATE_LIMITS } from '@seamline/shared/contracts/rate-limits';
import { releaseSignInReservations, reserveSignInAttempt, throttleKeys, type SignInClient } from '../_core/sign-in-throttle';
import { env } from '../_core/env';
import { domainEventItemOf, userRegisteredEvent } from '@seamline/events/domain-events';
import { toPublicUser, type UserItem } from './users';
import { sendVerificationEmail } from './verification.service';

export const USERNAME_TAKEN = 'Username is already taken';
export const EMAIL_TAKEN = 'An account with this email already exists';
export const REGISTRATIONS_LIMITED = RATE_LIMITS.registration.message;

export interface NewAccount {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * Create the user, its two markers and the `user.registered` event (the welcome notification,
 * issue 18) atomically, then send the verification email.
 * @throws TooManyRequests 429 after REGISTRATIONS_PER_HOUR attempts from `address` in an hour;
 *   Conflict 409 (fieldErrors.username or .email) when either is taken, any case.
 */
export async function registerAccount(input: NewAccount, address: string, now = new Date()): Promise<PublicUser> {
  // Every attempt counts (a 409 also tells whether an email is registered): bounds sign-up
  // abuse and enumeration per address.
  // `RATE_LIMITS.registration`, with the deployment's own ceiling (env, default its `max`).
  const limit: Limit = { max: env.REGISTRATIONS_PER_HOUR, windowSeconds: RATE_LIMITS.registration.windowSeconds };
  await takeLimited('registration', address, now, limit);
  const at = now.toISOString();
  const id = randomUUID();
  const passwordHash = await hashPassword(input.password);
  const user = {
    id,
    username: input.username,
    email: input.email,
    passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    authProvider: 'local' as const,
    isEmailVerified: false,
    termsAcceptedAt: at,
    createdAt: at,
    updatedAt: at,
  };
  const { canceled, data } = await db.transaction
    .write(({ user: users, uniqueness, domainEvent, blockCount }) => [
      uniqueness.create({ kind: 'username', value: uniqueValue(input.username), userId: id, createdAt: at }).commit(),
      uniqueness.create({ kind: 'email', value: uniqueValue(input.email), userId: id, createdAt: at }).commit(),
      users.create(user).commit(),
      // The hidden set starts complete and empty (`functions/people/hidden-set.ts`).
      blockCount.create({ userId: id, hiddenComplete: true, hiddenVersion: 0 }).commit(),
      domainEvent.create(domainEventItemOf(userRegisteredEvent(user), now)).commit(),
    ])
    .go();
  if (canceled) {
    const [username, email] = data.map((d) => d.code === 'ConditionalCheckFailed');
    if (username) throw new Conflict(USERNAME_TAKEN, { username: [USERNAME_TAKEN] });
    if (email) throw new Conflict(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
    throw new Error(`Registration transaction canceled: ${data.map((d) => d.code).join(', ')}`);
  }
  // The account exists now: a failed send is logged and the user can ask for a resend.
  await sendVerificationEmail(user, now).catch((error: unknown) =>
    logger.error('Verification email failed', { userId: id, error: error as Error }),
  );
  return toPublicUser(user as UserItem);
}

/**
 * The user owning a username or an email (any case), or null. The User is read CONSISTENTLY:
 * sign-in must see a suspension or a deletion committed just before (issue 33 §4; the session
 * transaction re-checks both anyway, `createSession`).
 */
export async function findUserByLogin(usernameOrEmail: string): Promise<UserItem | null> {
  const kind: UniqueKind = usernameOrEmail.includes('@') ? 'email' : 'username';
  const { data: marker } = await db.entities.uniqueness.get({ kind, value: uniqueValue(usernameOrEmail) }).go();
  if (!marker) return null;
  const { data } = await db.entities.user.get({ id: marker.userId }).go({ consistent: true });
  return data;
}

/**
 * Check credentials, throttled per (account, client address), per known device and per address
 * (`functions/_core/sign-in-throttle.ts`, issue 17 §5): nobody's failures lock out a browser
 * that signed in to the account before, nor another address.
 * @returns the user on success.
 * @throws TooManyRequests 429 (Retry-After), Unauthorized 401 INVALID_CREDENTIALS for any
 *   wrong part (unknown account or wrong password, indistinguishable in text and timing);
 *   Forbidden 403 'This account is suspended' with the right password (issue 33 §4).
 */
export async function authenticate(usernameOrEmail: string, password: string, client: SignInClient): Promise<UserItem> {
  const user = await findUserByLogin(usernameOrEmail);
  // An existing account is counted once whether named by username or by email.
  const account = user ? user.id : uniqueValue(usernameOrEmail);
  const keys = await throttleKeys(account, client);
  // A failure slot is reserved before the check and given back when the password is right (issue 32).
  const reserved = await reserveSignInAttempt(keys);
  const ok = await verifyPassword(user?.passwordHash, password);
  if (!user || !ok) {
    throw new Unauthorized(INVALID_CREDENTIALS);
  }
  await releaseSignInReservations(reserved);
  // An account being deleted (issue 22) signs in nowhere; the same answer as a wrong password.
  if (user.deletingAt) throw new Unauthorized(INVALID_CREDENTIALS);
  // A suspended account (issue 33 §4) is told so — only once the password proved it is theirs.
  if (user.suspendedAt) throw new Forbidden(MODERATION_ERRORS.suspended);
  return user;
}
