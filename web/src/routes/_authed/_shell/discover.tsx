/** `/discover`: The Discover tab. */
import { createFileRoute } from '@tanstack/react-router';
import { DiscoverScreen } from '@/features/discover/components/discover-screen';

export const Route = createFileRoute('/_authed/_shell/discover')({
  component: DiscoverScreen,
});
