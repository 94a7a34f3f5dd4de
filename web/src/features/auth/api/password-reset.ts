/** Password reset: `POST /api/auth/forgot-password` (always 202) and `POST /api/auth/reset-password`. */
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Ask for a reset link for `email`. */
export function useForgotPassword() {
  return useMutation({ mutationFn: (email: string) => api('POST /api/auth/forgot-password', { body: { email } }) });
}

/** Set a new password with the token from the reset link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string; confirmPassword: string }) =>
      api('POST /api/auth/reset-password', { body }),
  });
}
