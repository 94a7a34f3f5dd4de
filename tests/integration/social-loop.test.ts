/**
 * The social loop end to end over HTTP and a real WebSocket (issue 18 "Shown by"): the posts
 * routes write post.* DomainEvents in their transactions, the `notifications` processor turns
 * them into rows and pushes them to the author's open socket. No synthetic events here: every
 * step is a real request.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Notification } from '@seamline/shared/contracts/notifications';
import { call } from './collections-helpers';
import { createPost, someProductId } from './posts-helpers';
import { bell, closeSockets, framesOf, person, STREAM_WAIT, subscribedSocket } from './notifications-helpers';

afterEach(closeSockets);

const rowOf = (frame: Record<string, unknown>) => frame.notification as Notification;

describe('likes, comments and shares of a post notify its author live', () => {
  it("B likes, comments on and shares A's post → A's socket gets each as `notification` + `unread_count`; REST agrees", async () => {
    const [a, b] = await Promise.all([person('Ava'), person('Ben')]);
    const post = await createPost(a, await someProductId(a));
    const socket = await subscribedSocket(a);

    expect((await call('POST', `/api/posts/${post.id}/like`, b, { userId: b.userId })).status).toBe(200);
    const like = rowOf(await socket.waitForMessage((m) => (m as { type?: string }).type === 'notification' && rowOf(m as Record<string, unknown>).type === 'like', STREAM_WAIT.timeoutMs) as Record<string, unknown>);
    expect(like).toMatchObject({ type: 'like', message: 'Ben liked your post', postId: post.id, targetUrl: `/posts/${post.id}`, actorCount: 1, isRead: false });
    expect(like.actors.map((x) => x.id)).toEqual([b.userId]);
    expect(JSON.stringify(like)).not.toMatch(/@example/); // never an email

    expect((await call('POST', `/api/posts/${post.id}/comments`, b, { userId: b.userId, content: 'Love it' })).status).toBe(201);
    expect((await call('POST', `/api/posts/${post.id}/share`, b)).status).toBe(200);
    await socket.waitForMessage(() => framesOf(socket, 'notification').some((f) => rowOf(f).type === 'post_share'), STREAM_WAIT.timeoutMs);
    const types = framesOf(socket, 'notification').map((f) => rowOf(f).type);
    expect(new Set(types)).toEqual(new Set(['like', 'comment', 'post_share']));
    // Each `notification` is followed by its `unread_count`; the third one may still be on its way.
    await socket.waitForMessage((m) => (m as { type?: string; count?: number }).type === 'unread_count' && (m as { count: number }).count === 3, STREAM_WAIT.timeoutMs);

    const rest = await bell(a);
    expect(rest.unseenCount).toBe(3);
    expect(rest.items.map((n: Notification) => n.type).sort()).toEqual(['comment', 'like', 'post_share']);
  });

  it('three people liking one post make one row for its author; nobody is notified of their own like', async () => {
    const [a, b, c, d] = await Promise.all([person('Ava'), person('Ben'), person('Cy'), person('Dee')]);
    const post = await createPost(a, await someProductId(a));
    expect((await call('POST', `/api/posts/${post.id}/like`, a, { userId: a.userId })).status).toBe(200); // own like
    for (const s of [b, c, d]) expect((await call('POST', `/api/posts/${post.id}/like`, s, { userId: s.userId })).status).toBe(200);
    const { waitFor } = await import('../fixtures/poll');
    const row = await waitFor(
      'one like row with 3 actors',
      async () => {
        const { items } = await bell(a);
        const likes = (items as Notification[]).filter((n) => n.type === 'like');
        return likes.length === 1 && likes[0]!.actorCount === 3 && likes[0];
      },
      STREAM_WAIT,
    );
    expect(row.message).toBe('Dee and 2 others liked your post');
    expect(row.actors.map((x) => x.id)).toEqual([d.userId, c.userId, b.userId]);
    expect(row.actors.map((x) => x.id)).not.toContain(a.userId);
  });
});
