/**
 * Profile header (spec 02 §2.1): avatar initial, full name or username, @username, optional
 * bio, and REAL counts from `GET /api/users/{userId}/profile` (the spec's fixed 142 / 2.1k /
 * 89 replaced; compact from 1,000 on). Following → /followers/{id}?tab=following, Followers →
 * ?tab=followers. One's own header offers Edit Profile; someone else's a Follow/Following
 * button (and 'Follows you' when they do), or — when the viewer blocked them (issue 19) — a
 * 'Blocked' badge and Unblock in Follow's place.
 */
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { PublicProfile } from '@seamline/shared/contracts/people';
import { BLOCK_TEXTS } from '@seamline/shared/contracts/people-constants';
import { FollowButton } from '@/components/people/follow-button';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatCount } from '@/lib/people/format-count';
import { UnblockButton } from './block-controls';

export interface ProfileHeaderPerson {
  id: string;
  name: string;
  username: string | null;
  bio: string | null;
  avatar: string | null;
}

export interface ProfileHeaderProps {
  person: ProfileHeaderPerson;
  /** The public profile once loaded (counts, follow state); undefined while loading. */
  profile: PublicProfile | undefined;
  viewerId: string;
  /** h1 on /profile; h2 where the page already has its own h1. */
  headingLevel?: 1 | 2;
  /**
   * Shown after Edit Profile on one's own header (the profile menu of spec 02 §2.1), after
   * Follow / Unblock on someone else's (their '⋯' menu with Block).
   */
  menu?: ReactNode;
}

export function ProfileHeader({ person, profile, viewerId, headingLevel = 1, menu }: ProfileHeaderProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const isSelf = person.id === viewerId;
  const counts = profile?.counts;
  const statClass = 'flex items-baseline gap-1 rounded text-stone-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';
  return (
    <Card className="mb-6 flex flex-col gap-4 p-6 sm:flex-row sm:items-center" data-testid="profile-header">
      <Avatar name={person.name} src={person.avatar} className="size-20 text-2xl [&>span]:text-2xl" />
      <div className="min-w-0 flex-1">
        <Heading className="truncate text-2xl font-semibold tracking-tight">{person.name}</Heading>
        <div className="flex flex-wrap items-center gap-2">
          {person.username ? <p className="text-sm text-stone-500">@{person.username}</p> : null}
          {profile?.blockedByYou && !isSelf ? <Badge variant="destructive">{BLOCK_TEXTS.blockedBadge}</Badge> : null}
          {profile?.followsYou && !profile.blockedByYou && !isSelf ? <Badge>Follows you</Badge> : null}
        </div>
        {person.bio ? <p className="mt-2 max-w-prose text-sm text-stone-700">{person.bio}</p> : null}
        <ul aria-label="Counts" className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm" aria-busy={!counts || undefined}>
          <Stat label="Following" value={counts?.following}>
            {(content) => (
              <Link to="/followers/$userId" params={{ userId: person.id }} search={{ tab: 'following' }} className={`${statClass} hover:underline`}>
                {content}
              </Link>
            )}
          </Stat>
          <Stat label="Followers" value={counts?.followers}>
            {(content) => (
              <Link to="/followers/$userId" params={{ userId: person.id }} search={{ tab: 'followers' }} className={`${statClass} hover:underline`}>
                {content}
              </Link>
            )}
          </Stat>
          <Stat label="Outfits" value={counts?.outfits}>
            {(content) => <span className={statClass}>{content}</span>}
          </Stat>
        </ul>
      </div>
      {isSelf ? (
        <div className="flex items-center gap-2">
          <Button asChild variant="outline">
            <Link to="/profile-edit">Edit Profile</Link>
          </Button>
          {menu}
        </div>
      ) : profile ? (
        <div className="flex items-center gap-2">
          {profile.blockedByYou ? (
            <UnblockButton viewerId={viewerId} person={{ id: profile.id, name: person.name, blockedByYou: true }} />
          ) : (
            <FollowButton viewerId={viewerId} person={{ id: profile.id, name: person.name, isFollowing: profile.isFollowing }} size="default" />
          )}
          {menu}
        </div>
      ) : null}
    </Card>
  );
}

/** One count: the number (exact in the title when compacted) and its label. */
function Stat({ label, value, children }: { label: string; value: number | undefined; children: (content: ReactNode) => ReactNode }) {
  const shown = value === undefined ? '–' : formatCount(value);
  const content = (
    <>
      <span className="font-semibold text-stone-900" title={value !== undefined && value >= 1000 ? value.toLocaleString('en-US') : undefined}>
        {shown}
      </span>
      <span>{label}</span>
    </>
  );
  return <li data-testid={`count-${label.toLowerCase()}`}>{children(content)}</li>;
}
