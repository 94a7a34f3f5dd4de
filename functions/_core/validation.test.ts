import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { parseOrThrow } from './validation';
import { ValidationFailed } from './http-errors';

const schema = z.object({
  username: z.string().min(3, 'Username must be at least 3 characters'),
  address: z.object({ city: z.string({ error: 'City is required' }) }),
});

describe('parseOrThrow', () => {
  it('returns the parsed value for valid input', () => {
    expect(parseOrThrow(schema, { username: 'abc', address: { city: 'Oslo' } })).toEqual({
      username: 'abc',
      address: { city: 'Oslo' },
    });
  });

  it('throws ValidationFailed with the first message and dotted field paths', () => {
    try {
      parseOrThrow(schema, { username: 'a', address: {} });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ValidationFailed);
      const err = e as ValidationFailed;
      expect(err.status).toBe(400);
      expect(err.message).toBe('Username must be at least 3 characters');
      expect(err.fieldErrors).toEqual({
        username: ['Username must be at least 3 characters'],
        'address.city': ['City is required'],
      });
    }
  });
});
