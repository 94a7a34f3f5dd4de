/** `POST /api/auth/register` → 201 {user, requiresEmailVerification} (spec 01 §4, §7). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterInput } from '@seamline/shared/contracts/auth';
import { api, ApiError } from '@/lib/api-client';
import { currentUserKey } from '@/lib/session';

/** Registration failure text (spec 01 §8): server message, else status text, else the default. */
export function registerErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage || error.statusText || 'Unable to create account. Please try again.';
  return 'Unable to create account. Please try again.';
}

/** Create the account; the server starts a session, so the new user becomes the current user. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => api('POST /api/auth/register', { body: input }),
    onSuccess: (result) => queryClient.setQueryData(currentUserKey, result.user),
  });
}
