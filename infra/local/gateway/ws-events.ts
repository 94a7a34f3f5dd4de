/**
 * Genuine WebSocket API events: the `$connect` REQUEST authorizer event and the route events
 * (`$connect`, `$default`, `$disconnect`) with API Gateway's request context.
 */
import type { IncomingMessage } from 'node:http';
import type { APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { LOCAL_ACCOUNT_ID, LOCAL_REGION } from '../support/credentials';
import { gatewayRequestId, originalHeaders, queryParameters, sourceIpOf } from './request-info';

export const WS_API_ID = 'seamlocal2';
const STAGE = '$default';

export type WsRoute = '$connect' | '$default' | '$disconnect';
const EVENT_TYPES = {
  $connect: 'CONNECT',
  $default: 'MESSAGE',
  $disconnect: 'DISCONNECT',
} as const;

export interface WsEventBase {
  connectionId: string;
  connectedAt: number;
  domainName: string;
  sourceIp: string;
  userAgent: string;
}

function requestContext(base: WsEventBase, routeKey: WsRoute, now: Date) {
  return {
    routeKey,
    eventType: EVENT_TYPES[routeKey],
    extendedRequestId: gatewayRequestId(),
    requestTime: now.toUTCString(),
    messageDirection: 'IN',
    stage: STAGE,
    connectedAt: base.connectedAt,
    requestTimeEpoch: now.getTime(),
    identity: { sourceIp: base.sourceIp, userAgent: base.userAgent },
    requestId: gatewayRequestId(),
    domainName: base.domainName,
    connectionId: base.connectionId,
    apiId: WS_API_ID,
  };
}

/** Facts of the upgrade request that every event of the connection repeats. */
export function wsEventBase(
  req: IncomingMessage,
  connectionId: string,
  connectedAt: number,
): WsEventBase {
  return {
    connectionId,
    connectedAt,
    domainName: req.headers.host ?? 'localhost',
    sourceIp: sourceIpOf(req),
    userAgent: req.headers['user-agent'] ?? '',
  };
}

/** The `$connect` REQUEST authorizer event (identity source `route.request.header.Cookie`). */
export function wsAuthorizerEvent(
  req: IncomingMessage,
  base: WsEventBase,
): APIGatewayRequestAuthorizerEvent {
  const query = queryParameters(new URL(req.url ?? '/', 'http://localhost').search.slice(1));
  return {
    type: 'REQUEST',
    methodArn: `arn:aws:execute-api:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:${WS_API_ID}/${STAGE}/$connect`,
    ...originalHeaders(req),
    queryStringParameters: query ?? {},
    multiValueQueryStringParameters: Object.fromEntries(
      Object.entries(query ?? {}).map(([k, v]) => [k, v.split(',')]),
    ),
    stageVariables: {},
    requestContext: requestContext(base, '$connect', new Date()),
  } as unknown as APIGatewayRequestAuthorizerEvent;
}

/**
 * A route event. `$connect` carries the upgrade request's headers; `$default` the frame body;
 * `$disconnect` the close code and reason.
 */
export function wsRouteEvent(
  routeKey: WsRoute,
  base: WsEventBase,
  authorizer: Record<string, unknown>,
  extra: { req?: IncomingMessage; body?: string; closeCode?: number; closeReason?: string } = {},
) {
  const now = new Date();
  const context: Record<string, unknown> = { ...requestContext(base, routeKey, now), authorizer };
  if (routeKey === '$default') context.messageId = gatewayRequestId();
  if (routeKey === '$disconnect') {
    context.disconnectStatusCode = extra.closeCode ?? 1005;
    context.disconnectReason = extra.closeReason ?? '';
  }
  return {
    ...(extra.req ? originalHeaders(extra.req) : {}),
    requestContext: context,
    ...(routeKey === '$default' ? { body: extra.body ?? '' } : {}),
    isBase64Encoded: false,
  };
}
