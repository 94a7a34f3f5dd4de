/**
 * Signed-out screens (login, register, verify email): a signed-in user goes to the shell (/).
 * One exception: a signed-in user whose email is not verified yet may open /verify-email
 * (registration sends them there, and the emailed link may be opened in the same browser).
 */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { currentUserQueryOptions } from '@/lib/session';
import { AuthLayout } from '@/features/auth/components/auth-layout';

export const Route = createFileRoute('/_guest')({
  beforeLoad: async ({ context, location }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQueryOptions());
    if (user && !(location.pathname === '/verify-email' && !user.isEmailVerified)) throw redirect({ to: '/' });
  },
  component: AuthLayout,
});
