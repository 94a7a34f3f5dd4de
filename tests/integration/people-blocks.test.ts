/**
 * Blocking over HTTP (issue 19: "unfollow, block or a deleted post removes their entries"):
 * the routes' 401 / 400 / 404 matrix, idempotent block and unblock, the paged list without
 * emails, the cap; and the effects — both follows end (counts follow), neither may follow,
 * like, comment on or share the other's posts, each leaves the other's feed at once (also
 * through a third person's share), notifications between them are dropped, and an unblock
 * restores the ability to follow (not the follows).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BLOCK_ERRORS,
  BLOCK_LIMITS,
  PEOPLE_ERRORS,
  blockedPeoplePageSchema,
  blockStateSchema,
  publicProfileSchema,
} from '@seamline/shared/contracts/people';
import { APP_REQUEST_HEADER } from '@seamline/shared/contracts/session';
import { api } from '../fixtures/api';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { call } from './collections-helpers';
import { postIdsOf, readFeed, storedEntries, waitForItem } from './feed-helpers';
import { apply, commented, emit, liked, person, waitForBell } from './notifications-helpers';
import { follow, send, waitForCounts } from './people-helpers';
import { createPost, someProductId } from './posts-helpers';

const blockPath = (userId: string) => `/api/users/${encodeURIComponent(userId)}/block`;
const blockUser = (s: UserWithSession | undefined, userId: string) => send('POST', blockPath(userId), s);
const unblockUser = (s: UserWithSession | undefined, userId: string) => send('DELETE', blockPath(userId), s);
const blocked = async (s: UserWithSession, query = '') => {
  const res = await call('GET', `/api/blocks${query}`, s);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return blockedPeoplePageSchema.parse(res.body);
};
const profileOf = async (viewer: UserWithSession, userId: string) => {
  const res = await call('GET', `/api/users/${userId}/profile`, viewer);
  expect(res.status).toBe(200);
  return publicProfileSchema.parse(res.body);
};

describe('block routes', () => {
  let a: UserWithSession;
  let b: UserWithSession;
  beforeAll(async () => {
    [a, b] = await Promise.all([createUserWithSession(), createUserWithSession()]);
  });

  it('answer 401 without a session', async () => {
    expect((await blockUser(undefined, b.userId)).status).toBe(401);
    expect((await unblockUser(undefined, b.userId)).status).toBe(401);
    expect((await call('GET', '/api/blocks')).status).toBe(401);
  });

  it("refuse blocking oneself (400), an unknown person (404) and garbage ids or cursors (400)", async () => {
    const self = await blockUser(a, a.userId);
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ message: BLOCK_ERRORS.selfBlock });
    const unknown = await blockUser(a, randomUUID());
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: PEOPLE_ERRORS.userNotFound });
    for (const id of ['a b', 'x'.repeat(65), '<script>', 'a.b']) {
      expect((await blockUser(a, id)).status, id).toBe(400);
      expect((await unblockUser(a, id)).status, id).toBe(400);
    }
    expect((await call('GET', '/api/blocks?cursor=not*a*cursor', a)).status).toBe(400);
    expect((await call('GET', `/api/blocks?cursor=${Buffer.from('{"pk":"$seamline#userid_x"}').toString('base64url')}`, a)).status).toBe(400);
    expect((await call('GET', '/api/blocks?limit=0', a)).status).toBe(400);
    expect(await blocked(a)).toEqual({ items: [], nextCursor: null });
  });

  it('blocks idempotently, lists the person without an email, and unblocks (again a no-op 200)', async () => {
    const first = await blockUser(a, b.userId);
    expect(first.status).toBe(200);
    expect(blockStateSchema.parse(first.body)).toEqual({ userId: b.userId, blocked: true });
    const again = await blockUser(a, b.userId);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ userId: b.userId, blocked: true });

    const list = await blocked(a);
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toEqual({
      id: b.userId,
      username: b.user.username,
      handle: b.user.username,
      name: `${b.user.firstName!} ${b.user.lastName!}`,
      avatar: null,
      blockedAt: expect.any(String),
    });
    expect(JSON.stringify(list)).not.toContain('@');
    // The blocked person's own list is theirs: empty (they are not told).
    expect((await blocked(b)).items).toEqual([]);
    expect((await profileOf(a, b.userId)).blockedByYou).toBe(true);
    // Issue 33 §1: to the blocked person the blocker does not exist.
    expect(await call('GET', `/api/users/${a.userId}/profile`, b)).toMatchObject({ status: 404, body: { message: PEOPLE_ERRORS.userNotFound } });

    const off = await unblockUser(a, b.userId);
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ userId: b.userId, blocked: false });
    const offAgain = await unblockUser(a, b.userId);
    expect(offAgain.status).toBe(200);
    expect(offAgain.body).toEqual({ userId: b.userId, blocked: false });
    expect((await blocked(a)).items).toEqual([]);
    expect((await profileOf(a, b.userId)).blockedByYou).toBe(false);
  });

  it("cannot undo someone else's block: the blocked person's DELETE touches only their own (absent) block", async () => {
    await blockUser(a, b.userId);
    const res = await unblockUser(b, a.userId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ userId: a.userId, blocked: false });
    expect((await blocked(a)).items.map((p) => p.id)).toEqual([b.userId]);
    expect((await send('POST', `/api/users/${a.userId}/follow`, b)).status).toBe(404);
    await unblockUser(a, b.userId);
  });

  it('pages the blocked people most recently blocked first', async () => {
    const me = await createUserWithSession();
    const others = [await createUserWithSession(), await createUserWithSession(), await createUserWithSession()];
    for (const o of others) expect((await blockUser(me, o.userId)).status).toBe(200);
    const first = await blocked(me, '?limit=2');
    expect(first.items.map((p) => p.id)).toEqual([others[2]!.userId, others[1]!.userId]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await blocked(me, `?limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.items.map((p) => p.id)).toEqual([others[0]!.userId]);
    expect(second.nextCursor).toBeNull();
    // Another person's cursor is not followed.
    expect((await call('GET', `/api/blocks?cursor=${encodeURIComponent(first.nextCursor!)}`, a)).status).toBe(400);
  });

  it('replays a block sent twice with one Idempotency-Key', async () => {
    const me = await createUserWithSession();
    const key = randomUUID();
    const post = () => api('POST', blockPath(b.userId), { cookie: me.cookie, headers: { 'idempotency-key': key, [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value } });
    const [r1, r2] = [await post(), await post()];
    expect([r1.status, r2.status]).toEqual([200, 200]);
    expect(r2.body).toEqual(r1.body);
    expect(r2.headers.get('idempotent-replayed')).toBe('true');
  });

  it(`refuses a block past ${BLOCK_LIMITS.maxBlocked.toString()} with a clear 400, and counts an unblock out`, async () => {
    const me = await createUserWithSession();
    const [x, y] = await Promise.all([createUserWithSession(), createUserWithSession()]);
    expect((await blockUser(me, x.userId)).status).toBe(200);
    // 999 more blocks, as the count says (one UpdateItem instead of 999 people).
    const { db } = await import('@seamline/functions/_core/aws-clients');
    await db.entities.blockCount.update({ userId: me.userId }).set({ blocking: BLOCK_LIMITS.maxBlocked }).go();
    const over = await blockUser(me, y.userId);
    expect(over.status).toBe(400);
    expect(over.body).toEqual({ message: BLOCK_ERRORS.tooMany });
    // Blocking someone already blocked is still fine at the cap.
    expect((await blockUser(me, x.userId)).status).toBe(200);
    expect((await unblockUser(me, x.userId)).status).toBe(200);
    expect((await blockUser(me, y.userId)).status).toBe(200);
    expect((await db.entities.blockCount.get({ userId: me.userId }).go()).data?.blocking).toBe(BLOCK_LIMITS.maxBlocked);
  });
});

describe('what a block does', () => {
  let a: UserWithSession;
  let b: UserWithSession;
  let c: UserWithSession;
  let postOfA: string;
  let postOfB: string;
  let shareOfB: string;
  beforeAll(async () => {
    [a, b, c] = await Promise.all([person('Alma'), person('Bram'), person('Cleo')]);
    // Active feeds (a first read), then posts, mutual follows, A follows C and C shares B's post.
    await Promise.all([readFeed(a), readFeed(b)]);
    const productId = await someProductId(a);
    [postOfA, postOfB] = await Promise.all([createPost(a, productId).then((p) => p.id), createPost(b, productId).then((p) => p.id)]);
    await Promise.all([follow(a, b), follow(b, a), follow(a, c)]);
    const share = await call<{ shared: boolean }>('POST', `/api/posts/${postOfB}/share`, c);
    expect(share.status, JSON.stringify(share.body)).toBe(200);
    await Promise.all([
      waitForItem(a, "B's post", (i) => i.id === `p:${postOfB}`),
      waitForItem(a, "C's share of B's post", (i) => i.id.startsWith('s:') && i.post?.id === postOfB),
      waitForItem(b, "A's post", (i) => i.id === `p:${postOfA}`),
    ]);
    shareOfB = (await readFeed(a)).items.find((i) => i.id.startsWith('s:'))!.id;
    await Promise.all([
      waitForCounts(a, a.userId, (n) => n.followers === 1 && n.following === 2),
      waitForCounts(a, b.userId, (n) => n.followers === 1 && n.following === 1),
    ]);
  });

  it('A blocks B: both follows end at once and the counts follow', async () => {
    expect((await blockUser(a, b.userId)).status).toBe(200);
    expect(await profileOf(a, b.userId)).toMatchObject({ isFollowing: false, followsYou: false, blockedByYou: true });
    expect((await call('GET', `/api/users/${a.userId}/profile`, b)).status).toBe(404);
    expect(await waitForCounts(a, a.userId, (n) => n.followers === 0 && n.following === 1)).toMatchObject({ followers: 0, following: 1 });
    expect(await waitForCounts(a, b.userId, (n) => n.followers === 0 && n.following === 0)).toMatchObject({ followers: 0, following: 0 });
  });

  it('neither may follow the other: the blocker is told why (403), the blocked person finds no one (404, issue 33 §1)', async () => {
    const bFollows = await send('POST', `/api/users/${a.userId}/follow`, b);
    expect(bFollows.status).toBe(404);
    expect(bFollows.body).toEqual({ message: PEOPLE_ERRORS.userNotFound });
    const aFollows = await send('POST', `/api/users/${b.userId}/follow`, a);
    expect(aFollows.status).toBe(403);
    expect(aFollows.body).toEqual({ message: BLOCK_ERRORS.youBlocked });
    expect((await profileOf(a, b.userId)).followsYou).toBe(false);
  });

  it("each leaves the other's feed at once, also through a third person's share (filtered at read)", async () => {
    const feedOfA = (await readFeed(a)).items;
    expect(postIdsOf(feedOfA)).not.toContain(postOfB);
    expect(feedOfA.some((i) => i.actor?.id === b.userId || i.post?.author.id === b.userId)).toBe(false);
    expect(postIdsOf((await readFeed(b)).items)).not.toContain(postOfA);
    expect(postIdsOf((await readFeed(a, 'friends')).items)).not.toContain(postOfB);
    // C's share is still stored in A's feed: it is left out when read, not deleted.
    expect((await storedEntries(a.userId)).map((e) => e.entryId)).toContain(shareOfB);
  });

  it("neither may like, comment on or share the other's posts: 404 as if they did not exist (issue 33)", async () => {
    const notFound = { message: 'Post not found' };
    const like = await call('POST', `/api/posts/${postOfA}/like`, b, {});
    expect(like.status).toBe(404);
    expect(like.body).toEqual(notFound);
    const comment = await call('POST', `/api/posts/${postOfA}/comments`, b, { content: 'Hi' });
    expect(comment.status).toBe(404);
    expect(comment.body).toEqual(notFound);
    const share = await call('POST', `/api/posts/${postOfA}/share`, b);
    expect(share.status).toBe(404);
    expect(share.body).toEqual(notFound);
    expect((await call('POST', `/api/posts/${postOfB}/like`, a, {})).status).toBe(404);
    // Their own posts and everyone else's are unaffected.
    expect((await call('POST', `/api/posts/${postOfA}/like`, a, {})).status).toBe(200);
    expect((await call('POST', `/api/posts/${postOfA}/like`, c, {})).status).toBe(200);
  });

  it('drops notifications between them, in both directions (the processor checks the pair)', async () => {
    expect(await apply(liked(postOfA, b.userId, a.userId))).toBe('blocked');
    expect(await apply({ id: `test:${randomUUID()}`, occurredAt: new Date().toISOString(), type: 'user.followed', followerId: b.userId, followingId: a.userId })).toBe('blocked');
    expect(await apply(commented(postOfB, a.userId, b.userId))).toBe('blocked');
    // Through the stream, in order: B's comment (emitted as if it raced the block), then C's.
    await emit(commented(postOfA, b.userId, a.userId));
    await emit(commented(postOfA, c.userId, a.userId));
    const bell = await waitForBell(a, "C's comment", (p) => p.items.some((n) => n.type === 'comment'));
    const actors = bell.items.filter((n) => n.type === 'comment').flatMap((n) => n.actors.map((p) => p.id));
    expect(actors).toContain(c.userId);
    expect(actors).not.toContain(b.userId);
  });

  it('unblock: either may follow again, the follows are not restored, and the share shows again', async () => {
    expect((await unblockUser(a, b.userId)).status).toBe(200);
    expect(await profileOf(a, b.userId)).toMatchObject({ isFollowing: false, followsYou: false, blockedByYou: false });
    expect(postIdsOf((await readFeed(a)).items)).toContain(postOfB);
    const bFollows = await send('POST', `/api/users/${a.userId}/follow`, b);
    expect(bFollows.status).toBe(200);
    expect(bFollows.body).toEqual({ userId: a.userId, isFollowing: true });
    expect((await send('POST', `/api/users/${b.userId}/follow`, a)).status).toBe(200);
    expect((await call('POST', `/api/posts/${postOfA}/like`, b, {})).status).toBe(200);
  });
});
