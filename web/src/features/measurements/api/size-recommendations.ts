/**
 * Size recommendations of the caller (`GET /api/users/{id}/size-recommendations`): best size
 * and match % per brand. Types only from the contracts.
 */
import { queryOptions } from '@tanstack/react-query';
import type { SizeRecommendations } from '@seamline/shared/contracts/sizing';
import { api } from '@/lib/api-client';

/** Recommendations for `userId`; `savedAt` (the measurements' updatedAt) keys a refetch per save. */
export function sizeRecommendationsQueryOptions(userId: string, savedAt: string) {
  return queryOptions({
    queryKey: ['size-recommendations', userId, savedAt] as const,
    queryFn: ({ signal }): Promise<SizeRecommendations> =>
      api('GET /api/users/{userId}/size-recommendations', { params: { userId }, signal }),
    retry: false,
  });
}
