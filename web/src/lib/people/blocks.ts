/**
 * Blocking from the web (issue 19): the viewer's blocked people (`GET /api/blocks`, infinite
 * pages), block (`POST /api/users/{id}/block`, one Idempotency-Key per action) and unblock
 * (`DELETE /api/users/{id}/block`). After either answers, every cached people list is patched
 * (`applyBlockChange`: a block ends both follows and says `blockedByYou`), the follow lists and
 * the blocked list are refetched, and the feed is marked stale (the person leaves or comes back).
 * Hooks do not toast: the profile menu and Settings do.
 */
import { infiniteQueryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BlockState, PublicProfile } from '@seamline/shared/contracts/people';
import { api } from '@/lib/api-client';
import { feedKeys } from '@/lib/feed/queries';
import { useIdempotentMutation, type WithIdempotencyKey } from '@/lib/use-idempotent-mutation';
import { applyBlockChange } from './block-cache';
import { patchPeopleCache, settlePeopleCache } from './optimistic';
import { peopleKeys } from './query-keys';

/** Who is blocked or unblocked (`name` for the dialog and the toasts). */
export interface BlockTarget {
  id: string;
  name: string;
}

/** The viewer's blocked people, most recently blocked first, 20 a page. */
export function blockedPeopleQueryOptions(viewerId: string) {
  return infiniteQueryOptions({
    queryKey: peopleKeys.blocks(viewerId),
    queryFn: ({ pageParam, signal }) => api('GET /api/blocks', { query: { cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Patch the people caches for the answered change, then refetch what lists it (module doc). */
async function settleBlockChange(queryClient: QueryClient, viewerId: string, targetId: string, blocked: boolean): Promise<void> {
  const before = queryClient.getQueryData<PublicProfile>(peopleKeys.profile(targetId));
  const change = { viewerId, targetId, blocked, wasFollowing: before?.isFollowing ?? false, followedBy: before?.followsYou ?? false };
  await patchPeopleCache(queryClient, (key, data) => applyBlockChange(key, data, change));
  await Promise.all([
    settlePeopleCache(queryClient),
    queryClient.invalidateQueries({ queryKey: peopleKeys.blocks(viewerId) }),
    queryClient.invalidateQueries({ queryKey: feedKeys.all }),
  ]);
}

/** Block a person (the confirmation dialog's button shows `isPending`). */
export function useBlockPerson(viewerId: string) {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: ({ target, idempotencyKey }: WithIdempotencyKey<{ target: BlockTarget }>): Promise<BlockState> =>
      api('POST /api/users/{userId}/block', { params: { userId: target.id }, idempotencyKey }),
    onSuccess: (_state, { target }) => settleBlockChange(queryClient, viewerId, target.id, true),
  });
}

/** Unblock a person (the Unblock buttons and the toast's Undo); a person not blocked is a no-op. */
export function useUnblockPerson(viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: BlockTarget): Promise<BlockState> => api('DELETE /api/users/{userId}/block', { params: { userId: target.id } }),
    onSuccess: (_state, target) => settleBlockChange(queryClient, viewerId, target.id, false),
  });
}
