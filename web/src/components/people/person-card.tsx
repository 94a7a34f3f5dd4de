/**
 * Person card (spec 01 §3): avatar or initial, name, @username, Follow/Following, the
 * compatibility score when known, mutual connections and the reasons. An anonymised match
 * (username null, spec: `anonymizedDisplay`) shows 'Anonymous' with no profile link and no
 * Follow button, since following would put their username in the follow lists.
 */
import { Link } from '@tanstack/react-router';
import { Users } from 'lucide-react';
import type { PersonCard as PersonCardData } from '@seamline/shared/contracts/people';
import { FollowButton } from '@/components/people/follow-button';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatScore } from '@/lib/people/format-score';

const mutualText = (n: number) => `${n} mutual connection${n === 1 ? '' : 's'}`;

export function PersonCard({ person, viewerId }: { person: PersonCardData; viewerId: string }) {
  const anonymous = person.username === null;
  const nameId = `person-${person.id}-name`;
  // The mutual count is shown beside the score; the same words among the reasons would repeat it.
  const reasons = person.reasons.filter((reason) => reason !== mutualText(person.mutualConnections));
  return (
    <Card role="article" aria-labelledby={nameId} className="flex h-full flex-col gap-3 p-4" data-testid="person-card">
      <div className="flex items-start gap-3">
        <Avatar name={person.name} src={person.avatar} className="size-12 [&>span]:text-base" />
        <div className="min-w-0 flex-1">
          <h3 id={nameId} className="truncate font-semibold text-stone-900">
            {anonymous ? (
              person.name
            ) : (
              <Link
                to="/closet/$userId"
                params={{ userId: person.id }}
                className="rounded underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                {person.name}
              </Link>
            )}
          </h3>
          {person.username ? <p className="truncate text-sm text-stone-500">@{person.username}</p> : null}
        </div>
        {anonymous ? null : <FollowButton viewerId={viewerId} person={person} />}
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {person.compatibilityScore !== null ? (
          <Badge variant="accent" className="whitespace-nowrap">
            {formatScore(person.compatibilityScore)} match
          </Badge>
        ) : null}
        {person.mutualConnections > 0 ? (
          <span className="inline-flex items-center gap-1 text-stone-600">
            <Users className="size-3.5" aria-hidden />
            {mutualText(person.mutualConnections)}
          </span>
        ) : null}
      </div>
      {reasons.length > 0 ? (
        <ul aria-label={`Why ${person.name}`} className="grid gap-1 text-sm text-stone-700">
          {reasons.map((reason) => (
            <li key={reason} className="flex gap-2 before:mt-2 before:size-1.5 before:shrink-0 before:rounded-full before:bg-brand-400 before:content-['']">
              {reason}
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

/** Placeholder cards while a list loads. */
export function PersonCardSkeletons({ count = 3, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} aria-hidden className="flex animate-pulse flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4">
          <div className="flex items-center gap-3">
            <div className="size-12 rounded-full bg-stone-200" />
            <div className="grid flex-1 gap-2">
              <div className="h-4 w-2/3 rounded bg-stone-200" />
              <div className="h-3 w-1/3 rounded bg-stone-100" />
            </div>
          </div>
          <div className="h-3 w-1/2 rounded bg-stone-100" />
          <div className="h-3 w-3/4 rounded bg-stone-100" />
        </div>
      ))}
    </div>
  );
}

/** A grid of person cards. */
export function PersonCardGrid({ people, viewerId, label }: { people: PersonCardData[]; viewerId: string; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {people.map((person) => (
        <li key={person.id}>
          <PersonCard person={person} viewerId={viewerId} />
        </li>
      ))}
    </ul>
  );
}
