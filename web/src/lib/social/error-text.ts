/**
 * The description of a social toast (spec 02 §8): the spec's text ('Failed to like', 'Failed to
 * add comment'…), except when the server says something the person can act on — a 4xx with a
 * message (a comment too long, a deleted post, the rate limit's 'Please wait a minute').
 */
import { ApiError } from '../api-errors';

export function socialErrorText(error: unknown, specText: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.serverMessage) return error.serverMessage;
  return specText;
}
