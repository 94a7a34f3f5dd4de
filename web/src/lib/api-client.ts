/**
 * The typed API client. Route keys, parameters, query, body and response types all come
 * from the shared route manifest (`@seamline/shared/contracts/manifest`); only types are
 * imported, because a route key ("GET /api/users/{userId}") already holds the method and
 * path, so the manifest's schemas stay out of the browser bundle.
 *
 * Behaviour (spec 01 §7, §8): cookies always sent; JSON bodies; the app header on every
 * request (CSRF, ARCHITECTURE §6); empty body → `{}`; unparseable body → InvalidJsonError;
 * non-OK → ApiError `${status}: ${body or status text}`; a 401 on a GET may resolve to null.
 */
import type { RouteBody, RouteKey, RouteParams, RouteQuery, RouteResponse } from '@seamline/shared/contracts/manifest';
import { ApiError, InvalidJsonError, NetworkError, TimeoutError } from './api-errors';

export { ApiError, InvalidJsonError, NetworkError, TimeoutError } from './api-errors';

import { APP_REQUEST_HEADER as APP_HEADER } from '@seamline/shared/contracts/session';
import { buildPath } from '@seamline/shared/contracts/paths';
import { takeEarlyResponse } from './early-fetch';
import { yieldToMain } from './idle';
import { recordApiCall } from './monitoring/signals';
/** Requests that have not answered after this long fail with TimeoutError. */
export const DEFAULT_TIMEOUT_MS = 30_000;

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** `'null'`: a 401 answer to a GET resolves to null instead of throwing. */
  on401?: 'throw' | 'null';
  /** Sent as `Idempotency-Key` (creating POSTs; one key per user action, `use-idempotent-mutation.ts`). */
  idempotencyKey?: string;
  /** Told the status of an OK answer (a route that answers 201 or 200 with the same body, e.g. `POST /api/reports`). */
  onStatus?: (status: number) => void;
}

/** `?a=1&b=x&b=y` from a query object; undefined and null values are left out. */
export function toQueryString(query: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) search.append(key, String(v));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'TimeoutError';
}

/**
 * Low-level request: method + path (already filled). Used by `api()` and, for routes that
 * are not in the manifest yet, directly by a feature's api file.
 *
 * Every call is counted for the performance monitor (issue 21, `monitoring/signals.ts`): its wall
 * time in ms and whether it failed — a network error, a timeout or a non-OK status; a 401 answered
 * as null (`on401: 'null'`, the signed-out session check) is an answer, not a failure. Calls the
 * caller aborted are not counted.
 */
export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T | null> {
  const startedAt = performance.now();
  try {
    const result = await send<T>(method, path, options);
    recordApiCall(performance.now() - startedAt, false);
    return result;
  } catch (error) {
    if (!options.signal?.aborted) recordApiCall(performance.now() - startedAt, true);
    throw error;
  }
}

async function send<T>(method: string, path: string, options: RequestOptions): Promise<T | null> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const headers: Record<string, string> = { accept: 'application/json', [APP_HEADER.name]: APP_HEADER.value };
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const url = path + toQueryString(options.query);
  let response: Response;
  try {
    // A GET the page's boot script already started (early-fetch.ts) is taken once (OK or the session's 401/403).
    const early = method === 'GET' ? takeEarlyResponse(url) : null;
    if (early) response = (await early) ?? (await fetch(url, { method, headers, body, credentials: 'include', signal }));
    else {
      // Requests are usually started by a render's effects, several at once: starting each in its
      // own task keeps that render's task short (the page stays responsive while it loads).
      await yieldToMain();
      signal.throwIfAborted();
      response = await fetch(url, { method, headers, body, credentials: 'include', signal });
    }
  } catch (error) {
    if (isTimeout(error) || (timeout.aborted && !options.signal?.aborted)) throw new TimeoutError(timeoutMs);
    if (options.signal?.aborted) throw error;
    throw new NetworkError(error);
  }

  if (response.status === 401 && method === 'GET' && options.on401 === 'null') return null;
  const text = await response.text();
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('retry-after') ?? NaN);
    throw new ApiError(response.status, response.statusText, text, Number.isFinite(retryAfter) ? retryAfter : undefined);
  }
  options.onStatus?.(response.status);
  if (!text.trim()) return {} as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new InvalidJsonError();
  }
}

/** `params` is required exactly when the route's path has parameters. */
type ParamsOption<K extends RouteKey> =
  Record<never, never> extends RouteParams<K> ? { params?: RouteParams<K> } : { params: RouteParams<K> };

/** Options of `api(key, …)`, typed from the manifest entry of `key`. */
export type ApiOptions<K extends RouteKey> = ParamsOption<K> & {
  query?: RouteQuery<K>;
  body?: RouteBody<K> | FormData;
  signal?: AbortSignal;
  timeoutMs?: number;
  idempotencyKey?: string;
  onStatus?: (status: number) => void;
};

/**
 * Call a manifest route and get its typed response.
 * @example const user = await api('GET /api/auth/user', { on401: 'null' });
 */
export function api<K extends RouteKey>(key: K, options: ApiOptions<K> & { on401: 'null' }): Promise<RouteResponse<K> | null>;
export function api<K extends RouteKey>(key: K, options?: ApiOptions<K> & { on401?: 'throw' }): Promise<RouteResponse<K>>;
export async function api<K extends RouteKey>(
  key: K,
  options: ApiOptions<K> & { on401?: 'throw' | 'null' } = {} as ApiOptions<K> & { on401?: 'throw' },
): Promise<RouteResponse<K> | null> {
  const space = key.indexOf(' ');
  const method = key.slice(0, space);
  const path = buildPath(key.slice(space + 1), (options.params ?? {}) as Record<string, string>);
  return request<RouteResponse<K>>(method, path, {
    query: options.query as Record<string, QueryValue> | undefined,
    body: options.body,
    signal: options.signal,
    timeoutMs: options.timeoutMs,
    on401: options.on401,
    idempotencyKey: options.idempotencyKey,
    onStatus: options.onStatus,
  });
}
