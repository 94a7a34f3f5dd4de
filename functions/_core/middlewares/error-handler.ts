/**
 * Maps anything thrown in a handler to an HTTP response `{ message, fieldErrors? }`.
 * Domain errors (`HttpError`) keep their status and message; middy's own http errors keep
 * their status with a clean message; a dependency outage (DynamoDB/S3 unreachable or timing
 * out, `isDependencyUnavailable`) is 503 `SERVICE_UNAVAILABLE` + `Retry-After` (issue 22);
 * anything else is logged and answered with a bare 500, never echoing internals (stack, SDK
 * error names, table names).
 */
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { HttpError, ServiceUnavailable } from '../http-errors';
import { isDependencyUnavailable } from '../dependency-errors';
import { logger } from '../powertools';
import { jsonResponse } from '../responses';

/** middy's util errors: `{ statusCode, expose }` (http-json-body-parser etc.). */
function middyStatus(err: unknown): number | undefined {
  const e = err as { statusCode?: unknown; expose?: unknown };
  return typeof e?.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500
    ? e.statusCode
    : undefined;
}

const middyMessages: Record<number, string> = {
  404: 'Not Found',
  415: 'Content-Type must be application/json',
  422: 'Request body is not valid JSON',
};

export function toErrorResponse(err: unknown): APIGatewayProxyResultV2 {
  if (err instanceof HttpError) {
    // An outage's 503 is expected and logged where it was detected (one line per cause).
    if (err.status >= 500 && !(err instanceof ServiceUnavailable)) logger.error('Domain error with 5xx status', { error: err });
    return jsonResponse(
      err.status,
      err.fieldErrors ? { message: err.message, fieldErrors: err.fieldErrors } : { message: err.message },
      err.headers,
    );
  }
  const status = middyStatus(err);
  if (status) {
    // A malformed JSON body is a client error: 400, like any other invalid body.
    const mapped = status === 422 ? 400 : status;
    return jsonResponse(mapped, { message: middyMessages[status] ?? 'Bad request' });
  }
  if (isDependencyUnavailable(err)) {
    logger.warn('Dependency unavailable', { error: err as Error });
    return toErrorResponse(new ServiceUnavailable());
  }
  logger.error('Unhandled error', { error: err as Error });
  return jsonResponse(500, { message: 'Internal server error' });
}

export function errorHandler(): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyResultV2> {
  return {
    onError: (request) => {
      request.response = toErrorResponse(request.error);
    },
  };
}
