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
 * API Gateway answers 401 itself when the identity source (the Cookie header) is missing and
 * 403 when the authorizer says no; results are cached per Cookie header value.
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

export interface AuthorizerContext {
  userId: string;
  kind: SessionKind;
}

type SimpleResult = APIGatewaySimpleAuthorizerWithContextResult<AuthorizerContext | Record<string, never>>;

async function authorizeHttp(event: APIGatewayRequestAuthorizerEventV2, kind: SessionKind): Promise<SimpleResult> {
  const cookieName = kind === 'admin' ? ADMIN_SESSION_COOKIE : SESSION_COOKIE;
  try {
    const session = await findSession(readCookie(cookieName, event.cookies, event.headers?.cookie), kind);
    if (!session) return { isAuthorized: false, context: {} };
    return { isAuthorized: true, context: { userId: session.userId, kind } };
  } catch (error) {
    logger.error('Authorizer lookup failed', { error: error as Error });
    return { isAuthorized: false, context: {} };
  }
}

export const handler = (event: APIGatewayRequestAuthorizerEventV2) => authorizeHttp(event, 'user');
export const adminHandler = (event: APIGatewayRequestAuthorizerEventV2) => authorizeHttp(event, 'admin');

export const websocketHandler = async (event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> => {
  const cookieHeader = event.headers?.cookie ?? event.headers?.Cookie;
  let session = null;
  try {
    session = await findSession(readCookie(SESSION_COOKIE, undefined, cookieHeader), 'user');
  } catch (error) {
    logger.error('WebSocket authorizer lookup failed', { error: error as Error });
  }
  return {
    principalId: session?.userId ?? 'anonymous',
    policyDocument: {
      Version: '2012-10-17',
      Statement: [{ Action: 'execute-api:Invoke', Effect: session ? 'Allow' : 'Deny', Resource: event.methodArn }],
    },
    ...(session ? { context: { userId: session.userId, sessionHash: session.tokenHash } } : {}),
  };
};
