/**
 * Session tokens (ARCHITECTURE §6): 256-bit random tokens in an HttpOnly cookie, stored
 * only as their SHA-256 hex digest (the Session entity's `tokenHash`).
 */
import { createHash, randomBytes } from 'node:crypto';
import { SESSION_TTL_SECONDS } from '@seamline/shared/contracts/session';
import { db } from './aws-clients';

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
 * @param ttlSeconds lifetime, default 30 days (`SESSION_TTL_SECONDS`).
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
  await db.entities.session
    .create({
      tokenHash: hashToken(token),
      userId,
      kind,
      createdAt: now.toISOString(),
      expiresAt: expires.toISOString(),
      ttl: Math.floor(expires.getTime() / 1000),
      ...(opts.userAgent ? { userAgent: opts.userAgent.slice(0, 512) } : {}),
    })
    .go();
  return { token, expiresAt: expires.toISOString() };
}
