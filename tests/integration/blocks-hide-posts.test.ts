/**
 * Blocks, suspension and admin removal hide posts and comments on every read (issue 33 §1, §4),
 * over HTTP: a blocked pair A/B and a third person C whose thread both commented on and liked.
 * To each of the pair the other's posts answer 404 'Post not found' (never 403), their person's
 * post list 404 'User not found' (as an unknown id), their comments and likes are absent from
 * C's thread, and notifications stored BEFORE the block are left out at read; C sees everything;
 * an unblock brings it all back. A removed post or comment (`removedAt`, set here directly: the
 * admin resolve route is another part of the issue) is 404 / absent for everyone, its author
 * included, and out of feeds and notifications, until restored. A suspended person's posts,
 * comments, likes and notifications are hidden, and the processor stores no new action of theirs.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { PEOPLE_ERRORS } from '@seamline/shared/contracts/people';
import { SOCIAL_ERRORS, commentPageSchema, likerPageSchema, postPageSchema, type Post } from '@seamline/shared/contracts/posts';
import { db } from '@seamline/functions/_core/aws-clients';
import { waitFor } from '../fixtures/poll';
import type { UserWithSession } from '../fixtures/users';
import { call } from './collections-helpers';
import { postIdsOf, readFeed, storedEntries } from './feed-helpers';
import { apply, bell, liked, person, STREAM_WAIT } from './notifications-helpers';
import { follow, send } from './people-helpers';
import { createPost, readPost, someProductId, waitForCounts } from './posts-helpers';

const notFound = (message: string) => ({ status: 404, body: { message } });
const statusAndBody = async (res: Promise<{ status: number; body: unknown }>) => {
  const { status, body } = await res;
  return { status, body };
};
const getPost = (s: UserWithSession, postId: string) => statusAndBody(call('GET', `/api/posts/${postId}`, s));
const userPosts = (s: UserWithSession, userId: string) => statusAndBody(call('GET', `/api/users/${userId}/posts`, s));
const comments = (s: UserWithSession, postId: string) => statusAndBody(call('GET', `/api/posts/${postId}/comments`, s));
const likers = (s: UserWithSession, postId: string) => statusAndBody(call('GET', `/api/posts/${postId}/likes`, s));
const comment = async (s: UserWithSession, postId: string, content: string) => {
  const res = await call<{ id: string }>('POST', `/api/posts/${postId}/comments`, s, { content });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
};
/** The ids of posts created at once (tuple-typed like `Promise.all`). */
const idsOf = async <T extends readonly Promise<Post>[]>(posts: T) => (await Promise.all(posts)).map((p) => p.id) as { [K in keyof T]: string };
const like = async (s: UserWithSession, postId: string) => expect((await call('POST', `/api/posts/${postId}/like`, s, {})).status).toBe(200);

/** The ids of the comments `s` sees in a thread (200 expected). */
const commentersSeenBy = async (s: UserWithSession, postId: string) => {
  const res = await comments(s, postId);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return commentPageSchema.parse(res.body).items.map((c) => c.user.id);
};
const commentIdsSeenBy = async (s: UserWithSession, postId: string) =>
  commentPageSchema.parse((await comments(s, postId)).body).items.map((c) => c.id);
const likersSeenBy = async (s: UserWithSession, postId: string) => {
  const res = await likers(s, postId);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return likerPageSchema.parse(res.body).items.map((l) => l.userId);
};
const postsSeenBy = async (s: UserWithSession, userId: string) => {
  const res = await userPosts(s, userId);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return postPageSchema.parse(res.body).items.map((p: Post) => p.id);
};
/** The actor ids of `s`'s bell rows of `type` (about `postId` when given). */
const bellActors = async (s: UserWithSession, type: string, postId?: string) =>
  (await bell(s)).items.filter((n) => n.type === type && (!postId || n.postId === postId)).flatMap((n) => n.actors.map((p) => p.id));
const waitForBellRow = (s: UserWithSession, type: string, actorId: string, postId?: string) =>
  waitFor(`${type} of ${actorId} in ${s.user.firstName ?? s.userId}'s bell`, async () => (await bellActors(s, type, postId)).includes(actorId), STREAM_WAIT);

const removePost = (postId: string) => db.entities.post.patch({ postId }).set({ removedAt: new Date().toISOString(), removedReason: 'spam' }).go();
const restorePost = (postId: string) => db.entities.post.patch({ postId }).remove(['removedAt', 'removedReason']).go();
const removeComment = (commentId: string) =>
  db.entities.postComment.patch({ commentId }).set({ removedAt: new Date().toISOString(), removedReason: 'harassment' }).go();
const restoreComment = (commentId: string) => db.entities.postComment.patch({ commentId }).remove(['removedAt', 'removedReason']).go();
const suspend = (userId: string) => db.entities.user.patch({ id: userId }).set({ suspendedAt: new Date().toISOString() }).go();
const unsuspend = (userId: string) => db.entities.user.patch({ id: userId }).remove(['suspendedAt']).go();

describe('a block hides posts, comments, likes and notifications both ways (issue 33 §1)', () => {
  let a: UserWithSession;
  let b: UserWithSession;
  let c: UserWithSession;
  let postOfA: string;
  let postOfB: string;
  let thread: string;

  beforeAll(async () => {
    [a, b, c] = await Promise.all([person('Alma'), person('Bram'), person('Cleo')]);
    const productId = await someProductId(a);
    [postOfA, postOfB, thread] = await idsOf([createPost(a, productId), createPost(b, productId), createPost(c, productId)] as const);
    // Before the block: both comment on and like C's thread, B likes A's post, A comments on B's post.
    await Promise.all([comment(a, thread, 'Love it'), comment(b, thread, 'Me too'), like(a, thread), like(b, thread), like(b, postOfA), comment(a, postOfB, 'Nice')]);
    await Promise.all([waitForBellRow(a, 'like', b.userId, postOfA), waitForBellRow(b, 'comment', a.userId, postOfB), waitForBellRow(c, 'comment', b.userId)]);
    expect((await send('POST', `/api/users/${b.userId}/block`, a)).status).toBe(200);
  });

  it('GET /api/posts/{postId}: 404 Post not found both ways; each sees their own, C sees both', async () => {
    expect(await getPost(b, postOfA)).toEqual(notFound(SOCIAL_ERRORS.postNotFound));
    expect(await getPost(a, postOfB)).toEqual(notFound(SOCIAL_ERRORS.postNotFound));
    expect((await readPost(a, postOfA)).id).toBe(postOfA);
    expect((await readPost(b, postOfB)).id).toBe(postOfB);
    expect((await readPost(c, postOfA)).id).toBe(postOfA);
    expect((await readPost(c, postOfB)).id).toBe(postOfB);
  });

  it("GET /api/users/{userId}/posts: 404 'User not found' both ways, exactly as an unknown id", async () => {
    const unknown = await userPosts(a, randomUUID());
    expect(unknown).toEqual(notFound(PEOPLE_ERRORS.userNotFound));
    expect(await userPosts(b, a.userId)).toEqual(unknown);
    expect(await userPosts(a, b.userId)).toEqual(unknown);
    expect(await postsSeenBy(c, a.userId)).toEqual([postOfA]);
    expect(await postsSeenBy(c, b.userId)).toEqual([postOfB]);
  });

  it("comments: the other's post 404; in C's thread each misses the other's comment, C sees both", async () => {
    expect(await comments(b, postOfA)).toEqual(notFound(SOCIAL_ERRORS.postNotFound));
    expect(await comments(a, postOfB)).toEqual(notFound(SOCIAL_ERRORS.postNotFound));
    expect(await commentersSeenBy(a, thread)).toEqual([a.userId]);
    expect(await commentersSeenBy(b, thread)).toEqual([b.userId]);
    expect((await commentersSeenBy(c, thread)).sort()).toEqual([a.userId, b.userId].sort());
    // Counts stay the stored total (docs/architecture.md, Blocking).
    expect((await waitForCounts(a, thread, { commentCount: 2 })).commentCount).toBe(2);
  });

  it("likers: the other's post 404; in C's thread each misses the other, C sees both", async () => {
    expect(await likers(a, postOfA)).toEqual({ status: 200, body: expect.objectContaining({ items: [] }) });
    expect(await likers(b, postOfA)).toEqual(notFound(SOCIAL_ERRORS.postNotFound));
    expect(await likers(a, postOfB)).toEqual(notFound(SOCIAL_ERRORS.postNotFound));
    expect(await likersSeenBy(a, thread)).toEqual([a.userId]);
    expect(await likersSeenBy(b, thread)).toEqual([b.userId]);
    expect((await likersSeenBy(c, thread)).sort()).toEqual([a.userId, b.userId].sort());
  });

  it('like, unlike, comment, share and un-share of the other’s post: 404 Post not found both ways', async () => {
    for (const [s, postId] of [[b, postOfA], [a, postOfB]] as const) {
      for (const [method, path, body] of [
        ['POST', 'like', {}],
        ['DELETE', 'like', {}],
        ['POST', 'comments', { content: 'Hello' }],
        ['POST', 'share', undefined],
        ['DELETE', 'share', undefined],
      ] as const) {
        const res = await call(method, `/api/posts/${postId}/${path}`, s, body);
        expect({ route: `${method} ${path}`, status: res.status, body: res.body }).toEqual({
          route: `${method} ${path}`,
          status: 404,
          body: { message: SOCIAL_ERRORS.postNotFound },
        });
      }
    }
  });

  it('notifications stored before the block are left out at read, both ways, and not counted in the badge', async () => {
    const [bellOfA, bellOfB] = await Promise.all([bell(a), bell(b)]);
    expect(bellOfA.items.flatMap((n) => n.actors.map((p) => p.id))).not.toContain(b.userId);
    expect(bellOfB.items.flatMap((n) => n.actors.map((p) => p.id))).not.toContain(a.userId);
    // Nobody opened the bell: every row is unseen, and the badge counts only those shown.
    expect(bellOfA.unseenCount).toBe(bellOfA.items.length);
    // C's aggregated like row names both.
    const likeOfThread = (await bell(c)).items.find((n) => n.type === 'like' && n.postId === thread);
    expect(likeOfThread?.actors.map((p) => p.id).sort()).toEqual([a.userId, b.userId].sort());
  });

  it('unblock brings everything back', async () => {
    expect((await send('DELETE', `/api/users/${b.userId}/block`, a)).status).toBe(200);
    expect((await readPost(b, postOfA)).id).toBe(postOfA);
    expect(await postsSeenBy(a, b.userId)).toEqual([postOfB]);
    expect((await commentersSeenBy(a, thread)).sort()).toEqual([a.userId, b.userId].sort());
    expect((await likersSeenBy(b, thread)).sort()).toEqual([a.userId, b.userId].sort());
    expect(await bellActors(a, 'like', postOfA)).toContain(b.userId);
    expect(await bellActors(b, 'comment', postOfB)).toContain(a.userId);
  });
});

describe('an admin removal hides a post or comment from everyone, its author included (issue 33 §4)', () => {
  let author: UserWithSession;
  let fan: UserWithSession;
  let postId: string;
  let kept: string;
  let commentId: string;

  beforeAll(async () => {
    [author, fan] = await Promise.all([person('Rosa'), person('Finn')]);
    await readFeed(fan); // an active feed, so the author's posts fan out to it
    await follow(fan, author);
    const productId = await someProductId(author);
    [postId, kept] = await idsOf([createPost(author, productId), createPost(author, productId)] as const);
    await like(fan, postId);
    commentId = await comment(fan, kept, 'Great fit');
    await Promise.all([
      waitForBellRow(author, 'like', fan.userId, postId),
      waitForBellRow(author, 'comment', fan.userId, kept),
      waitFor('the post in the fan’s stored feed', async () => (await storedEntries(fan.userId)).some((e) => e.postId === postId), STREAM_WAIT),
    ]);
    expect(postIdsOf((await readFeed(fan)).items)).toContain(postId);
    await Promise.all([removePost(postId), removeComment(commentId)]);
  });

  it('a removed post answers 404 on every route, to the author too, and leaves the author’s list', async () => {
    for (const s of [author, fan]) {
      expect(await getPost(s, postId)).toEqual(notFound(SOCIAL_ERRORS.postNotFound));
      expect(await comments(s, postId)).toEqual(notFound(SOCIAL_ERRORS.postNotFound));
      expect(await likers(s, postId)).toEqual(notFound(SOCIAL_ERRORS.postNotFound));
      expect((await call('POST', `/api/posts/${postId}/like`, s, {})).status).toBe(404);
      expect((await call('POST', `/api/posts/${postId}/comments`, s, { content: 'Hi' })).status).toBe(404);
      expect((await call('POST', `/api/posts/${postId}/share`, s)).status).toBe(404);
      expect(await postsSeenBy(s, author.userId)).toEqual([kept]);
    }
  });

  it('a removed comment is absent from its thread for everyone, its author included', async () => {
    for (const s of [author, fan]) expect(await commentIdsSeenBy(s, kept)).toEqual([]);
  });

  it('the feed leaves the removed post out without deleting its entry', async () => {
    expect(postIdsOf((await readFeed(fan)).items)).not.toContain(postId);
    expect((await storedEntries(fan.userId)).some((e) => e.postId === postId)).toBe(true);
  });

  it('notifications about the removed post and the removed comment are left out at read', async () => {
    expect(await bellActors(author, 'like', postId)).toEqual([]);
    expect(await bellActors(author, 'comment', kept)).toEqual([]);
  });

  it('a restore brings them back', async () => {
    await Promise.all([restorePost(postId), restoreComment(commentId)]);
    expect((await readPost(fan, postId)).id).toBe(postId);
    expect(await commentIdsSeenBy(fan, kept)).toEqual([commentId]);
    expect(postIdsOf((await readFeed(fan)).items)).toContain(postId);
    expect(await bellActors(author, 'like', postId)).toEqual([fan.userId]);
    expect(await bellActors(author, 'comment', kept)).toEqual([fan.userId]);
  });
});

describe("a suspended person's posts, comments, likes and notifications are hidden (issue 33 §4)", () => {
  let host: UserWithSession;
  let banned: UserWithSession;
  let reader: UserWithSession;
  let thread: string;
  let postOfBanned: string;

  beforeAll(async () => {
    [host, banned, reader] = await Promise.all([person('Hana'), person('Ivo'), person('Jade')]);
    await readFeed(reader);
    await follow(reader, banned);
    const productId = await someProductId(host);
    [thread, postOfBanned] = await idsOf([createPost(host, productId), createPost(banned, productId)] as const);
    await Promise.all([comment(banned, thread, 'Hi'), like(banned, thread)]);
    await Promise.all([
      waitForBellRow(host, 'comment', banned.userId, thread),
      // Read from the table, not the feed route: the feed keeps people's cards in a warm cache.
      waitFor('the post in the reader’s stored feed', async () => (await storedEntries(reader.userId)).some((e) => e.postId === postOfBanned), STREAM_WAIT),
    ]);
    await suspend(banned.userId);
  });

  it('their post 404, their list 404 User not found, their comments and likes absent from others’ threads', async () => {
    expect(await getPost(reader, postOfBanned)).toEqual(notFound(SOCIAL_ERRORS.postNotFound));
    expect(await userPosts(reader, banned.userId)).toEqual(notFound(PEOPLE_ERRORS.userNotFound));
    expect(await commentersSeenBy(host, thread)).toEqual([]);
    expect(await likersSeenBy(reader, thread)).toEqual([]);
  });

  it('the feed and the bell leave them out; the processor stores no new action of theirs', async () => {
    expect(postIdsOf((await readFeed(reader)).items)).not.toContain(postOfBanned);
    expect(await bellActors(host, 'comment', thread)).toEqual([]);
    expect(await apply(liked(thread, banned.userId, host.userId))).toBe('blocked');
  });

  it('lifting the suspension brings their content back', async () => {
    await unsuspend(banned.userId);
    expect((await readPost(reader, postOfBanned)).id).toBe(postOfBanned);
    expect(await commentersSeenBy(host, thread)).toEqual([banned.userId]);
    expect(await likersSeenBy(reader, thread)).toEqual([banned.userId]);
    expect(await bellActors(host, 'comment', thread)).toEqual([banned.userId]);
  });
});
