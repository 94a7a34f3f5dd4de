/** Signed-out-only screens (login, register, verify email): a signed-in user goes to /. */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { currentUserQueryOptions } from '@/lib/session';
import { AuthLayout } from '@/features/auth/components/auth-layout';

export const Route = createFileRoute('/_guest')({
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQueryOptions());
    if (user) throw redirect({ to: '/' });
  },
  component: AuthLayout,
});
