/**
 * Origin verify middleware (issue 32 §2), FIRST in every area handler's stack: a request without
 * CloudFront's origin-verify header value is refused 403 `{ message: 'Forbidden' }` before any
 * route, body parser or CSRF check runs (`_core/origin-verify.ts`). Off when the function has no
 * `ORIGIN_VERIFY_SECRET_ARN` (the local runtime).
 */
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { Forbidden } from '../http-errors';
import { logger } from '../powertools';
import type { OriginVerifier } from '../origin-verify';

/** The 403 message: says nothing about why (no hint at the header or the secret). */
export const ORIGIN_REFUSED_MESSAGE = 'Forbidden';

export function originVerify(verify: OriginVerifier): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyResultV2> {
  return {
    before: async ({ event }) => {
      if (await verify(event.headers)) return;
      logger.warn('Request without a valid origin-verify header refused', {
        sourceIp: event.requestContext.http.sourceIp,
        routeKey: event.routeKey,
      });
      throw new Forbidden(ORIGIN_REFUSED_MESSAGE);
    },
  };
}
