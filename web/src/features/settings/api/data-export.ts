/**
 * The data export calls (issue 22, Data export; GDPR Art. 20):
 * - `GET /api/users/{userId}/export` → the person's latest export (`DataExport`: pending | ready
 *   with a presigned link | failed), or null when they never asked (the route's 404). Polled every
 *   2 s while pending and asked again when a ready link is about to expire (`data-export-timing.ts`).
 * - `POST` the same path → 202 with the new pending export, which goes straight into the cache (so
 *   polling starts). Idempotent route: one `Idempotency-Key` per press (`useIdempotentMutation`),
 *   a double press starts one job. One export per hour: a 429 rejects with `ApiError` (status 429,
 *   `retryAfterSeconds`, the server's `{message}`).
 * Types only from the contracts (no zod in the chunk).
 */
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { DataExport } from '@seamline/shared/contracts/data-export';
import { api, ApiError } from '@/lib/api-client';
import { useIdempotentMutation, type WithIdempotencyKey } from '@/lib/use-idempotent-mutation';
import { exportRefetchInterval, isLinkUsable } from './data-export-timing';

export const dataExportKey = (userId: string) => ['data-export', userId] as const;

/** The latest export of `userId` (the caller), or null before the first request. */
export function dataExportQueryOptions(userId: string) {
  return queryOptions({
    queryKey: dataExportKey(userId),
    queryFn: async ({ signal }): Promise<DataExport | null> => {
      try {
        return await api('GET /api/users/{userId}/export', { params: { userId }, signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    retry: false,
    refetchInterval: (query) => exportRefetchInterval(query.state.data, query.state.dataUpdatedAt, Date.now()),
    // Back on a tab that slept past the link's renewal (intervals do not run in the background).
    refetchOnWindowFocus: (query) => query.state.data?.status === 'ready' && !isLinkUsable(query.state.data, query.state.dataUpdatedAt, Date.now()),
  });
}

/**
 * Start an export: `mutate({})`. On 202 the pending export becomes the query's data (polling
 * starts); on 429 the query is asked again. Errors reach the caller's `onError` (`ApiError`).
 */
export function useRequestDataExport(userId: string) {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: ({ idempotencyKey }: WithIdempotencyKey<Record<never, never>>) =>
      api('POST /api/users/{userId}/export', { params: { userId }, idempotencyKey }),
    onSuccess: (started) => queryClient.setQueryData(dataExportKey(userId), started),
    // Refused within the hour: another tab or device may have started the export this card does
    // not know of yet, so show the server's latest.
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 429) await queryClient.invalidateQueries({ queryKey: dataExportKey(userId) });
    },
  });
}
