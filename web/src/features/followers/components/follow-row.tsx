/**
 * One row of a follow list (spec 01 §2 Followers page): avatar, name and @username — the way
 * every other person card shows a person (issue 17 §6) — linking to /closet/{id}. Actions are hidden on one's own row. On MY
 * followers tab: 'Following' (tap to unfollow) or 'Follow Back', plus 'Remove'; on MY
 * following tab: 'Unfollow'; on someone else's lists: Follow/Following.
 */
import { Link } from '@tanstack/react-router';
import type { FollowRelation } from '@seamline/shared/contracts/people';
import { FollowButton } from '@/components/people/follow-button';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { SpinnerIcon } from '@/components/ui/spinner';
import type { FollowTab } from '@/lib/people/query-keys';
import { useFollowToggle, type FollowTarget } from '@/lib/people/use-follow';
import { RemoveFollowerButton } from './remove-follower-dialog';

export interface FollowRowProps {
  relation: FollowRelation;
  tab: FollowTab;
  viewerId: string;
  /** The list belongs to the viewer. */
  ownList: boolean;
}

export function FollowRow({ relation, tab, viewerId, ownList }: FollowRowProps) {
  const person = tab === 'followers' ? relation.follower : relation.following;
  // Shown: the name, with @username below (like every person card). Buttons, their screen-reader
  // names and toasts keep the @username: it is unique, names are not.
  const label = person.username ?? person.name;
  const target = { id: person.id, name: label, isFollowing: relation.isFollowing };
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3" data-testid="follow-row">
      <Avatar name={person.name} src={person.avatar} className="size-10" />
      <Link
        to="/closet/$userId"
        params={{ userId: person.id }}
        className="min-w-36 flex-1 rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        <span className="block truncate font-medium text-stone-900">{person.name}</span>
        {person.username ? <span className="block truncate text-sm text-stone-500">@{person.username}</span> : null}
      </Link>
      {person.id === viewerId ? null : (
        <div className="ml-auto flex shrink-0 items-center gap-1">
          {!ownList ? (
            <FollowButton viewerId={viewerId} person={target} />
          ) : tab === 'followers' ? (
            <>
              <FollowButton viewerId={viewerId} person={target} followLabel="Follow Back" />
              <RemoveFollowerButton viewerId={viewerId} follower={{ id: person.id, name: label }} />
            </>
          ) : (
            <UnfollowButton viewerId={viewerId} person={{ ...target, isFollowing: true }} />
          )}
        </div>
      )}
    </li>
  );
}

function UnfollowButton({ viewerId, person }: { viewerId: string; person: FollowTarget }) {
  // The row leaves the list at once (optimistic); the request, and a failure's toast, go on.
  const follow = useFollowToggle(viewerId, person);
  return (
    <Button size="sm" variant="outline" aria-busy={follow.pending || undefined} onClick={() => follow.set(false)}>
      {follow.pending ? <SpinnerIcon /> : null}
      Unfollow
      <span className="sr-only"> {person.name}</span>
    </Button>
  );
}
