/**
 * A person's public profile (`GET /api/users/{userId}/profile`, spec 02 §2.1): names, bio,
 * REAL counts (followers, following, outfits), the viewer's follow state and, when allowed,
 * measurements. Shared by the profile header and the followers page (its tab counts).
 * Counts are kept by a stream processor, so the profile is read fresh on every visit
 * (staleTime 0) while follow changes patch it in place in between.
 */
import { queryOptions } from '@tanstack/react-query';
import type { PublicProfile } from '@seamline/shared/contracts/people';
import { api } from '@/lib/api-client';
import { peopleKeys } from './query-keys';

export function profileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: peopleKeys.profile(userId),
    queryFn: ({ signal }): Promise<PublicProfile> => api('GET /api/users/{userId}/profile', { params: { userId }, signal }),
    staleTime: 0,
    retry: false,
  });
}
