/** `/closet/{userId}`: a user's closet (spec 02 §2.2). Closet data arrives with the closet issue. */
import { getRouteApi } from '@tanstack/react-router';
import { Shirt } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { useCurrentUser } from '@/lib/session';

const route = getRouteApi('/_authed/_shell/closet/$userId');

export function ClosetScreen() {
  const { userId } = route.useParams();
  const user = useCurrentUser();
  const own = user?.id === userId;
  return (
    <>
      <PageHeader title={own ? 'My Closet' : 'Closet'} description="Items organised in sections, in grid or list view." />
      <EmptyState
        icon={Shirt}
        title={own ? 'No items in your closet yet' : 'This closet cannot be shown yet'}
        hint="Closets are not available in this version."
      />
    </>
  );
}
