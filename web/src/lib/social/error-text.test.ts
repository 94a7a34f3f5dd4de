import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../api-errors';
import { socialErrorText } from './error-text';

const apiError = (status: number, message: string) => new ApiError(status, 'x', JSON.stringify({ message }));

describe('socialErrorText', () => {
  it("keeps the spec's text for server failures and network errors", () => {
    expect(socialErrorText(apiError(503, 'Service Unavailable'), 'Failed to like')).toBe('Failed to like');
    expect(socialErrorText(new NetworkError(new Error('offline')), 'Failed to like')).toBe('Failed to like');
  });
  it('shows what the server says for a 4xx the person can act on (rate limit, validation, gone)', () => {
    expect(socialErrorText(apiError(429, "You're liking too fast."), 'Failed to like')).toBe("You're liking too fast.");
    expect(socialErrorText(apiError(400, 'Comments can be at most 500 characters.'), 'Failed to add comment')).toBe('Comments can be at most 500 characters.');
    expect(socialErrorText(apiError(404, 'Post not found'), 'Failed to like')).toBe('Post not found');
  });
});
