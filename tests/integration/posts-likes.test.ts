/**
 * Likes of posts over HTTP (issue 18; spec 02 §4 Like toggle, §7 like / unlike /
 * likes, §9 liker line): idempotent like and unlike, re-like after unlike (a new like and a new
 * `post.liked` event), the likers list with its total, counts kept exactly by the
 * `post-counters` processor (also under 200 concurrent likers), the likes rate limit,
 * and the 401 / 403 / 404 / 400 matrix. Shares: posts-shares.test.ts (issue 32).
 */
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { likeResultSchema, likerPageSchema, SOCIAL_RATE_LIMITS, type Post } from '@seamline/shared/contracts/posts';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { call, foreignCursor } from './collections-helpers';
import { createPost, readPost, someProductId, STREAM_WAIT, waitForCounts } from './posts-helpers';

const { db } = await import('@seamline/functions/_core/aws-clients');
const { domainEventOfItem } = await import('@seamline/events/domain-events');

let a: UserWithSession;
let b: UserWithSession;
let post: Post;
beforeEach(async () => {
  [a, b] = await Promise.all([createUserWithSession(), createUserWithSession()]);
  post = await createPost(a, await someProductId(a));
});

const like = (s: UserWithSession | undefined, postId = post.id, body: unknown = {}) => call('POST', `/api/posts/${postId}/like`, s, body);
const unlike = (s: UserWithSession | undefined, postId = post.id, body: unknown = {}) => call('DELETE', `/api/posts/${postId}/like`, s, body);

/** The stored PostLike of (post, user), or null. */
const likeItem = async (postId: string, userId: string) => (await db.entities.postLike.get({ postId, userId }).go({ consistent: true })).data;

describe('POST / DELETE /api/posts/{postId}/like', () => {
  it('likes once however often it is sent: the count becomes exactly 1 and likedByMe is the liker’s only', async () => {
    const first = await like(b, post.id, { userId: b.userId });
    expect(first.status).toBe(200);
    expect(likeResultSchema.parse(first.body)).toEqual({ postId: post.id, liked: true, likeCount: 1 });
    const again = await like(b);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ postId: post.id, liked: true, likeCount: 1 });
    await Promise.all([like(b), like(b)]);

    expect(await waitForCounts(b, post.id, { likeCount: 1 })).toMatchObject({ likeCount: 1, likedByMe: true });
    expect((await readPost(a, post.id)).likedByMe).toBe(false);
    const likers = likerPageSchema.parse((await call('GET', `/api/posts/${post.id}/likes`, a)).body);
    expect(likers).toEqual({
      items: [{ userId: b.userId, user: { id: b.userId, username: b.user.username, firstName: 'Test', lastName: b.user.lastName!, profileImageUrl: null } }],
      total: 1,
      nextCursor: null,
    });
    expect(JSON.stringify(likers)).not.toContain(b.user.email);
  });

  it('unliking what was never liked is a no-op 200; unliking a like brings the count back to 0', async () => {
    const never = await unlike(b, post.id, { userId: b.userId });
    expect(never.status).toBe(200);
    expect(never.body).toEqual({ postId: post.id, liked: false, likeCount: 0 });
    await like(b);
    await waitForCounts(b, post.id, { likeCount: 1 });
    const res = await unlike(b);
    expect(res.body).toEqual({ postId: post.id, liked: false, likeCount: 0 });
    expect((await unlike(b)).status).toBe(200);
    expect(await waitForCounts(b, post.id, { likeCount: 0 })).toMatchObject({ likedByMe: false });
  });

  it('a re-like after unlike is a new like with its own createdAt and its own post.liked event (recipient = author)', async () => {
    await like(b);
    const firstLike = await likeItem(post.id, b.userId);
    await unlike(b);
    // A new like must get a later instant even on a fast machine.
    await new Promise((resolve) => setImmediate(resolve));
    const relike = await like(b);
    expect(relike.status).toBe(200);
    const secondLike = await likeItem(post.id, b.userId);
    expect(secondLike!.createdAt).not.toBe(firstLike!.createdAt);
    for (const l of [firstLike!, secondLike!]) {
      const id = `post.liked:${post.id}:${b.userId}:${l.createdAt}`;
      const { data } = await db.entities.domainEvent.get({ eventId: id }).go();
      expect(domainEventOfItem(data!)).toEqual({ id, type: 'post.liked', occurredAt: l.createdAt, postId: post.id, userId: b.userId, authorId: a.userId });
    }
    await waitForCounts(a, post.id, { likeCount: 1 });
  });

  it('is 403 for another person’s userId, 404 for an unknown post, 400 for garbage, 401 without a session', async () => {
    for (const send of [like, unlike]) {
      expect((await send(a, post.id, { userId: b.userId })).status).toBe(403);
      const unknown = await send(a, randomUUID());
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ message: 'Post not found' });
      expect((await send(a, encodeURIComponent('x y'))).status).toBe(400);
      expect((await send(a, post.id, { userId: 42 })).status).toBe(400);
      expect((await send(undefined)).status).toBe(401);
    }
    expect(await likeItem(post.id, b.userId)).toBeNull();
  });

  it('counts 200 different people liking one post at the same moment exactly', async () => {
    const people = await Promise.all(Array.from({ length: 200 }, () => createUserWithSession()));
    const results = await Promise.all(people.map((p) => like(p)));
    expect(results.filter((r) => r.status !== 200).map((r) => r.body)).toEqual([]);
    const settled = await waitForCounts(a, post.id, { likeCount: 200 }, { timeoutMs: 60_000 });
    expect(settled.likeCount).toBe(200);
    const first = likerPageSchema.parse((await call('GET', `/api/posts/${post.id}/likes`, a)).body);
    expect(first.total).toBe(200);
    expect(first.items).toHaveLength(50);
  });

  it('allows 120 likes and unlikes a minute, then answers 429 with Retry-After and the message', async () => {
    const max = SOCIAL_RATE_LIMITS.like.max;
    for (let i = 0; i < max; i += 10) {
      const batch = await Promise.all(Array.from({ length: Math.min(10, max - i) }, (_, k) => ((i + k) % 2 === 0 ? like(b) : unlike(b))));
      expect(batch.map((r) => r.status)).toEqual(batch.map(() => 200));
    }
    const res = await like(b);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: SOCIAL_RATE_LIMITS.like.message });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await like(a)).status).toBe(200);
  });
});

describe('like, unlike and like again within one millisecond', () => {
  it("the second like is stored one millisecond later with its own event (it was a 500: the event id was taken)", async () => {
    const { likePost, unlikePost } = await import('@seamline/functions/posts/likes.service');
    const at = new Date();
    expect(await likePost(b.userId, post.id, {}, at)).toMatchObject({ liked: true });
    expect(await unlikePost(b.userId, post.id, {}, at)).toMatchObject({ liked: false });
    expect(await likePost(b.userId, post.id, {}, at)).toMatchObject({ liked: true });
    const { data: stored } = await db.entities.postLike.get({ postId: post.id, userId: b.userId }).go({ consistent: true });
    expect(stored?.createdAt).toBe(new Date(at.getTime() + 1).toISOString());
    const events = await Promise.all(
      [0, 1].map((ms) => db.entities.domainEvent.get({ eventId: `post.liked:${post.id}:${b.userId}:${new Date(at.getTime() + ms).toISOString()}` }).go({ consistent: true })),
    );
    expect(events.map((e) => e.data?.type)).toEqual(['post.liked', 'post.liked']);
  });
});

describe('GET /api/posts/{postId}/likes', () => {
  it('lists likers newest first in cursor pages with the total', async () => {
    const people = [];
    for (let i = 0; i < 5; i++) {
      const p = await createUserWithSession();
      await like(p);
      people.push(p);
    }
    await waitForCounts(a, post.id, { likeCount: 5 });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await call('GET', `/api/posts/${post.id}/likes?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, b);
      expect(res.status).toBe(200);
      const page = likerPageSchema.parse(res.body);
      expect(page.total).toBe(5);
      seen.push(...page.items.map((i) => i.userId));
      cursor = page.nextCursor;
    } while (cursor && seen.length < 20);
    expect(seen).toEqual(people.map((p) => p.userId).reverse());
  });

  it('is 404 for an unknown post, 400 for a foreign cursor or malformed id, 401 without a session', async () => {
    expect((await call('GET', `/api/posts/${randomUUID()}/likes`, a)).status).toBe(404);
    expect((await call('GET', `/api/posts/${post.id}/likes?cursor=${foreignCursor()}`, a)).status).toBe(400);
    expect((await call('GET', `/api/posts/${encodeURIComponent('x y')}/likes`, a)).status).toBe(400);
    expect((await call('GET', `/api/posts/${post.id}/likes`, undefined)).status).toBe(401);
  });
});

describe('counts', () => {
  it('likes, comments and shares of several people settle at the exact counts', async () => {
    const people = await Promise.all(Array.from({ length: 4 }, () => createUserWithSession()));
    await Promise.all(people.map((p) => like(p)));
    await Promise.all(people.slice(0, 3).map((p) => call('POST', `/api/posts/${post.id}/comments`, p, { content: 'Nice!' })));
    await Promise.all(people.slice(0, 2).map((p) => call('POST', `/api/posts/${post.id}/share`, p)));
    await unlike(people[0]);
    expect(await waitForCounts(a, post.id, { likeCount: 3, commentCount: 3, shareCount: 2 }, STREAM_WAIT)).toMatchObject({
      likeCount: 3,
      commentCount: 3,
      shareCount: 2,
    });
  });
});
