/**
 * Domain event catalogue (ARCHITECTURE §8). Stream processors turn table changes into these
 * events, then into notifications, feed entries and counters. Each event has a stable `type`
 * and an `id` derived from the stream record, so a redelivered record yields the same event
 * and consumers can deduplicate.
 */
import * as z from 'zod';
import { REPORT_REASONS } from '@seamline/shared/contracts/moderation-constants';

const base = { id: z.string(), occurredAt: z.string() };

export const domainEventSchema = z.discriminatedUnion('type', [
  z.object({ ...base, type: z.literal('session.ended'), userId: z.string(), sessionHash: z.string(), reason: z.enum(['logout', 'expired']) }),
  z.object({ ...base, type: z.literal('user.followed'), followerId: z.string(), followingId: z.string() }),
  /** Issue 18: `userId` acted on `authorId`'s post (the recipient of the notification). */
  z.object({ ...base, type: z.literal('post.liked'), postId: z.string(), userId: z.string(), authorId: z.string() }),
  z.object({ ...base, type: z.literal('post.commented'), postId: z.string(), userId: z.string(), authorId: z.string(), commentId: z.string() }),
  z.object({ ...base, type: z.literal('post.shared'), postId: z.string(), userId: z.string(), authorId: z.string() }),
  /** Issue 18: a post was deleted by its author; its likes, comments and notifications go too. */
  z.object({ ...base, type: z.literal('post.deleted'), postId: z.string(), authorId: z.string() }),
  /** Issue 18: a person registered (the welcome notification, type `other`). */
  z.object({ ...base, type: z.literal('user.registered'), userId: z.string() }),
  z.object({ ...base, type: z.literal('event.invited'), eventId: z.string(), userId: z.string(), inviteeId: z.string() }),
  /** Issue 33 §4: an admin removed `userId`'s post or comment for `reason` (the author's notice, type `other`). */
  z.object({
    ...base,
    type: z.literal('content.removed'),
    userId: z.string(),
    targetType: z.enum(['post', 'comment', 'suggestionComment']),
    targetId: z.string(),
    reason: z.enum(REPORT_REASONS),
  }),
]);
export type DomainEvent = z.infer<typeof domainEventSchema>;
