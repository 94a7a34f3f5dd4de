/**
 * One Lambda handler per API area, built from the route manifest.
 *
 * `createAreaHandler('auth', { 'GET /api/auth/user': impl, … })` returns a middy handler that
 * routes payload 2.0 events with `@middy/http-router` to the implementations. The type
 * requires an implementation for EVERY manifest route of the area and no other keys; a test
 * checks the same at run time (`handler.routeKeys`).
 *
 * Around every route: first the origin-verify check (issue 32 §2: in AWS only requests that came
 * through CloudFront pass; 403 otherwise), then Powertools logger with the request id, security
 * headers, domain-error → status mapping, CSRF guard; per route: JSON body parsing (routes with a body schema only),
 * zod validation of path parameters, query and body (400 `{ message, fieldErrors }`), and the
 * response parsed with the route's response schema (strips anything not in the contract);
 * routes marked `idempotent` honour an `Idempotency-Key` (`idempotency.ts`).
 */
import middy, { type MiddlewareObj } from '@middy/core';
import httpRouterHandler, { type Route } from '@middy/http-router';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import httpSecurityHeaders from '@middy/http-security-headers';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import {
  routes,
  type Area,
  type RouteParsedBody,
  type RouteDef,
  type RouteKey,
  type RouteKeysOfArea,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
  type Routes,
} from '@seamline/shared/contracts/manifest';
import { emptySchema } from '@seamline/shared/contracts/common';
import { env } from './env';
import { PayloadTooLarge, ServiceUnavailable, Unauthorized } from './http-errors';
import { logger } from './powertools';
import { errorHandler } from './middlewares/error-handler';
import { csrfGuard } from './middlewares/csrf';
import { originVerify } from './middlewares/origin-verify';
import { verifyOrigin } from './origin-secret';
import { parseOrThrow } from './validation';
import { idempotencyKeyOf, requestFingerprint, withIdempotency } from './idempotency';
import { jsonResponse, type RouteResult } from './responses';

/** The authorizer's context on a payload 2.0 event (HTTP API simple response). */
interface AuthorizerContext {
  userId?: string;
  kind?: 'user' | 'admin';
  /** Set (no userId) when the session lookup could not reach the table (authorizer/handler.ts). */
  unavailable?: string;
}

type Caller<K extends RouteKey> = Routes[K]['auth'] extends 'public' ? undefined : { userId: string };

export interface RouteInput<K extends RouteKey> {
  params: RouteParams<K>;
  query: RouteQuery<K>;
  body: RouteParsedBody<K>;
  /** The caller as the session says (never from the path or body). */
  caller: Caller<K>;
  event: APIGatewayProxyEventV2;
  context: Context;
}

/** A route returns its response body, or `reply(...)` for status, cookies and headers. */
export type RouteImpl<K extends RouteKey> = (
  input: RouteInput<K>,
) => Promise<RouteResponse<K> | Reply<RouteResponse<K>>>;

export class Reply<T> {
  constructor(readonly result: RouteResult<T>) {}
}
/** Wrap a body with a status, `Set-Cookie` values or headers. */
export function reply<T>(result: RouteResult<T>): Reply<T> {
  return new Reply(result);
}

export type AreaImpls<A extends Area> = { [K in RouteKeysOfArea<A>]: RouteImpl<K> };

export type AreaHandler = ((event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyResultV2>) & {
  area: Area;
  routeKeys: RouteKey[];
};

function callerOf(event: APIGatewayProxyEventV2, def: RouteDef): { userId: string } | undefined {
  if (def.auth === 'public') return undefined;
  const ctx = (event.requestContext as { authorizer?: { lambda?: AuthorizerContext } }).authorizer?.lambda;
  // The session table was unreachable: the authorizer let the request through to say so (503).
  if (ctx?.unavailable === 'true') throw new ServiceUnavailable();
  // The gateway's authorizer guarantees this; a missing id means a misconfigured route.
  if (!ctx?.userId) throw new Unauthorized();
  return { userId: ctx.userId };
}

/** Bytes of a payload 2.0 body as the client sent it (base64 bodies decoded). */
export function rawBodyBytes(event: APIGatewayProxyEventV2): number {
  if (!event.body) return 0;
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').length : Buffer.byteLength(event.body, 'utf8');
}

/**
 * Per-route body rules before parsing: `maxBody` → 413 with the route's message; `beacon` → a
 * `text/plain` body (navigator.sendBeacon with a string) is read as JSON.
 */
function rawBodyRules(def: RouteDef): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyResultV2> {
  return {
    before: ({ event }) => {
      if (def.maxBody && rawBodyBytes(event) > def.maxBody.bytes) throw new PayloadTooLarge(def.maxBody.message);
      const headers = event.headers ?? {};
      if (def.beacon && /^text\/plain\b/i.test(headers['content-type'] ?? '')) {
        event.headers = { ...headers, 'content-type': 'application/json' };
      }
    },
  };
}

/**
 * The schema of a route without path parameters or without a query: any keys, kept as given.
 * Built ONCE: zod 4 compiles an object schema's fast path (`new Function`) on its first parse, so
 * a schema made per request (`emptySchema.loose()` inline) cost that compile on every request —
 * ≈ 20 % of `GET /api/health`'s CPU in the local runtime (issue 36 §1).
 */
const anyKeys = emptySchema.loose();

function routeHandler<K extends RouteKey>(key: K, impl: RouteImpl<K>) {
  const def = routes[key] as RouteDef;
  const paramsSchema = def.params ?? anyKeys;
  const querySchema = def.query ?? anyKeys;
  const run = async (event: APIGatewayProxyEventV2, context: Context): Promise<APIGatewayProxyResultV2> => {
    const input = {
      params: parseOrThrow(paramsSchema, event.pathParameters ?? {}),
      query: parseOrThrow(querySchema, event.queryStringParameters ?? {}),
      body: def.body ? parseOrThrow(def.body, event.body ?? {}) : {},
      caller: callerOf(event, def),
      event,
      context,
    } as RouteInput<K>;
    const respond = async () => {
      const out = await impl(input);
      const result: RouteResult = out instanceof Reply ? out.result : { body: out };
      const status = result.status ?? def.status ?? 200;
      const body = status === 204 || status === 302 ? undefined : def.response.parse(result.body);
      return jsonResponse(status, body, result.headers, result.cookies);
    };
    // Creating POSTs honour an Idempotency-Key per caller (issue 17 §3).
    const key = def.idempotent && input.caller ? idempotencyKeyOf(event) : undefined;
    if (!key || !input.caller) return respond();
    return withIdempotency(input.caller.userId, key, requestFingerprint(def.method, event.rawPath, input.body), respond, context.getRemainingTimeInMillis());
  };
  const h = middy<APIGatewayProxyEventV2, APIGatewayProxyResultV2>().handler(run);
  // Size and beacon bodies are settled before the body is parsed.
  if (def.maxBody || def.beacon) h.use(rawBodyRules(def));
  // Body-less routes ignore any body sent; routes with a body schema require JSON.
  if (def.body) h.use(httpJsonBodyParser());
  return h;
}

/** The route keys (`POST /api/…`) of `keys` that take beacon bodies (`text/plain` JSON). */
function beaconRouteKeys(keys: RouteKey[]): Set<string> {
  return new Set(keys.filter((k) => (routes[k] as RouteDef).beacon));
}

export function createAreaHandler<A extends Area>(area: A, impls: AreaImpls<A>): AreaHandler {
  const keys = Object.keys(impls) as RouteKey[];
  const routerRoutes: Route<APIGatewayProxyEventV2, APIGatewayProxyResultV2>[] = keys.map((key) => {
    const def = routes[key] as RouteDef;
    if (def.area !== area) throw new Error(`${key} belongs to area ${def.area}, not ${area}`);
    return {
      method: def.method,
      path: def.path,
      handler: routeHandler(key, (impls as Record<RouteKey, RouteImpl<RouteKey>>)[key]),
    };
  });
  const handler = middy<APIGatewayProxyEventV2, APIGatewayProxyResultV2>(httpRouterHandler(routerRoutes))
    .use(originVerify(verifyOrigin))
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(httpSecurityHeaders())
    .use(errorHandler())
    .use(csrfGuard(env.APP_ORIGINS, beaconRouteKeys(keys)));
  return Object.assign(handler as unknown as AreaHandler, { area, routeKeys: keys });
}
