/**
 * Every route of the `people` area from the manifest, over HTTP: 401 without a session, 400
 * for a malformed id, 403 for another person's id on the oneself-only routes, 404 for an
 * unknown person where the route reads one. Behaviour is tested in people-*.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { routeList } from '@seamline/shared/contracts/manifest';
import { PEOPLE_ERRORS } from '@seamline/shared/contracts/people';
import { APP_REQUEST_HEADER } from '@seamline/shared/contracts/session';
import { api } from '../fixtures/api';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';

const people = routeList.filter((r) => r.area === 'people');
const withId = people.filter((r) => r.path.includes('{userId}'));
const ONESELF_ONLY = ['connect-matches', 'suggested-connections', 'similar'];
const oneselfOnly = withId.filter((r) => ONESELF_ONLY.some((s) => r.path.endsWith(`/${s}`)));

/** The 404 message of each route on an unknown person (routes with a body-less write say why). */
const UNKNOWN_MESSAGE: Record<string, string> = {
  follow: PEOPLE_ERRORS.userNotFound,
  unfollow: PEOPLE_ERRORS.notFollowing,
  'remove-follower': PEOPLE_ERRORS.notAFollower,
  profile: PEOPLE_ERRORS.userNotFound,
  followers: PEOPLE_ERRORS.userNotFound,
  following: PEOPLE_ERRORS.userNotFound,
  block: PEOPLE_ERRORS.userNotFound,
};
/** Unblocking someone unknown is a no-op 200 (a person who left can still be unblocked). */
const NO_LOOKUP = ['DELETE /api/users/{userId}/block'];

let me: UserWithSession;
let other: UserWithSession;
beforeAll(async () => {
  [me, other] = await Promise.all([createUserWithSession(), createUserWithSession()]);
});

const call = (method: string, path: string, s?: UserWithSession) =>
  api(method, path, {
    cookie: s?.cookie,
    headers: { [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value },
  });
const pathOf = (p: string, id: string) => p.replace('{userId}', encodeURIComponent(id));

describe('people routes', () => {
  it('the manifest has the 15 routes of the area', () => expect(people).toHaveLength(15));

  it.each(people.map((r) => [r.key, r] as const))('%s → 401 without a session', async (_k, r) => {
    const res = await call(
      r.method,
      `${pathOf(r.path, me.userId)}${r.path.endsWith('/search') ? '?q=ab' : ''}`,
    );
    expect(res.status).toBe(401);
  });

  it.each(withId.map((r) => [r.key, r] as const))('%s → 400 for a malformed id', async (_k, r) => {
    for (const id of ['a b', 'x'.repeat(65), 'é', 'a.b']) {
      const res = await call(r.method, pathOf(r.path, id), me);
      expect(res.status, id).toBe(400);
      expect(res.body).toMatchObject({
        message: expect.any(String),
        fieldErrors: { userId: expect.any(Array) },
      });
    }
  });

  it.each(oneselfOnly.map((r) => [r.key, r] as const))(
    "%s → 403 for another person's id",
    async (_k, r) => {
      const res = await call(r.method, pathOf(r.path, other.userId), me);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'You do not have access to this resource' });
    },
  );

  it.each(withId.filter((r) => !oneselfOnly.includes(r) && !NO_LOOKUP.includes(r.key)).map((r) => [r.key, r] as const))(
    '%s → 404 for an unknown person',
    async (_k, r) => {
      const res = await call(r.method, pathOf(r.path, crypto.randomUUID()), me);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: UNKNOWN_MESSAGE[r.path.split('/').at(-1)!] });
    },
  );

  it('DELETE /api/users/{userId}/block → 200 blocked: false for an unknown person', async () => {
    const id = crypto.randomUUID();
    const res = await call('DELETE', `/api/users/${id}/block`, me);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ userId: id, blocked: false });
  });
});
