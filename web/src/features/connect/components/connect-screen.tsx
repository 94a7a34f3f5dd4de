/**
 * Connect tab (spec 01 §2 "Connect with Others"): people search, 'Perfect Fit Matches'
 * (92 %+ fit similarity, spec 01 §9) and 'People You Might Know' (friends of friends and
 * shared styles). Every list has its loading skeleton, error with retry and the spec's empty
 * text; a viewer without measurements is sent to My Fit under Perfect Fit Matches.
 */
import type { ReactNode } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Ruler, UserPlus, Users } from 'lucide-react';
import { CONNECT_TEXTS, PERFECT_FIT_MIN } from '@seamline/shared/contracts/people-constants';
import type { PersonCard } from '@seamline/shared/contracts/people';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { profileQueryOptions } from '@/lib/people/profile-query';
import { useCurrentUser } from '@/lib/session';
import { matchesQueryOptions, suggestionsQueryOptions } from '../api/matches';
import { PeopleSearch } from './people-search';
import { PersonCardGrid, PersonCardSkeletons } from '@/components/people/person-card';

export function ConnectScreen() {
  const user = useCurrentUser();
  if (!user) return null;
  return <Connect viewerId={user.id} />;
}

function Connect({ viewerId }: { viewerId: string }) {
  const matches = useQuery(matchesQueryOptions(viewerId));
  const suggestions = useQuery(suggestionsQueryOptions(viewerId));
  // The own profile carries the viewer's measurements (null when none are saved).
  const profile = useQuery(profileQueryOptions(viewerId));
  const noMeasurements = profile.isSuccess && profile.data.measurements === null;
  // 'Friends of people you follow' only once the person follows someone (issue 17 section 6).
  const followsSomeone = profile.isSuccess && profile.data.counts.following > 0;

  return (
    <>
      <PageHeader title="Connect with Others" description="Find people with similar measurements and follow their style." />
      <PeopleSearch viewerId={viewerId} />
      <PeopleSection
        id="perfect-fit"
        title="Perfect Fit Matches"
        description={`People with ${PERFECT_FIT_MIN}% or more body-measurement compatibility.`}
        query={matches}
        viewerId={viewerId}
        errorText="Your matches could not be loaded."
        empty={
          noMeasurements ? (
            <EmptyState icon={Ruler} title={CONNECT_TEXTS.noMatches} hint="You have not saved your measurements yet. Add them to find people who share your fit.">
              <Button asChild variant="outline">
                <Link to="/measurements">Add your measurements</Link>
              </Button>
            </EmptyState>
          ) : (
            <EmptyState icon={Users} title={CONNECT_TEXTS.noMatches} />
          )
        }
      />
      <PeopleSection
        id="people-you-might-know"
        title="People You Might Know"
        description={followsSomeone ? 'Friends of people you follow and people who share your style.' : 'People who share your style.'}
        query={suggestions}
        viewerId={viewerId}
        errorText="Suggestions could not be loaded."
        empty={<EmptyState icon={UserPlus} title={CONNECT_TEXTS.noSuggestions} />}
      />
    </>
  );
}

interface PeopleSectionProps {
  id: string;
  title: string;
  description: string;
  query: UseQueryResult<{ items: PersonCard[] }>;
  viewerId: string;
  errorText: string;
  empty: ReactNode;
}

function PeopleSection({ id, title, description, query, viewerId, errorText, empty }: PeopleSectionProps) {
  return (
    <section aria-labelledby={id} className="mb-10">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mb-3 text-sm text-stone-600">{description}</p>
      {query.isPending ? (
        <PersonCardSkeletons label={`Loading ${title}`} />
      ) : query.isError ? (
        <LoadError message={errorText} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        empty
      ) : (
        <PersonCardGrid people={query.data.items} viewerId={viewerId} label={title} />
      )}
    </section>
  );
}
