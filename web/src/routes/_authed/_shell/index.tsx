/** `/`: the home tab (For You). `/?tab=discover` etc. open that tab at its own path. */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { oneOf } from '@/lib/search-params';
import { HomeScreen } from '@/features/feed/components/home-screen';
import { TAB_KEYS, TABS, type TabKey } from '@/features/shell/tabs';

export const Route = createFileRoute('/_authed/_shell/')({
  validateSearch: (search: Record<string, unknown>): { tab?: TabKey } => ({ tab: oneOf(search.tab, TAB_KEYS, undefined) }),
  beforeLoad: ({ search }) => {
    const tab = TABS.find((t) => t.key === search.tab);
    if (tab && tab.to !== '/') throw redirect({ to: tab.to, replace: true });
  },
  component: HomeScreen,
});
