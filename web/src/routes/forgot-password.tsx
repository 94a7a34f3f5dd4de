/** `/forgot-password`: Forgot password: reachable signed in or out. */
import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordScreen } from '@/features/auth/components/password-help-screen';

export const Route = createFileRoute('/forgot-password')({
  component: ForgotPasswordScreen,
});
