import { describe, expect, it } from 'vitest';
import { ApiError, InvalidJsonError, NetworkError, TimeoutError } from './api-errors';
import { classifyError } from './classify-error';

describe('classifyError (spec 01 §8)', () => {
  it('classifies a failed fetch as a retryable Connection Error', () => {
    for (const error of [new NetworkError(new TypeError('Failed to fetch')), new TypeError('Failed to fetch'), new TypeError('NetworkError when attempting to fetch resource.'), new TypeError('Load failed')]) {
      expect(classifyError(error)).toEqual({
        type: 'network',
        title: 'Connection Error',
        message: 'Network connection failed. Please check your internet connection.',
        retryable: true,
      });
    }
  });

  it('classifies timeouts as a retryable Timeout Error', () => {
    const domTimeout = new DOMException('The operation timed out.', 'TimeoutError');
    for (const error of [new TimeoutError(30_000), domTimeout, new Error('Request timeout')]) {
      expect(classifyError(error)).toEqual({
        type: 'timeout',
        title: 'Timeout Error',
        message: 'Request timed out. The server is taking too long to respond.',
        retryable: true,
      });
    }
  });

  it.each([401, 403])('classifies status %i as a non-retryable Authentication Error with the status', (status) => {
    expect(classifyError(new ApiError(status, 'Unauthorized', '{"message":"Unauthorized"}'))).toEqual({
      type: 'auth',
      title: 'Authentication Error',
      message: 'Authentication failed. Please log in again.',
      retryable: false,
      status,
    });
  });

  it.each([500, 502, 503, 504])('classifies status %i as a retryable Server Error', (status) => {
    expect(classifyError(new ApiError(status, 'Server Error', ''))).toEqual({
      type: 'server',
      title: 'Server Error',
      message: 'Server error occurred. Our team has been notified.',
      retryable: true,
      status,
    });
  });

  it("shows another 4xx with the error's own message, not retryable", () => {
    expect(classifyError(new ApiError(404, 'Not Found', '{"message":"User not found"}'))).toEqual({
      type: 'unknown',
      title: 'Unexpected Error',
      message: 'User not found',
      retryable: false,
      status: 404,
    });
    expect(classifyError(new ApiError(409, 'Conflict', 'plain text body'))).toMatchObject({
      message: '409: plain text body',
      retryable: false,
      status: 409,
    });
  });

  it('reads the status from a plain Error in the "status: body" format', () => {
    expect(classifyError(new Error('503: Service Unavailable'))).toMatchObject({ type: 'server', status: 503 });
    expect(classifyError(new Error('401: Unauthorized'))).toMatchObject({ type: 'auth', retryable: false });
  });

  it('keeps a generic error retryable with its own message, else the default text', () => {
    expect(classifyError(new Error('Something odd'))).toEqual({
      type: 'unknown',
      title: 'Unexpected Error',
      message: 'Something odd',
      retryable: true,
    });
    expect(classifyError(new InvalidJsonError())).toMatchObject({ message: 'Invalid JSON response from server', retryable: true });
    expect(classifyError(undefined)).toMatchObject({ message: 'An unexpected error occurred.', retryable: true });
    expect(classifyError({})).toMatchObject({ message: 'An unexpected error occurred.' });
  });
});
