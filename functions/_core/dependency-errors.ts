/**
 * Which thrown errors mean "a dependency is unavailable right now" (issue 22 "faults"): the
 * AWS SDK's network and timeout failures after its retries (DynamoDB or S3 down, restarting,
 * stalled) and the services' own "try again later" answers (throttling, 5xx). The error
 * middleware answers them 503 + `Retry-After` instead of 500; the authorizer lets the request
 * through to that 503 instead of failing the gateway with a 500.
 *
 * Codes follow the SDK's retry classification (`@smithy/core` retry: `TRANSIENT_ERROR_CODES`,
 * `NODEJS_TIMEOUT_ERROR_CODES`, `NODEJS_NETWORK_ERROR_CODES`, `THROTTLING_ERROR_CODES`).
 */

/** Node socket errors and the SDK's timeout names (`TimeoutError` from node-http-handler). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND',
  'EAI_AGAIN', 'ECONNABORTED', 'UND_ERR_SOCKET',
]);
const UNAVAILABLE_NAMES = new Set([
  'TimeoutError', 'RequestTimeout', 'RequestTimeoutException', 'ServiceUnavailable',
  'ServiceUnavailableException', 'InternalServerError', 'InternalFailure', 'SlowDown',
  'ThrottlingException', 'Throttling', 'ProvisionedThroughputExceededException',
  'RequestLimitExceeded', 'RequestThrottled', 'RequestThrottledException', 'TooManyRequestsException',
]);

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  $metadata?: { httpStatusCode?: unknown };
}

function isUnavailableItself(e: ErrorLike): boolean {
  if (typeof e.code === 'string' && NETWORK_CODES.has(e.code)) return true;
  if (typeof e.name === 'string' && UNAVAILABLE_NAMES.has(e.name)) return true;
  const status = e.$metadata?.httpStatusCode;
  // A service answered 5xx: the SDK retried and gave up. (No status = never reached it.)
  if (typeof status === 'number' && status >= 500 && status <= 504) return true;
  return typeof e.message === 'string' && /^socket hang up$/i.test(e.message);
}

/**
 * True when `error` (or an error in its `cause` chain, e.g. an ElectroDB `ElectroError`
 * wrapping the SDK's) says a dependency is unavailable; false for everything else, including
 * domain errors and conditional-check failures. Looks at most 5 causes deep.
 */
export function isDependencyUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if (isUnavailableItself(current as ErrorLike)) return true;
    current = (current as ErrorLike).cause;
  }
  return false;
}
