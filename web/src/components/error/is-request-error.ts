/** Whether an error came from an API request (and so has a §8 classification to show). */
import { ApiError, InvalidJsonError, NetworkError, TimeoutError } from '@/lib/api-errors';

export function isRequestError(error: unknown): boolean {
  return (
    error instanceof ApiError ||
    error instanceof NetworkError ||
    error instanceof TimeoutError ||
    error instanceof InvalidJsonError
  );
}
