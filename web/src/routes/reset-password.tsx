/** `/reset-password`: Reset password: reachable signed in or out. */
import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordScreen } from '@/features/auth/components/password-help-screen';

export const Route = createFileRoute('/reset-password')({
  component: ResetPasswordScreen,
});
