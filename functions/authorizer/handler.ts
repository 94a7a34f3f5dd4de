/**
 * Lambda authorizers (ARCHITECTURE §4, §6). The session cookie is the only credential.
 *
 * - `handler`: HTTP API user routes, payload 2.0 SIMPLE response
 *   `{ isAuthorized, context: { userId, kind } }` from the `sl_session` cookie.
 * - `adminHandler`: HTTP API admin routes, same shape, only `kind: 'admin'` sessions from the
 *   separate `sl_admin` cookie (a user session is refused: 403).
 * - `websocketHandler`: WebSocket API `$connect` (REQUEST authorizer; WebSocket APIs take an
 *   IAM policy, not a simple response) with `context: { userId, sessionHash }`.
 *
 * All three deny (403) a request without CloudFront's origin-verify header value before reading
 * the session (issue 32 §2, `_core/origin-verify.ts`; off locally). That check reads Secrets
 * Manager (cached; stale values serve during an outage): a failed read is handled like a failed
 * session lookup below.
 *
 * API Gateway answers 401 itself when the identity source (the Cookie header) is missing and
 * 403 when the authorizer says no; results are cached per Cookie header value (TTL 0 in the CDK
 * api stack). A failed session lookup never becomes a cached denial (that would sign every
 * affected user out):
 * - the table unreachable / timing out / throttling (`isDependencyUnavailable`, issue 22): the
 *   HTTP authorizers answer `isAuthorized: true` with `context: { unavailable: 'true' }` and NO
 *   userId. That grants nothing: the area handler's caller check sees the flag and answers
 *   503 `SERVICE_UNAVAILABLE` + `Retry-After` (instead of API Gateway's bare 500 page), and a
 *   route without a userId is refused anyway. Requires result caching off (it is: TTL 0);
 * - any other failure THROWS: API Gateway answers 500 and caches nothing.
 * The same holds for the origin-verify read (Secrets Manager unavailable with nothing cached).
 * The WebSocket authorizer has no 503 path (an IAM policy; a browser cannot see a refused
 * handshake's status): every failure is logged and thrown, so nothing is cached as a denial.
 */
import type {
  APIGatewayRequestAuthorizerEventV2,
  APIGatewayRequestAuthorizerEvent,
  APIGatewayAuthorizerResult,
  APIGatewaySimpleAuthorizerWithContextResult,
} from 'aws-lambda';
import { ADMIN_SESSION_COOKIE, SESSION_COOKIE } from '@seamline/shared/contracts/session';
import { findSession, readCookie, type SessionKind } from '../_core/sessions';
import { logger } from '../_core/powertools';
import { env } from '../_core/env';
import { isDependencyUnavailable } from '../_core/dependency-errors';
import { verifyOrigin } from '../_core/origin-secret';

export interface AuthorizerContext {
  userId: string;
  kind: SessionKind;
}

/** The context of a request let through while the session table is unavailable (see above). */
export const UNAVAILABLE_CONTEXT = { unavailable: 'true' } as const;

type SimpleResult = APIGatewaySimpleAuthorizerWithContextResult<
  AuthorizerContext | typeof UNAVAILABLE_CONTEXT | Record<string, never>
>;

async function authorizeHttp(event: APIGatewayRequestAuthorizerEventV2, kind: SessionKind): Promise<SimpleResult> {
  const cookieName = kind === 'admin' ? ADMIN_SESSION_COOKIE : SESSION_COOKIE;
  let session;
  try {
    // Issue 32 §2: a request that did not come through CloudFront is denied before the session read.
    if (!(await lookup(() => verifyOrigin(event.headers), 'Origin-verify secret read'))) return { isAuthorized: false, context: {} };
    session = await lookup(() => findSession(readCookie(cookieName, event.cookies, event.headers?.cookie), kind));
  } catch (error) {
    if (isDependencyUnavailable(error)) return { isAuthorized: true, context: UNAVAILABLE_CONTEXT };
    throw error;
  }
  if (!session) return { isAuthorized: false, context: {} };
  return { isAuthorized: true, context: { userId: session.userId, kind } };
}

/**
 * Run a session lookup (or the origin-verify read); log and rethrow failures (never turn an
 * outage into a cached denial).
 */
async function lookup<T>(find: () => Promise<T>, what = 'Session lookup'): Promise<T> {
  try {
    return await find();
  } catch (error) {
    if (isDependencyUnavailable(error)) logger.warn(`${what} failed: dependency unavailable`, { error: error as Error });
    else logger.error(`${what} failed`, { error: error as Error });
    throw error;
  }
}

export const handler = (event: APIGatewayRequestAuthorizerEventV2) => authorizeHttp(event, 'user');
export const adminHandler = (event: APIGatewayRequestAuthorizerEventV2) => authorizeHttp(event, 'admin');

/**
 * WebSocket `$connect` authorizer. Besides the session it checks `Origin` against APP_ORIGINS:
 * browsers send cookies on cross-origin WebSocket handshakes (SameSite=Lax does not stop a
 * same-site page on another port or subdomain), so a foreign page could otherwise read pushes.
 */
export const websocketHandler = async (event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> => {
  const headers = event.headers ?? {};
  const cookieHeader = headers.cookie ?? headers.Cookie;
  const origin = headers.origin ?? headers.Origin;
  const originAllowed =
    (origin === undefined || env.APP_ORIGINS.includes(origin)) &&
    (await lookup(() => verifyOrigin(headers), 'Origin-verify secret read'));
  const session = originAllowed
    ? await lookup(() => findSession(readCookie(SESSION_COOKIE, undefined, cookieHeader), 'user'))
    : null;
  return {
    principalId: session?.userId ?? 'anonymous',
    policyDocument: {
      Version: '2012-10-17',
      Statement: [{ Action: 'execute-api:Invoke', Effect: session ? 'Allow' : 'Deny', Resource: event.methodArn }],
    },
    ...(session ? { context: { userId: session.userId, sessionHash: session.tokenHash } } : {}),
  };
};
