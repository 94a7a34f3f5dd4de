/**
 * Remove someone from MY followers (`DELETE /api/users/{userId}/remove-follower`, spec 01 §6:
 * a user can remove someone from their own followers). Optimistic: the row leaves the list and
 * the count drops at once; on failure both come back and a toast explains.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-client';
import { applyFollowerRemoval } from '@/lib/people/follow-cache';
import { patchPeopleCache, rollbackPeopleCache, settlePeopleCache, type PeopleSnapshot } from '@/lib/people/optimistic';
import { failureDescription } from '@/lib/people/use-follow';

export function useRemoveFollower(viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, { id: string; name: string }, PeopleSnapshot>({
    mutationFn: (follower) => api('DELETE /api/users/{userId}/remove-follower', { params: { userId: follower.id } }),
    onMutate: (follower) =>
      patchPeopleCache(queryClient, (key, data) => applyFollowerRemoval(key, data, { viewerId, followerId: follower.id })),
    onSuccess: (_answer, follower) => toast.success(`${follower.name} was removed from your followers`),
    onError: (error, follower, snapshot) => {
      rollbackPeopleCache(queryClient, snapshot);
      toast.error(`Could not remove ${follower.name}`, { description: failureDescription(error) });
    },
    onSettled: () => settlePeopleCache(queryClient),
  });
}
