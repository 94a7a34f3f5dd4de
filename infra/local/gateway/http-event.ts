/**
 * Genuine HTTP API payload 2.0 events: the integration event for an area function and the
 * REQUEST authorizer event, built from the Node request exactly as API Gateway shapes them
 * (cookies moved out of `headers` into `cookies`, forwarding headers added, binary bodies
 * base64-encoded).
 */
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayRequestAuthorizerEventV2 } from 'aws-lambda';
import { VIEWER_ADDRESS_HEADER } from '../../lib/edge-functions';
import { LOCAL_ACCOUNT_ID, LOCAL_REGION } from '../support/credentials';
import {
  clfTime,
  cookiesOf,
  joinedHeaders,
  queryParameters,
  sourceIpOf,
  traceId,
} from './request-info';

export const HTTP_API_ID = 'seamlocal1';

/** Content types API Gateway passes as text; every other body arrives base64-encoded. */
const TEXT_TYPES =
  /^(text\/|application\/(json|javascript|xml|x-www-form-urlencoded)|[^;]*\+(json|xml)\b)/i;

export interface HttpRequestParts {
  req: IncomingMessage;
  body: Buffer;
  routeKey: string;
  pathParameters?: Record<string, string>;
  requestId: string;
  now: Date;
}

/** The parts shared by the integration and the authorizer event. */
function common({ req, routeKey, pathParameters, requestId, now }: HttpRequestParts) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const rawQueryString = url.search.slice(1);
  const host = req.headers.host ?? 'localhost';
  const sourceIp = sourceIpOf(req);
  const headers: Record<string, string> = {
    ...joinedHeaders(req, ['cookie']),
    'x-forwarded-for': sourceIp,
    'x-forwarded-port': String(req.socket.localPort ?? ''),
    'x-forwarded-proto': 'http',
    'x-amzn-trace-id': traceId(),
    // What the CloudFront viewer-request function adds in AWS (overwriting any client value).
    [VIEWER_ADDRESS_HEADER]: sourceIp,
  };
  const cookies = cookiesOf(req);
  const queryStringParameters = queryParameters(rawQueryString);
  const rawPath = (req.url ?? '/').split('?')[0]!;
  return {
    version: '2.0' as const,
    routeKey,
    rawPath,
    rawQueryString,
    ...(cookies ? { cookies } : {}),
    headers,
    ...(queryStringParameters ? { queryStringParameters } : {}),
    ...(pathParameters && Object.keys(pathParameters).length ? { pathParameters } : {}),
    requestContext: {
      accountId: LOCAL_ACCOUNT_ID,
      apiId: HTTP_API_ID,
      domainName: host,
      domainPrefix: host.split('.')[0]!.split(':')[0]!,
      http: {
        method: req.method ?? 'GET',
        path: rawPath,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp,
        userAgent: req.headers['user-agent'] ?? '',
      },
      requestId,
      routeKey,
      stage: '$default',
      time: clfTime(now),
      timeEpoch: now.getTime(),
    },
  };
}

/** The integration event for the route's function; `authorizerContext` from the authorizer. */
export function httpApiEvent(
  parts: HttpRequestParts,
  authorizerContext?: Record<string, unknown>,
): APIGatewayProxyEventV2 {
  const base = common(parts);
  const contentType = parts.req.headers['content-type'] ?? '';
  const isText = TEXT_TYPES.test(contentType);
  const hasBody = parts.body.length > 0;
  return {
    ...base,
    requestContext: {
      ...base.requestContext,
      ...(authorizerContext ? { authorizer: { lambda: authorizerContext } } : {}),
    },
    ...(hasBody
      ? { body: isText ? parts.body.toString('utf8') : parts.body.toString('base64') }
      : {}),
    isBase64Encoded: hasBody && !isText,
  } as APIGatewayProxyEventV2;
}

/** The REQUEST authorizer event (payload 2.0) with the Cookie header as identity source. */
export function httpAuthorizerEvent(
  parts: HttpRequestParts,
  cookieHeader: string,
): APIGatewayRequestAuthorizerEventV2 {
  const base = common(parts);
  const [method, path] = parts.routeKey.split(' ');
  return {
    ...base,
    type: 'REQUEST',
    routeArn: `arn:aws:execute-api:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:${HTTP_API_ID}/$default/${method}${path}`,
    identitySource: [cookieHeader],
  } as unknown as APIGatewayRequestAuthorizerEventV2;
}
