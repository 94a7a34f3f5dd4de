/**
 * `PUT /api/auth/profile/{userId}` over HTTP (spec 01 §3 Profile update payload, §5 Profile,
 * §7): names and bio, optional fields, username change with uniqueness markers (409 when
 * taken), oneself only (401 / 403) and the contract's messages. Photo keys: media-uploads test.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../fixtures/api';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';

let me: UserWithSession;
let other: UserWithSession;
beforeEach(async () => {
  [me, other] = await Promise.all([createUserWithSession(), createUserWithSession()]);
});

const put = (s: UserWithSession | undefined, userId: string, body: unknown) =>
  api('PUT', `/api/auth/profile/${encodeURIComponent(userId)}`, { cookie: s?.cookie, body });
const unique = (p: string) => `${p}_${crypto.randomUUID().slice(0, 8)}`;

describe('PUT /api/auth/profile/{userId}', () => {
  it('updates first name, last name and bio and answers the public user', async () => {
    const res = await put(me, me.userId, { firstName: ' Ada ', lastName: 'Lovelace', bio: 'Loves tweed.' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: me.userId,
      username: me.user.username,
      firstName: 'Ada',
      lastName: 'Lovelace',
      name: 'Ada Lovelace',
      bio: 'Loves tweed.',
    });
    expect(res.body).not.toHaveProperty('passwordHash');
    expect(res.body).not.toHaveProperty('profileImageKey');
    const current = await api('GET', '/api/auth/user', { cookie: me.cookie });
    expect(current.body).toMatchObject({ firstName: 'Ada', bio: 'Loves tweed.' });
  });

  it('stores location and preferred size, and clears optional text sent empty', async () => {
    await put(me, me.userId, { firstName: 'A', lastName: 'B', bio: 'x', location: 'Oslo', preferredSize: 'M' });
    const res = await put(me, me.userId, { firstName: 'A', lastName: 'B', bio: '' });
    expect(res.body).toMatchObject({ bio: null, location: 'Oslo', preferredSize: 'M' });
  });

  it("answers the spec's messages for invalid fields", async () => {
    const cases: [unknown, string][] = [
      [{ lastName: 'B' }, 'First name is required'],
      [{ firstName: '  ', lastName: 'B' }, 'First name is required'],
      [{ firstName: 'A', lastName: '' }, 'Last name is required'],
      [{ firstName: 'A'.repeat(51), lastName: 'B' }, 'First name must be at most 50 characters'],
      [{ firstName: 'A', lastName: 'B', bio: 'b'.repeat(501) }, 'Bio must be at most 500 characters'],
      [{ firstName: 'A', lastName: 'B', location: 'l'.repeat(101) }, 'Location must be at most 100 characters'],
      [{ firstName: 'A', lastName: 'B', preferredSize: 'XXXXXXXXXXL' }, 'Preferred size must be at most 10 characters'],
      [{ firstName: 'A', lastName: 'B', username: 'ab' }, 'Username must be at least 3 characters'],
      [{ firstName: 'A', lastName: 'B', username: 'no spaces' }, 'Username can only contain letters, numbers, and underscores'],
      [{ firstName: 'A', lastName: 'B', username: 'with-hyphen' }, 'Username can only contain letters, numbers, and underscores'],
      [{ firstName: 'R2D2', lastName: 'B' }, 'First name can only contain letters, spaces, apostrophes, hyphens and periods'],
      [{ firstName: 'A', lastName: 'B', username: 'Admin' }, 'This username is reserved'],
    ];
    for (const [body, message] of cases) {
      const res = await put(me, me.userId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toMatchObject({ message });
    }
  });

  it("is 401 without a session and 403 for another user's id (their profile unchanged)", async () => {
    expect((await put(undefined, me.userId, { firstName: 'A', lastName: 'B' })).status).toBe(401);
    const res = await put(me, other.userId, { firstName: 'Mallory', lastName: 'X' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'You do not have access to this resource' });
    const theirs = await api('GET', '/api/auth/user', { cookie: other.cookie });
    expect(theirs.body).toMatchObject({ firstName: other.user.firstName });
  });
});

describe('username change', () => {
  it('takes a free username, and frees the old one for others', async () => {
    const first = unique('first');
    const second = unique('second');
    expect((await put(me, me.userId, { firstName: 'A', lastName: 'B', username: first })).body).toMatchObject({
      username: first,
    });
    expect((await put(me, me.userId, { firstName: 'A', lastName: 'B', username: second })).body).toMatchObject({
      username: second,
    });
    const res = await put(other, other.userId, { firstName: 'C', lastName: 'D', username: first });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: first });
  });

  it('changes the username and clears emptied optional fields in the same update', async () => {
    const name = unique('clear');
    await put(me, me.userId, { firstName: 'A', lastName: 'B', bio: 'Loves linen', location: 'Oslo' });
    const res = await put(me, me.userId, { firstName: 'A', lastName: 'B', username: name, bio: '', location: '' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: name, bio: null, location: null });
  });

  it("is 409 'Username is already taken' for a name another account holds, in any letter case", async () => {
    const name = unique('Taken');
    await put(other, other.userId, { firstName: 'C', lastName: 'D', username: name });
    const res = await put(me, me.userId, { firstName: 'A', lastName: 'B', username: name.toLowerCase() });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Username is already taken', fieldErrors: { username: ['Username is already taken'] } });
    const mine = await api('GET', '/api/auth/user', { cookie: me.cookie });
    expect(mine.body).toMatchObject({ username: me.user.username, firstName: me.user.firstName });
  });

  it('allows a change of letter case of one’s own username', async () => {
    const name = unique('casey');
    await put(me, me.userId, { firstName: 'A', lastName: 'B', username: name });
    const res = await put(me, me.userId, { firstName: 'A', lastName: 'B', username: name.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: name.toUpperCase() });
  });

  it('two accounts racing for one name: exactly one wins', async () => {
    const name = unique('race');
    const results = await Promise.all([
      put(me, me.userId, { firstName: 'A', lastName: 'B', username: name }),
      put(other, other.userId, { firstName: 'C', lastName: 'D', username: name }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});
