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

/** Delete the live session of `kind` the request's cookie names, if any. */
export async function endPresentedSession(event: APIGatewayProxyEventV2, kind: SessionKind): Promise<void> {
  const session = await findSession(presentedToken(event, kind), kind);
  if (session) await db.entities.session.delete({ tokenHash: session.tokenHash }).go();
}

/**
 * Rotate: end the presented session of `kind`, create a new one for `userId`.
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
 * Delete every session of `userId` (user sessions; all pages of gsi1) except `keepTokenHash`.
 * The authorizer reads the session on every request (no cache), so each ended session's next
 * request is 401 at once; the session-ended processor closes their WebSockets. Used by password
 * change and reset, account deletion and suspension (issue 33 §4).
 * @returns how many sessions ended.
 */
export async function endSessions(userId: string, keepTokenHash?: string): Promise<number> {
  const { data } = await db.entities.session.query.byUser({ userId }).go({ pages: 'all', attributes: ['tokenHash'] });
  const doomed = data.filter((s) => s.tokenHash !== keepTokenHash).map((s) => ({ tokenHash: s.tokenHash }));
  if (doomed.length) await db.entities.session.delete(doomed).go();
  return doomed.length;
}
