/**
 * Typed domain errors. Services and routes THROW these; the error middleware
 * (`middlewares/error-handler.ts`) maps them to `status` + `{ message, fieldErrors }`.
 * `message` is shown to people, so it is the spec's text where the spec has one.
 */
import { SERVICE_UNAVAILABLE } from '@seamline/shared/contracts/service-unavailable';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** 400 with per-field messages (zod issues, or a service rule). */
export class ValidationFailed extends HttpError {
  constructor(message: string, fieldErrors?: Record<string, string[]>) {
    super(400, message, fieldErrors);
  }
}
export class BadRequest extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}
export class Unauthorized extends HttpError {
  constructor(message = 'Authentication required') {
    super(401, message);
  }
}
export class Forbidden extends HttpError {
  constructor(message = 'You do not have access to this resource') {
    super(403, message);
  }
}
export class NotFound extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}
export class Conflict extends HttpError {
  constructor(message: string, fieldErrors?: Record<string, string[]>) {
    super(409, message, fieldErrors);
  }
}
export class PayloadTooLarge extends HttpError {
  constructor(message = 'Request body is too large') {
    super(413, message);
  }
}
export class UnsupportedMediaType extends HttpError {
  constructor(message = 'Content-Type must be application/json') {
    super(415, message);
  }
}
export class Unprocessable extends HttpError {
  /** @param fieldErrors which input the message is about (e.g. the scan's `sidePhoto`), when it helps. */
  constructor(message: string, fieldErrors?: Record<string, string[]>) {
    super(422, message, fieldErrors);
  }
}
export class TooManyRequests extends HttpError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, undefined, { 'retry-after': String(Math.ceil(retryAfterSeconds)) });
  }
}

/**
 * 503 with `Retry-After`: a dependency (DynamoDB, S3) is unreachable or timing out (issue 22).
 * Text and hint from `SERVICE_UNAVAILABLE` in shared/contracts/common.ts.
 */
export class ServiceUnavailable extends HttpError {
  constructor(message: string = SERVICE_UNAVAILABLE.message, retryAfterSeconds: number = SERVICE_UNAVAILABLE.retryAfterSeconds) {
    super(503, message, undefined, { 'retry-after': String(Math.ceil(retryAfterSeconds)) });
  }
}

/** Throw Forbidden unless the caller (from the session) is the resource's owner. */
export function assertOwner(actorUserId: string, ownerUserId: string): void {
  if (actorUserId !== ownerUserId) throw new Forbidden();
}
