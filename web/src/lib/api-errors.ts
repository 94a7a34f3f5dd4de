/**
 * Error types raised by the API client (spec 01 §8 "Request errors"). They carry what
 * `classifyError` needs: an HTTP status, or the kind of transport failure.
 */

/** A non-OK response. `message` is `${status}: ${body text or status text}`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly bodyText: string,
    /** `Retry-After` of a 429/503, in seconds (delta form), when the server sent one. */
    readonly retryAfterSeconds?: number,
  ) {
    super(`${status}: ${bodyText || statusText}`);
  }

  /** The server's `{ message }` when the body is the API's error JSON, else undefined. */
  get serverMessage(): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.bodyText);
      if (parsed && typeof parsed === 'object' && 'message' in parsed) {
        const { message } = parsed as { message: unknown };
        return typeof message === 'string' ? message : undefined;
      }
    } catch {
      // not JSON: no server message
    }
    return undefined;
  }
}

/** A 2xx response whose body is not JSON. */
export class InvalidJsonError extends Error {
  override readonly name = 'InvalidJsonError';
  constructor() {
    super('Invalid JSON response from server');
  }
}

/** fetch rejected before any response (offline, DNS, connection refused, CORS). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(cause?: unknown) {
    super('Network request failed', { cause });
  }
}

/** The request did not finish within its time limit. */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
  constructor(readonly timeoutMs: number) {
    super(`Request timed out after ${timeoutMs} ms`);
  }
}
