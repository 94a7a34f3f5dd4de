/**
 * Posts (issue 18; spec 02 §4, §7): one post, a person's posts, the lazy post of a product, and
 * the writes (create — one Idempotency-Key per action —, share / un-share, delete). Hooks do not toast: the
 * components that call them do (spec 02 §8 texts).
 */
import { infiniteQueryOptions, queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMutation } from '@tanstack/react-query';
import type { Post } from '@seamline/shared/contracts/posts';
import { api } from '@/lib/api-client';
import { useIdempotentMutation, type WithIdempotencyKey } from '@/lib/use-idempotent-mutation';
import { removeItem, replaceItem, type PagedList } from './page-cache';
import { withShareResult } from './share-state';
import { socialKeys } from './query-keys';

export { postQueryOptions } from './post-query';

/**
 * What a like, comment or share acts on: a post, or a product whose post does not exist yet —
 * its first like or comment creates it (spec 02 §4 lazy post, `PUT /api/posts/by-product/{id}`).
 */
export type PostTarget = { postId: string } | { postId: null; productId: string };

export function userPostsQueryOptions(userId: string) {
  return infiniteQueryOptions({
    queryKey: socialKeys.userPosts(userId),
    queryFn: ({ pageParam, signal }) => api('GET /api/users/{userId}/posts', { params: { userId }, query: { cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Put a post the server answered into the caches that show it (the post and any list holding it). */
export function cachePost(queryClient: QueryClient, post: Post): void {
  queryClient.setQueryData(socialKeys.post(post.id), post);
  queryClient.setQueriesData<PagedList<Post>>({ queryKey: ['social', 'user-posts'] }, (data) => replaceItem(data, post.id, () => post));
}

/** Change the cached post `postId` (and its copies in lists). */
export function patchPost(queryClient: QueryClient, postId: string, change: (post: Post) => Post): void {
  queryClient.setQueryData<Post>(socialKeys.post(postId), (post) => (post ? change(post) : post));
  queryClient.setQueriesData<PagedList<Post>>({ queryKey: ['social', 'user-posts'] }, (data) => replaceItem(data, postId, change));
}

/**
 * The caller's post of a product, got or created once (`PUT /api/posts/by-product/{productId}`:
 * the server makes one under a double click or two tabs). Never run by a screen on its own
 * (`enabled: false` where observed): only a like or comment calls it, through `resolvePostId`.
 */
export function productPostQueryOptions(productId: string) {
  return queryOptions({
    queryKey: socialKeys.productPost(productId),
    queryFn: (): Promise<Post> => api('PUT /api/posts/by-product/{productId}', { params: { productId } }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The id of the target's post: the post's own, or the caller's post of the product (concurrent calls share one request). */
export async function resolvePostId(queryClient: QueryClient, target: PostTarget): Promise<string> {
  if (target.postId !== null) return target.postId;
  const post = await queryClient.fetchQuery(productPostQueryOptions(target.productId));
  if (!queryClient.getQueryData(socialKeys.post(post.id))) queryClient.setQueryData(socialKeys.post(post.id), post);
  return post.id;
}

/** `POST /api/posts` {productId, caption?}: 'Share with followers' (one Idempotency-Key per action). */
export function useCreatePost(userId: string) {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: ({ productId, caption, idempotencyKey }: WithIdempotencyKey<{ productId: string; caption?: string }>) =>
      api('POST /api/posts', { body: { productId, ...(caption ? { caption } : {}) }, idempotencyKey }),
    onSuccess: (post) => {
      queryClient.setQueryData(socialKeys.post(post.id), post);
      void queryClient.invalidateQueries({ queryKey: socialKeys.userPosts(userId) });
    },
  });
}

/**
 * `POST|DELETE /api/posts/{postId}/share` (issue 32): the caller shares (reposts) the post to their
 * followers, or takes the share back — one share per person, both idempotent on the server. Not
 * optimistic: the toggle is disabled while its request runs and shows the server's answer.
 */
export function useSharePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, share }: { postId: string; share: boolean }) =>
      share ? api('POST /api/posts/{postId}/share', { params: { postId } }) : api('DELETE /api/posts/{postId}/share', { params: { postId } }),
    onSuccess: (result) => patchPost(queryClient, result.postId, (post) => withShareResult(post, result)),
  });
}

/** `DELETE /api/posts/{postId}` (author only): the post leaves every cached list. */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => api('DELETE /api/posts/{postId}', { params: { postId } }),
    onSuccess: (_result, postId) => {
      queryClient.setQueriesData<PagedList<Post>>({ queryKey: ['social', 'user-posts'] }, (data) => removeItem(data, postId));
      queryClient.removeQueries({ queryKey: ['social', 'product-post'], predicate: (query) => (query.state.data as Post | undefined)?.id === postId });
      // Marked stale without a refetch now (the screen showing it is leaving): a later visit asks
      // again and meets the 404 ('Post not found').
      for (const queryKey of [socialKeys.post(postId), socialKeys.comments(postId), socialKeys.likers(postId)]) {
        void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
      }
    },
  });
}

/** `https://host/posts/{postId}`: the link a share sends. */
export function postShareUrl(postId: string, origin = window.location.origin): string {
  return `${origin}/posts/${encodeURIComponent(postId)}`;
}
