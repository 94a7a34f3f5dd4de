/**
 * Writes of saved items and moodboards (spec 02 §2.1, §2.13 Save Item dialog, §7). Each
 * mutation invalidates exactly the keys whose data it changes; none of them toasts — the
 * calling component shows the spec's §8 texts, so one hook serves every screen. The options
 * factories (`…Mutation(queryClient)`) hold the behaviour and are unit-tested without React.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useIdempotentMutation, type WithIdempotencyKey } from '../use-idempotent-mutation';
import type { CreateMoodboard, Moodboard, SOURCE_TYPES } from '@seamline/shared/contracts/collections';
import { api } from '../api-client';
import { collectionKeys } from './query-keys';

type SourceType = (typeof SOURCE_TYPES)[number];

/** What to save: `userId` is the signed-in user (the API refuses anyone else with 403). */
export interface SaveToCollectionInput {
  userId: string;
  productId: string;
  sourceType?: SourceType;
  /** e.g. 'Size: M' (spec 02 §3), at most 500 characters. */
  notes?: string | null;
}

/**
 * Save a product to the caller's collection (`POST /api/collection`; saving twice answers the
 * existing item with `created: false`). Invalidates that user's saved items.
 */
export function saveToCollectionMutation(queryClient: QueryClient) {
  return {
    mutationFn: ({ userId, productId, sourceType = 'discover', notes, idempotencyKey }: WithIdempotencyKey<SaveToCollectionInput>) =>
      api('POST /api/collection', { body: { userId, productId, sourceType, notes: notes ?? null }, idempotencyKey }),
    onSuccess: (_result: unknown, { userId }: SaveToCollectionInput) => queryClient.invalidateQueries({ queryKey: collectionKeys.saved(userId) }),
  };
}

/** React hook of `saveToCollectionMutation`. */
export function useSaveToCollection() {
  return useIdempotentMutation(saveToCollectionMutation(useQueryClient()));
}

/**
 * Create a moodboard for the caller (`POST /api/moodboards`; name required after trimming,
 * description optional, private unless asked or the owner's Settings default is public). The new board is put in the cache under its own
 * key and the owner's board list is refetched.
 */
export function createMoodboardMutation(queryClient: QueryClient) {
  return {
    mutationFn: ({ idempotencyKey, ...input }: WithIdempotencyKey<CreateMoodboard>): Promise<Moodboard> =>
      api('POST /api/moodboards', { body: input, idempotencyKey }),
    onSuccess: async (board: Moodboard) => {
      queryClient.setQueryData(collectionKeys.moodboard(board.id), board);
      await queryClient.invalidateQueries({ queryKey: collectionKeys.moodboards(board.userId) });
    },
  };
}

/** React hook of `createMoodboardMutation`. */
export function useCreateMoodboard() {
  return useIdempotentMutation(createMoodboardMutation(useQueryClient()));
}

/** A product to add to one of the caller's boards; `userId` is the board's owner (the caller). */
export interface AddToMoodboardInput {
  userId: string;
  moodboardId: string;
  productId: string;
  sourceType?: SourceType;
  notes?: string | null;
}

/**
 * Add a product to a moodboard (`POST /api/moodboards/{moodboardId}/items`; idempotent, 403/404
 * for a board that is not the caller's). Invalidates the board (item count, cover image), its
 * items and the owner's board list.
 */
export function addToMoodboardMutation(queryClient: QueryClient) {
  return {
    mutationFn: ({ moodboardId, productId, sourceType = 'discover', notes, idempotencyKey }: WithIdempotencyKey<AddToMoodboardInput>) =>
      api('POST /api/moodboards/{moodboardId}/items', { params: { moodboardId }, body: { productId, sourceType, notes: notes ?? null }, idempotencyKey }),
    onSuccess: async (_result: unknown, { userId, moodboardId }: AddToMoodboardInput) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: collectionKeys.moodboard(moodboardId) }),
        queryClient.invalidateQueries({ queryKey: collectionKeys.moodboardItems(moodboardId) }),
        queryClient.invalidateQueries({ queryKey: collectionKeys.moodboards(userId) }),
      ]);
    },
  };
}

/** React hook of `addToMoodboardMutation`. */
export function useAddToMoodboard() {
  return useIdempotentMutation(addToMoodboardMutation(useQueryClient()));
}

/** The board to delete and its owner (the caller). */
export interface DeleteMoodboardInput {
  userId: string;
  moodboardId: string;
}

/**
 * Delete one of the caller's moodboards and its items (`DELETE /api/users/{userId}/moodboards/{moodboardId}`).
 * The board and its items leave the cache when nothing shows them (a screen still showing the
 * board is about to leave, and must not refetch a board that is gone in between) and the
 * owner's board list is refetched.
 */
export function deleteMoodboardMutation(queryClient: QueryClient) {
  return {
    mutationFn: ({ userId, moodboardId }: DeleteMoodboardInput) =>
      api('DELETE /api/users/{userId}/moodboards/{moodboardId}', { params: { userId, moodboardId } }),
    onSuccess: async (_result: unknown, { userId, moodboardId }: DeleteMoodboardInput) => {
      queryClient.removeQueries({ queryKey: collectionKeys.moodboard(moodboardId), exact: true, type: 'inactive' });
      queryClient.removeQueries({ queryKey: collectionKeys.moodboardItems(moodboardId), exact: true, type: 'inactive' });
      await queryClient.invalidateQueries({ queryKey: collectionKeys.moodboards(userId) });
    },
  };
}

/** React hook of `deleteMoodboardMutation`. */
export function useDeleteMoodboard() {
  return useMutation(deleteMoodboardMutation(useQueryClient()));
}
