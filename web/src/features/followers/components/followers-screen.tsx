/**
 * Followers and following (spec 01 §2 "Followers page", /followers/{userId}?tab=): header with
 * the user's initial, username and handle (from their profile), tabs 'Followers (n)' and
 * 'Following (n)' with n from the profile counts, and the selected list. The tab lives in the
 * URL so back/forward and links keep it; the tabs are links (each a real address) in a
 * navigation landmark, and the arrow keys move between them.
 */
import type { KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { UserX } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { Avatar } from '@/components/ui/avatar';
import { ApiError } from '@/lib/api-client';
import { profileQueryOptions } from '@/lib/people/profile-query';
import type { FollowTab } from '@/lib/people/query-keys';
import { useCurrentUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import { FollowList } from './follow-list';

const route = getRouteApi('/_authed/_shell/followers/$userId');
const TABS: { key: FollowTab; label: string }[] = [
  { key: 'followers', label: 'Followers' },
  { key: 'following', label: 'Following' },
];

/** Left/Right/Home/End move focus between the tab links (roving focus within the nav). */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a')];
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  if (at < 0) return;
  const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: links.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  links[(next + links.length) % links.length]?.focus();
}

export function FollowersScreen() {
  const user = useCurrentUser();
  if (!user) return null;
  return <Followers viewerId={user.id} />;
}

function Followers({ viewerId }: { viewerId: string }) {
  const { userId } = route.useParams();
  const { tab } = route.useSearch();
  const profile = useQuery(profileQueryOptions(userId));

  if (profile.isError) {
    return profile.error instanceof ApiError && (profile.error.status === 404 || profile.error.status === 400) ? (
      <EmptyState icon={UserX} title="User not found" hint="This person does not exist or has left Seamline." />
    ) : (
      <LoadError message="This page could not be loaded." onRetry={() => void profile.refetch()} />
    );
  }
  const person = profile.data;
  const name = person?.username ?? person?.name ?? '';

  return (
    <>
      <div className="mb-6 flex min-h-12 items-center gap-3">
        {person ? (
          <>
            <Avatar name={name} src={person.avatar} className="size-12" />
            <div className="min-w-0">
              <h1 className="truncate text-xl font-semibold tracking-tight">{name}</h1>
              {person.handle ? <p className="truncate text-sm text-stone-500">@{person.handle}</p> : null}
            </div>
          </>
        ) : (
          <div aria-hidden className="flex animate-pulse items-center gap-3">
            <div className="size-12 rounded-full bg-stone-200" />
            <div className="grid gap-2">
              <div className="h-4 w-32 rounded bg-stone-200" />
              <div className="h-3 w-20 rounded bg-stone-100" />
            </div>
          </div>
        )}
      </div>
      <nav aria-label="Follow lists" className="mb-4 flex gap-1 border-b border-stone-200" onKeyDown={moveFocus}>
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
            {person ? ` (${person.counts[t.key]})` : null}
          </Link>
        ))}
      </nav>
      <FollowList key={`${userId}:${tab}`} userId={userId} tab={tab} viewerId={viewerId} />
    </>
  );
}
