/**
 * Follow / unfollow a person from any screen (spec 01 §4 Follow, §7): `POST
 * /api/users/{id}/follow` or `DELETE /api/users/{id}/unfollow` (the followers-page reading; the
 * POST reading is the same server operation). Optimistic: every cached list showing the person
 * flips at once (`applyFollowChange`); on failure the cache is restored and a toast explains.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, ApiError } from '@/lib/api-client';
import { applyFollowChange } from './follow-cache';
import { patchPeopleCache, rollbackPeopleCache, settlePeopleCache, type PeopleSnapshot } from './optimistic';

export interface FollowTarget {
  id: string;
  /** Shown in the failure toast ('Anonymous' for an anonymised match). */
  name: string;
  isFollowing: boolean;
}

/** The server's message for a failed call, else a generic retry hint. */
export function failureDescription(error: unknown): string {
  return (error instanceof ApiError && error.serverMessage) || 'Please check your connection and try again.';
}

/**
 * A mutation that sets the viewer's follow state towards one person to `!target.isFollowing`.
 * @param viewerId the signed-in user (from the session, never from the URL)
 */
export function useFollowToggle(viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, FollowTarget, PeopleSnapshot>({
    mutationFn: (target) =>
      target.isFollowing
        ? api('DELETE /api/users/{userId}/unfollow', { params: { userId: target.id } })
        : api('POST /api/users/{userId}/follow', { params: { userId: target.id } }),
    onMutate: (target) =>
      patchPeopleCache(queryClient, (key, data) =>
        applyFollowChange(key, data, {
          viewerId,
          targetId: target.id,
          wasFollowing: target.isFollowing,
          isFollowing: !target.isFollowing,
        }),
      ),
    onError: (error, target, snapshot) => {
      rollbackPeopleCache(queryClient, snapshot);
      toast.error(target.isFollowing ? `Could not unfollow ${target.name}` : `Could not follow ${target.name}`, {
        description: failureDescription(error),
      });
    },
    onSettled: () => settlePeopleCache(queryClient),
  });
}
