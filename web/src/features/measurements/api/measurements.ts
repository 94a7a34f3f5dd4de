/**
 * The caller's measurements (spec 01 §7): `GET /api/users/{id}/measurements` (404 = none saved
 * → null; no retry) and `POST …` for the manual form. Types only from the contracts (no zod).
 */
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useIdempotentMutation, type WithIdempotencyKey } from '@/lib/use-idempotent-mutation';
import type { ManualMeasurementsInput, Measurements } from '@seamline/shared/contracts/measurements';
import { api, ApiError } from '@/lib/api-client';

export const measurementsKey = (userId: string) => ['measurements', userId] as const;

/** Latest measurements of `userId`, or null before the first save. */
export function measurementsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: measurementsKey(userId),
    queryFn: async ({ signal }): Promise<Measurements | null> => {
      try {
        return await api('GET /api/users/{userId}/measurements', { params: { userId }, signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    retry: false,
  });
}

/** Save from the manual form (`source: 'manual'` makes the server require bust, waist, hips). */
export function useSaveMeasurements(userId: string) {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: ({ idempotencyKey, ...body }: WithIdempotencyKey<ManualMeasurementsInput>) =>
      api('POST /api/users/{userId}/measurements', { params: { userId }, body: { ...body, source: 'manual' }, idempotencyKey }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(measurementsKey(userId), saved);
      await queryClient.invalidateQueries({ queryKey: ['size-recommendations', userId] });
    },
  });
}
