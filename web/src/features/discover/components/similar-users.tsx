/**
 * Discover's Similar Users mode (spec 02 §2.11): heading 'Users with 92%+ Fit Match', cards,
 * loading skeletons, error with retry, and the empty state 'No matches found' / 'Complete
 * your measurements to find users with similar fits' (with a way to My Fit when the viewer has
 * no measurements yet).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Users } from 'lucide-react';
import { PEOPLE_ERRORS, PERFECT_FIT_MIN } from '@seamline/shared/contracts/people-constants';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { profileQueryOptions } from '@/lib/people/profile-query';
import { similarUsersQueryOptions } from '../api/similar';
import { SimilarUserCard } from './similar-user-card';

export function SimilarUsers({ viewerId }: { viewerId: string }) {
  const similar = useQuery(similarUsersQueryOptions(viewerId));
  const profile = useQuery(profileQueryOptions(viewerId));
  const noMeasurements = profile.isSuccess && profile.data.measurements === null;
  return (
    <section aria-labelledby="similar-users-heading">
      <h2 id="similar-users-heading" className="mb-3 text-lg font-semibold">
        Users with {PERFECT_FIT_MIN}%+ Fit Match
      </h2>
      {similar.isPending ? (
        <div role="status" aria-label="Loading similar users" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} aria-hidden className="h-56 animate-pulse rounded-2xl border border-stone-200 bg-white" />
          ))}
        </div>
      ) : similar.isError ? (
        <LoadError message="Similar users could not be loaded." onRetry={() => void similar.refetch()} />
      ) : similar.data.items.length === 0 ? (
        <EmptyState icon={Users} title="No matches found" hint={PEOPLE_ERRORS.noMeasurements}>
          {noMeasurements ? (
            <Button asChild variant="outline">
              <Link to="/measurements">Go to My Fit</Link>
            </Button>
          ) : null}
        </EmptyState>
      ) : (
        <ul aria-label="Similar users" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {similar.data.items.map((person) => (
            <li key={person.id}>
              <SimilarUserCard person={person} viewerId={viewerId} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
