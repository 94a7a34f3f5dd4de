import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@seamline/shared/contracts/notifications';
import { idSchema } from '@seamline/shared/contracts/common';
import type { DomainEvent } from '../catalogue';
import {
  groupPrefixOf,
  isInWindow,
  isWanted,
  mergeActors,
  planOf,
  singleIdOf,
  stampAfter,
  windowIdOf,
} from './aggregation';

const HOUR = 60 * 60 * 1000;
const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms).toISOString();
const base = { id: 'e1', occurredAt: at(0) };

describe('planOf (issue 18: who is notified of what)', () => {
  it('maps each event type to its notification, with the recipient from the event', () => {
    expect(planOf({ ...base, type: 'user.followed', followerId: 'b', followingId: 'a' })).toMatchObject({
      kind: 'notify',
      recipientId: 'a',
      actorId: 'b',
      type: 'follow',
      groupPrefix: 'follow-',
    });
    expect(planOf({ ...base, type: 'post.liked', postId: 'p', userId: 'b', authorId: 'a' })).toMatchObject({
      recipientId: 'a',
      type: 'like',
      postId: 'p',
      groupPrefix: groupPrefixOf('like', 'p'),
    });
    expect(planOf({ ...base, type: 'post.commented', postId: 'p', userId: 'b', authorId: 'a', commentId: 'c' })).toMatchObject({
      type: 'comment',
      groupPrefix: null,
    });
    // Issue 32: shares aggregate per post like likes, in a group of their own.
    expect(planOf({ ...base, type: 'post.shared', postId: 'p', userId: 'b', authorId: 'a' })).toMatchObject({
      type: 'post_share',
      postId: 'p',
      groupPrefix: groupPrefixOf('share', 'p'),
    });
    expect(groupPrefixOf('share', 'p')).not.toBe(groupPrefixOf('like', 'p'));
    expect(groupPrefixOf('share', 'p')).not.toBe(groupPrefixOf('share', 'q'));
    expect(planOf({ ...base, type: 'user.registered', userId: 'a' })).toMatchObject({
      recipientId: 'a',
      type: 'other',
      actorId: null,
      system: 'welcome',
    });
    expect(planOf({ ...base, type: 'post.deleted', postId: 'p', authorId: 'a' })).toEqual({ kind: 'delete-post', recipientId: 'a', postId: 'p' });
    expect(planOf({ ...base, type: 'session.ended', userId: 'a', sessionHash: 'h', reason: 'logout' })).toEqual({
      kind: 'none',
      reason: 'not-a-notification',
    });
  });

  it('notifies the invitee of an event invitation (issue 20), never merged, leading to the event', () => {
    expect(planOf({ ...base, type: 'event.invited', eventId: 'ev1', userId: 'creator', inviteeId: 'friend' })).toMatchObject({
      kind: 'notify',
      recipientId: 'friend',
      actorId: 'creator',
      type: 'event_invite',
      groupPrefix: null,
      postId: null,
      targetUrl: '/closet/friend?tab=outfits&event=ev1',
    });
  });

  it('notifies nobody of their own action', () => {
    const own: DomainEvent[] = [
      { ...base, type: 'post.liked', postId: 'p', userId: 'a', authorId: 'a' },
      { ...base, type: 'post.commented', postId: 'p', userId: 'a', authorId: 'a', commentId: 'c' },
      { ...base, type: 'post.shared', postId: 'p', userId: 'a', authorId: 'a' },
      { ...base, type: 'user.followed', followerId: 'a', followingId: 'a' },
    ];
    for (const event of own) expect(planOf(event)).toEqual({ kind: 'none', reason: 'self' });
  });
});

describe('row ids', () => {
  it('are valid path ids (≤ 64, [A-Za-z0-9_-]), lower-case, and a window id starts with its group prefix', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 64 }), fc.integer({ min: 0, max: 4102444800000 }), (postId, ms) => {
        for (const prefix of [groupPrefixOf('like', postId), groupPrefixOf('share', postId)]) {
          const id = windowIdOf(prefix, new Date(ms).toISOString());
          expect(idSchema.safeParse(id).success).toBe(true);
          expect(id).toBe(id.toLowerCase());
          expect(id.startsWith(prefix)).toBe(true);
        }
        expect(idSchema.safeParse(singleIdOf('post_share', postId)).success).toBe(true);
      }),
    );
  });

  it('sort by window start (13-digit epoch ms), so the latest window is the last id of the group', () => {
    expect(windowIdOf('follow-', at(0)) < windowIdOf('follow-', at(25 * HOUR))).toBe(true);
    expect(windowIdOf('follow-', '1970-01-01T00:00:01.000Z')).toBe('follow-0000000001000');
  });
});

describe('isInWindow', () => {
  it('merges actions less than 24 h from the window start, in either order', () => {
    expect(isInWindow(at(0), at(23 * HOUR))).toBe(true);
    expect(isInWindow(at(0), at(24 * HOUR))).toBe(false);
    expect(isInWindow(at(5 * HOUR), at(0))).toBe(true);
    expect(isInWindow(at(0), 'not a date')).toBe(false);
  });
});

describe('mergeActors', () => {
  it('keeps the latest 3 actors, latest first, each once', () => {
    expect(mergeActors([], 'a')).toEqual(['a']);
    expect(mergeActors(['c', 'b', 'a'], 'd')).toEqual(['d', 'c', 'b']);
    expect(mergeActors(['c', 'b', 'a'], 'b')).toEqual(['b', 'c', 'a']);
  });

  it('for any sequence of actions holds the last 3 distinct actors in recency order', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { maxLength: 30 }), (actions) => {
        const actors = actions.reduce<string[]>((row, actor) => mergeActors(row, actor), []);
        const expected = [...new Set([...actions].reverse())].slice(0, 3);
        expect(actors).toEqual(expected);
      }),
    );
  });
});

describe('stampAfter', () => {
  it('stamps now, or 1 ms after seenAt when this clock is behind it: always later than seenAt', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4102444800000 }), fc.integer({ min: -5000, max: 5000 }), (now, skew) => {
        const seenAt = new Date(now + skew).toISOString();
        const stamped = stampAfter(new Date(now), seenAt);
        expect(Date.parse(stamped)).toBeGreaterThan(Date.parse(seenAt));
        expect(Date.parse(stamped)).toBeGreaterThanOrEqual(now);
      }),
    );
    expect(stampAfter(new Date(at(0)), undefined)).toBe(at(0));
  });
});

describe('isWanted', () => {
  it('follows the preference of the type; system messages have no switch', () => {
    const off = { ...DEFAULT_NOTIFICATION_PREFERENCES, likes: false };
    expect(isWanted(off, 'like')).toBe(false);
    expect(isWanted(off, 'follow')).toBe(true);
    expect(isWanted({ likes: false, comments: false, follows: false, shares: false, eventInvites: false }, 'other')).toBe(true);
  });
});

describe('NOTIFYING_EVENT_TYPES (the stream filter)', () => {
  it('lists exactly the event types planOf acts on', async () => {
    const { NOTIFYING_EVENT_TYPES } = await import('./aggregation');
    const samples: DomainEvent[] = [
      { ...base, type: 'session.ended', userId: 'a', sessionHash: 'h', reason: 'logout' },
      { ...base, type: 'user.followed', followerId: 'b', followingId: 'a' },
      { ...base, type: 'post.liked', postId: 'p', userId: 'b', authorId: 'a' },
      { ...base, type: 'post.commented', postId: 'p', userId: 'b', authorId: 'a', commentId: 'c' },
      { ...base, type: 'post.shared', postId: 'p', userId: 'b', authorId: 'a' },
      { ...base, type: 'post.deleted', postId: 'p', authorId: 'a' },
      { ...base, type: 'user.registered', userId: 'a' },
      { ...base, type: 'event.invited', eventId: 'e', userId: 'b', inviteeId: 'a' },
      { ...base, type: 'content.removed', userId: 'a', targetType: 'post', targetId: 'p', reason: 'spam' },
    ];
    const acting = samples.filter((e) => planOf(e).kind !== 'none').map((e) => e.type);
    expect([...NOTIFYING_EVENT_TYPES].sort()).toEqual(acting.sort());
  });
});
