/**
 * Reads of a closet (spec 02 §2.1 My Closet tab, §2.2 organizer, §7). A closet's id is its
 * owner's user id. Everything is read fresh on each visit (staleTime 0); the writes in
 * `mutations.ts` update or invalidate the keys they change.
 */
import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { CLOSET_PREVIEW_SIZE, MAX_CLOSET_ITEMS } from '@seamline/shared/contracts/closet-constants';
import type { ClosetItem, ClosetSection } from '@seamline/shared/contracts/closet';
import { api } from '../api-client';
import { ApiError } from '../api-errors';
import { closetKeys } from './query-keys';

/** Items per page of one organizer group (a multiple of 2, 3 and 4 columns). */
export const CLOSET_GROUP_PAGE_SIZE = 24;

/** One page of `GET /api/closets/{closetId}/items`: `total` is the whole closet's item count. */
export type ClosetItemPage = { items: ClosetItem[]; nextCursor: string | null; total: number };

/** A 403 from a closet read: the closet is someone else's and private (shown as such, never retried). */
export function isPrivateClosetError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

const noRetryOn403 = (count: number, error: unknown) => !isPrivateClosetError(error) && count < 2;

/** The profile tab's preview: the first `CLOSET_PREVIEW_SIZE` (10) items in closet order and the total. */
export function closetPreviewQueryOptions(closetId: string) {
  return queryOptions({
    queryKey: closetKeys.preview(closetId),
    queryFn: ({ signal }): Promise<ClosetItemPage> =>
      api('GET /api/closets/{closetId}/items', {
        params: { closetId },
        query: { limit: CLOSET_PREVIEW_SIZE },
        signal,
      }),
    staleTime: 0,
    retry: noRetryOn403,
  });
}

/**
 * One organizer group, paginated ("Load more"): `section` is a section id or `UNSECTIONED`
 * ('My Items'). 403 when the closet is someone else's and private.
 */
export function closetGroupInfiniteQueryOptions(closetId: string, section: string) {
  return infiniteQueryOptions({
    queryKey: closetKeys.items(closetId, section),
    queryFn: ({ pageParam, signal }): Promise<ClosetItemPage> =>
      api('GET /api/closets/{closetId}/items', {
        params: { closetId },
        query: { limit: CLOSET_GROUP_PAGE_SIZE, cursor: pageParam, sectionId: section },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
    retry: noRetryOn403,
  });
}

/** A closet's sections in their order (at most `MAX_CLOSET_SECTIONS`, one page). */
export function closetSectionsQueryOptions(closetId: string) {
  return queryOptions({
    queryKey: closetKeys.sections(closetId),
    queryFn: ({ signal }): Promise<{ items: ClosetSection[] }> => api('GET /api/closets/{closetId}/sections', { params: { closetId }, signal }),
    staleTime: 0,
    retry: noRetryOn403,
  });
}

/**
 * All items of one organizer group in closet order: the cached pages, then the pages not loaded
 * yet ("Load more") read straight from the API (not cached), at most `MAX_CLOSET_ITEMS` /
 * `CLOSET_GROUP_PAGE_SIZE` reads. Used to find a group's real end ('Move to…'). Throws `ApiError`.
 */
export async function readWholeGroup(queryClient: QueryClient, closetId: string, section: string): Promise<ClosetItem[]> {
  const cached = queryClient.getQueryData<InfiniteData<ClosetItemPage>>(closetKeys.items(closetId, section));
  const items = cached?.pages.flatMap((p) => p.items) ?? [];
  let cursor: string | null | undefined = cached ? (cached.pages.at(-1)?.nextCursor ?? null) : undefined;
  for (let reads = 0; cursor !== null && reads <= Math.ceil(MAX_CLOSET_ITEMS / CLOSET_GROUP_PAGE_SIZE); reads++) {
    const page: ClosetItemPage = await api('GET /api/closets/{closetId}/items', {
      params: { closetId },
      query: { limit: CLOSET_GROUP_PAGE_SIZE, cursor, sectionId: section },
    });
    items.push(...page.items);
    cursor = page.nextCursor;
  }
  return items;
}
