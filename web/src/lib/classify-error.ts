/**
 * Request-error classification with the exact titles and messages of spec 01 §8.
 * Retryable: network, timeout, server and generic unknown errors. Not retryable: auth and
 * other 4xx answers.
 */
import { ApiError, NetworkError, TimeoutError } from './api-errors';

export type ErrorType = 'network' | 'timeout' | 'auth' | 'server' | 'unknown';

export interface ClassifiedError {
  type: ErrorType;
  title: string;
  message: string;
  retryable: boolean;
  status?: number;
}

export const ERROR_TEXTS = {
  network: { title: 'Connection Error', message: 'Network connection failed. Please check your internet connection.' },
  timeout: { title: 'Timeout Error', message: 'Request timed out. The server is taking too long to respond.' },
  auth: { title: 'Authentication Error', message: 'Authentication failed. Please log in again.' },
  server: { title: 'Server Error', message: 'Server error occurred. Our team has been notified.' },
  unknown: { title: 'Unexpected Error', message: 'An unexpected error occurred.' },
} as const;

/** Status from an ApiError, an object with a numeric `status`, or a "404: …" message. */
function statusOf(error: unknown): number | undefined {
  if (error instanceof ApiError) return error.status;
  if (error && typeof error === 'object' && 'status' in error) {
    const { status } = error as { status: unknown };
    if (typeof status === 'number' && status >= 100 && status <= 599) return status;
  }
  const match = messageOf(error).match(/^([1-5]\d\d): /);
  return match ? Number(match[1]) : undefined;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return '';
}

function isNetworkFailure(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  const message = messageOf(error).toLowerCase();
  return (
    (error instanceof TypeError && /fetch|network|load failed/.test(message)) ||
    message.includes('network connection') ||
    message.includes('failed to fetch')
  );
}

function isTimeout(error: unknown): boolean {
  if (error instanceof TimeoutError) return true;
  if (error instanceof Error && error.name === 'TimeoutError') return true;
  return /timed? ?out/i.test(messageOf(error));
}

/**
 * Classify any thrown value for display.
 * @returns the §8 title and message, whether a retry makes sense, and the HTTP status if known.
 */
export function classifyError(error: unknown): ClassifiedError {
  const status = statusOf(error);
  const withStatus = status === undefined ? {} : { status };
  if (status === undefined && isNetworkFailure(error)) return { type: 'network', ...ERROR_TEXTS.network, retryable: true };
  if (status === undefined && isTimeout(error)) return { type: 'timeout', ...ERROR_TEXTS.timeout, retryable: true };
  if (status === 401 || status === 403) return { type: 'auth', ...ERROR_TEXTS.auth, retryable: false, ...withStatus };
  if (status !== undefined && status >= 500) return { type: 'server', ...ERROR_TEXTS.server, retryable: true, ...withStatus };
  // An API error's own message: the server's `{ message }` when it sent one, else `${status}: …`.
  const own = error instanceof ApiError ? (error.serverMessage ?? error.message) : messageOf(error);
  const message = own.trim() || ERROR_TEXTS.unknown.message;
  const isClientError = status !== undefined && status >= 400;
  return { type: 'unknown', title: ERROR_TEXTS.unknown.title, message, retryable: !isClientError, ...withStatus };
}
