/**
 * Similar Users (`GET /api/users/{id}/similar`, spec 02 §2.11, §3 Similar user): people with a
 * 92 %+ fit match for the signed-in user, best first. Types only from the contracts.
 */
import { queryOptions } from '@tanstack/react-query';
import type { SimilarUser } from '@seamline/shared/contracts/people';
import { api } from '@/lib/api-client';
import { peopleKeys } from '@/lib/people/query-keys';

export function similarUsersQueryOptions(viewerId: string) {
  return queryOptions({
    queryKey: peopleKeys.similar(viewerId),
    queryFn: ({ signal }): Promise<{ items: SimilarUser[] }> =>
      api('GET /api/users/{userId}/similar', { params: { userId: viewerId }, signal }),
  });
}
