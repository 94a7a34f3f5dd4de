/**
 * People search (`GET /api/users/search?q=`, spec 01 §5): prefix match on username and name,
 * paginated with the server's cursor ("Load more"). Runs only for a non-empty trimmed term.
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { PersonCard } from '@seamline/shared/contracts/people';
import { api } from '@/lib/api-client';
import { peopleKeys } from '@/lib/people/query-keys';

/** Results per page. */
export const SEARCH_PAGE_SIZE = 20;
/** The server accepts terms of at most this many characters (userSearchQuerySchema). */
export const SEARCH_MAX_LENGTH = 60;

type SearchPage = { items: PersonCard[]; nextCursor: string | null };

/** `term` must already be trimmed; the query is disabled for an empty term. */
export function searchQueryOptions(term: string) {
  return infiniteQueryOptions({
    queryKey: peopleKeys.search(term),
    queryFn: ({ pageParam, signal }): Promise<SearchPage> =>
      api('GET /api/users/search', { query: { q: term, limit: SEARCH_PAGE_SIZE, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: term.length > 0,
    staleTime: 30_000,
  });
}
