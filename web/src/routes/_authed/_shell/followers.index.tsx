/**
 * `/followers` without a user id: one's own lists (spec 01 §6 had a development-user fallback;
 * here a missing id means the signed-in user, whose id comes from the session).
 */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { oneOf } from '@/lib/search-params';

export const Route = createFileRoute('/_authed/_shell/followers/')({
  beforeLoad: ({ context, search }) => {
    const tab = oneOf((search as Record<string, unknown>).tab, ['followers', 'following'] as const, 'followers');
    throw redirect({ to: '/followers/$userId', params: { userId: context.user.id }, search: { tab }, replace: true });
  },
});
