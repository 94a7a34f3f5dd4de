/**
 * Followers and following (spec 01 §2 "Followers page"): header with the current user's
 * initial, username and handle; tabs driven by `?tab=` so back/forward and links keep the
 * selected list. The follow lists arrive with the connections issue.
 */
import { getRouteApi, Link } from '@tanstack/react-router';
import { UserPlus, Users } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/lib/utils';
import { useCurrentUser } from '@/lib/session';

const route = getRouteApi('/_authed/_shell/followers/$userId');
const TABS = [
  { key: 'followers', label: 'Followers' },
  { key: 'following', label: 'Following' },
] as const;

export function FollowersScreen() {
  const { userId } = route.useParams();
  const { tab } = route.useSearch();
  const user = useCurrentUser();
  if (!user) return null;
  const handle = user.email.split('@')[0];
  return (
    <>
      <div className="mb-6 flex items-center gap-3">
        <Avatar name={user.username} className="size-12" />
        <div>
          <h1 className="text-xl font-semibold tracking-tight">{user.username}</h1>
          <p className="text-sm text-stone-500">@{handle}</p>
        </div>
      </div>
      <nav aria-label="Follow lists" className="mb-4 flex gap-1 border-b border-stone-200">
        {TABS.map((t) => (
          <Link
            key={t.key}
            to="/followers/$userId"
            params={{ userId }}
            search={{ tab: t.key }}
            aria-current={tab === t.key ? 'page' : undefined}
            className={cn(
              '-mb-px border-b-2 px-4 py-2 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
              tab === t.key ? 'border-brand-600 text-stone-900' : 'border-transparent text-stone-500 hover:text-stone-900',
            )}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      {tab === 'followers' ? (
        <EmptyState icon={Users} title="No followers yet" />
      ) : (
        <EmptyState icon={UserPlus} title="Not following anyone yet" />
      )}
    </>
  );
}
