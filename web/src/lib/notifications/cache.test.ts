import { describe, expect, it } from 'vitest';
import type { Notification } from '@seamline/shared/contracts/notifications';
import { applyFrame, cleared, rowsOf, unseenOf, withNotification, type NotificationList } from './cache';

const row = (id: string, isRead = false): Notification => ({
  id,
  type: 'like',
  message: `${id} liked your post`,
  actors: [],
  actorCount: 1,
  postId: 'p1',
  targetUrl: '/posts/p1',
  createdAt: '2026-01-01T00:00:00.000Z',
  isRead,
});
const list = (ids: string[][], unseenCount = 2): NotificationList => ({
  pages: ids.map((page, i) => ({ items: page.map((id) => row(id)), unseenCount, nextCursor: i < ids.length - 1 ? `c${i + 1}` : null })),
  pageParams: ids.map((_, i) => (i === 0 ? undefined : `c${i}`)),
});

describe('notification frames', () => {
  it('puts a new notification at the top', () => {
    const next = applyFrame(list([['a', 'b']]), { type: 'notification', notification: row('n') });
    expect(rowsOf(next).map((r) => r.id)).toEqual(['n', 'a', 'b']);
  });
  it('moves a merged (aggregated) row to the top instead of listing it twice', () => {
    const merged = { ...row('b'), message: 'Ana and 2 others liked your post', actorCount: 3 };
    const next = applyFrame(list([['a'], ['b', 'c']]), { type: 'notification', notification: merged });
    expect(rowsOf(next).map((r) => r.id)).toEqual(['b', 'a', 'c']);
    expect(rowsOf(next)[0]!.message).toBe('Ana and 2 others liked your post');
  });
  it('keeps at most 50 rows loaded (spec 02 §9)', () => {
    const fifty = list([Array.from({ length: 50 }, (_, i) => `r${i}`)]);
    const next = withNotification(fifty, row('new'));
    expect(rowsOf(next)).toHaveLength(50);
    expect(rowsOf(next)[0]!.id).toBe('new');
    expect(rowsOf(next).at(-1)!.id).toBe('r48');
  });
  it('sets the badge from unread_count and to 0 on all_notifications_seen', () => {
    expect(unseenOf(applyFrame(list([['a']], 3), { type: 'unread_count', count: 7 }))).toBe(7);
    expect(unseenOf(applyFrame(list([['a']], 3), { type: 'all_notifications_seen' }))).toBe(0);
  });
  it('marks one row read on notification_read', () => {
    const next = applyFrame(list([['a', 'b']]), { type: 'notification_read', notificationId: 'b' });
    expect(rowsOf(next).map((r) => r.isRead)).toEqual([false, true]);
  });
  it('leaves the cache alone before the first GET and for other frames', () => {
    expect(applyFrame(undefined, { type: 'unread_count', count: 1 })).toBeUndefined();
    const data = list([['a']]);
    expect(applyFrame(data, { type: 'pong', time: 'now' })).toBe(data);
  });
  it('Clear All leaves one empty page with nothing unseen', () => {
    const next = cleared(list([['a'], ['b']]));
    expect(rowsOf(next)).toEqual([]);
    expect(unseenOf(next)).toBe(0);
    expect(next.pages).toHaveLength(1);
  });
});
