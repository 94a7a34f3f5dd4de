/**
 * Reads of saved items and moodboards (spec 02 §2.1 Saved Items tab and Moodboards card, §7).
 * Loaders and components share these factories. Everything is read fresh on each visit
 * (staleTime 0): saves happen from other screens (Discover, the product dialog) and the
 * mutations in `mutations.ts` invalidate the keys they change in between.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { MAX_MOODBOARDS } from '@seamline/shared/contracts/collections-constants';
import type { CollectionItem, Moodboard, MoodboardItem } from '@seamline/shared/contracts/collections';
import { api } from '../api-client';
import { collectionKeys } from './query-keys';

/** Saved items per page of the Saved Items grid (a multiple of 2, 3 and 4 columns). */
export const SAVED_PAGE_SIZE = 24;
/** Items per page of a moodboard's grid. */
export const MOODBOARD_ITEMS_PAGE_SIZE = 24;

type Page<T> = { items: T[]; nextCursor: string | null };

/**
 * `userId`'s saved items, newest first, paginated with the server's cursor ("Load more").
 * Only the owner may read them (the API answers 403 to anyone else).
 */
export function collectionInfiniteQueryOptions(userId: string) {
  return infiniteQueryOptions({
    queryKey: collectionKeys.saved(userId),
    queryFn: ({ pageParam, signal }): Promise<Page<CollectionItem>> =>
      api('GET /api/users/{userId}/collection', { params: { userId }, query: { limit: SAVED_PAGE_SIZE, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}

/**
 * `userId`'s moodboards, newest first, in ONE page: a person has at most `MAX_MOODBOARDS`
 * (100) boards, which is the API's page limit, so no cursor is needed. Someone else sees only
 * the public ones.
 */
export function moodboardsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: collectionKeys.moodboards(userId),
    queryFn: ({ signal }): Promise<Page<Moodboard>> =>
      api('GET /api/users/{userId}/moodboards', { params: { userId }, query: { limit: MAX_MOODBOARDS }, signal }),
    staleTime: 0,
  });
}

/** One moodboard; the API answers 404 for a private board of someone else (and for none). */
export function moodboardQueryOptions(moodboardId: string) {
  return queryOptions({
    queryKey: collectionKeys.moodboard(moodboardId),
    queryFn: ({ signal }): Promise<Moodboard> => api('GET /api/moodboards/{moodboardId}', { params: { moodboardId }, signal }),
    staleTime: 0,
    retry: false,
  });
}

/** A moodboard's items in the order they were added, paginated ("Load more"). */
export function moodboardItemsInfiniteQueryOptions(moodboardId: string) {
  return infiniteQueryOptions({
    queryKey: collectionKeys.moodboardItems(moodboardId),
    queryFn: ({ pageParam, signal }): Promise<Page<MoodboardItem>> =>
      api('GET /api/moodboards/{moodboardId}/items', {
        params: { moodboardId },
        query: { limit: MOODBOARD_ITEMS_PAGE_SIZE, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}
