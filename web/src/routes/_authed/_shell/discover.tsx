/** `/discover?mode=&category=&product=`: The Discover tab (spec 02 §2.11); `product` opens the product dialog. */
import { createFileRoute } from '@tanstack/react-router';
import { DiscoverScreen } from '@/features/discover/components/discover-screen';
import { validateDiscoverSearch } from '@/features/discover/discover-search';

export const Route = createFileRoute('/_authed/_shell/discover')({
  validateSearch: validateDiscoverSearch,
  component: DiscoverScreen,
});
