/**
 * 'Perfect Fit Matches' (`GET /api/users/{id}/connect-matches`, spec 01 §9: 92 %+) and 'People
 * You Might Know' (`GET /api/users/{id}/suggested-connections`): ranked lists of person cards
 * for the signed-in user only. Types only from the contracts (no zod in the bundle).
 */
import { queryOptions } from '@tanstack/react-query';
import type { PersonCard } from '@seamline/shared/contracts/people';
import { api } from '@/lib/api-client';
import { peopleKeys } from '@/lib/people/query-keys';

export function matchesQueryOptions(viewerId: string) {
  return queryOptions({
    queryKey: peopleKeys.matches(viewerId),
    queryFn: async ({ signal }): Promise<{ items: PersonCard[] }> =>
      api('GET /api/users/{userId}/connect-matches', { params: { userId: viewerId }, signal }),
  });
}

export function suggestionsQueryOptions(viewerId: string) {
  return queryOptions({
    queryKey: peopleKeys.suggestions(viewerId),
    queryFn: async ({ signal }): Promise<{ items: PersonCard[] }> =>
      api('GET /api/users/{userId}/suggested-connections', { params: { userId: viewerId }, signal }),
  });
}
