/**
 * `/profile?tab=&event=`: the Profile tab. `tab` picks the section (My Closet by default);
 * `event` opens that outfit event's planning dialog on the Outfit Planning tab (issue 20), so Back
 * closes it and a link (an invitation, a calendar entry) can open it.
 */
import { createFileRoute } from '@tanstack/react-router';
import { ProfileScreen } from '@/features/profile/components/profile-screen';
import { oneOf, optionalString } from '@/lib/search-params';

const PROFILE_TABS = ['closet', 'saved', 'outfits', 'posts'] as const;
type ProfileTab = (typeof PROFILE_TABS)[number];

interface ProfileSearch {
  tab?: ProfileTab;
  event?: string;
}

export const Route = createFileRoute('/_authed/_shell/profile/')({
  validateSearch: (search: Record<string, unknown>): ProfileSearch => {
    const event = optionalString(search.event);
    const tab = event ? 'outfits' : oneOf(search.tab, PROFILE_TABS, undefined);
    return { ...(tab && tab !== 'closet' ? { tab } : {}), ...(event ? { event } : {}) };
  },
  component: ProfileScreen,
});
