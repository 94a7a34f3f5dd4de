/**
 * Wear log writes of item details (issue 34 §4): log a wear (`POST /api/closet-items/{itemId}/wears`,
 * one Idempotency-Key per click), undo it (`DELETE …/wears/{wearId}`) and 'Mark washed'
 * (`POST …/washed`). Each answers the item's new wear summary; on success the closet's cached
 * lists are invalidated (`closetKeys.closet`) so cards and the next opening of the details agree.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import type { logWearResultSchema, undoWearResultSchema, washedResultSchema } from '@seamline/shared/contracts/closet-wears';
import { api } from '../api-client';
import { useIdempotentMutation, type WithIdempotencyKey } from '../use-idempotent-mutation';
import { closetKeys } from './query-keys';

export interface WearTarget {
  closetId: string;
  itemId: string;
}
type LogWearResult = z.infer<typeof logWearResultSchema>;
type UndoWearResult = z.infer<typeof undoWearResultSchema>;
type WashedResult = z.infer<typeof washedResultSchema>;

const refresh = (queryClient: QueryClient, { closetId }: WearTarget) => queryClient.invalidateQueries({ queryKey: closetKeys.closet(closetId) });

/** Options of 'Log a wear' (worn now). */
export function logWearMutation(queryClient: QueryClient) {
  return {
    mutationFn: ({ itemId, idempotencyKey }: WithIdempotencyKey<WearTarget>): Promise<LogWearResult> =>
      api('POST /api/closet-items/{itemId}/wears', { params: { itemId }, body: {}, idempotencyKey }),
    onSuccess: (_r: LogWearResult, target: WearTarget) => refresh(queryClient, target),
  };
}
export function useLogWear() {
  return useIdempotentMutation(logWearMutation(useQueryClient()));
}

/** Options of 'Undo' (a wear logged by hand). */
export function undoWearMutation(queryClient: QueryClient) {
  return {
    mutationFn: ({ itemId, wearId }: WearTarget & { wearId: string }): Promise<UndoWearResult> =>
      api('DELETE /api/closet-items/{itemId}/wears/{wearId}', { params: { itemId, wearId } }),
    onSuccess: (_r: UndoWearResult, target: WearTarget) => refresh(queryClient, target),
  };
}
export function useUndoWear() {
  return useMutation(undoWearMutation(useQueryClient()));
}

/** Options of 'Mark washed'. */
export function markWashedMutation(queryClient: QueryClient) {
  return {
    mutationFn: ({ itemId }: WearTarget): Promise<WashedResult> => api('POST /api/closet-items/{itemId}/washed', { params: { itemId } }),
    onSuccess: (_r: WashedResult, target: WearTarget) => refresh(queryClient, target),
  };
}
export function useMarkWashed() {
  return useMutation(markWashedMutation(useQueryClient()));
}
