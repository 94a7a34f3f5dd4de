/** `POST /api/auth/login` {usernameOrEmail, password} → {user} (spec 01 §5 Login, §7). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput } from '@seamline/shared/contracts/auth';
import { api } from '@/lib/api-client';
import { serverMessage } from '@/lib/form-errors';
import { currentUserKey, currentUserQueryOptions } from '@/lib/session';

/** The message of a failed login: the server's, else the spec's default (§8). */
export function loginErrorMessage(error: unknown): string {
  return serverMessage(error, 'Invalid credentials. Please try again.');
}

/** Sign in; on success the current-user query is invalidated and reloaded before resolving. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => api('POST /api/auth/login', { body: input }),
    // The guard reads the cached user, so load the signed-in user before navigating.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: currentUserKey });
      await queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 });
    },
  });
}
