/**
 * `/closet/{userId}` (spec 02 §2: the profile screen of any user): the closet title, the
 * person's profile header with real counts and a Follow/Following button, their measurements
 * when they allow the viewer, their posts (issue 18; one's own are on /profile; hidden while the
 * viewer blocks them), then the closet. The header's '⋯' menu blocks or unblocks (issue 19).
 * A profile answering 404 — unknown, suspended, or someone who blocked the viewer (issue 33 §1: to
 * them it does not exist) — shows the app's 'Page not found' view, exactly as a mistyped link.
 */
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Ban } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { NotFoundView } from '@/components/not-found-view';
import { ClosetOrganizer, PrivateCloset } from '@/features/closet/components/closet-screen';
import { PageHeader } from '@/components/page-header';
import { UserPostsList } from '@/components/social/user-posts-list';
import { ApiError } from '@/lib/api-client';
import { profileQueryOptions } from '@/lib/people/profile-query';
import { useCurrentUser } from '@/lib/session';
import { PersonMenu } from './block-controls';
import { ProfileHeader } from './profile-header';
import { VisibleMeasurements } from './visible-measurements';

const route = getRouteApi('/_authed/_shell/closet/$userId');

export function PersonProfileScreen() {
  const { userId } = route.useParams();
  const user = useCurrentUser();
  const profile = useQuery(profileQueryOptions(userId));
  if (!user) return null;
  const own = user.id === userId;
  const notFound = profile.error instanceof ApiError && (profile.error.status === 404 || profile.error.status === 400);
  const data = profile.data;
  if (notFound) return <NotFoundView />;

  return (
    <>
      <PageHeader title={own ? 'My Closet' : 'Closet'} />
      {profile.isError ? (
        <LoadError message="This profile could not be loaded." onRetry={() => void profile.refetch()} />
      ) : (
        <>
          {own ? (
            <ProfileHeader
              person={{ id: user.id, name: user.name, username: user.username, bio: user.bio, avatar: user.profileImageUrl }}
              profile={data}
              viewerId={user.id}
              headingLevel={2}
            />
          ) : data ? (
            <ProfileHeader
              person={data}
              profile={data}
              viewerId={user.id}
              headingLevel={2}
              menu={<PersonMenu viewerId={user.id} person={{ id: data.id, name: data.name, blockedByYou: data.blockedByYou }} />}
            />
          ) : (
            <div aria-hidden className="mb-6 h-36 animate-pulse rounded-2xl border border-stone-200 bg-white" />
          )}
          {!own && data?.canViewMeasurements && data.measurements ? (
            <VisibleMeasurements name={data.username ?? data.name} measurements={data.measurements} />
          ) : null}
          {!own && data ? (
            <section aria-labelledby="person-posts-heading" className="mb-8">
              <h2 id="person-posts-heading" className="mb-3 text-lg font-semibold tracking-tight">
                Posts
              </h2>
              {data.blockedByYou ? (
                <EmptyState icon={Ban} title={`You blocked ${data.name}`} hint="Their posts stay hidden from you while they are blocked." />
              ) : (
                <UserPostsList userId={userId} viewerId={user.id} name={data.firstName ?? data.username ?? data.name} />
              )}
            </section>
          ) : null}
          {own || data?.canViewCloset ? (
            <ClosetOrganizer closetId={userId} own={own} />
          ) : data ? (
            <PrivateCloset />
          ) : null}
        </>
      )}
    </>
  );
}
