/** `/reset-password?token=`: set a new password; reachable signed in or out. */
import { createFileRoute } from '@tanstack/react-router';
import { optionalString } from '@/lib/search-params';
import { ResetPasswordScreen } from '@/features/auth/components/reset-password-screen';

export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: optionalString(search.token) }),
  component: ResetPasswordScreen,
});
