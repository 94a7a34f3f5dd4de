/** `/followers/{userId}?tab=followers|following` (followers is the default; spec 01 §2). */
import { createFileRoute } from '@tanstack/react-router';
import { oneOf } from '@/lib/search-params';
import { FollowersScreen } from '@/features/followers/components/followers-screen';

const FOLLOW_TABS = ['followers', 'following'] as const;
type FollowTab = (typeof FOLLOW_TABS)[number];

export const Route = createFileRoute('/_authed/_shell/followers/$userId')({
  validateSearch: (search: Record<string, unknown>): { tab: FollowTab } => ({
    tab: oneOf(search.tab, FOLLOW_TABS, 'followers'),
  }),
  component: FollowersScreen,
});
