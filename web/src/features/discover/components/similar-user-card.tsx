/**
 * A Similar Users card (spec 02 §2.11): avatar, full name, @username, the '{fitSimilarity}% fit
 * match' badge, Location, Style, Measurements 'Visible'/'Private', Follow (optimistic) and View
 * Profile, and the 'Shared Measurements' note when the person lets the viewer see them. An
 * anonymised person (username null) has no profile link and no Follow.
 */
import { Link } from '@tanstack/react-router';
import { Eye, EyeOff, MapPin, Shirt } from 'lucide-react';
import type { SimilarUser } from '@seamline/shared/contracts/people';
import { FollowButton } from '@/components/people/follow-button';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

export function SimilarUserCard({ person, viewerId }: { person: SimilarUser; viewerId: string }) {
  const fullName = `${person.firstName} ${person.lastName}`.trim() || person.username || 'Anonymous';
  const nameId = `similar-${person.id}-name`;
  const anonymous = person.username === null;
  return (
    <Card role="article" aria-labelledby={nameId} className="flex h-full flex-col gap-4 p-4" data-testid="similar-user-card">
      <div className="flex items-start gap-3">
        <Avatar name={fullName} src={person.profileImage} className="size-12 [&>span]:text-base" />
        <div className="min-w-0 flex-1">
          <h3 id={nameId} className="truncate font-semibold text-stone-900">
            {fullName}
          </h3>
          {person.username ? <p className="truncate text-sm text-stone-500">@{person.username}</p> : null}
          <Badge variant="accent" className="mt-1.5 whitespace-nowrap">
            {person.fitSimilarity}% fit match
          </Badge>
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
        <dt className="flex items-center gap-1.5 text-stone-500">
          <MapPin className="size-3.5" aria-hidden />
          Location
        </dt>
        <dd className="truncate text-stone-900">{person.location}</dd>
        <dt className="flex items-center gap-1.5 text-stone-500">
          <Shirt className="size-3.5" aria-hidden />
          Style
        </dt>
        <dd className="truncate text-stone-900">{person.stylePreference}</dd>
        <dt className="flex items-center gap-1.5 text-stone-500">
          {person.canViewMeasurements ? <Eye className="size-3.5" aria-hidden /> : <EyeOff className="size-3.5" aria-hidden />}
          Measurements
        </dt>
        <dd className="text-stone-900">{person.canViewMeasurements ? 'Visible' : 'Private'}</dd>
      </dl>
      {person.canViewMeasurements ? (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-xs text-brand-800">
          <span className="font-medium">Shared Measurements</span> — {fullName} shares their measurements with you.
        </p>
      ) : null}
      {anonymous ? null : (
        <div className="mt-auto flex gap-2">
          <FollowButton viewerId={viewerId} person={{ id: person.id, name: fullName, isFollowing: person.isFollowing }} className="flex-1" />
          <Button asChild size="sm" variant="outline" className="flex-1">
            <Link to="/closet/$userId" params={{ userId: person.id }}>
              View Profile
              <span className="sr-only"> of {fullName}</span>
            </Link>
          </Button>
        </div>
      )}
    </Card>
  );
}
