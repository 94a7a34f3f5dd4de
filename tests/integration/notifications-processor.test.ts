/**
 * The notifications processor (issue 18 "Notifications") against the local runtime: rows,
 * aggregation, the badge counter, preferences, idempotency, trimming, post deletion and the
 * welcome. Follows and registrations go the whole way (HTTP → table → stream → processors);
 * post.* events — the posts area is built in parallel — are synthetic DomainEvents applied with
 * the processor's own apply function or its Lambda handler with hand-built stream records.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { notificationPageSchema } from '@seamline/shared/contracts/notifications';
import { registerUser } from '../fixtures/accounts';
import { createUser } from '../fixtures/users';
import {
  apply,
  baseUrl,
  bell,
  closeSockets,
  commented,
  counters,
  domainEventRecord,
  emit,
  eventBase,
  framesOf,
  liked,
  notificationRemoveRecord,
  person,
  send,
  subscribedSocket,
  turnOff,
  typeOf,
  waitForBell,
} from './notifications-helpers';

// The failures provoked below would be logged by the processor; keep the output readable.
process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
const { db } = await import('@seamline/functions/_core/aws-clients');
const { handler } = await import('@seamline/events/processors/notifications');

afterEach(closeSockets);

const HOUR = 60 * 60 * 1000;

describe('aggregation at write', () => {
  it('three people following A over HTTP become ONE follow row: 3 actors, count 3, "X and 2 others started following you"', async () => {
    const [a, b, c, d] = await Promise.all([person('Ana'), person('Ben'), person('Cy'), person('Dee')]);
    for (const follower of [b, c, d]) expect((await send('POST', `/api/users/${a.userId}/follow`, follower)).status).toBe(200);
    const page = await waitForBell(a, 'three follows merged into one row', (p) => p.items[0]?.actorCount === 3);
    expect(notificationPageSchema.parse(page)).toEqual(page);
    expect(page.items).toHaveLength(1);
    const [row] = page.items;
    expect(row!.type).toBe('follow');
    expect(row!.message).toMatch(/^(Ben|Cy|Dee) and 2 others started following you$/);
    expect(row!.actors.map((x) => x.id).sort()).toEqual([b.userId, c.userId, d.userId].sort());
    expect(row!.targetUrl).toBe(`/followers/${a.userId}`);
    // One row, counted once in the badge.
    expect(page.unseenCount).toBe(1);
  });

  it('15 likes on one post within a day: one row, latest 3 actors first, "Ana and 14 others liked your post"', async () => {
    const author = await person('Author');
    const likers = await Promise.all(Array.from({ length: 15 }, (_, i) => createUser({ firstName: `Liker${i.toString()}` })));
    const ana = await createUser({ firstName: 'Ana' });
    const postId = randomUUID();
    const outcomes = [];
    for (const liker of likers.slice(1)) outcomes.push(await apply(liked(postId, liker.id, author.userId)));
    outcomes.push(await apply(liked(postId, ana.id, author.userId)));
    expect(outcomes[0]).toBe('stored');
    expect(outcomes.slice(1).every((o) => o === 'merged')).toBe(true);
    const page = await bell(author);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      type: 'like',
      message: 'Ana and 14 others liked your post',
      actorCount: 15,
      postId,
      targetUrl: `/posts/${postId}`,
    });
    expect(page.items[0]!.actors.map((x) => x.firstName)).toEqual(['Ana', 'Liker14', 'Liker13']);
    expect(page.unseenCount).toBe(1);
  });

  it('like, unlike, like again by the same person does not notify twice (stored once, no second push)', async () => {
    const [author, ben] = await Promise.all([person('Author'), person('Ben')]);
    const socket = await subscribedSocket(author);
    const postId = randomUUID();
    expect(await apply(liked(postId, ben.userId, author.userId))).toBe('stored');
    expect(await apply(liked(postId, ben.userId, author.userId))).toBe('duplicate-actor');
    await socket.waitForMessage((m) => typeOf(m) === 'unread_count' && (m as { count: number }).count === 1);
    // A comment afterwards is pushed; the second like never was.
    await apply(commented(postId, ben.userId, author.userId));
    await socket.waitForMessage((m) => typeOf(m) === 'unread_count' && (m as { count: number }).count === 2);
    expect(framesOf(socket, 'notification').map((f) => (f.notification as { type: string }).type)).toEqual(['like', 'comment']);
    const page = await bell(author);
    expect(page.items.find((n) => n.type === 'like')).toMatchObject({ actorCount: 1, message: 'Ben liked your post' });
  });

  it('likes more than a day apart are separate rows; a late record joins the window it belongs to', async () => {
    const [author, b, c, d] = await Promise.all([person('Author'), person('Ben'), person('Cy'), person('Dee')]);
    const postId = randomUUID();
    const t0 = Date.now() - 3 * 24 * HOUR;
    const at = (h: number) => new Date(t0 + h * HOUR).toISOString();
    expect(await apply(liked(postId, b.userId, author.userId, at(0)))).toBe('stored');
    expect(await apply(liked(postId, c.userId, author.userId, at(30)))).toBe('stored');
    // Dee's like happened at hour 2 but arrives last: it merges into the first window.
    expect(await apply(liked(postId, d.userId, author.userId, at(2)))).toBe('merged');
    const page = await bell(author);
    expect(page.items.map((n) => n.actorCount).sort()).toEqual([1, 2]);
    expect(page.items[0]!.message).toBe('Dee and Ben liked your post');
    expect(page.unseenCount).toBe(2);
  });

  it('a merge into a row already seen moves it to the top and counts it in the badge again', async () => {
    const [author, b, c] = await Promise.all([person('Author'), person('Ben'), person('Cy')]);
    const postId = randomUUID();
    await apply(liked(postId, b.userId, author.userId));
    await apply(commented(randomUUID(), c.userId, author.userId));
    expect((await bell(author)).items.map((n) => n.type)).toEqual(['comment', 'like']);
    await send('POST', '/api/notifications/seen', author);
    expect((await bell(author)).unseenCount).toBe(0);
    await apply(liked(postId, c.userId, author.userId));
    const page = await bell(author);
    expect(page.items.map((n) => n.type)).toEqual(['like', 'comment']);
    expect(page.items[0]).toMatchObject({ message: 'Cy and Ben liked your post', isRead: false });
    expect(page.unseenCount).toBe(1);
  });
});

describe('who is notified', () => {
  it('nobody is notified of their own like, comment or share', async () => {
    const a = await person('Ana');
    const postId = randomUUID();
    expect(await apply(liked(postId, a.userId, a.userId))).toBe('ignored');
    expect(await apply(commented(postId, a.userId, a.userId))).toBe('ignored');
    expect(await apply({ ...eventBase(), type: 'post.shared', postId, userId: a.userId, authorId: a.userId })).toBe('ignored');
    expect((await bell(a)).items).toEqual([]);
  });

  it('comments and shares notify the author with their own rows; a share already undone tells nobody', async () => {
    const [author, b, c] = await Promise.all([person('Author'), person('Ben'), person('Cy')]);
    const postId = randomUUID();
    await apply(commented(postId, b.userId, author.userId));
    // A share is told while it stands (issue 32: the PostShare of the pair carries the event's shareId).
    const shareId = randomUUID();
    const at = new Date().toISOString();
    // A real post, so post-counters does not take the share for an orphan and delete it.
    await db.entities.post.create({ postId, userId: author.userId, productId: `c-${randomUUID()}`, productSource: 'closet', createdAt: at }).go();
    await db.entities.postShare.create({ postId, shareId, userId: b.userId, postAuthorId: author.userId, sharedAt: at }).go();
    await apply({ ...eventBase(), id: `post.shared:${postId}:${shareId}`, type: 'post.shared', postId, userId: b.userId, authorId: author.userId });
    expect(await apply({ ...eventBase(), id: `post.shared:${postId}:${randomUUID()}`, type: 'post.shared', postId, userId: c.userId, authorId: author.userId })).toBe('undone');
    const page = await bell(author);
    expect(page.items.map((n) => n.message)).toEqual(['Ben shared your post', 'Ben commented on your post']);
    expect(page.items.every((n) => n.targetUrl === `/posts/${postId}`)).toBe(true);
  });

  it('a type turned off is neither stored nor pushed; the others still are', async () => {
    const [author, b] = await Promise.all([person('Author'), person('Ben')]);
    await turnOff(author, 'likes', 'follows');
    const socket = await subscribedSocket(author);
    const postId = randomUUID();
    expect(await apply(liked(postId, b.userId, author.userId))).toBe('unwanted');
    expect(await apply({ ...eventBase(), type: 'user.followed', followerId: b.userId, followingId: author.userId })).toBe('unwanted');
    expect(await apply(commented(postId, b.userId, author.userId))).toBe('stored');
    await socket.waitForMessage((m) => typeOf(m) === 'unread_count' && (m as { count: number }).count === 1);
    expect(framesOf(socket, 'notification').map((f) => (f.notification as { type: string }).type)).toEqual(['comment']);
    const page = await bell(author);
    expect(page.items.map((n) => n.type)).toEqual(['comment']);
    expect(await counters(author.userId)).toMatchObject({ unseen: 1, total: 1 });
  });

  it('a registration through the API gets the welcome notification (type other) from user.registered', async () => {
    const user = await registerUser(baseUrl(), { firstName: 'Ada' });
    const session = { userId: user.id, cookie: user.cookie } as Parameters<typeof bell>[0];
    const page = await waitForBell(session, 'the welcome notification', (p) => p.items.length === 1);
    expect(page.items[0]).toMatchObject({ type: 'other', actors: [], actorCount: 0, postId: null, targetUrl: '/connect', isRead: false });
    expect(page.items[0]!.message).toMatch(/^Welcome to Seamline, Ada! /);
    expect(page.unseenCount).toBe(1);
    const { data: event } = await db.entities.domainEvent.get({ eventId: `user.registered:${user.id}` }).go();
    expect(event).toMatchObject({ type: 'user.registered', payload: { userId: user.id } });
  });
});

describe('idempotency', () => {
  it('a redelivered stream record changes nothing and pushes nothing (handler called twice, and a batch holding it twice)', async () => {
    const [author, b] = await Promise.all([person('Author'), person('Ben')]);
    const socket = await subscribedSocket(author);
    const record = await domainEventRecord(liked(randomUUID(), b.userId, author.userId));
    expect(await handler({ Records: [record] })).toEqual({ batchItemFailures: [] });
    const before = { page: await bell(author), state: await counters(author.userId) };
    expect(await handler({ Records: [record] })).toEqual({ batchItemFailures: [] });
    expect(await handler({ Records: [record, record] })).toEqual({ batchItemFailures: [] });
    expect(await bell(author)).toEqual(before.page);
    expect(await counters(author.userId)).toEqual(before.state);
    expect(before.state).toMatchObject({ unseen: 1, total: 1 });
    await socket.waitForMessage((m) => typeOf(m) === 'unread_count' && (m as { count: number }).count === 1);
    // A later, different record is pushed: the redeliveries were not.
    await apply(commented(randomUUID(), b.userId, author.userId));
    await socket.waitForMessage((m) => typeOf(m) === 'unread_count' && (m as { count: number }).count === 2);
    expect(framesOf(socket, 'notification')).toHaveLength(2);
  });

  it('a DomainEvent item written to the table reaches the processor through the stream exactly once', async () => {
    const [author, b] = await Promise.all([person('Author'), person('Ben')]);
    const event = commented(randomUUID(), b.userId, author.userId);
    await emit(event);
    await waitForBell(author, 'the comment notification from the stream', (p) => p.items.length === 1);
    expect(await counters(author.userId)).toMatchObject({ unseen: 1, total: 1 });
  });
});

describe('the list', () => {
  it('keeps at most 50 rows per person: the oldest are trimmed in the same run and counted out', async () => {
    const [author, b] = await Promise.all([person('Author'), person('Ben')]);
    const ids: string[] = [];
    for (let i = 0; i < 53; i++) {
      await apply(commented(`post-${i.toString()}`, b.userId, author.userId));
      ids.push(`post-${i.toString()}`);
    }
    const page = await bell(author, '?limit=100');
    expect(page.items).toHaveLength(50);
    expect(page.items.map((n) => n.postId)).toEqual(ids.slice(3).reverse());
    expect(page.unseenCount).toBe(50);
    expect(await counters(author.userId)).toMatchObject({ unseen: 50, total: 50 });

    // Pages of 20 walk the same 50 rows.
    const first = await bell(author, '?limit=20');
    const second = await bell(author, `?limit=20&cursor=${first.nextCursor!}`);
    expect([...first.items, ...second.items].map((n) => n.id)).toEqual(page.items.slice(0, 40).map((n) => n.id));
  });

  it('rows past their 90-day TTL are left out at read (DynamoDB deletes them later) and cannot be marked read', async () => {
    const a = await person('Ana');
    const past = new Date(Date.now() - 91 * 24 * HOUR).toISOString();
    await db.entities.notification
      .create({
        recipientId: a.userId,
        notificationId: 'other-expired',
        type: 'other',
        actorIds: [],
        actorCount: 0,
        message: 'Old news',
        windowStartedAt: past,
        createdAt: past,
        updatedAt: past,
        isRead: false,
        version: 1,
        ttl: Math.floor(Date.now() / 1000) - 3600,
      })
      .go();
    expect((await bell(a)).items).toEqual([]);
    expect((await send('POST', '/api/notifications/other-expired/read', a)).status).toBe(404);
  });

  it('a row the TTL deleted is counted out of the badge and the total once; a delete by a person is not', async () => {
    const [author, b] = await Promise.all([person('Author'), person('Ben')]);
    await apply(commented(randomUUID(), b.userId, author.userId));
    await apply(commented(randomUUID(), b.userId, author.userId));
    expect(await counters(author.userId)).toMatchObject({ unseen: 2, total: 2 });
    const { data: rows } = await db.entities.notification.query.byRecipient({ recipientId: author.userId }).go();
    const byPerson = await notificationRemoveRecord(rows[1]!, false);
    expect(await handler({ Records: [byPerson] })).toEqual({ batchItemFailures: [] });
    expect(await counters(author.userId)).toMatchObject({ unseen: 2, total: 2 });
    const byTtl = await notificationRemoveRecord(rows[0]!, true);
    expect(await handler({ Records: [byTtl] })).toEqual({ batchItemFailures: [] });
    expect(await counters(author.userId)).toMatchObject({ unseen: 1, total: 1 });
    expect(await handler({ Records: [byTtl] })).toEqual({ batchItemFailures: [] });
    expect(await counters(author.userId)).toMatchObject({ unseen: 1, total: 1 });
  });

  it('post.deleted removes that post\'s rows of its author and counts them out of the badge', async () => {
    const [author, b, c] = await Promise.all([person('Author'), person('Ben'), person('Cy')]);
    const gone = randomUUID();
    const kept = randomUUID();
    await apply(liked(gone, b.userId, author.userId));
    await apply(liked(gone, c.userId, author.userId));
    await apply(commented(gone, b.userId, author.userId));
    await apply(liked(kept, b.userId, author.userId));
    expect(await counters(author.userId)).toMatchObject({ unseen: 3, total: 3 });
    expect(await apply({ ...eventBase(), type: 'post.deleted', postId: gone, authorId: author.userId })).toBe('deleted');
    const page = await bell(author);
    expect(page.items.map((n) => n.postId)).toEqual([kept]);
    expect(page.unseenCount).toBe(1);
    expect(await counters(author.userId)).toMatchObject({ unseen: 1, total: 1 });
  });

  it('Clear All deletes every row; the badge and the count go to 0 and new rows count from there', async () => {
    const [author, b] = await Promise.all([person('Author'), person('Ben')]);
    for (let i = 0; i < 3; i++) await apply(commented(randomUUID(), b.userId, author.userId));
    const res = await send('DELETE', '/api/notifications', author);
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
    expect(await bell(author)).toEqual({ items: [], unseenCount: 0, nextCursor: null });
    expect(await counters(author.userId)).toMatchObject({ unseen: 0, total: 0 });
    await apply(commented(randomUUID(), b.userId, author.userId));
    expect((await bell(author)).unseenCount).toBe(1);
  });
});

describe('demo data', () => {
  it('Dana Demo has her welcome and the follow row of the five demo people who follow her, through the real processors', async () => {
    const { createSession } = await import('@seamline/functions/_core/sessions');
    const { SESSION_COOKIE } = await import('@seamline/shared/contracts/auth');
    const { token } = await createSession('demo-user', 'user');
    const dana = { userId: 'demo-user', cookie: `${SESSION_COOKIE}=${token}` } as Parameters<typeof bell>[0];
    const page = await waitForBell(
      dana,
      "Dana's seeded notifications",
      (p) => p.items.some((n) => n.type === 'other') && p.items.some((n) => n.type === 'follow' && n.actorCount >= 5),
    );
    expect(page.items.find((n) => n.type === 'other')!.message).toMatch(/^Welcome to Seamline, Dana!/);
    const follows = page.items.find((n) => n.type === 'follow')!;
    expect(follows.message).toMatch(/ and \d+ others started following you$/);
    expect(follows.actors).toHaveLength(3);
  });
});
