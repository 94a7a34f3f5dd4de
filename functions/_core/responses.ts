/** Payload 2.0 response builders. */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/** Structured result a route may return instead of a bare body (status, cookies, headers). */
export interface RouteResult<T = unknown> {
  status?: number;
  body?: T;
  headers?: Record<string, string>;
  /** `Set-Cookie` values (payload 2.0 `cookies`). */
  cookies?: string[];
}

export function jsonResponse(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
  cookies?: string[],
): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: status === 204 || (status >= 300 && status < 400) ? '' : JSON.stringify(body ?? {}),
    ...(cookies?.length ? { cookies } : {}),
  };
}

/**
 * `Set-Cookie` value for a session cookie: HttpOnly, SameSite=Lax, Path=/, Secure unless
 * `secure` is false (plain-http local runs). `maxAgeSeconds` 0 clears the cookie.
 */
export function sessionCookie(name: string, value: string, maxAgeSeconds: number, secure: boolean): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAgeSeconds}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
