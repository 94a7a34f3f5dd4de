/**
 * Fit matches over HTTP (spec 01 §2 'Perfect Fit Matches' ≥ 92, §3 Person card; spec 02 §2.11,
 * §3 Similar user; issue 5 Matching that scales, Privacy): near-identical bodies match with a
 * score and reasons, far ones do not; never any measurement numbers; `discoverableByFit` and
 * `anonymizedDisplay` respected; oneself only. The index is written by the people-index
 * stream processor, so tests poll for it.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCATION,
  DEFAULT_STYLE,
  PERFECT_FIT_MIN,
  personCardListSchema,
  similarUsersSchema,
  type PersonCard,
} from '@seamline/shared/contracts/people';
import { api } from '../fixtures/api';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import {
  distinctBody,
  follow,
  get,
  saveBody,
  setPrivacy,
  setStyles,
  shifted,
  waitForFitIndex,
  type BodyCm,
} from './people-helpers';

/** Issue 22: only people with a public profile are in search, the directory, suggestions and matches. */
const LISTED = { publicDisplay: true };

let a: UserWithSession;
let b: UserWithSession;
let far: UserWithSession;
let body: BodyCm;
beforeEach(async () => {
  [a, b, far] = await Promise.all([
    createUserWithSession({ privacy: LISTED, user: { firstName: 'Alma', lastName: 'Match' } }),
    createUserWithSession({ privacy: LISTED, user: { firstName: 'Bea', lastName: 'Twin' } }),
    createUserWithSession({ privacy: LISTED }),
  ]);
  body = distinctBody();
  await Promise.all([
    saveBody(a, body),
    saveBody(b, shifted(body, { waistCm: 0.8, bustCm: -0.5, heightCm: 1 })),
    saveBody(far, shifted(body, { hipsCm: 12 })),
  ]);
  await Promise.all([
    waitForFitIndex(a.userId),
    waitForFitIndex(b.userId),
    waitForFitIndex(far.userId),
  ]);
});

const matchesOf = async (s: UserWithSession) => {
  const res = await get(s, `/api/users/${s.userId}/connect-matches`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return personCardListSchema.parse(res.body).items;
};
const find = (items: PersonCard[], s: UserWithSession) => items.find((c) => c.id === s.userId);

describe('GET /api/users/{userId}/connect-matches', () => {
  it('lists a near-identical body with a score ≥ 92 and reasons, not a far body, not oneself', async () => {
    const items = await matchesOf(a);
    const card = find(items, b);
    expect(card).toMatchObject({
      username: b.user.username,
      name: 'Bea Twin',
      isFollowing: false,
      mutualConnections: 0,
    });
    expect(card!.compatibilityScore).toBeGreaterThanOrEqual(PERFECT_FIT_MIN);
    expect(card!.reasons).toEqual(expect.arrayContaining(['Same height range']));
    expect(card!.reasons.filter((r) => /^(Bust|Waist|Hips) within 2 cm$/.test(r))).toHaveLength(2);
    expect(find(items, far)).toBeUndefined();
    expect(find(items, a)).toBeUndefined();
    for (const [i, c] of items.entries())
      if (i > 0)
        expect(c.compatibilityScore!).toBeLessThanOrEqual(items[i - 1]!.compatibilityScore!);
    // B sees A too (symmetric), with the same score.
    expect(find(await matchesOf(b), a)?.compatibilityScore).toBe(card!.compatibilityScore);
  });

  it('never carries measurement numbers', async () => {
    const res = await get(a, `/api/users/${a.userId}/connect-matches`);
    expect(find(personCardListSchema.parse(res.body).items, b)).toBeDefined();
    const numbers: number[] = [];
    JSON.stringify(res.body, (_k, v: unknown) => (typeof v === 'number' && numbers.push(v), v));
    const values = Object.values(shifted(body, { waistCm: 0.8, bustCm: -0.5, heightCm: 1 }));
    expect(numbers.filter((n) => values.includes(n))).toEqual([]);
    expect(JSON.stringify(res.body)).not.toMatch(/heightCm|bustCm|waistCm|hipsCm|email|@example/);
  });

  it('explains mutual connections and a shared style, and flags people I follow', async () => {
    const m = await createUserWithSession({ privacy: LISTED });
    await follow(a, m);
    await follow(m, b);
    await follow(a, b);
    await Promise.all([setStyles(a, ['Gothic', 'Vintage']), setStyles(b, ['Vintage'])]);
    const card = find(await matchesOf(a), b)!;
    expect(card).toMatchObject({ isFollowing: true, mutualConnections: 1 });
    expect(card.reasons).toEqual(
      expect.arrayContaining(['1 mutual connection', 'Also into Vintage']),
    );
  });

  it("leaves out people who turned off discoverableByFit, and shows 'Anonymous' for anonymizedDisplay", async () => {
    await setPrivacy(b, { anonymizedDisplay: true });
    const anon = find(await matchesOf(a), b)!;
    expect(anon).toMatchObject({ username: null, handle: null, avatar: null, name: 'Anonymous' });
    expect(anon.compatibilityScore).toBeGreaterThanOrEqual(PERFECT_FIT_MIN);

    await setPrivacy(b, { discoverableByFit: false });
    await waitForFitIndex(b.userId, false);
    expect(find(await matchesOf(a), b)).toBeUndefined();
  });

  it('is empty without measurements, 403 for another person, 401 without a session, 400 for a bad id', async () => {
    const newcomer = await createUserWithSession({ privacy: LISTED });
    expect(await matchesOf(newcomer)).toEqual([]);
    const other = await get(a, `/api/users/${b.userId}/connect-matches`);
    expect(other.status).toBe(403);
    expect((await get(undefined, `/api/users/${a.userId}/connect-matches`)).status).toBe(401);
    expect((await get(a, `/api/users/${encodeURIComponent('💥')}/connect-matches`)).status).toBe(
      400,
    );
  });
});

describe('GET /api/users/{userId}/similar', () => {
  it('answers the spec 02 Similar user shape with defaults and canViewMeasurements by the privacy rule', async () => {
    const res = await get(a, `/api/users/${a.userId}/similar`);
    expect(res.status).toBe(200);
    const twin = similarUsersSchema.parse(res.body).items.find((u) => u.id === b.userId);
    // Listed people have a public profile (issue 22), whose numbers anyone may see (issue 5 rule);
    // the mutual-follows path of the rule is in people-profile and privacy-effects tests.
    expect(twin).toMatchObject({
      firstName: 'Bea',
      lastName: 'Twin',
      username: b.user.username,
      profileImage: null,
      location: DEFAULT_LOCATION,
      stylePreference: DEFAULT_STYLE,
      canViewMeasurements: true,
      isFollowing: false,
    });
    expect(twin!.fitSimilarity).toBeGreaterThanOrEqual(PERFECT_FIT_MIN);
    expect(similarUsersSchema.parse(res.body).items.some((u) => u.id === far.userId)).toBe(false);

    await setPrivacy(b, { publicDisplay: false, showMeasurementsToFriends: true });
    await follow(a, b);
    await follow(b, a);
    // Issue 22: without a public profile b leaves the list, even for a mutual follow.
    const after = similarUsersSchema.parse((await get(a, `/api/users/${a.userId}/similar`)).body).items;
    expect(after.some((u) => u.id === b.userId)).toBe(false);
  });

  it("shows the person's location and first style category when they have them", async () => {
    const res = await api('PUT', `/api/auth/profile/${b.userId}`, {
      cookie: b.cookie,
      body: { firstName: 'Bea', lastName: 'Twin', location: 'Lisbon' },
    });
    expect(res.status).toBe(200);
    await setStyles(b, ['Vintage', 'Edgy']);
    const items = similarUsersSchema.parse(
      (await get(a, `/api/users/${a.userId}/similar`)).body,
    ).items;
    expect(items.find((u) => u.id === b.userId)).toMatchObject({
      location: 'Lisbon',
      stylePreference: 'Vintage',
    });
  });

  it("shows an anonymised person as 'Anonymous' with no username, image or location", async () => {
    await setPrivacy(b, { anonymizedDisplay: true, publicDisplay: true });
    const res = await get(a, `/api/users/${a.userId}/similar`);
    const twin = similarUsersSchema.parse(res.body).items.find((x) => x.id === b.userId);
    expect(twin).toMatchObject({
      firstName: 'Anonymous',
      lastName: '',
      username: null,
      profileImage: null,
      location: DEFAULT_LOCATION,
      canViewMeasurements: true,
    });
  });

  it('is 403 for another person and 401 without a session', async () => {
    expect((await get(a, `/api/users/${b.userId}/similar`)).status).toBe(403);
    expect((await get(undefined, `/api/users/${a.userId}/similar`)).status).toBe(401);
  });
});
