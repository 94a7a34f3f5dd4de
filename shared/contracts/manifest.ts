/**
 * The route manifest: the ONE list of HTTP routes (ARCHITECTURE §3).
 *
 * Each entry is keyed by its API Gateway route key (`"GET /api/users/{userId}/follow"`) and gives
 * the owning area (one Lambda function per area: `functions/<area>/handler.ts`), the auth level
 * (`public` | `user` | `admin`) and the zod schemas of path parameters, query string, body and
 * the success response. The CDK api stack, the local gateway, the web API client, the OpenAPI
 * document and the contract tests are all generated from this object.
 */
import type * as z from 'zod';
import type { emptySchema } from './common';
import { healthResponseSchema } from './health';
import { publicUserSchema } from './auth';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type AuthLevel = 'public' | 'user' | 'admin';

/** One route of the manifest. `path` uses API Gateway syntax: `/api/users/{userId}`. */
export interface RouteDef<
  A extends string = string,
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: `/api/${string}`;
  area: A;
  auth: AuthLevel;
  summary: string;
  /** Path parameters; keys must equal the `{names}` in `path`. */
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** Success status; 200 unless said (201 create, 202 accepted, 204 no content). */
  status?: 200 | 201 | 202 | 204;
}

function route<
  const A extends string,
  P extends z.ZodType = typeof emptySchema,
  Q extends z.ZodType = typeof emptySchema,
  B extends z.ZodType = typeof emptySchema,
  R extends z.ZodType = z.ZodType,
>(def: RouteDef<A, P, Q, B, R>): RouteDef<A, P, Q, B, R> {
  return def;
}

export const routes = {
  'GET /api/health': route({
    method: 'GET',
    path: '/api/health',
    area: 'health',
    auth: 'public',
    summary: 'Liveness check',
    response: healthResponseSchema,
  }),
  'GET /api/auth/user': route({
    method: 'GET',
    path: '/api/auth/user',
    area: 'auth',
    auth: 'user',
    summary: 'The signed-in user (401 without a session)',
    response: publicUserSchema,
  }),
} as const;

export type Routes = typeof routes;
export type RouteKey = keyof Routes;
export type Area = Routes[RouteKey]['area'];
export type RouteKeysOfArea<A extends Area> = {
  [K in RouteKey]: Routes[K]['area'] extends A ? K : never;
}[RouteKey];

type SchemaOr<T, D> = T extends z.ZodType ? T : D;
export type RouteParams<K extends RouteKey> = z.infer<SchemaOr<Routes[K]['params'], typeof emptySchema>>;
export type RouteQuery<K extends RouteKey> = z.infer<SchemaOr<Routes[K]['query'], typeof emptySchema>>;
export type RouteBody<K extends RouteKey> = z.input<SchemaOr<Routes[K]['body'], typeof emptySchema>>;
export type RouteResponse<K extends RouteKey> = z.infer<Routes[K]['response']>;

/** Every route as a list, for generators (CDK, gateway, OpenAPI, contract tests). */
export const routeList = (Object.keys(routes) as RouteKey[]).map((key) => ({
  key,
  ...(routes[key] as RouteDef),
}));

/** The areas, one Lambda function each, in a stable order. */
export const areas = [...new Set(routeList.map((r) => r.area))].sort() as Area[];

export { buildPath, pathParamNames } from './paths';
