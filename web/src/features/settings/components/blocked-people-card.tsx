/**
 * Settings → 'Blocked people' (issue 19 blocking): the people the viewer blocked, most recently
 * blocked first (`GET /api/blocks`, 20 a page, Load more), each with Unblock (busy while its
 * request runs; the row leaves the list when it answers and focus moves to the list's heading,
 * so a keyboard user is not dropped on the page's body). Loading, empty and error states.
 */
import { useRef } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { toast } from 'sonner';
import type { BlockedPerson } from '@seamline/shared/contracts/people';
import { BLOCK_TEXTS } from '@seamline/shared/contracts/people-constants';
import { LoadError } from '@/components/load-error';
import { LoadMore } from '@/components/load-more';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/form-errors';
import { blockedPeopleQueryOptions, useUnblockPerson } from '@/lib/people/blocks';
import { exactTime, relativeTime } from '@/lib/relative-time';

export function BlockedPeopleCard({ viewerId }: { viewerId: string }) {
  const query = useInfiniteQuery(blockedPeopleQueryOptions(viewerId));
  const heading = useRef<HTMLHeadingElement>(null);
  const people = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle id="blocked-people-heading" ref={heading} tabIndex={-1} className="focus:outline-none">
          {BLOCK_TEXTS.settingsTitle}
        </CardTitle>
        <CardDescription>{BLOCK_TEXTS.settingsHint}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <Spinner label="Loading blocked people" />
        ) : query.isError ? (
          <LoadError message={BLOCK_TEXTS.loadError} onRetry={() => void query.refetch()} />
        ) : people.length === 0 ? (
          <p className="text-sm text-stone-600">{BLOCK_TEXTS.empty}</p>
        ) : (
          <>
            <ul aria-labelledby="blocked-people-heading" className="divide-y divide-stone-200">
              {people.map((person) => (
                <BlockedRow key={person.id} viewerId={viewerId} person={person} onUnblocked={() => heading.current?.focus()} />
              ))}
            </ul>
            <LoadMore query={query} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function BlockedRow({ viewerId, person, onUnblocked }: { viewerId: string; person: BlockedPerson; onUnblocked: () => void }) {
  const unblock = useUnblockPerson(viewerId);
  // `mutateAsync`: the row leaves the list before `mutate` callbacks would run, and they never
  // run for a component that is gone.
  const run = async () => {
    try {
      await unblock.mutateAsync({ id: person.id, name: person.name });
      onUnblocked();
      toast.success(`You unblocked ${person.name}`, { description: 'You can follow each other again.' });
    } catch (error) {
      toast.error(`Could not unblock ${person.name}`, { description: serverMessage(error, 'Please try again.') });
    }
  };
  return (
    <li className="flex items-center gap-3 py-3" data-testid="blocked-person">
      <Avatar name={person.name} src={person.avatar} />
      {/* Wraps rather than truncates: nowrap text would widen the whole Settings grid on a phone. */}
      <div className="min-w-0 flex-1 wrap-anywhere">
        <Link to="/closet/$userId" params={{ userId: person.id }} className="font-medium text-stone-900 hover:underline">
          {person.name}
        </Link>
        <p className="text-sm text-stone-600">
          {person.username ? `@${person.username} · ` : ''}
          <span title={exactTime(person.blockedAt)}>blocked {relativeTime(person.blockedAt)}</span>
        </p>
      </div>
      <Button variant="outline" size="sm" onClick={() => void run()} pending={unblock.isPending} pendingLabel="Unblocking...">
        Unblock<span className="sr-only"> {person.name}</span>
      </Button>
    </li>
  );
}
