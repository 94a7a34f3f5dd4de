/**
 * The rows of one tab of the followers page with its loading text ('Loading followers...' /
 * 'Loading following...'), empty state ('No followers yet' / 'Not following anyone yet'),
 * error with retry and "Load more".
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { LoaderCircle, UserPlus, Users } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { LoadMore } from '@/components/load-more';
import type { FollowTab } from '@/lib/people/query-keys';
import { followListQueryOptions } from '../api/follow-lists';
import { FollowRow } from './follow-row';

const TEXTS = {
  followers: { loading: 'Loading followers...', empty: 'No followers yet', icon: Users, error: 'Followers could not be loaded.' },
  following: { loading: 'Loading following...', empty: 'Not following anyone yet', icon: UserPlus, error: 'Following could not be loaded.' },
} as const;

export function FollowList({ userId, tab, viewerId }: { userId: string; tab: FollowTab; viewerId: string }) {
  const query = useInfiniteQuery(followListQueryOptions(userId, tab));
  const texts = TEXTS[tab];
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];

  if (query.isPending) {
    return (
      <div role="status" className="flex items-center gap-2 py-10 text-sm text-stone-600">
        <LoaderCircle aria-hidden className="size-5 animate-spin text-brand-600" />
        {texts.loading}
      </div>
    );
  }
  if (query.isError && rows.length === 0) return <LoadError message={texts.error} onRetry={() => void query.refetch()} />;
  if (rows.length === 0) return <EmptyState icon={texts.icon} title={texts.empty} />;
  return (
    <>
      <ul aria-label={tab === 'followers' ? 'Followers' : 'Following'} className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white px-4">
        {rows.map((relation) => (
          <FollowRow key={relation.id} relation={relation} tab={tab} viewerId={viewerId} ownList={userId === viewerId} />
        ))}
      </ul>
      <LoadMore query={query} />
    </>
  );
}
