/**
 * Signed-in guard (spec 01 §2 route table): without a user (GET /api/auth/user → 401)
 * every route below redirects to /login, remembering where the visitor was going.
 */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { currentUserQueryOptions } from '@/lib/session';

export const Route = createFileRoute('/_authed')({
  beforeLoad: async ({ context, location }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQueryOptions());
    if (!user) throw redirect({ to: '/login', search: { redirect: location.href } });
    return { user };
  },
});
