/**
 * `/`: the home tab (For You): the Personal Style Feed; `?filter=ai_picks|fit_matches|moodboards|friends`
 * keeps the chosen chip. `/?tab=discover` etc. open that tab at its own path.
 */
import { createFileRoute, redirect } from '@tanstack/react-router';
import type { FeedFilter } from '@seamline/shared/contracts/feed-constants';
import { oneOf } from '@/lib/search-params';
import { feedFilterOf } from '@/lib/feed/feed-items';
import { HomeScreen } from '@/features/feed/components/home-screen';
import { TAB_KEYS, TABS, type TabKey } from '@/features/shell/tabs';

export const Route = createFileRoute('/_authed/_shell/')({
  validateSearch: (search: Record<string, unknown>): { tab?: TabKey; filter?: Exclude<FeedFilter, 'all'> } => {
    const filter = feedFilterOf(search.filter);
    return { tab: oneOf(search.tab, TAB_KEYS, undefined), filter: filter === 'all' ? undefined : filter };
  },
  beforeLoad: ({ search }) => {
    const tab = TABS.find((t) => t.key === search.tab);
    if (tab && tab.to !== '/') throw redirect({ to: tab.to, replace: true });
  },
  component: HomeScreen,
});
