/**
 * Pure rules of the post share toggle (issue 32: a share is a person's repost of a post, one per
 * person): the post after the server's answer to a share or un-share, and the button's text.
 */
import type { Post } from '@seamline/shared/contracts/posts';

/**
 * The post with the server's answer to a share or un-share: the caller's state and the count of
 * people who share it (never fewer than the caller's own share, as the stored count may lag).
 */
export function withShareResult<P extends Pick<Post, 'sharedByMe' | 'shareCount'>>(post: P, result: { shared: boolean; shareCount: number }): P {
  return { ...post, sharedByMe: result.shared, shareCount: Math.max(result.shareCount, result.shared ? 1 : 0) };
}

/** The toggle's visible text: 'Shared' while the viewer shares the post, else 'Share'. */
export function shareButtonText(shared: boolean): 'Share' | 'Shared' {
  return shared ? 'Shared' : 'Share';
}
