/**
 * The HTTP API (`/api/*`, ARCHITECTURE §4): manifest route selection → Lambda authorizer
 * (by the route's auth level) → the area's function with a payload 2.0 event → the result
 * translated back to HTTP. API Gateway's own answers are kept: 404 `Not Found` for no route,
 * 401/403 from the authorizer step, 413 over 10 MB, 500 when a function throws, 503 on timeout.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { routeList } from '@seamline/shared/contracts/manifest';
import type { RuntimeLog } from '../support/log';
import { areaHandler, functionNames } from './functions';
import { createHttpAuthorizer } from './http-authorizer';
import { httpApiEvent, httpAuthorizerEvent, type HttpRequestParts } from './http-event';
import { sendFunctionResult, sendGatewayError } from './http-result';
import { invokeLambda, LambdaTimeout } from './lambda';
import { BodyTooLarge, readBody } from './read-body';
import { gatewayRequestId } from './request-info';
import { createRouteMatcher } from './route-matcher';

export interface HttpApiOptions {
  log: RuntimeLog;
  /** Authorizer result cache TTL in seconds (default 0 = no cache, as in the cloud). */
  authorizerCacheTtlSeconds?: number;
  /** Integration timeout in ms (API Gateway HTTP API maximum: 30 000). */
  timeoutMs?: number;
  /**
   * Called with every answer of a manifest route once it is sent (tests: the integration suite
   * checks them against openapi.json, tests/contract/response-check.ts). Unmatched paths are not
   * reported. Off by default.
   */
  onResponse?: (answer: ApiAnswer) => void;
}

/** One answer of the HTTP API, as `HttpApiOptions.onResponse` receives it. */
export interface ApiAnswer {
  routeKey: string;
  status: number;
  /** Lower-case response headers (`content-type`, `retry-after`, `location`, …). */
  headers: Record<string, string>;
  /** The body as sent (UTF-8). */
  body: string;
}

/**
 * Report `res`'s answer to `onResponse` when it finishes: wraps `res.writeHead` (headers given
 * there never reach `getHeaders()`) and `res.end` (the body sent).
 */
function observeAnswer(res: ServerResponse, routeKey: string, onResponse: (answer: ApiAnswer) => void): void {
  const chunks: Buffer[] = [];
  const headers: Record<string, string> = {};
  const keep = (given: unknown) => {
    if (!given || typeof given !== 'object' || Array.isArray(given)) return;
    for (const [name, value] of Object.entries(given as Record<string, unknown>)) {
      if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    }
  };
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    keep(typeof args[1] === 'string' ? args[2] : args[1]);
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((...args: unknown[]) => {
    const first = args[0];
    if (typeof first === 'string' || first instanceof Uint8Array) chunks.push(Buffer.from(first));
    return end(...args);
  }) as ServerResponse['end'];
  res.once('finish', () => {
    keep(res.getHeaders());
    onResponse({ routeKey, status: res.statusCode, headers, body: Buffer.concat(chunks).toString('utf8') });
  });
}

const STATUS_MESSAGES: Record<number, string> = {
  401: 'Unauthorized',
  403: 'Forbidden',
  500: 'Internal Server Error',
};

/** Create the `/api/*` request handler. The returned function never throws. */
export function createHttpApi(opts: HttpApiOptions) {
  const match = createRouteMatcher(routeList);
  const authorize = createHttpAuthorizer(opts.authorizerCacheTtlSeconds ?? 0, opts.log);
  const timeoutMs = opts.timeoutMs ?? 29_000;

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const requestId = gatewayRequestId();
    const now = new Date();
    const matched = match(req.method ?? 'GET', (req.url ?? '/').split('?')[0]!);
    if (!matched) {
      req.resume();
      return sendGatewayError(res, 404, 'Not Found', requestId);
    }
    if (opts.onResponse) observeAnswer(res, matched.route.key, opts.onResponse);
    let body: Buffer;
    try {
      body = await readBody(req);
    } catch (error) {
      if (error instanceof BodyTooLarge)
        return sendGatewayError(res, 413, 'Request Entity Too Large', requestId);
      return sendGatewayError(res, 400, 'Bad Request', requestId);
    }
    const { route, pathParameters } = matched;
    const parts: HttpRequestParts = {
      req,
      body,
      routeKey: route.key,
      pathParameters,
      requestId,
      now,
    };

    let authorizerContext: Record<string, unknown> | undefined;
    if (route.auth !== 'public') {
      const outcome = await authorize(route.auth, req.headers.cookie, (cookie) =>
        httpAuthorizerEvent(parts, cookie),
      );
      if (!outcome.allow)
        return sendGatewayError(res, outcome.status, STATUS_MESSAGES[outcome.status]!, requestId);
      authorizerContext = outcome.context;
    }

    const functionName = functionNames.area(route.area);
    try {
      const handler = await areaHandler(route.area);
      const result = await invokeLambda(
        handler,
        httpApiEvent(parts, authorizerContext),
        functionName,
        timeoutMs,
      );
      sendFunctionResult(res, result, requestId);
    } catch (error) {
      if (error instanceof LambdaTimeout) {
        opts.log.error(error.message);
        return sendGatewayError(res, 503, 'Service Unavailable', requestId);
      }
      opts.log.error(`${functionName} failed on ${route.key}`, error);
      if (!res.headersSent) sendGatewayError(res, 500, 'Internal Server Error', requestId);
      else res.destroy();
    }
  };
}
