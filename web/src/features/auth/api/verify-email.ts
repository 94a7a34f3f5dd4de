/** Email verification (spec 01 §4): `POST /api/auth/verify-email` and the signed-in resend. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentUserKey } from '@/lib/session';

/** Verify the token from the email link; the cached user is refreshed afterwards. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api('POST /api/auth/verify-email', { body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserKey }),
  });
}

/** Send a new verification email (signed in; the server limits it to 3 per hour → 429). */
export function useResendVerification() {
  return useMutation({ mutationFn: () => api('POST /api/auth/resend-verification') });
}
