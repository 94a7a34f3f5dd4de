/**
 * A user's followers or following (`GET /api/users/{userId}/followers|following`, spec 01 §7):
 * follow relations newest first, paginated with the server's cursor ("Load more").
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { FollowRelation } from '@seamline/shared/contracts/people';
import { api } from '@/lib/api-client';
import { peopleKeys, type FollowTab } from '@/lib/people/query-keys';

/** Rows per page. */
export const FOLLOW_PAGE_SIZE = 20;

type FollowPage = { items: FollowRelation[]; nextCursor: string | null };

export function followListQueryOptions(userId: string, tab: FollowTab) {
  return infiniteQueryOptions({
    queryKey: peopleKeys.followList(userId, tab),
    queryFn: ({ pageParam, signal }): Promise<FollowPage> =>
      tab === 'followers'
        ? api('GET /api/users/{userId}/followers', { params: { userId }, query: { limit: FOLLOW_PAGE_SIZE, cursor: pageParam }, signal })
        : api('GET /api/users/{userId}/following', { params: { userId }, query: { limit: FOLLOW_PAGE_SIZE, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}
