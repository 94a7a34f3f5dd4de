/**
 * Follow graph over HTTP (spec 01 §3 Follow relation, §4 Follow, §7 follow, unfollow in both
 * readings, remove-follower, followers, following; issue 5 Follow graph): the errors, idempotent
 * follow with counters kept by the stream processor, and the paginated lists.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  followRelationPageSchema,
  followStateSchema,
  PEOPLE_ERRORS,
} from '@seamline/shared/contracts/people';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { follow, get, send, waitForCounts } from './people-helpers';

let a: UserWithSession;
let b: UserWithSession;
beforeEach(async () => {
  [a, b] = await Promise.all([createUserWithSession(), createUserWithSession()]);
});

const post = (s: UserWithSession | undefined, path: string) => send('POST', path, s);
const del = (s: UserWithSession | undefined, path: string) => send('DELETE', path, s);

describe('POST /api/users/{userId}/follow', () => {
  it('follows; following again is idempotent and the counts become 1 once the stream has run', async () => {
    const first = await post(a, `/api/users/${b.userId}/follow`);
    expect(first.status).toBe(200);
    expect(followStateSchema.parse(first.body)).toEqual({ userId: b.userId, isFollowing: true });
    const again = await post(a, `/api/users/${b.userId}/follow`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ userId: b.userId, isFollowing: true });

    expect(await waitForCounts(a, b.userId, (c) => c.followers > 0)).toEqual({
      followers: 1,
      following: 0,
      outfits: 0,
    });
    expect(await waitForCounts(b, a.userId, (c) => c.following > 0)).toEqual({
      followers: 0,
      following: 1,
      outfits: 0,
    });
    const profile = await get(b, `/api/users/${a.userId}/profile`);
    expect(profile.body).toMatchObject({ isFollowing: false, followsYou: true });
  });

  it("refuses following oneself with 400 'You cannot follow yourself'", async () => {
    const res = await post(a, `/api/users/${a.userId}/follow`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: PEOPLE_ERRORS.selfFollow });
  });

  it("is 404 'User not found' for an unknown user, 400 for a malformed id and 401 without a session", async () => {
    const unknown = await post(a, `/api/users/${crypto.randomUUID()}/follow`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: PEOPLE_ERRORS.userNotFound });
    expect((await post(a, `/api/users/${encodeURIComponent('a b!')}/follow`)).status).toBe(400);
    expect((await post(undefined, `/api/users/${b.userId}/follow`)).status).toBe(401);
  });
});

describe('unfollow (POST and DELETE readings)', () => {
  it.each(['POST', 'DELETE'] as const)(
    '%s unfollows, then answers 404 when not following any more',
    async (method) => {
      await follow(a, b);
      const res = await send(method, `/api/users/${b.userId}/unfollow`, a);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ userId: b.userId, isFollowing: false });
      const again = await send(method, `/api/users/${b.userId}/unfollow`, a);
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ message: PEOPLE_ERRORS.notFollowing });
      expect((await get(a, `/api/users/${b.userId}/profile`)).body).toMatchObject({
        isFollowing: false,
      });
    },
  );

  it('brings the counts back to 0 after follow + unfollow', async () => {
    await follow(a, b);
    await waitForCounts(a, b.userId, (c) => c.followers === 1);
    expect((await del(a, `/api/users/${b.userId}/unfollow`)).status).toBe(200);
    expect(await waitForCounts(a, b.userId, (c) => c.followers === 0)).toMatchObject({
      followers: 0,
    });
    expect(await waitForCounts(a, a.userId, (c) => c.following === 0)).toMatchObject({
      following: 0,
    });
  });

  it('is 401 without a session and 400 for a malformed id', async () => {
    expect((await del(undefined, `/api/users/${b.userId}/unfollow`)).status).toBe(401);
    expect((await post(a, `/api/users/${'x'.repeat(65)}/unfollow`)).status).toBe(400);
  });
});

describe('DELETE /api/users/{userId}/remove-follower', () => {
  it("removes a follower from MY followers; removing them again is 404 'This person does not follow you'", async () => {
    await follow(b, a);
    const res = await del(a, `/api/users/${b.userId}/remove-follower`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ userId: b.userId, isFollower: false });
    expect((await get(b, `/api/users/${a.userId}/profile`)).body).toMatchObject({
      isFollowing: false,
    });
    const again = await del(a, `/api/users/${b.userId}/remove-follower`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: PEOPLE_ERRORS.notAFollower });
  });

  it('does not touch the follow in the other direction (I still follow them)', async () => {
    await follow(a, b);
    const res = await del(a, `/api/users/${b.userId}/remove-follower`);
    expect(res.status).toBe(404);
    expect((await get(a, `/api/users/${b.userId}/profile`)).body).toMatchObject({
      isFollowing: true,
    });
  });

  it('is 401 without a session and 400 for a malformed id', async () => {
    expect((await del(undefined, `/api/users/${b.userId}/remove-follower`)).status).toBe(401);
    expect(
      (await del(a, `/api/users/${encodeURIComponent('<script>')}/remove-follower`)).status,
    ).toBe(400);
  });
});

describe('GET /api/users/{userId}/followers and /following', () => {
  type Page = ReturnType<typeof followRelationPageSchema.parse>;
  const list = async (s: UserWithSession, userId: string, side: string, query = '') => {
    const res = await get<Page>(s, `/api/users/${userId}/${side}${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return followRelationPageSchema.parse(res.body);
  };

  it('pages 3 followers newest first with a cursor (limit 2), with handles, no email, and isFollowing of the viewer', async () => {
    const [f1, f2, f3] = [
      await createUserWithSession(),
      await createUserWithSession(),
      await createUserWithSession(),
    ];
    for (const f of [f1, f2, f3]) await follow(f, a);
    await follow(b, f2); // the viewer b follows f2

    const first = await list(b, a.userId, 'followers', '?limit=2');
    expect(first.items.map((r) => r.followerId)).toEqual([f3.userId, f2.userId]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await list(
      b,
      a.userId,
      'followers',
      `?limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`,
    );
    expect(second.items.map((r) => r.followerId)).toEqual([f1.userId]);

    const rows = [...first.items, ...second.items];
    expect(rows.map((r) => r.isFollowing)).toEqual([false, true, false]);
    const row = rows[2]!;
    expect(row).toMatchObject({
      id: `${f1.userId}:${a.userId}`,
      followingId: a.userId,
      follower: {
        id: f1.userId,
        username: f1.user.username,
        handle: f1.user.username,
        avatar: null,
      },
      following: { id: a.userId, handle: a.user.username },
    });
    expect(JSON.stringify(rows)).not.toMatch(/@example\.test|"email"/);
  });

  it('lists the people someone follows, newest first; my own row is never "isFollowing"', async () => {
    const c = await createUserWithSession();
    await follow(a, b);
    await follow(a, c);
    await follow(b, c);
    const page = await list(b, a.userId, 'following');
    expect(page.items.map((r) => [r.followingId, r.isFollowing])).toEqual([
      [c.userId, true],
      [b.userId, false],
    ]);
    expect(page.nextCursor).toBeNull();
    const mine = await list(b, c.userId, 'followers');
    expect(mine.items.find((r) => r.followerId === b.userId)?.isFollowing).toBe(false);
  });

  it("shows empty lists of a new person, and is 404 'User not found' for an unknown user", async () => {
    expect(await list(a, b.userId, 'followers')).toEqual({ items: [], nextCursor: null });
    expect(await list(a, b.userId, 'following')).toEqual({ items: [], nextCursor: null });
    for (const side of ['followers', 'following']) {
      const res = await get(a, `/api/users/${crypto.randomUUID()}/${side}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: PEOPLE_ERRORS.userNotFound });
    }
  });

  it("refuses garbage cursors, another list's cursor and bad limits with 400, never 500", async () => {
    const f1 = await createUserWithSession();
    const f2 = await createUserWithSession();
    await follow(f1, b);
    await follow(f2, b);
    const { nextCursor } = await list(a, b.userId, 'followers', '?limit=1');
    const enc = (v: string) => Buffer.from(v).toString('base64url');
    const bad = [
      'not-a-cursor',
      '%%%',
      enc('{}'),
      enc('[1,2]'),
      enc('{"pk":1}'),
      enc('{"gsi1pk":"$seamline#followingid_x","gsi1sk":"y","pk":"z","sk":"w"}'),
      nextCursor!, // b's followers cursor used on a's list
    ];
    for (const cursor of bad) {
      const res = await get(
        a,
        `/api/users/${a.userId}/followers?cursor=${encodeURIComponent(cursor)}`,
      );
      expect(res.status, cursor).toBe(400);
    }
    for (const limit of ['0', '101', 'x', '-1']) {
      expect((await get(a, `/api/users/${b.userId}/following?limit=${limit}`)).status).toBe(400);
    }
    const own = await get(
      a,
      `/api/users/${b.userId}/followers?limit=1&cursor=${encodeURIComponent(nextCursor!)}`,
    );
    expect(own.status).toBe(200);
  });

  it('is 401 without a session', async () => {
    expect((await get(undefined, `/api/users/${a.userId}/followers`)).status).toBe(401);
    expect((await get(undefined, `/api/users/${a.userId}/following`)).status).toBe(401);
  });
});

describe('mutual connections (functions/people/follow-graph.ts)', () => {
  it('counts the same by pair look-ups (few pairs) and by follower queries (many pairs)', async () => {
    const { mutualCounts, PAIR_LOOKUP_MAX } =
      await import('@seamline/functions/people/follow-graph');
    const [m1, m2, c] = [
      await createUserWithSession(),
      await createUserWithSession(),
      await createUserWithSession(),
    ];
    await follow(m1, b);
    await follow(m2, b);
    await follow(m1, c);
    const mine = [m1.userId, m2.userId];
    const few = { ids: mine, set: new Set(mine), complete: true };
    expect(Object.fromEntries(await mutualCounts(few, [b.userId, c.userId, a.userId]))).toEqual({
      [b.userId]: 2,
      [c.userId]: 1,
      [a.userId]: 0,
    });
    // Pad the viewer's people past the pair look-up limit: the follower-query path answers the same.
    const padded = [...mine, ...Array.from({ length: PAIR_LOOKUP_MAX }, () => crypto.randomUUID())];
    const many = { ids: padded, set: new Set(padded), complete: true };
    expect(Object.fromEntries(await mutualCounts(many, [b.userId, c.userId, a.userId]))).toEqual({
      [b.userId]: 2,
      [c.userId]: 1,
      [a.userId]: 0,
    });
  });
});
