/**
 * Pure rules of the post like toggle (spec 02 §4 Like toggle, §9 liker line): the count shown
 * while a like is optimistic, the post after the server's answer, and the liker line.
 */
import type { Post } from '@seamline/shared/contracts/posts';
import { likerLine } from '@seamline/shared/contracts/social-constants';
import { shortNameOf } from './names';

/**
 * The count to show: the server's count, moved by one while the shown state differs from the
 * state that count was read with (never below 0).
 */
export function shownLikeCount(serverCount: number, serverLiked: boolean, shownLiked: boolean): number {
  if (serverLiked === shownLiked) return serverCount;
  return Math.max(0, serverCount + (shownLiked ? 1 : -1));
}

/** The post with the server's answer to a like or unlike. */
export function withLikeResult<P extends Pick<Post, 'likedByMe' | 'likeCount'>>(post: P, result: { liked: boolean; likeCount: number }): P {
  return { ...post, likedByMe: result.liked, likeCount: result.likeCount };
}

export interface LikerPage {
  items: { userId: string; user: Parameters<typeof shortNameOf>[0] }[];
  total: number;
}

/**
 * 'Ana, Ben, Cy +12 others' from the first likers page (newest first). The viewer is named
 * 'You' and comes first, so one's own like shows at once. '' when nobody likes the post.
 * @param viewer the signed-in user's id; @param viewerLikes the like state shown to them.
 */
export function likerSummary(page: LikerPage | undefined, viewerId: string, viewerLikes: boolean, fallbackTotal: number): string {
  const others = (page?.items ?? []).filter((liker) => liker.userId !== viewerId);
  const serverHasViewer = (page?.items ?? []).some((liker) => liker.userId === viewerId);
  const names = [...(viewerLikes ? ['You'] : []), ...others.map((liker) => shortNameOf(liker.user))];
  const serverTotal = page?.total ?? fallbackTotal;
  const total = Math.max(names.length, serverTotal + (viewerLikes && !serverHasViewer ? 1 : 0) - (!viewerLikes && serverHasViewer ? 1 : 0));
  return likerLine(names, total);
}
