import { describe, expect, it } from 'vitest';
import { ApiError } from './api-errors';
import { applyFieldErrors, serverFieldErrors, serverMessage } from './form-errors';

const conflict = new ApiError(409, 'Conflict', JSON.stringify({ message: 'Username is already taken', fieldErrors: { username: ['Username is already taken'], other: ['x'] } }));

describe('form errors from API answers', () => {
  it('reads the server message, else the fallback', () => {
    expect(serverMessage(conflict, 'fallback')).toBe('Username is already taken');
    expect(serverMessage(new ApiError(500, 'Internal Server Error', 'oops'), 'fallback')).toBe('fallback');
    expect(serverMessage(new Error('network'), 'fallback')).toBe('fallback');
  });

  it('reads the first message of each field', () => {
    expect(serverFieldErrors(conflict)).toEqual({ username: 'Username is already taken', other: 'x' });
    expect(serverFieldErrors(new ApiError(400, 'Bad Request', 'not json'))).toEqual({});
  });

  it('applies only the fields the form has', () => {
    const set: Record<string, string> = {};
    const applied = applyFieldErrors(conflict, ['username', 'email'] as const, (field, e) => (set[field] = e.message));
    expect(applied).toBe(true);
    expect(set).toEqual({ username: 'Username is already taken' });
  });
});
