/**
 * Notifications over the WebSocket (spec 02 §4 Notifications socket, §7; issue 18) against the
 * local runtime with real sockets carrying the session cookie:
 * - B follows A over HTTP → the follow-counters processor emits `user.followed` → the
 *   notifications processor stores the row and pushes `notification` + `unread_count` to every
 *   subscribed tab of A;
 * - `connection_established` answers the first frame; `authenticate` with another person's id
 *   is refused and subscribes nothing;
 * - `mark_read` / `mark_all_seen` frames and the REST routes agree (and all tabs hear them);
 * - garbage and oversized frames get an `error` frame and the socket keeps working.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { SOCIAL_LIMITS } from '@seamline/shared/contracts/social-constants';
import { notificationSchema } from '@seamline/shared/contracts/notifications';
import { serverMessageSchema } from '@seamline/shared/contracts/realtime';
import { api } from '../fixtures/api';
import {
  apply,
  ask,
  bell,
  closeSockets,
  commented,
  framesOf,
  person,
  rawSocket,
  send,
  STREAM_WAIT,
  subscribedSocket,
  typeOf,
  typesSince,
} from './notifications-helpers';

afterEach(closeSockets);

describe('notifications pushed over /ws', () => {
  it('B follows A → both of A\'s tabs receive `notification` (follow) then `unread_count` 1, and REST shows the same row', async () => {
    const [a, b] = await Promise.all([person('Ana'), person('Ben')]);
    const [tab1, tab2] = await Promise.all([subscribedSocket(a), subscribedSocket(a)]);
    expect(framesOf(tab1, 'unread_count').at(-1)).toEqual({ type: 'unread_count', count: 0 });

    const res = await send('POST', `/api/users/${a.userId}/follow`, b);
    expect(res.status).toBe(200);

    for (const tab of [tab1, tab2]) {
      const pushed = (await tab.waitForMessage((m) => typeOf(m) === 'notification', STREAM_WAIT.timeoutMs)) as {
        notification: unknown;
      };
      const notification = notificationSchema.parse(pushed.notification);
      expect(notification).toMatchObject({
        type: 'follow',
        message: 'Ben started following you',
        actorCount: 1,
        postId: null,
        targetUrl: `/closet/${b.userId}`,
        isRead: false,
      });
      expect(notification.actors).toEqual([
        { id: b.userId, username: b.user.username, firstName: 'Ben', lastName: b.user.lastName, profileImageUrl: null },
      ]);
      await tab.waitForMessage((m) => typeOf(m) === 'unread_count' && (m as { count: number }).count === 1);
      const types = tab.messages.map(typeOf);
      expect(types.lastIndexOf('unread_count')).toBeGreaterThan(types.indexOf('notification'));
      for (const frame of tab.messages) expect(serverMessageSchema.safeParse(frame).success, JSON.stringify(frame)).toBe(true);
    }
    const page = await bell(a);
    expect(page.unseenCount).toBe(1);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]!.message).toBe('Ben started following you');
  });

  it('answers the first frame with `connection_established` first, once per connection', async () => {
    const a = await person('Ana');
    const socket = await rawSocket(a);
    await ask(socket, { action: 'ping' }, 'pong');
    await ask(socket, { action: 'ping' }, 'pong');
    expect(socket.messages.map(typeOf)).toEqual(['connection_established', 'pong', 'pong']);
  });

  it("`authenticate` with someone else's userId → `error` and no subscription: that tab gets no pushes", async () => {
    const [a, b] = await Promise.all([person('Ana'), person('Ben')]);
    const refused = await rawSocket(a);
    const error = await ask(refused, { action: 'authenticate', userId: b.userId }, 'error');
    expect(error.message).toBe('You can only subscribe to your own notifications');
    expect(framesOf(refused, 'authenticated')).toEqual([]);

    const subscribed = await subscribedSocket(a);
    expect(await apply(commented('post-1', b.userId, a.userId))).toBe('stored');
    // The processor pushes `notification` to every subscribed tab, then `unread_count`.
    await subscribed.waitForMessage((m) => typeOf(m) === 'unread_count' && (m as { count: number }).count === 1);
    expect(framesOf(refused, 'notification')).toEqual([]);
    expect(framesOf(refused, 'unread_count')).toEqual([]);

    // Authenticating properly afterwards subscribes the same connection.
    const ok = await ask(refused, { action: 'authenticate', userId: a.userId }, 'unread_count');
    expect(ok.count).toBe(1);
    expect(framesOf(refused, 'authenticated')).toEqual([{ type: 'authenticated', userId: a.userId }]);
  });

  it('`mark_read` → `notification_read` + `unread_count` on every tab, and REST shows the row read', async () => {
    const [a, b] = await Promise.all([person('Ana'), person('Ben')]);
    const [tab1, tab2] = await Promise.all([subscribedSocket(a), subscribedSocket(a)]);
    await apply(commented('post-1', b.userId, a.userId));
    const pushed = (await tab1.waitForMessage((m) => typeOf(m) === 'notification')) as { notification: { id: string } };
    const id = pushed.notification.id;
    // The push's own count comes as a separate frame: let it arrive before counting frames.
    await tab1.waitForMessage((m) => typeOf(m) === 'unread_count' && (m as { count: number }).count === 1);

    const from2 = tab2.messages.length;
    const from1 = tab1.messages.length;
    const read = await ask(tab1, { action: 'mark_read', notificationId: id }, 'notification_read');
    expect(read).toEqual({ type: 'notification_read', notificationId: id });
    // The count follows the read frame (a separate push: wait for it, do not assume it is there).
    const count = await tab1.waitForMessage((m) => tab1.messages.indexOf(m) >= from1 && typeOf(m) === 'unread_count');
    expect(typesSince(tab1, from1)).toEqual(['notification_read', 'unread_count']);
    // Read and seen are separate: the badge still counts the row.
    expect(count).toEqual({ type: 'unread_count', count: 1 });
    await tab2.waitForMessage((m) => tab2.messages.indexOf(m) >= from2 && typeOf(m) === 'notification_read');

    const page = await bell(a);
    expect(page.items.find((n) => n.id === id)?.isRead).toBe(true);
    expect(page.unseenCount).toBe(1);

    // Someone else's (or an unknown) id: an error frame, nothing changes.
    const notFound = await ask(tab1, { action: 'mark_read', notificationId: 'comment-0000' }, 'error');
    expect(notFound.message).toBe('Notification not found');
    const bTab = await subscribedSocket(b);
    const foreign = await ask(bTab, { action: 'mark_read', notificationId: id }, 'error');
    expect(foreign.message).toBe('Notification not found');
  });

  it('`mark_all_seen` → `all_notifications_seen` + `unread_count` 0 on every tab; REST agrees both ways', async () => {
    const [a, b, c] = await Promise.all([person('Ana'), person('Ben'), person('Cy')]);
    const [tab1, tab2] = await Promise.all([subscribedSocket(a), subscribedSocket(a)]);
    await apply(commented('post-1', b.userId, a.userId));
    await apply(commented('post-1', c.userId, a.userId));
    await tab2.waitForMessage((m) => typeOf(m) === 'unread_count' && (m as { count: number }).count === 2);
    expect((await bell(a)).unseenCount).toBe(2);

    const from2 = tab2.messages.length;
    await ask(tab1, { action: 'mark_all_seen', userId: a.userId }, 'all_notifications_seen');
    await tab1.waitForMessage((m) => typeOf(m) === 'unread_count' && (m as { count: number }).count === 0);
    await tab2.waitForMessage((m) => tab2.messages.indexOf(m) >= from2 && typeOf(m) === 'all_notifications_seen');
    await tab2.waitForMessage((m) => tab2.messages.indexOf(m) >= from2 && typeOf(m) === 'unread_count');
    expect(typesSince(tab2, from2)).toEqual(['all_notifications_seen', 'unread_count']);
    expect((await bell(a)).unseenCount).toBe(0);

    // A new row after the bell was opened counts 1 again; REST `seen` zeroes it for sockets too.
    await apply(commented('post-1', b.userId, a.userId));
    await tab1.waitForMessage((m) => typeOf(m) === 'unread_count' && (m as { count: number }).count === 1);
    expect((await send('POST', '/api/notifications/seen', a)).body).toEqual({ unseenCount: 0 });
    const fresh = await subscribedSocket(a);
    expect(framesOf(fresh, 'unread_count')).toEqual([{ type: 'unread_count', count: 0 }]);

    const refused = await ask(tab1, { action: 'mark_all_seen', userId: b.userId }, 'error');
    expect(refused.message).toBe('You can only mark your own notifications as seen');
  });

  it('garbage, unknown and oversized (> 32 KB) frames get an `error` frame; the socket keeps working', async () => {
    const a = await person('Ana');
    const socket = await subscribedSocket(a);
    expect((await ask(socket, 'not json at all', 'error')).message).toBe('Unknown or malformed message');
    expect((await ask(socket, { action: 'launch_rockets' }, 'error')).message).toBe('Unknown or malformed message');
    expect((await ask(socket, { action: 'mark_read' }, 'error')).message).toBe('Unknown or malformed message');
    expect((await ask(socket, '[1,2,3]', 'error')).message).toBe('Unknown or malformed message');
    const big = JSON.stringify({ action: 'ping', padding: 'x'.repeat(SOCIAL_LIMITS.wsFrameMaxBytes) });
    expect((await ask(socket, big, 'error')).message).toBe('Message too large: frames may be at most 32 KB');
    const justUnder = JSON.stringify({ action: 'ping', padding: 'x'.repeat(SOCIAL_LIMITS.wsFrameMaxBytes - 100) });
    await ask(socket, justUnder, 'pong');
    await ask(socket, { action: 'authenticate', userId: a.userId }, 'authenticated');
    expect((await api('GET', '/api/notifications', { cookie: a.cookie })).status).toBe(200);
  });
});
