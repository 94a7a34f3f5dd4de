import { describe, expect, it } from 'vitest';
import type { UserItem } from '../people/people-reads';
import { notificationDtoOf, type NotificationItem } from './notification-views';

const user = (id: string, firstName: string) => ({ id, username: `${firstName.toLowerCase()}1`, firstName }) as UserItem;
const users = new Map([user('a', 'Ana'), user('b', 'Ben'), user('c', 'Cy')].map((u) => [u.id, u]));
const row = (over: Partial<NotificationItem>): NotificationItem =>
  ({
    recipientId: 'r',
    notificationId: 'like-x-1',
    type: 'like',
    actorIds: ['a', 'b', 'c'],
    actorCount: 15,
    postId: 'p1',
    windowStartedAt: '2026-12-01T00:00:00.000Z',
    createdAt: '2026-12-01T00:00:00.000Z',
    updatedAt: '2026-12-01T00:00:00.000Z',
    isRead: false,
    version: 1,
    ttl: 1,
    ...over,
  }) as NotificationItem;

describe('notificationDtoOf with actors hidden from the recipient (issue 33 §1)', () => {
  it('takes a hidden actor out of the names and the count', () => {
    const dto = notificationDtoOf(row({}), users, new Set(['a']));
    expect(dto?.actors.map((p) => p.id)).toEqual(['b', 'c']);
    expect(dto?.actorCount).toBe(14);
    expect(dto?.message).toBe('Ben and 13 others liked your post');
  });

  it('leaves out a row whose every named actor is hidden', () => {
    expect(notificationDtoOf(row({ actorIds: ['a'], actorCount: 1 }), users, new Set(['a']))).toBeNull();
  });

  it('keeps a row unchanged when nobody is hidden, and a system row always', () => {
    expect(notificationDtoOf(row({}), users)?.message).toBe('Ana and 14 others liked your post');
    const system = row({ type: 'other', actorIds: [], actorCount: 0, postId: undefined, message: 'Your post was removed: spam' });
    expect(notificationDtoOf(system, users, new Set(['a']))?.message).toBe('Your post was removed: spam');
  });

  it('never counts fewer than the people it names', () => {
    expect(notificationDtoOf(row({ actorIds: ['a', 'b'], actorCount: 2 }), users, new Set(['a']))?.actorCount).toBe(1);
  });
});
