/**
 * `/closet/{userId}`: a user's profile screen with their closet organizer (spec 02 §2, §2.2);
 * `?view=grid|list` keeps the organizer's layout.
 */
import { createFileRoute } from '@tanstack/react-router';
import { PersonProfileScreen } from '@/features/profile/components/person-profile-screen';

/** Search params of the closet: only a known view is kept (anything else = the default grid). */
export interface ClosetSearch {
  view?: 'grid' | 'list';
}

export const Route = createFileRoute('/_authed/_shell/closet/$userId')({
  validateSearch: (search: Record<string, unknown>): ClosetSearch => (search.view === 'list' || search.view === 'grid' ? { view: search.view } : {}),
  component: PersonProfileScreen,
});
