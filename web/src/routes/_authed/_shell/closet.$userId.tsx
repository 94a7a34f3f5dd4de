/**
 * `/closet/{userId}`: a user's profile screen with their closet organizer (spec 02 §2, §2.2);
 * `?view=grid|list` keeps the organizer's layout. `?tab=outfits&event=<id>` on one's OWN id (the
 * link of an event invitation, `outfitEventLink`, issue 20) goes to the profile's Outfit Planning
 * tab with that event's planning dialog open.
 */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { PersonProfileScreen } from '@/features/profile/components/person-profile-screen';
import { optionalString } from '@/lib/search-params';

/** Search params of the closet: only a known view is kept (anything else = the default grid). */
export interface ClosetSearch {
  view?: 'grid' | 'list';
  tab?: 'outfits';
  event?: string;
}

export const Route = createFileRoute('/_authed/_shell/closet/$userId')({
  validateSearch: (search: Record<string, unknown>): ClosetSearch => {
    const event = optionalString(search.event);
    return {
      ...(search.view === 'list' || search.view === 'grid' ? { view: search.view } : {}),
      ...(search.tab === 'outfits' ? { tab: 'outfits' as const } : {}),
      ...(event ? { event } : {}),
    };
  },
  beforeLoad: ({ context, params, search }) => {
    if (search.tab === 'outfits' && context.user.id === params.userId) {
      throw redirect({ to: '/profile', search: search.event ? { tab: 'outfits', event: search.event } : { tab: 'outfits' }, replace: true });
    }
  },
  component: PersonProfileScreen,
});
