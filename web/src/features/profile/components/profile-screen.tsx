/**
 * Profile tab (spec 02 §2.1): header from the signed-in user with real counts from their
 * public profile, then My Closet (default), Saved Items and Outfit Planning. Closet, saved
 * items and events arrive with their issues; each tab shows its empty state until then.
 */
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, Heart, Shirt } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { profileQueryOptions } from '@/lib/people/profile-query';
import { useCurrentUser } from '@/lib/session';
import { ProfileHeader } from './profile-header';

export function ProfileScreen() {
  const user = useCurrentUser();
  const profile = useQuery({ ...profileQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
  if (!user) return null;
  return (
    <>
      <ProfileHeader
        person={{ id: user.id, name: user.name, username: user.username, bio: user.bio, avatar: user.profileImageUrl }}
        profile={profile.data}
        viewerId={user.id}
      />
      <Tabs defaultValue="closet">
        <TabsList aria-label="Profile sections">
          <TabsTrigger value="closet">My Closet</TabsTrigger>
          <TabsTrigger value="saved">Saved Items</TabsTrigger>
          <TabsTrigger value="events">Outfit Planning</TabsTrigger>
        </TabsList>
        <TabsContent value="closet">
          <EmptyState icon={Shirt} title="No items in your closet yet" />
        </TabsContent>
        <TabsContent value="saved">
          <EmptyState icon={Heart} title="No saved items yet" />
        </TabsContent>
        <TabsContent value="events">
          <EmptyState icon={CalendarDays} title="No outfit events yet" />
        </TabsContent>
      </Tabs>
    </>
  );
}
