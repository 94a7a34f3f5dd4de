/**
 * Starting and ending cookie sessions from a request (issue 3): sign-in ROTATES the token
 * (the session of the presented cookie is deleted, a new one created), sign-out deletes the
 * presented session and clears the cookie. Deleted sessions reach the session-ended stream
 * processor, which closes their WebSockets.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { db } from './aws-clients';
import { clearSessionCookie, presentedToken, sessionSetCookie, sessionTtlSeconds } from './cookies';
import { createSession, findSession, hashToken, type SessionKind } from './sessions';

/** Delete the live session of `kind` the request's cookie names (and its UserSession ref), if any. */
export async function endPresentedSession(event: APIGatewayProxyEventV2, kind: SessionKind): Promise<void> {
  const session = await findSession(presentedToken(event, kind), kind);
  if (!session) return;
  await db.entities.session.delete({ tokenHash: session.tokenHash }).go();
  if (kind === 'user') await db.entities.userSession.delete({ userId: session.userId, tokenHash: session.tokenHash }).go();
}

/**
 * Rotate: end the presented session of `kind`, create a new one for `userId`.
 * @throws Forbidden (403) 'This account is suspended' / Unauthorized (401) when the account was
 *   suspended / set to be deleted after it was read (`createSession`, issue 33 §4).
 * @returns the `Set-Cookie` value with the new token.
 */
export async function startSession(event: APIGatewayProxyEventV2, kind: SessionKind, userId: string): Promise<string> {
  await endPresentedSession(event, kind);
  const { token } = await createSession(userId, kind, {
    ttlSeconds: sessionTtlSeconds(kind),
    userAgent: event.requestContext.http.userAgent,
  });
  return sessionSetCookie(kind, token);
}

/** The `Set-Cookie` value that clears the cookie of `kind`. */
export const endSessionCookie = (kind: SessionKind): string => clearSessionCookie(kind);

/** SHA-256 of the presented token of `kind` (to keep the caller's own session), if any. */
export function presentedTokenHash(event: APIGatewayProxyEventV2, kind: SessionKind): string | undefined {
  const token = presentedToken(event, kind);
  return token ? hashToken(token) : undefined;
}

/**
 * Delete every session of `userId` except `keepTokenHash`: those of its `UserSession` (`shared/db/entities/user-session.ts`)
 * refs, read with a CONSISTENT Query of the base table, and those of the session GSI (sessions
 * created before the refs existed; eventually consistent). `createSession` writes a user session
 * and its ref in one transaction that checks the user is neither suspended nor being deleted,
 * so once a suspension (issue 33 §4) or a deletion has committed no new session can appear, and
 * this sweep, run after that commit, finds every session that exists — none is missed because
 * the GSI lags. The authorizer reads the session on every request (no cache), so each ended
 * session's next request is refused at once (403, as API Gateway answers every denial of a
 * presented cookie); the session-ended processor closes their WebSockets. Used by password
 * change and reset, account deletion and suspension.
 * @returns how many sessions ended.
 */
export async function endSessions(userId: string, keepTokenHash?: string): Promise<number> {
  const [refs, indexed] = await Promise.all([
    db.entities.userSession.query.byUser({ userId }).go({ pages: 'all', consistent: true, attributes: ['tokenHash'] }),
    db.entities.session.query.byUser({ userId }).go({ pages: 'all', attributes: ['tokenHash'] }),
  ]);
  const hashes = [...new Set([...refs.data, ...indexed.data].map((s) => s.tokenHash))].filter((h) => h !== keepTokenHash);
  if (!hashes.length) return 0;
  // Sessions first: a ref deleted before its session could let a retried sweep miss the session.
  await db.entities.session.delete(hashes.map((tokenHash) => ({ tokenHash }))).go();
  await db.entities.userSession.delete(hashes.map((tokenHash) => ({ userId, tokenHash }))).go();
  return hashes.length;
}
