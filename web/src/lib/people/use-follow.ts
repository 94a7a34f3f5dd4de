/**
 * Follow / unfollow a person from any screen (spec 01 §4 Follow, §7): `POST
 * /api/users/{id}/follow` or `DELETE /api/users/{id}/unfollow` (the followers-page reading; the
 * POST reading is the same server operation). Optimistic: every cached list showing the person
 * flips at once (`applyFollowChange`); on failure the caches go back and a toast explains.
 * Quick presses are coalesced (`useToggleMutation`): the server sees only the final state.
 */
import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, ApiError } from '@/lib/api-client';
import { useToggleMutation } from '@/lib/use-toggle-mutation';
import { applyFollowChange } from './follow-cache';
import { patchPeopleCache, settlePeopleCache } from './optimistic';

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
 * The viewer's follow state towards one person, saved through `useToggleMutation` (issue 17
 * §3): `set(true|false)` flips every cached list at once (`applyFollowChange`, one patch per
 * press, applied in order), presses during a request only change the wanted state, and the
 * server gets the final one (one request, at most one more). A failure patches the caches
 * back to the server's state and shows the toast; the follow lists are refreshed once the
 * last request has settled.
 * @param viewerId the signed-in user (from the session, never from the URL)
 */
export function useFollowToggle(viewerId: string, target: FollowTarget) {
  const queryClient = useQueryClient();
  // Patches wait for the one before (patchPeopleCache first cancels refetches, asynchronously).
  const patches = useRef<Promise<unknown>>(Promise.resolve());
  const patch = (wasFollowing: boolean, isFollowing: boolean) => {
    const change = { viewerId, targetId: target.id, wasFollowing, isFollowing };
    patches.current = patches.current
      .then(() => patchPeopleCache(queryClient, (key, data) => applyFollowChange(key, data, change)))
      .catch(() => undefined);
  };
  return useToggleMutation({
    value: target.isFollowing,
    onShow: (isFollowing, wasFollowing) => patch(wasFollowing, isFollowing),
    send: async (isFollowing) => {
      await patches.current;
      await (isFollowing
        ? api('POST /api/users/{userId}/follow', { params: { userId: target.id } })
        : api('DELETE /api/users/{userId}/unfollow', { params: { userId: target.id } }));
    },
    onError: (error, attempted) =>
      toast.error(attempted ? `Could not follow ${target.name}` : `Could not unfollow ${target.name}`, { description: failureDescription(error) }),
    onSettled: () => void patches.current.then(() => settlePeopleCache(queryClient)),
  });
}
