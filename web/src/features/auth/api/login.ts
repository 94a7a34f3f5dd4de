/**
 * `POST /api/auth/login` {usernameOrEmail, password} (spec 01 §7). The route is added to the
 * manifest by the accounts issue; until then this uses the untyped request.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, request } from '@/lib/api-client';
import { currentUserQueryOptions } from '@/lib/session';

export interface LoginInput {
  usernameOrEmail: string;
  password: string;
}

/** The message of a failed login: the server's, else the spec's default (§8). */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage || 'Invalid credentials. Please try again.';
  return 'Invalid credentials. Please try again.';
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => request('POST', '/api/auth/login', { body: input }),
    // The guard reads the cached user, so load the signed-in user before navigating.
    onSuccess: () => queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 }),
  });
}
