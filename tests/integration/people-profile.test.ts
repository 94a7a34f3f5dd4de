/**
 * The public profile of /closet/{userId} over HTTP (spec 02 §2.1 profile header; issue 5:
 * real counts, Privacy): summary without email, counts from the stream (0 without an item),
 * follow flags both ways, and measurement numbers only when the person allows the viewer:
 * hidden by default, shown with `publicDisplay`, with `showMeasurementsToFriends` only once the
 * two follow each other; always to oneself.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  PEOPLE_ERRORS,
  publicProfileSchema,
  type PublicProfile,
} from '@seamline/shared/contracts/people';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { follow, get, saveBody, setPrivacy, setStyles } from './people-helpers';

let me: UserWithSession;
let other: UserWithSession;
beforeEach(async () => {
  [me, other] = await Promise.all([
    createUserWithSession(),
    createUserWithSession({
      user: {
        firstName: 'Olga',
        lastName: 'Other',
        email: `olga.other-${crypto.randomUUID().slice(0, 8)}@example.test`,
      },
    }),
  ]);
});

const profile = async (viewer: UserWithSession, userId: string): Promise<PublicProfile> => {
  const res = await get(viewer, `/api/users/${userId}/profile`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(JSON.stringify(res.body)).not.toMatch(/"email"|@example\.test/);
  return publicProfileSchema.parse(res.body);
};

const body = { heightCm: 171, bustCm: 88, waistCm: 70, hipsCm: 97 };

describe('GET /api/users/{userId}/profile', () => {
  it("shows another person's summary, names, styles and zero counts before anyone follows", async () => {
    await setStyles(other, ['Minimalist', 'Vintage']);
    const p = await profile(me, other.userId);
    expect(p).toMatchObject({
      id: other.userId,
      username: other.user.username,
      handle: other.user.username,
      name: 'Olga Other',
      firstName: 'Olga',
      lastName: 'Other',
      bio: null,
      location: null,
      styleCategories: ['Minimalist', 'Vintage'],
      counts: { followers: 0, following: 0, outfits: 0 },
      isSelf: false,
      isFollowing: false,
      followsYou: false,
    });
    // Issue 33 §2: the handle is the username; nothing of the email shows (its local part differs).
    expect(JSON.stringify(p)).not.toContain(other.user.email.split('@')[0]);
  });

  it("hides another person's measurements by default, and shows my own", async () => {
    await saveBody(other, body);
    await saveBody(me, body);
    expect(await profile(me, other.userId)).toMatchObject({
      canViewMeasurements: false,
      measurements: null,
    });
    expect(await profile(me, me.userId)).toMatchObject({
      isSelf: true,
      canViewMeasurements: true,
      measurements: { heightCm: 171, bustCm: 88, waistCm: 70, hipsCm: 97, unit: 'cm' },
    });
  });

  it('shows measurements with publicDisplay', async () => {
    await saveBody(other, body);
    await setPrivacy(other, { publicDisplay: true });
    expect(await profile(me, other.userId)).toMatchObject({
      canViewMeasurements: true,
      measurements: { waistCm: 70, unit: 'cm' },
    });
  });

  it('shows measurements with showMeasurementsToFriends only once the two follow each other', async () => {
    await saveBody(other, body);
    await setPrivacy(other, { showMeasurementsToFriends: true });
    expect(await profile(me, other.userId)).toMatchObject({
      canViewMeasurements: false,
      measurements: null,
    });
    await follow(me, other);
    expect(await profile(me, other.userId)).toMatchObject({
      isFollowing: true,
      followsYou: false,
      canViewMeasurements: false,
      measurements: null,
    });
    await follow(other, me);
    expect(await profile(me, other.userId)).toMatchObject({
      isFollowing: true,
      followsYou: true,
      canViewMeasurements: true,
      measurements: { heightCm: 171, hipsCm: 97 },
    });
  });

  it('allows viewing with no measurements saved (measurements null)', async () => {
    await setPrivacy(other, { publicDisplay: true });
    expect(await profile(me, other.userId)).toMatchObject({
      canViewMeasurements: true,
      measurements: null,
    });
  });

  it("is 404 'User not found' for an unknown id, 400 for a malformed one, 401 without a session", async () => {
    const res = await get(me, `/api/users/${crypto.randomUUID()}/profile`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: PEOPLE_ERRORS.userNotFound });
    expect((await get(me, `/api/users/${encodeURIComponent('a.b')}/profile`)).status).toBe(400);
    expect((await get(undefined, `/api/users/${me.userId}/profile`)).status).toBe(401);
  });
});
