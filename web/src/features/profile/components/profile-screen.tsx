/**
 * Profile tab (spec 02 §2.1): header from the signed-in user with real counts from their
 * public profile, then My Closet (default: the closet preview of `ClosetTab`, and under it the
 * Moodboards card), Saved Items, Outfit Planning (issue 20: events, the planning dialog) and
 * Posts (issue 18). The section is in the URL (`?tab=`), and `?event=` opens an event's planning
 * dialog. The header's menu has Edit Profile, Privacy Settings and Logout. A saved item or a
 * board's item opens in the one product dialog of this screen.
 */
import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { Product } from '@seamline/shared/contracts/catalogue';
import { ProductDialog } from '@/components/catalogue/product-dialog';
import { UserPostsList } from '@/components/social/user-posts-list';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { profileQueryOptions } from '@/lib/people/profile-query';
import { useCurrentUser } from '@/lib/session';
import { ClosetTab } from './closet-tab';
import { MoodboardsCard } from './moodboards-card';
import { ProfileHeader } from './profile-header';
import { ProfileMenu } from './profile-menu';
import { SavedItemsTab } from './saved-items-tab';

const route = getRouteApi('/_authed/_shell/profile/');
const TABS = ['closet', 'saved', 'outfits', 'posts'] as const;
type Tab = (typeof TABS)[number];
// Outfit planning is its own chunk, loaded when its tab is first pointed at or opened.
const loadOutfitPlanning = () => import('@/features/outfits/components/outfit-planning-tab');
const OutfitPlanningTab = lazy(loadOutfitPlanning);

export function ProfileScreen() {
  const user = useCurrentUser();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const tab: Tab = search.tab ?? 'closet';
  const showTab = (next: string) => {
    const value = (TABS as readonly string[]).includes(next) ? (next as Tab) : 'closet';
    void navigate({ search: value === 'closet' ? {} : { tab: value }, replace: true });
  };
  const openEvent = (eventId: string | null) => {
    // Opening adds a history entry (Back closes the dialog); closing replaces it.
    void navigate({ search: eventId ? { tab: 'outfits', event: eventId } : { tab: 'outfits' }, replace: eventId === null });
  };
  const profile = useQuery({ ...profileQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
  // The open product and where it was opened from (the recorded view's source).
  const [opened, setOpened] = useState<{ product: Product; source: 'collection' | 'moodboard' } | null>(null);
  if (!user) return null;
  return (
    <>
      <ProfileHeader
        person={{ id: user.id, name: user.name, username: user.username, bio: user.bio, avatar: user.profileImageUrl }}
        profile={profile.data}
        viewerId={user.id}
        menu={<ProfileMenu />}
      />
      <Tabs value={tab} onValueChange={showTab}>
        <TabsList aria-label="Profile sections" className="flex max-w-full justify-start overflow-x-auto [scrollbar-width:none] sm:inline-flex [&>button]:px-2 [&>button]:text-[13px] sm:[&>button]:px-3 sm:[&>button]:text-sm">
          <TabsTrigger value="closet">My Closet</TabsTrigger>
          <TabsTrigger value="saved">Saved Items</TabsTrigger>
          <TabsTrigger value="outfits" onPointerEnter={() => void loadOutfitPlanning()} onFocus={() => void loadOutfitPlanning()}>
            Outfit Planning
          </TabsTrigger>
          <TabsTrigger value="posts">Posts</TabsTrigger>
        </TabsList>
        <TabsContent value="closet" className="grid gap-6">
          <ClosetTab userId={user.id} />
          <MoodboardsCard userId={user.id} onOpenProduct={(product) => setOpened({ product, source: 'moodboard' })} />
        </TabsContent>
        <TabsContent value="saved">
          <SavedItemsTab userId={user.id} onOpenProduct={(product) => setOpened({ product, source: 'collection' })} />
        </TabsContent>
        <TabsContent value="outfits">
          <Suspense
            fallback={
              <div className="flex justify-center py-12">
                <Spinner label="Loading outfit planning" />
              </div>
            }
          >
            <OutfitPlanningTab userId={user.id} openEventId={search.event ?? null} onOpenEvent={openEvent} />
          </Suspense>
        </TabsContent>
        <TabsContent value="posts">
          <UserPostsList userId={user.id} viewerId={user.id} headingLevel={2} />
        </TabsContent>
      </Tabs>
      <ProductDialog
        product={opened?.product ?? null}
        open={opened !== null}
        onOpenChange={(open) => !open && setOpened(null)}
        source={opened?.source ?? 'collection'}
      />
    </>
  );
}
