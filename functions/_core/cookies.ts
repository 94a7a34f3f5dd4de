/**
 * The two session cookies (ARCHITECTURE §6, issue 3):
 * - users: `sl_session`, HttpOnly, SameSite=Lax, Path=/, Max-Age 30 days;
 * - admins: `sl_admin`, HttpOnly, SameSite=Strict, Path=/, Max-Age 8 hours.
 * `Secure` unless `COOKIE_SECURE=false` (plain-http local runs). Max-Age 0 clears a cookie.
 */
import { ADMIN_SESSION_COOKIE, SESSION_COOKIE, SESSION_TTL_SECONDS } from '@seamline/shared/contracts/session';
import { ADMIN_SESSION_TTL_SECONDS } from '@seamline/shared/contracts/admin';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { env } from './env';
import { readCookie, type SessionKind } from './sessions';

const spec = {
  user: { name: SESSION_COOKIE, sameSite: 'Lax', maxAge: SESSION_TTL_SECONDS },
  admin: { name: ADMIN_SESSION_COOKIE, sameSite: 'Strict', maxAge: ADMIN_SESSION_TTL_SECONDS },
} as const;

/** `Set-Cookie` value carrying a session token of `kind` (empty token + 0 clears it). */
export function sessionSetCookie(kind: SessionKind, token: string, maxAgeSeconds = spec[kind].maxAge): string {
  const s = spec[kind];
  return [
    `${s.name}=${encodeURIComponent(token)}`,
    'Path=/',
    'HttpOnly',
    `SameSite=${s.sameSite}`,
    `Max-Age=${maxAgeSeconds}`,
    ...(env.COOKIE_SECURE ? ['Secure'] : []),
  ].join('; ');
}

/** `Set-Cookie` value that deletes the session cookie of `kind`. */
export const clearSessionCookie = (kind: SessionKind): string => sessionSetCookie(kind, '', 0);

/** The session token of `kind` the request presents, if any. */
export function presentedToken(event: APIGatewayProxyEventV2, kind: SessionKind): string | undefined {
  return readCookie(spec[kind].name, event.cookies, event.headers?.cookie) || undefined;
}

/** Session lifetime of `kind`, in seconds. */
export const sessionTtlSeconds = (kind: SessionKind): number => spec[kind].maxAge;
