/**
 * Session tokens (ARCHITECTURE §6): 256-bit random tokens in an HttpOnly cookie, stored
 * only as their SHA-256 hex digest (the Session entity's `tokenHash`).
 */
import { createHash, randomBytes } from 'node:crypto';
import { SESSION_TTL_SECONDS } from '@seamline/shared/contracts/session';
import { INVALID_CREDENTIALS } from '@seamline/shared/contracts/auth';
import { MODERATION_ERRORS } from '@seamline/shared/contracts/moderation-constants';
import { writeTransaction } from '../collections/transactions';
import { db } from './aws-clients';
import { Forbidden, Unauthorized } from './http-errors';

export type SessionKind = 'user' | 'admin';

/** SHA-256 hex of a token; the only form a token is stored or compared in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A fresh 256-bit token, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Read one cookie from payload 2.0 `cookies` (["a=b", …]) or a raw `Cookie` header. */
export function readCookie(
  name: string,
  cookies: string[] | undefined,
  header?: string,
): string | undefined {
  const parts = cookies ?? (header ? header.split(';') : []);
  for (const part of parts) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export interface ActiveSession {
  tokenHash: string;
  userId: string;
  kind: SessionKind;
  expiresAt: string;
}

/**
 * The live session for a cookie token, or null when unknown, expired (TTL deletion lags,
 * so `expiresAt` is checked here) or of another kind.
 */
export async function findSession(
  token: string | undefined,
  kind: SessionKind,
  now = new Date(),
): Promise<ActiveSession | null> {
  if (!token || token.length > 256) return null;
  const tokenHash = hashToken(token);
  const { data } = await db.entities.session.get({ tokenHash }).go();
  if (!data || data.kind !== kind || Date.parse(data.expiresAt) <= now.getTime()) return null;
  return { tokenHash, userId: data.userId, kind: data.kind, expiresAt: data.expiresAt };
}

/**
 * Create a session for a user and return its cookie token.
 *
 * A user session is written in ONE TransactWriteItems with its `UserSession` (`shared/db/entities/user-session.ts`) ref (the
 * base-table index `endSessions` reads consistently) and a ConditionCheck on the User item:
 * not suspended and not being deleted (issue 33 §4). So a sign-in that read the account just
 * before a suspension (or a deletion) committed cannot create its session after it: every
 * session exists before the suspension commits (and `endSessions` then finds it) or not at all.
 * An admin session is one Put (admins are not suspended).
 * @param ttlSeconds lifetime, default 30 days (`SESSION_TTL_SECONDS`).
 * @throws Forbidden (403) 'This account is suspended' when the user is suspended;
 *   Unauthorized (401) INVALID_CREDENTIALS when the account is being deleted (issue 22).
 */
export async function createSession(
  userId: string,
  kind: SessionKind,
  opts: { ttlSeconds?: number; userAgent?: string; now?: Date } = {},
): Promise<{ token: string; expiresAt: string }> {
  const now = opts.now ?? new Date();
  const ttlSeconds = opts.ttlSeconds ?? SESSION_TTL_SECONDS;
  const token = newToken();
  const expires = new Date(now.getTime() + ttlSeconds * 1000);
  const session = {
    tokenHash: hashToken(token),
    userId,
    kind,
    createdAt: now.toISOString(),
    expiresAt: expires.toISOString(),
    ttl: Math.floor(expires.getTime() / 1000),
    ...(opts.userAgent ? { userAgent: opts.userAgent.slice(0, 512) } : {}),
  };
  if (kind === 'admin') {
    await db.entities.session.create(session).go();
    return { token, expiresAt: session.expiresAt };
  }
  const { canceled, reasons } = await writeTransaction(() =>
    db.transaction
      .write(({ session: sessions, userSession, user }) => [
        sessions.create(session).commit(),
        userSession.create({ userId, tokenHash: session.tokenHash, ttl: session.ttl }).commit(),
        user
          .check({ id: userId })
          .where((a, op) => `${op.notExists(a.suspendedAt)} AND ${op.notExists(a.deletingAt)}`)
          .commit(),
      ])
      .go(),
  );
  if (canceled) {
    if (reasons[2]?.code !== 'ConditionalCheckFailed') throw new Error(`Session transaction cancelled: ${reasons.map((r) => r.code ?? '?').join(', ')}`);
    const { data: user } = await db.entities.user.get({ id: userId }).go({ consistent: true, attributes: ['deletingAt'] });
    if (user?.deletingAt) throw new Unauthorized(INVALID_CREDENTIALS);
    throw new Forbidden(MODERATION_ERRORS.suspended);
  }
  return { token, expiresAt: session.expiresAt };
}
