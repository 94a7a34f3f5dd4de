/**
 * Social layer rules and texts without zod (issue 18; spec 02 §2.9, §2.14, §5, §8, §9). Kept apart
 * from `posts.ts` / `notifications.ts` (the zod schemas, which re-export everything here) so the
 * browser's route chunks can use them without loading zod. One rule per field: every screen and
 * route reads these.
 */
import { RATE_LIMITS } from './rate-limits';

/** Limits (spec 02 §5 comment 500, §9 notification list 50, liker names 3; issue 18 the rest). */
export const SOCIAL_LIMITS = {
  /** Post caption, characters after trimming (issue 18; Instagram's figure). */
  captionMax: 2200,
  /** Images of a post: keys uploaded by the author through the presigned closet-photo path. */
  imagesMax: 4,
  /** Spec 02 §5 / §9: comment text, characters after trimming. */
  commentMax: 500,
  /** Page sizes: posts of a person (newest first), comments (oldest first), likers. */
  postsPage: 20,
  commentsPage: 50,
  likersPage: 50,
  /** Spec 02 §9: liker names shown before '+N others'. */
  likerNamesShown: 3,
  /** Spec 02 §9: the notification list keeps at most 50 entries per person. */
  notificationsKept: 50,
  /** Issue 18: notifications expire after 90 days (TTL, and filtered at read). */
  notificationTtlDays: 90,
  /** Issue 18: likes on one post / follows within this window merge into one row. */
  aggregationWindowMs: 24 * 60 * 60 * 1000,
  /** Issue 18: an aggregated row keeps the latest 3 actors and a count. */
  actorsKept: 3,
  /** Spec 02 §9: badge shows '99+' above this. */
  badgeMax: 99,
  /** Issue 18: a WebSocket frame larger than this (bytes) gets an error frame. */
  wsFrameMaxBytes: 32 * 1024,
} as const;

/** Per-user rate limits (issue 18), rows of the one table `RATE_LIMITS` (`rate-limits.ts`). */
export const SOCIAL_RATE_LIMITS = {
  comment: RATE_LIMITS.comment,
  post: RATE_LIMITS.post,
  like: RATE_LIMITS.like,
} as const;

/** Validation and error messages of the social routes. */
export const SOCIAL_ERRORS = {
  commentEmpty: 'Please write a comment first.',
  commentTooLong: `Comments can be at most ${SOCIAL_LIMITS.commentMax.toString()} characters.`,
  captionTooLong: `Captions can be at most ${SOCIAL_LIMITS.captionMax.toLocaleString('en-US')} characters.`,
  tooManyImages: `A post can have at most ${SOCIAL_LIMITS.imagesMax.toString()} photos.`,
  postNotFound: 'Post not found',
  commentNotFound: 'Comment not found',
  productNotFound: 'Product not found',
  notYourPost: 'Only the author can delete this post.',
  notYourComment: "You can only delete your own comments or comments on your posts.",
  notificationNotFound: 'Notification not found',
} as const;

/** Spec 02 §2.14, §2.9, §8 screen texts. */
export const SOCIAL_TEXTS = {
  noComments: 'No comments yet. Be the first!',
  commentAdded: 'Comment added!',
  commentAddedDescription: 'Your comment has been posted.',
  commentFailedTitle: 'Error adding comment',
  commentFailed: 'Failed to add comment',
  likeFailed: 'Failed to like',
  unlikeFailed: 'Failed to unlike',
  postFailed: 'Failed to create post',
  shared: 'Shared!',
  sharedDescription: 'Item shared with your connections',
  /** Issue 32: the share toggle's failures and its un-share toast. */
  shareFailed: 'Failed to share',
  unshareFailed: 'Failed to undo the share',
  unshared: 'No longer shared',
  linkCopied: 'Link copied!',
  notificationsTitle: 'Notifications',
  clearAll: 'Clear All',
  noNotifications: 'No notifications yet',
  noNotificationsHint: "You'll see likes, comments, and follows here",
} as const;

/** Spec 02 §3 Notification types; `event_invite` is filled by the outfit-planning issue. */
export const NOTIFICATION_TYPES = ['like', 'comment', 'follow', 'post_share', 'event_invite', 'other'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Issue 18 notification preferences (all on by default); a type turned off is neither stored nor pushed. */
export const NOTIFICATION_PREFERENCE_KEYS = ['likes', 'comments', 'follows', 'shares', 'eventInvites'] as const;
export type NotificationPreferenceKey = (typeof NOTIFICATION_PREFERENCE_KEYS)[number];
/** Which preference governs which type (`other` — system messages — always on). */
export const PREFERENCE_OF_TYPE: Record<NotificationType, NotificationPreferenceKey | null> = {
  like: 'likes',
  comment: 'comments',
  follow: 'follows',
  post_share: 'shares',
  event_invite: 'eventInvites',
  other: null,
};
export const NOTIFICATION_PREFERENCE_LABELS: Record<NotificationPreferenceKey, string> = {
  likes: 'Likes on your posts',
  comments: 'Comments on your posts',
  follows: 'New followers',
  shares: 'Shares of your posts',
  eventInvites: 'Event invitations',
};

/** Spec 02 §9: the liker line, 'Ana, Ben, Cy +12 others' (names first, then the rest counted). */
export function likerLine(names: string[], total: number): string {
  const shown = names.slice(0, SOCIAL_LIMITS.likerNamesShown);
  const rest = total - shown.length;
  if (shown.length === 0) return '';
  return rest > 0 ? `${shown.join(', ')} +${rest.toString()} ${rest === 1 ? 'other' : 'others'}` : shown.join(', ');
}

/** Spec 02 §9: the bell badge text ('99+' above 99; '' for none). */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > SOCIAL_LIMITS.badgeMax ? `${SOCIAL_LIMITS.badgeMax.toString()}+` : count.toString();
}
