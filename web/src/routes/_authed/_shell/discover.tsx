/** `/discover?mode=&category=&product=`: The Discover tab (spec 02 §2.11); `product` opens the product dialog. */
import { createFileRoute } from '@tanstack/react-router';
import { DiscoverScreen } from '@/features/discover/components/discover-screen';
import { validateDiscoverSearch } from '@/features/discover/discover-search';
import { trendingQueryOptions } from '@/lib/catalogue/trending';

export const Route = createFileRoute('/_authed/_shell/discover')({
  validateSearch: validateDiscoverSearch,
  // 'Trending Now' holds the page's largest image: ask for it while the page's code loads (not awaited).
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(trendingQueryOptions());
  },
  component: DiscoverScreen,
});
