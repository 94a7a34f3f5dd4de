/**
 * People search on the Connect page (spec 01 §2, §5): a labelled search box, debounced; the
 * call runs only for a non-empty trimmed term. Results are person cards with "Load more"
 * (server cursor); the result count is announced in a polite live region, and the empty state
 * reads 'No users found matching "<term>"'.
 */
import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { CONNECT_TEXTS } from '@seamline/shared/contracts/people-constants';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { LoadMore } from '@/components/load-more';
import { SearchInput } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { SEARCH_MAX_LENGTH, searchQueryOptions } from '@/lib/people/search';
import { PersonCardGrid } from '@/components/people/person-card';

/** '1 person found', '20+ people found' (more pages to load). */
const foundText = (n: number, more: boolean) => `${n}${more ? '+' : ''} ${n === 1 && !more ? 'person' : 'people'} found`;

/** Typing pause before a search is sent. */
const DEBOUNCE_MS = 300;

export function PeopleSearch({ viewerId }: { viewerId: string }) {
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  // Clearing the box hides the results at once; typing waits for a pause.
  const term = text.trim() ? debounced : '';
  const query = useInfiniteQuery(searchQueryOptions(term));
  const people = query.data?.pages.flatMap((page) => page.items) ?? [];
  const noResults = `${CONNECT_TEXTS.noSearchResults} "${term}"`;

  return (
    <section aria-label="Find people" className="mb-10">
      <SearchInput
        id="people-search"
        label="Search people"
        className="max-w-xl"
        placeholder="Search people by name or username"
        maxLength={SEARCH_MAX_LENGTH}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-describedby="people-search-status"
      />
      <p id="people-search-status" role="status" aria-live="polite" className="sr-only">
        {term && query.isSuccess ? (people.length === 0 ? noResults : foundText(people.length, query.hasNextPage)) : ''}
      </p>
      {term ? (
        <div className="mt-4">
          <h2 className="mb-3 text-lg font-semibold">Search results</h2>
          {query.isPending ? (
            <Spinner label="Searching" />
          ) : query.isError && people.length === 0 ? (
            <LoadError message="Search failed." onRetry={() => void query.refetch()} />
          ) : people.length === 0 ? (
            <EmptyState icon={SearchX} title={noResults} />
          ) : (
            <>
              <PersonCardGrid people={people} viewerId={viewerId} label={`Search results for ${term}`} />
              <LoadMore query={query} />
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}
