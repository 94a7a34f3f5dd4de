/**
 * CSRF guard for mutating requests (ARCHITECTURE §6). A POST/PUT/PATCH/DELETE must
 *  - carry `content-type: application/json` or the app's `x-requested-with: seamline` header
 *    (both force a CORS preflight, which a cross-site form or image cannot pass), and
 *  - when the browser sends `Origin`, come from one of `APP_ORIGINS`.
 * Requests without `Origin` (curl, server-to-server) are not browser CSRF and pass.
 */
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { Forbidden } from '../http-errors';
import { APP_REQUEST_HEADER } from '@seamline/shared/contracts/session';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * @param beaconRoutes route keys (`POST /api/analytics/performance`) that may also take a
 *   `text/plain` body, what `navigator.sendBeacon` sends: public routes whose body grants nothing
 *   (issue 21 reports). Their Origin is still checked.
 */
export function csrfGuard(
  allowedOrigins: readonly string[],
  beaconRoutes: ReadonlySet<string> = new Set(),
): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyResultV2> {
  return {
    before: ({ event }) => {
      if (!MUTATING.has(event.requestContext.http.method)) return;
      const headers = event.headers ?? {};
      const contentType = headers['content-type'] ?? '';
      const isJson = /^application\/(.+\+)?json\b/i.test(contentType);
      const hasAppHeader = headers[APP_REQUEST_HEADER.name] === APP_REQUEST_HEADER.value;
      const isBeacon = beaconRoutes.has(event.routeKey) && /^text\/plain\b/i.test(contentType);
      if (!isJson && !hasAppHeader && !isBeacon) {
        throw new Forbidden('Cross-site request blocked');
      }
      const origin = headers.origin;
      if (origin !== undefined && !allowedOrigins.includes(origin)) {
        throw new Forbidden('Cross-site request blocked');
      }
    },
  };
}
