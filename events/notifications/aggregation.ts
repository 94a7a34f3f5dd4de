/**
 * THE pure rules of the notifications processor (issue 18 "Notifications"): which domain event
 * notifies whom of what, the ids of rows (deterministic, so the open 24 h window of a group is
 * found by key), the aggregation window, the latest-3 actor list and the time stamp that keeps
 * "unseen ⇔ updatedAt > seenAt" true. No I/O here; `store.ts` does the reads and transactions.
 */
import { createHash } from 'node:crypto';
import {
  PREFERENCE_OF_TYPE,
  SOCIAL_LIMITS,
  type NotificationType,
} from '@seamline/shared/contracts/social-constants';
import type { NotificationPreferences } from '@seamline/shared/contracts/notifications';
import { outfitEventLink } from '@seamline/shared/contracts/outfits-constants';
import { removalNotice } from '@seamline/shared/domain/moderation/case';
import type { DomainEvent } from '../catalogue';

/** Where a moderation notice leads: home (the removed content no longer exists, for its author too). */
export const MODERATION_NOTICE_TARGET_URL = '/';

/** Domain event types that notify someone or delete rows (the processor's stream filter lists them). */
export const NOTIFYING_EVENT_TYPES = [
  'user.followed',
  'post.liked',
  'post.commented',
  'post.shared',
  'post.deleted',
  'user.registered',
  'event.invited',
  'content.removed',
] as const satisfies readonly DomainEvent['type'][];

/** What one domain event asks of the notifications processor. */
export type NotificationPlan =
  | {
      kind: 'notify';
      recipientId: string;
      type: NotificationType;
      /** Who acted (null for system messages). */
      actorId: string | null;
      postId: string | null;
      /**
       * Id prefix of an aggregated group (`like-<post hash>-`, `share-<post hash>-`, `follow-`): rows of the group are
       * `<prefix><window start ms, 13 digits>`. Null for rows that never merge.
       */
      groupPrefix: string | null;
      /** Id of a row that never merges (derived from the event id). */
      singleId: string;
      /** The event's instant: it places the action in a window. */
      occurredAt: string;
      /** A system message (`other`): its kind. */
      system?: 'welcome' | 'moderation';
      /** The stored text of a `moderation` system row ('Your post was removed: spam'). */
      message?: string;
      /** Where the row leads, stored with it (an event invitation: the event's planning view). */
      targetUrl?: string;
      /** The comment of a `comment` row, stored with it so a removed comment hides the row at read (issue 33). */
      commentId?: string;
    }
  | { kind: 'delete-post'; recipientId: string; postId: string }
  | { kind: 'none'; reason: 'self' | 'not-a-notification' };

const hex = (value: string, length: number) =>
  createHash('sha256').update(value).digest('hex').slice(0, length);

/** A `comment` plan with its comment's id (a 'none' plan stays as is). */
const withComment = (plan: NotificationPlan, commentId: string): NotificationPlan =>
  plan.kind === 'notify' ? { ...plan, commentId } : plan;

/** Id of a row that never merges: `<type>-<20 hex of sha-256(event id)>` (≤ 32 characters). */
export function singleIdOf(type: NotificationType, eventId: string): string {
  return `${type}-${hex(eventId, 20)}`;
}

/** Id prefix of a group: `like-<16 hex of sha-256(postId)>-`, `share-<16 hex of sha-256(postId)>-` (issue 32) or `follow-`. */
export function groupPrefixOf(group: 'like' | 'share', postId: string): string;
export function groupPrefixOf(group: 'follow'): string;
export function groupPrefixOf(group: 'like' | 'share' | 'follow', postId?: string): string {
  return group === 'follow' ? 'follow-' : `${group}-${hex(postId ?? '', 16)}-`;
}

/** Id of a group's row whose window starts at `windowStartedAt` (13-digit epoch ms, sortable). */
export function windowIdOf(prefix: string, windowStartedAt: string): string {
  return `${prefix}${Date.parse(windowStartedAt).toString().padStart(13, '0')}`;
}

/**
 * Does an action at `occurredAt` belong to the window that started at `windowStartedAt`?
 * Issue 18: within one day (SOCIAL_LIMITS.aggregationWindowMs), either side (records of
 * different stream shards may arrive out of order).
 */
export function isInWindow(windowStartedAt: string, occurredAt: string): boolean {
  const gap = Math.abs(Date.parse(occurredAt) - Date.parse(windowStartedAt));
  return Number.isFinite(gap) && gap < SOCIAL_LIMITS.aggregationWindowMs;
}

/** The row's actors after `actorId` acted: latest first, no repeats, at most 3 (issue 18). */
export function mergeActors(actorIds: readonly string[], actorId: string): string[] {
  return [actorId, ...actorIds.filter((id) => id !== actorId)].slice(0, SOCIAL_LIMITS.actorsKept);
}

/**
 * The `updatedAt` a write stamps: `now`, or 1 ms after `seenAt` when a clock behind the one
 * that stamped `seenAt` would place the row before it. So a written row is always newer than
 * the `seenAt` its transaction was conditioned on (= it is unseen, as the badge counts it).
 */
export function stampAfter(now: Date, seenAt: string | undefined): string {
  const seen = seenAt ? Date.parse(seenAt) : Number.NaN;
  return new Date(Number.isFinite(seen) ? Math.max(now.getTime(), seen + 1) : now.getTime()).toISOString();
}

/** Epoch seconds `seconds` after the ISO instant `from`. */
export function ttlAfter(from: string, seconds: number): number {
  return Math.floor(Date.parse(from) / 1000) + seconds;
}

/** Does the person want notifications of `type`? (`other` has no switch.) */
export function isWanted(preferences: NotificationPreferences, type: NotificationType): boolean {
  const key = PREFERENCE_OF_TYPE[type];
  return key === null || preferences[key];
}

/**
 * The plan of a domain event (issue 18): `user.followed` → follow (aggregated), `post.liked` →
 * like (aggregated per post), `post.commented` → comment, `post.shared` → post_share (aggregated
 * per post like likes, issue 32: 'Maya and 3 others shared your post'),
 * `user.registered` → the welcome (`other`), `content.removed` → the author's moderation notice
 * (`other`, 'Your post was removed: spam', issue 33 §4), `post.deleted` → delete that post's rows of its
 * author, `event.invited` → event_invite to the invitee, leading to the event (issue 20).
 * Nobody is notified of their own action. Other events notify nobody (yet).
 */
export function planOf(event: DomainEvent): NotificationPlan {
  const notify = (
    recipientId: string,
    type: NotificationType,
    actorId: string | null,
    postId: string | null,
    groupPrefix: string | null,
  ): NotificationPlan =>
    actorId !== null && actorId === recipientId
      ? { kind: 'none', reason: 'self' }
      : {
          kind: 'notify',
          recipientId,
          type,
          actorId,
          postId,
          groupPrefix,
          singleId: singleIdOf(type, event.id),
          occurredAt: event.occurredAt,
        };
  switch (event.type) {
    case 'user.followed':
      return notify(event.followingId, 'follow', event.followerId, null, groupPrefixOf('follow'));
    case 'post.liked':
      return notify(event.authorId, 'like', event.userId, event.postId, groupPrefixOf('like', event.postId));
    case 'post.commented':
      return withComment(notify(event.authorId, 'comment', event.userId, event.postId, null), event.commentId);
    case 'post.shared':
      return notify(event.authorId, 'post_share', event.userId, event.postId, groupPrefixOf('share', event.postId));
    case 'user.registered':
      return { ...(notify(event.userId, 'other', null, null, null) as Extract<NotificationPlan, { kind: 'notify' }>), system: 'welcome' };
    case 'content.removed':
      // Issue 33 §4: the author is told why an admin removed their post or comment.
      return {
        ...(notify(event.userId, 'other', null, null, null) as Extract<NotificationPlan, { kind: 'notify' }>),
        system: 'moderation',
        message: removalNotice(event.targetType, event.reason),
        targetUrl: MODERATION_NOTICE_TARGET_URL,
      };
    case 'post.deleted':
      return { kind: 'delete-post', recipientId: event.authorId, postId: event.postId };
    case 'event.invited': {
      const plan = notify(event.inviteeId, 'event_invite', event.userId, null, null);
      return plan.kind === 'notify' ? { ...plan, targetUrl: outfitEventLink(event.inviteeId, event.eventId) } : plan;
    }
    default:
      return { kind: 'none', reason: 'not-a-notification' };
  }
}
