/**
 * Sign-in throttling that cannot lock someone else out (issue 17 §5), after OWASP's 'device
 * cookies' pattern (OWASP Cheat Sheet 'Authentication', Slow Down Online Guessing Attacks with
 * Device Cookies):
 * - a browser that has signed in to the account before presents a device cookie; its failures
 *   count against that device alone (10 in 15 minutes), and other clients' failures never
 *   throttle it;
 * - any other client counts per (account, client address): 10 failures in 15 minutes lock that
 *   address out of that account, never the account for everyone;
 * - per client address across accounts (credential stuffing) a ceiling of 30 failures in 15
 *   minutes stays for unknown clients.
 * Wrong current passwords on `POST /api/auth/change-password` count the same way.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { db } from './aws-clients';
import { env } from './env';
import { RATE_LIMITS } from '@seamline/shared/contracts/rate-limits';
import { TooManyRequests } from './http-errors';
import { clientAddress, LOGIN_FAILURES, LOGIN_LIMITED, releaseReservation, tryTakeAll, type Limit, type Reservation } from './rate-limit';
import { hashToken, newToken, readCookie } from './sessions';

export const DEVICE_COOKIE = 'sl_device';
/** A device cookie lives a year after its last successful sign-in (seconds). */
export const DEVICE_TTL_SECONDS = 365 * 24 * 3600;
/** Accounts remembered per device (a shared family computer). */
const MAX_ACCOUNTS_PER_DEVICE = 5;
/** Unknown clients of one address, across accounts: 30 failures in 15 minutes. */
export const LOGIN_ADDRESS_CEILING: Limit = RATE_LIMITS.signInAddress;

/** Who is trying: the client address and, when presented, the device token's hash. */
export interface SignInClient {
  address: string;
  /** The device cookie's token as presented (never stored) and its SHA-256 hex. */
  deviceToken?: string;
  deviceHash?: string;
}

/** The client of a sign-in request (address from the gateway; device cookie if any). */
export function signInClient(event: APIGatewayProxyEventV2): SignInClient {
  const token = readCookie(DEVICE_COOKIE, event.cookies, event.headers?.cookie);
  const valid = token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
  return { address: clientAddress(event), deviceToken: valid, deviceHash: valid && hashToken(valid) };
}

async function knownDeviceAccounts(deviceHash: string | undefined): Promise<string[]> {
  if (!deviceHash) return [];
  const { data } = await db.entities.knownDevice.get({ tokenHash: deviceHash }).go();
  return data && data.ttl * 1000 > Date.now() ? data.userIds : [];
}

/**
 * The limiter keys and limits for a sign-in to `account` (a user id, or the normalised name
 * tried when no such account exists) from `client`.
 */
export async function throttleKeys(account: string, client: SignInClient): Promise<{ key: string; limit: Limit }[]> {
  const known = client.deviceHash && (await knownDeviceAccounts(client.deviceHash)).includes(account);
  if (known) return [{ key: `login-device#${client.deviceHash}#${account}`, limit: LOGIN_FAILURES }];
  return [
    { key: `login-account-ip#${account}#${client.address}`, limit: LOGIN_FAILURES },
    { key: `login-ip#${client.address}`, limit: LOGIN_ADDRESS_CEILING },
  ];
}

/**
 * Reserve one failure slot under every key BEFORE the password is checked (issue 32): N parallel
 * guesses take N slots, so at most `max` of them ever reach the password check inside a window.
 * Release the reservations with {@link releaseSignInReservations} when the password was right;
 * a wrong one keeps them (they ARE the recorded failures).
 * @returns the reservations.
 * @throws TooManyRequests (429, LOGIN_LIMITED, Retry-After = seconds until the oldest counted
 *   failure leaves the window) when any key is used up; nothing is counted then.
 */
export async function reserveSignInAttempt(keys: { key: string; limit: Limit }[], now = new Date()): Promise<Reservation[]> {
  const result = await tryTakeAll(keys, now);
  if (!result.allowed) throw new TooManyRequests(LOGIN_LIMITED, result.retryAfterSeconds);
  return result.reservations;
}

/** The password was right: give the failure slots reserved for this attempt back. */
export async function releaseSignInReservations(reservations: Reservation[]): Promise<void> {
  await Promise.all(reservations.map(releaseReservation));
}

/**
 * After a successful sign-in: remember this browser as a known device of `userId` and return
 * the `Set-Cookie` value of the device cookie (HttpOnly, SameSite=Lax, Path=/api/auth, one year
 * from now; Secure unless COOKIE_SECURE=false). A known device keeps its token.
 */
export async function rememberDevice(userId: string, client: SignInClient): Promise<string> {
  const accounts = await knownDeviceAccounts(client.deviceHash);
  const token = client.deviceToken && accounts.length > 0 ? client.deviceToken : newToken();
  const userIds = [...accounts.filter((id) => id !== userId), userId].slice(-MAX_ACCOUNTS_PER_DEVICE);
  const now = new Date();
  const tokenHash = hashToken(token);
  const ttl = Math.ceil(now.getTime() / 1000) + DEVICE_TTL_SECONDS;
  // The device under the person too (DeviceAccount): account deletion finds every browser that remembers them.
  await Promise.all([
    db.entities.knownDevice.put({ tokenHash, userIds, updatedAt: now.toISOString(), ttl }).go(),
    db.entities.deviceAccount.put({ userId, tokenHash, ttl }).go(),
  ]);
  return [`${DEVICE_COOKIE}=${token}`, 'Path=/api/auth', 'HttpOnly', 'SameSite=Lax', `Max-Age=${DEVICE_TTL_SECONDS}`, ...(env.COOKIE_SECURE ? ['Secure'] : [])].join('; ');
}
