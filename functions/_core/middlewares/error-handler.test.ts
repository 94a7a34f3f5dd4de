import { describe, expect, it } from 'vitest';
import { createError } from '@middy/util';
import { toErrorResponse } from './error-handler';
import { SERVICE_UNAVAILABLE } from '@seamline/shared/contracts/service-unavailable';
import { Conflict, TooManyRequests } from '../http-errors';

const parse = (r: ReturnType<typeof toErrorResponse>) =>
  r as { statusCode: number; body: string; headers: Record<string, string> };

describe('toErrorResponse', () => {
  it('keeps a domain error status, message and fieldErrors', () => {
    const r = parse(toErrorResponse(new Conflict('Username is already taken', { username: ['Username is already taken'] })));
    expect(r.statusCode).toBe(409);
    expect(JSON.parse(r.body)).toEqual({
      message: 'Username is already taken',
      fieldErrors: { username: ['Username is already taken'] },
    });
  });

  it('adds Retry-After for 429', () => {
    const r = parse(toErrorResponse(new TooManyRequests('Too many attempts', 61.2)));
    expect(r.statusCode).toBe(429);
    expect(r.headers['retry-after']).toBe('62');
  });

  it('maps middy malformed JSON (422) to 400 and 415 to a clear message', () => {
    expect(parse(toErrorResponse(createError(422, 'Invalid or malformed JSON was provided'))).statusCode).toBe(400);
    const r = parse(toErrorResponse(createError(415, 'Unsupported Media Type')));
    expect(r.statusCode).toBe(415);
    expect(JSON.parse(r.body).message).toBe('Content-Type must be application/json');
  });

  it('answers unknown errors with a bare 500 that echoes nothing internal', () => {
    const r = parse(toErrorResponse(new Error('ResourceNotFoundException: table seamline-prod missing')));
    expect(r.statusCode).toBe(500);
    expect(r.body).toBe(JSON.stringify({ message: 'Internal server error' }));
  });

  const networkError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:8000`), { code, $metadata: { attempts: 2 } });
  const unavailable = (r: ReturnType<typeof parse>) => {
    expect(r.statusCode).toBe(503);
    expect(r.headers['retry-after']).toBe(String(SERVICE_UNAVAILABLE.retryAfterSeconds));
    expect(JSON.parse(r.body)).toEqual({ message: 'Service temporarily unavailable. Please try again.' });
  };

  it.each(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH'])('answers a %s from the SDK with 503 + Retry-After', (code) => {
    unavailable(parse(toErrorResponse(networkError(code))));
  });

  it('answers the SDK timeout (node-http-handler TimeoutError) and throttling with 503', () => {
    unavailable(parse(toErrorResponse(Object.assign(new Error('socket timed out after 1500 ms of inactivity'), { name: 'TimeoutError' }))));
    unavailable(parse(toErrorResponse(Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException', $metadata: { httpStatusCode: 400 } }))));
  });

  it('answers a service 5xx after the retries (S3 stand-in 503) with 503', () => {
    unavailable(parse(toErrorResponse(Object.assign(new Error('UnknownError'), { name: 'Unknown', $metadata: { httpStatusCode: 503 } }))));
  });

  it('finds the network error inside an ElectroDB error (cause chain)', () => {
    // ElectroDB's shape: `new ElectroError(code, message, cause)` sets `cause` (electrodb src/errors.js).
    const wrapped = Object.assign(new Error('Error thrown by DynamoDB client: connect ECONNREFUSED', { cause: networkError('ECONNREFUSED') }), { name: 'ElectroError' });
    unavailable(parse(toErrorResponse(wrapped)));
  });

  it('keeps a 500 for errors that are not outages (conditional check failed, 4xx, plain bugs)', () => {
    const conditional = Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException', $metadata: { httpStatusCode: 400 } });
    expect(parse(toErrorResponse(conditional)).statusCode).toBe(500);
    expect(parse(toErrorResponse(new TypeError('x is undefined'))).statusCode).toBe(500);
  });
});
