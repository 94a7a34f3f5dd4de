/**
 * The home feed (issue 19): `GET /api/users/{userId}/feed?filter=&cursor=` as a TanStack infinite
 * query (25 items a page, newest first, the server's stable cursor). Each friend_post's post is
 * put into the social layer's post cache as it arrives, so the like toggle, the comments dialog
 * and the share dialog act on it exactly as on a post page (and a like shows in both).
 */
import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { FeedFilter, FeedPage } from '@seamline/shared/contracts/feed';
import { api } from '@/lib/api-client';
import { socialKeys } from '@/lib/social/query-keys';
import { feedItemPost, withProductLiked } from './feed-items';

export const feedKeys = {
  all: ['feed'] as const,
  /** Infinite pages of `FeedPage` of one filter. */
  feed: (userId: string, filter: FeedFilter) => ['feed', userId, filter] as const,
};

export function fetchFeedPage(userId: string, filter: FeedFilter, cursor: string | undefined, signal?: AbortSignal): Promise<FeedPage> {
  return api('GET /api/users/{userId}/feed', { params: { userId }, query: { filter, cursor }, signal });
}

/** Copy the page's posts into the post cache (the server's counts and likedByMe are the newest). */
export function cacheFeedPosts(queryClient: QueryClient, page: FeedPage): void {
  for (const item of page.items) {
    const post = feedItemPost(item);
    if (post) queryClient.setQueryData(socialKeys.post(post.id), post);
  }
}

/**
 * The viewer now likes (or no longer likes) `productId` (the product like toggle, on a feed card or
 * Discover): every loaded feed page of every filter shows it, so a card that mounts again (another
 * filter, back to home) starts from the server's state. No request: the pages are edited in place.
 */
export function setFeedProductLiked(queryClient: QueryClient, productId: string, liked: boolean): void {
  queryClient.setQueriesData<InfiniteData<FeedPage, string | undefined>>({ queryKey: feedKeys.all }, (data) => {
    if (!data) return data;
    const pages = withProductLiked(data.pages, productId, liked);
    return pages === data.pages ? data : { ...data, pages: [...pages] };
  });
}

export function feedQueryOptions(queryClient: QueryClient, userId: string, filter: FeedFilter) {
  return infiniteQueryOptions({
    queryKey: feedKeys.feed(userId, filter),
    queryFn: async ({ pageParam, signal }) => {
      const page = await fetchFeedPage(userId, filter, pageParam, signal);
      cacheFeedPosts(queryClient, page);
      return page;
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 30_000,
    // New entries are announced by the 'New posts' pill, never by reshuffling what is on screen.
    refetchOnWindowFocus: false,
  });
}
