/**
 * Helpers of the people integration tests (people-*.test.ts): calls of the people routes and
 * distinctive bodies. The runtime is shared with other test files and the seeded demo people,
 * so every body here is drawn far from ordinary ones (heights 200–260 cm) and at random, and
 * tests only assert about the people they made.
 */

/**
 * Deadline of waits for the stream processors: the first test of a file may wait for the
 * runtime's catch-up on the seed records (≈ 10 s on these machines) besides its own record.
 */
/** The shared stream-processor deadline (tests/fixtures/poll.ts). */
export { STREAM_WAIT };
import { randomInt } from 'node:crypto';
import { APP_REQUEST_HEADER } from '@seamline/shared/contracts/session';
import { api } from '../fixtures/api';
import { STREAM_WAIT, waitFor } from '../fixtures/poll';
import type { UserWithSession } from '../fixtures/users';

export interface BodyCm {
  heightCm: number;
  bustCm: number;
  waistCm: number;
  hipsCm: number;
}

/**
 * A random body in cm, away from real people (height 200–260, hips 80–170: the tests shift a
 * body by up to 12 cm and the plausible ranges are 55–272 cm for height, 50–250 for bust and
 * hips, 40–250 for waist; `PLAUSIBLE_RANGES`, issue 17 §1). Waist is 0.72–1.1 × hips and bust
 * 0.85–1.15 × hips, inside the cross-field ratio rules (`RATIO_RULES`, issue 34 §5: waist ÷ hips
 * 0.59–1.41, bust ÷ waist 0.73–1.66, bust ÷ hips 0.63–1.45) with room for those shifts.
 */
export function distinctBody(): BodyCm {
  const hipsCm = randomInt(800, 1700) / 10;
  return {
    heightCm: randomInt(2000, 2600) / 10,
    bustCm: Math.round((hipsCm * randomInt(850, 1150)) / 100) / 10,
    waistCm: Math.round((hipsCm * randomInt(720, 1100)) / 100) / 10,
    hipsCm,
  };
}

/** `body` moved by `delta` cm in each measurement (rounded to mm). */
export function shifted(body: BodyCm, delta: Partial<BodyCm>): BodyCm {
  const r = (v: number) => Math.round(v * 10) / 10;
  return {
    heightCm: r(body.heightCm + (delta.heightCm ?? 0)),
    bustCm: r(body.bustCm + (delta.bustCm ?? 0)),
    waistCm: r(body.waistCm + (delta.waistCm ?? 0)),
    hipsCm: r(body.hipsCm + (delta.hipsCm ?? 0)),
  };
}

/** Save `body` as the person's measurements (cm) through the API; expects 201. */
export async function saveBody(s: UserWithSession, body: BodyCm): Promise<void> {
  const res = await api('POST', `/api/users/${s.userId}/measurements`, {
    cookie: s.cookie,
    body: {
      height: body.heightCm,
      bust: body.bustCm,
      waist: body.waistCm,
      hips: body.hipsCm,
      unit: 'cm',
      weightUnit: 'kg',
    },
  });
  if (res.status !== 201)
    throw new Error(`saving measurements answered ${res.status}: ${JSON.stringify(res.body)}`);
}

/** Wait until the people-index processor has written the person's fit-index entry (or removed it). */
export async function waitForFitIndex(userId: string, present = true): Promise<void> {
  const { db } = await import('@seamline/functions/_core/aws-clients');
  await waitFor(
    `fit index of ${userId} ${present ? 'written' : 'removed'}`,
    async () => {
      const { data } = await db.entities.fitIndex.get({ userId }).go();
      return (data !== null) === present;
    },
    STREAM_WAIT,
  );
}

/** Change some of the person's privacy settings: their current ones (GET) with `changes` (PUT). */
export async function setPrivacy(
  s: UserWithSession,
  changes: Record<string, boolean>,
): Promise<void> {
  const current = await api<Record<string, unknown>>('GET', `/api/users/${s.userId}/privacy`, { cookie: s.cookie });
  if (current.status !== 200) throw new Error(`reading privacy answered ${current.status}`);
  const { userId: _userId, updatedAt: _updatedAt, ...settings } = current.body;
  const res = await api('PUT', `/api/users/${s.userId}/privacy`, {
    cookie: s.cookie,
    body: { ...settings, ...changes },
  });
  if (res.status !== 200) throw new Error(`saving privacy answered ${res.status}`);
}

/** Save the person's style categories. */
export async function setStyles(s: UserWithSession, styleCategories: string[]): Promise<void> {
  const res = await api('PUT', `/api/users/${s.userId}/style-preferences`, {
    cookie: s.cookie,
    body: { styleCategories },
  });
  if (res.status !== 200) throw new Error(`saving style preferences answered ${res.status}`);
}

/** A body-less mutating call (follow, unfollow, remove-follower) as the web app sends it: with its request header. */
export const send = (method: 'POST' | 'DELETE', path: string, s: UserWithSession | undefined) =>
  api(method, path, {
    cookie: s?.cookie,
    headers: { [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value },
  });

/** `a` follows `b` through the API; expects 200. */
export async function follow(a: UserWithSession, b: UserWithSession): Promise<void> {
  const res = await send('POST', `/api/users/${b.userId}/follow`, a);
  if (res.status !== 200)
    throw new Error(`follow answered ${res.status}: ${JSON.stringify(res.body)}`);
}

/** GET a people route as `s`. */
export const get = <T = Record<string, unknown>>(s: UserWithSession | undefined, path: string) =>
  api<T>('GET', path, { cookie: s?.cookie });

/** Poll `s`'s view of `userId`'s profile until `check` holds for its counts. */
export async function waitForCounts(
  s: UserWithSession,
  userId: string,
  check: (counts: { followers: number; following: number; outfits: number }) => boolean,
): Promise<{ followers: number; following: number; outfits: number }> {
  return waitFor(
    `profile counts of ${userId}`,
    async () => {
      const res = await get<{ counts: { followers: number; following: number; outfits: number } }>(
        s,
        `/api/users/${userId}/profile`,
      );
      return res.status === 200 && check(res.body.counts) ? res.body.counts : undefined;
    },
    STREAM_WAIT,
  );
}
