/**
 * The post like toggle (spec 02 §4 Like toggle; issue 18): optimistic through
 * `useToggleMutation` (a press shows at once, presses during a request are coalesced, a failure
 * rolls back and toasts 'Failed to like' / 'Failed to unlike', spec 02 §8), the lazy post of a
 * product created before the first like, and the likers list behind the liker line.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Post } from '@seamline/shared/contracts/posts';
import { SOCIAL_TEXTS } from '@seamline/shared/contracts/social-constants';
import { api } from '@/lib/api-client';
import { useToggleMutation } from '@/lib/use-toggle-mutation';
import { socialErrorText } from './error-text';
import { likerSummary, shownLikeCount, withLikeResult } from './like-state';
import { patchPost, resolvePostId, type PostTarget } from './posts';
import { socialKeys } from './query-keys';

/** `GET /api/posts/{postId}/likes`, first page (newest first) with the total. */
export function likersQueryOptions(postId: string) {
  return queryOptions({
    queryKey: socialKeys.likers(postId),
    queryFn: ({ signal }) => api('GET /api/posts/{postId}/likes', { params: { postId }, signal }),
  });
}

export interface PostLike {
  liked: boolean;
  pending: boolean;
  count: number;
  /** 'Ana, Ben, Cy +12 others' ('' when nobody likes it). */
  likers: string;
  toggle: () => void;
}

/**
 * The viewer's like of `target` (`post`: the cached post, undefined while there is none yet).
 * @param viewerId the signed-in user
 */
export function usePostLike(viewerId: string, target: PostTarget, post: Post | undefined): PostLike {
  const queryClient = useQueryClient();
  const serverLiked = post?.likedByMe ?? false;
  const likers = useQuery({ ...likersQueryOptions(post?.id ?? ''), enabled: Boolean(post && post.likeCount > 0) });
  const like = useToggleMutation({
    value: serverLiked,
    send: async (liked) => {
      const postId = await resolvePostId(queryClient, target);
      const result = liked
        ? await api('POST /api/posts/{postId}/like', { params: { postId }, body: {} })
        : await api('DELETE /api/posts/{postId}/like', { params: { postId }, body: {} });
      patchPost(queryClient, postId, (p) => withLikeResult(p, result));
    },
    onError: (error, attempted) =>
      toast.error('Error', { id: 'post-like', description: socialErrorText(error, attempted ? SOCIAL_TEXTS.likeFailed : SOCIAL_TEXTS.unlikeFailed) }),
    onSettled: () => {
      const postId = target.postId ?? post?.id;
      if (postId) void queryClient.invalidateQueries({ queryKey: socialKeys.likers(postId) });
    },
  });
  const count = shownLikeCount(post?.likeCount ?? 0, serverLiked, like.value);
  return {
    liked: like.value,
    pending: like.pending,
    count,
    likers: count > 0 || like.value ? likerSummary(likers.data, viewerId, like.value, post?.likeCount ?? 0) : '',
    toggle: () => like.set(!like.value),
  };
}
