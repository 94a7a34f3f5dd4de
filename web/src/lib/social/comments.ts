/**
 * Comments of a post (spec 02 §2.14, §5; issue 18): oldest first, 50 a page; adding one (the
 * lazy post of a product first, one Idempotency-Key per Post press) and deleting one (its author
 * or the post's author). Hooks do not toast: the dialog does (spec 02 §8 texts).
 */
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment } from '@seamline/shared/contracts/posts';
import { api } from '@/lib/api-client';
import { useIdempotentMutation, type WithIdempotencyKey } from '@/lib/use-idempotent-mutation';
import { appendItem, removeItem, type PagedList } from './page-cache';
import { patchPost, resolvePostId, type PostTarget } from './posts';
import { socialKeys } from './query-keys';

export function commentsQueryOptions(postId: string) {
  return infiniteQueryOptions({
    queryKey: socialKeys.comments(postId),
    queryFn: ({ pageParam, signal }) => api('GET /api/posts/{postId}/comments', { params: { postId }, query: { cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** `POST /api/posts/{postId}/comments` {content}, after the product's post exists. Answers the comment. */
export function useAddComment(target: PostTarget) {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: async ({ content, idempotencyKey }: WithIdempotencyKey<{ content: string }>) => {
      const postId = await resolvePostId(queryClient, target);
      return api('POST /api/posts/{postId}/comments', { params: { postId }, body: { content }, idempotencyKey });
    },
    onSuccess: (comment) => {
      const key = socialKeys.comments(comment.postId);
      const before = queryClient.getQueryData<PagedList<Comment>>(key);
      const after = appendItem(before, comment);
      if (before && after !== before) queryClient.setQueryData(key, after);
      else void queryClient.invalidateQueries({ queryKey: key });
      patchPost(queryClient, comment.postId, (post) => ({ ...post, commentCount: post.commentCount + 1 }));
    },
  });
}

/** `DELETE /api/comments/{commentId}`: the comment leaves the list. */
export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: Comment) => api('DELETE /api/comments/{commentId}', { params: { commentId: comment.id } }),
    onSuccess: (_result, comment) => {
      queryClient.setQueryData<PagedList<Comment>>(socialKeys.comments(comment.postId), (data) => removeItem(data, comment.id));
      patchPost(queryClient, comment.postId, (post) => ({ ...post, commentCount: Math.max(0, post.commentCount - 1) }));
    },
  });
}
