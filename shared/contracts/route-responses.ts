/**
 * Every status a route can answer (issue 32 §7), derived from its ONE manifest entry: the
 * success status, the statuses its other declarations imply and the route's own `errors`.
 *
 * | declaration                        | statuses                                                  |
 * | ---------------------------------- | --------------------------------------------------------- |
 * | every route                        | its success status; 403 not through CloudFront (origin    |
 * |                                    | verify, cloud only); 413 over API Gateway's 10 MB; 503 +   |
 * |                                    | Retry-After (dependency outage)                           |
 * | `alsoAnswers`                      | other success statuses (200 beside a 201, …)              |
 * | params, query, body, idempotent    | 400 invalid input                                         |
 * | `auth: 'user' \| 'admin'`          | 401 no session cookie, 403 session refused                |
 * | POST, PUT, PATCH, DELETE           | 403 cross-site request blocked (CSRF guard)               |
 * | `body`                             | 415 Content-Type not JSON                                 |
 * | `idempotent`                       | 400 malformed key, 409 key in progress, 422 key reused    |
 * | `maxBody`                          | 413 with the route's message                              |
 * | `rateLimits`                       | 429 + Retry-After with the `RATE_LIMITS` rows' messages   |
 * | `errors`                           | the route's own statuses (404, 409, 422, …)               |
 *
 * The OpenAPI document (`openapi.ts`) is built from this list, and the integration suite's
 * recorded responses are checked against that document (tests/contract).
 */
import { RATE_LIMITS, type RateLimitName } from './rate-limits';
import { SERVICE_UNAVAILABLE } from './service-unavailable';

/**
 * Error statuses a route declares itself in `errors`. 413, 429 and 503 are not among them: they
 * come from `maxBody`, `rateLimits` and every route, so their texts live in one place each.
 */
export type DeclaredErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 422 | 502;

/** A route's own error statuses and what they mean (`{ 404: 'Post not found' }`). */
export type RouteErrors = Partial<Record<DeclaredErrorStatus, string>>;

/** The parts of a route definition the derivation reads (a subset of `RouteDef`). */
export interface RouteResponseFacts {
  method: string;
  auth: 'public' | 'user' | 'admin';
  status?: number;
  params?: unknown;
  query?: unknown;
  body?: unknown;
  idempotent?: true;
  maxBody?: { bytes: number; message: string };
  rateLimits?: readonly RateLimitName[];
  errors?: RouteErrors;
  alsoAnswers?: Partial<Record<200 | 201 | 202, string>>;
}

/** One documented answer of a route. */
export interface DocumentedResponse {
  status: number;
  /** `success`: the route's response schema; `empty`: no body (204); `redirect`: 302 with Location; `error`: `{ message, fieldErrors? }`. */
  kind: 'success' | 'empty' | 'redirect' | 'error';
  /** Every reason for this status, joined with '; ' in the document. */
  reasons: string[];
  /** Response headers this status carries (`Retry-After` on 429 and 503, `Location` on 302). */
  headers?: ('Retry-After' | 'Location')[];
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** API Gateway's own payload limit (HTTP API: 10 MB), answered before any route runs. */
const GATEWAY_MAX_BODY_MB = 10;
/** The 403 every route answers to a request that bypassed CloudFront (issue 32 §2, `_core/origin-verify.ts`). */
export const ORIGIN_VERIFY_REASON = 'Request did not come through CloudFront (origin verify; cloud only)';

/** The 429 reasons of `names`: each row's message (quiet rows, `message: null`, never answer 429). */
export function rateLimitReasons(names: readonly RateLimitName[]): string[] {
  const reasons: string[] = [];
  for (const name of names) {
    const { message, max, windowSeconds } = RATE_LIMITS[name];
    if (message === null) continue;
    const text = `${message} (limit \`${name}\`: ${max} per ${windowSeconds} s)`;
    if (!reasons.includes(text)) reasons.push(text);
  }
  return reasons;
}

/**
 * Every status `route` can answer, ascending, each with its reasons. Deterministic, so the
 * generated document diffs cleanly.
 */
export function documentedResponses(route: RouteResponseFacts): DocumentedResponse[] {
  const byStatus = new Map<number, DocumentedResponse>();
  const add = (status: number, kind: DocumentedResponse['kind'], reason: string, headers?: DocumentedResponse['headers']) => {
    const entry = byStatus.get(status) ?? { status, kind, reasons: [] };
    if (!entry.reasons.includes(reason)) entry.reasons.push(reason);
    if (headers) entry.headers = [...new Set([...(entry.headers ?? []), ...headers])];
    byStatus.set(status, entry);
  };

  const success = route.status ?? 200;
  if (success === 204) add(204, 'empty', 'No content');
  else if (success === 302) add(302, 'redirect', 'Redirect to the `Location` header', ['Location']);
  else add(success, 'success', 'Success');
  for (const [status, reason] of Object.entries(route.alsoAnswers ?? {})) add(Number(status), 'success', reason);

  if (route.params || route.query || route.body) add(400, 'error', 'Invalid input: `{ message, fieldErrors }`');
  if (route.idempotent) add(400, 'error', 'Malformed Idempotency-Key');
  add(403, 'error', ORIGIN_VERIFY_REASON);
  if (route.auth !== 'public') {
    add(401, 'error', 'No session cookie');
    add(403, 'error', route.auth === 'admin' ? 'Admin session invalid or expired' : 'Session invalid or expired');
  }
  if (MUTATING.has(route.method)) add(403, 'error', 'Cross-site request blocked (CSRF guard: JSON or `x-requested-with: seamline`, allowed Origin)');
  if (route.body) add(415, 'error', 'Content-Type must be application/json');
  if (route.idempotent) {
    add(409, 'error', 'A request with this Idempotency-Key is still being processed');
    add(422, 'error', 'This Idempotency-Key was already used for a different request');
  }
  if (route.maxBody) add(413, 'error', `${route.maxBody.message} (over ${route.maxBody.bytes} bytes)`);
  add(413, 'error', `Request Entity Too Large (API Gateway: a body over ${GATEWAY_MAX_BODY_MB} MB)`);
  for (const reason of rateLimitReasons(route.rateLimits ?? [])) add(429, 'error', reason, ['Retry-After']);
  for (const [status, reason] of Object.entries(route.errors ?? {})) add(Number(status), 'error', reason);
  add(503, 'error', `${SERVICE_UNAVAILABLE.message} (DynamoDB or S3 unreachable or timing out)`, ['Retry-After']);

  return [...byStatus.values()].sort((a, b) => a.status - b.status);
}
