import { describe, expect, it } from 'vitest';
import { createError } from '@middy/util';
import { toErrorResponse } from './error-handler';
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
});
