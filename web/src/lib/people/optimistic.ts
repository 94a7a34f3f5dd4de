/**
 * Optimistic updates over the whole people cache: cancel in-flight refetches of cached people
 * queries (so a late answer cannot overwrite the patch), remember every cached value, apply a patch to each,
 * and give back what `rollback` needs to restore them when the call fails.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { peopleKeys } from './query-keys';

export type PeopleSnapshot = [QueryKey, unknown][];

/** Apply `patch(key, data)` to every cached people query; returns the values before. */
export async function patchPeopleCache(
  queryClient: QueryClient,
  patch: (key: QueryKey, data: unknown) => unknown,
): Promise<PeopleSnapshot> {
  // Only queries with data are patched; cancelling a first load would leave it pending.
  await queryClient.cancelQueries({ queryKey: peopleKeys.all, predicate: (q) => q.state.data !== undefined });
  const snapshot = queryClient.getQueriesData({ queryKey: peopleKeys.all });
  for (const [key, data] of snapshot) {
    if (data === undefined) continue;
    const next = patch(key, data);
    if (next !== data) queryClient.setQueryData(key, next);
  }
  return snapshot;
}

/** Put back the values `patchPeopleCache` saw. */
export function rollbackPeopleCache(queryClient: QueryClient, snapshot: PeopleSnapshot | undefined): void {
  for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
}

/**
 * After a follow change: refetch the follow lists (rows appear or go), and mark the other
 * people queries stale WITHOUT refetching them now. Cards already show the new state, and the
 * profile counts are kept by a stream processor a moment later, so an immediate refetch could
 * briefly bring back the old count; the next visit reads them fresh.
 */
export async function settlePeopleCache(queryClient: QueryClient): Promise<void> {
  const isList = (key: QueryKey) => key[1] === 'followers' || key[1] === 'following';
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: peopleKeys.all, predicate: (q) => isList(q.queryKey) }),
    queryClient.invalidateQueries({ queryKey: peopleKeys.all, predicate: (q) => !isList(q.queryKey), refetchType: 'none' }),
  ]);
}
