/**
 * The demo people seed (issue 5 "Demo data"): at least 60 demo people with measurements and
 * styles exist after the runtime's seed step; once the stream processors have derived the
 * people index, Dana Demo (signed in through the API as demo / demo-password) sees perfect-fit
 * matches and suggestions, and her profile counts equal her real Follow items; a second seed
 * run writes nothing.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { PERFECT_FIT_MIN, ANONYMOUS_NAME, type PersonCard, type PublicProfile } from '@seamline/shared/contracts/people';
import { DANA_FOLLOWS_IDS, demoPeople } from '@seamline/infra/local/seeders/demo-people-data';
import { DEMO_USER, DEMO_USER_BODY, DEMO_USER_PASSWORD } from '@seamline/infra/local/seeders/demo-user';
import { toItem } from '@seamline/functions/measurements/measurements-mapping';
import { fitBodyOf, fitSimilarity } from '@seamline/shared/domain/people/fit-similarity';
import { postJson, signIn } from '../fixtures/accounts';
import { api } from '../fixtures/api';
import { waitFor } from '../fixtures/poll';

const people = demoPeople();
const byId = new Map(people.map((p) => [p.id, p]));
const bodyOf = (id: string, input: Parameters<typeof toItem>[1]) => fitBodyOf(toItem(id, input, new Date()))!;
const danaBody = bodyOf(DEMO_USER.id, { ...DEMO_USER_BODY, source: 'manual' });
/** Demo people who fit Dana at 92 %+, by the data (discoverable or not). */
const perfectFits = people.filter((p) => fitSimilarity(danaBody, bodyOf(p.id, p.measurements)) >= PERFECT_FIT_MIN);
const db = async () => (await import('@seamline/functions/_core/aws-clients')).db;
/** Stream processing of ~600 seed items on a busy machine. */
const PROCESSORS = { timeoutMs: 20_000, intervalMs: 100 };

let cookie: string;
beforeAll(async () => {
  cookie = await signIn(inject('baseUrl'), DEMO_USER.username, DEMO_USER_PASSWORD);
});

const cards = (path: string) => api<{ items: PersonCard[] }>('GET', path, { cookie });

describe('demo people seed', () => {
  it('writes at least 60 demo people, each with measurements and style categories, and none can sign in', async () => {
    expect(people.length).toBeGreaterThanOrEqual(60);
    const { data: users } = await (await db()).entities.user.get(people.map(({ id }) => ({ id }))).go();
    expect(users).toHaveLength(people.length);
    expect(users.every((u) => u.email.endsWith('@seamline.local') && u.passwordHash === undefined)).toBe(true);
    const sample = people.filter((_, i) => i % 9 === 0);
    for (const p of sample) {
      const { data: versions } = await (await db()).entities.measurements.query.byUser({ userId: p.id }).go();
      expect(versions).toHaveLength(1);
      expect(versions[0]).toMatchObject({ unit: p.measurements.unit, height: p.measurements.height, bustCm: expect.any(Number) });
      const { data: styles } = await (await db()).entities.stylePreferences.get({ userId: p.id }).go();
      expect(styles?.styleCategories).toEqual(p.styleCategories);
    }
    const res = await postJson(inject('baseUrl'), '/api/auth/login', { usernameOrEmail: people[0]!.username, password: DEMO_USER_PASSWORD });
    expect(res.status).toBe(401);
  });

  it("gives Dana her near-twins (at least 3) as 'Perfect Fit Matches', without the one who is not discoverable by fit", async () => {
    const discoverable = perfectFits.filter((p) => p.privacy?.discoverableByFit !== false && p.privacy?.publicDisplay).map((p) => p.id);
    const hidden = perfectFits.filter((p) => p.privacy?.discoverableByFit === false).map((p) => p.id);
    expect(discoverable.length).toBeGreaterThanOrEqual(3);
    expect(hidden.length).toBeGreaterThan(0);
    const matches = await waitFor(
      'Dana’s perfect-fit matches',
      async () => {
        const res = await cards(`/api/users/${DEMO_USER.id}/connect-matches`);
        const ids = new Set(res.body.items?.map((c) => c.id));
        return discoverable.every((id) => ids.has(id)) && res.body.items;
      },
      PROCESSORS,
    );
    expect(matches.every((c) => c.compatibilityScore !== null && c.compatibilityScore >= PERFECT_FIT_MIN)).toBe(true);
    expect(matches.map((c) => c.id)).not.toContain(DEMO_USER.id);
    for (const id of hidden) expect(matches.map((c) => c.id)).not.toContain(id);
    const anonymous = matches.filter((c) => byId.get(c.id)?.privacy?.anonymizedDisplay);
    expect(anonymous.length).toBeGreaterThan(0);
    for (const card of anonymous) expect(card).toMatchObject({ name: ANONYMOUS_NAME, username: null, avatar: null });
    expect(matches.every((c) => c.reasons.length > 0)).toBe(true);
  });

  it("gives Dana at least 3 'People You Might Know', none of them herself or people she follows", async () => {
    const suggestions = await waitFor(
      'Dana’s suggestions',
      async () => {
        const res = await cards(`/api/users/${DEMO_USER.id}/suggested-connections`);
        return res.status === 200 && res.body.items.length >= 3 && res.body.items;
      },
      PROCESSORS,
    );
    const ids = suggestions.map((c) => c.id);
    expect(ids).not.toContain(DEMO_USER.id);
    for (const id of DANA_FOLLOWS_IDS) expect(ids).not.toContain(id);
    expect(suggestions.every((c) => c.reasons.length > 0 && !c.isFollowing)).toBe(true);
  });

  it('shows Dana profile counts equal to her Follow items (kept by the stream processor)', async () => {
    const { data: followers } = await (await db()).entities.follow.query.followersOf({ followingId: DEMO_USER.id }).go({ pages: 'all' });
    const { data: following } = await (await db()).entities.follow.query.followingOf({ followerId: DEMO_USER.id }).go({ pages: 'all' });
    expect(following.map((f) => f.followingId).sort()).toEqual([...DANA_FOLLOWS_IDS].sort());
    expect(followers.length).toBeGreaterThanOrEqual(5);
    const profile = await waitFor(
      'Dana’s counts',
      async () => {
        const res = await api<PublicProfile>('GET', `/api/users/${DEMO_USER.id}/profile`, { cookie });
        const c = res.body.counts;
        return c?.followers === followers.length && c.following === following.length && res.body;
      },
      PROCESSORS,
    );
    expect(profile).toMatchObject({ isSelf: true, counts: { followers: followers.length, following: DANA_FOLLOWS_IDS.length } });
  });

  it('writes nothing on a second seed run', async () => {
    const { seed } = await import('@seamline/infra/local/seed');
    expect(await seed({ db: await db(), now: new Date() })).toEqual([]);
    const { data: danaVersions } = await (await db()).entities.measurements.query.byUser({ userId: DEMO_USER.id }).go();
    expect(danaVersions).toHaveLength(1);
    const { data: follows } = await (await db()).entities.follow.query.followingOf({ followerId: people[1]!.id }).go({ pages: 'all' });
    expect(follows).toHaveLength(people[1]!.follows.length);
  });
});

describe('typical bodies on a fresh start (issue 17 §6)', () => {
  it("a 25th, 50th or 75th percentile body of either sex gets at least 3 'Perfect Fit Matches'", async () => {
    const { curveBody, Z_QUARTILE } = await import('@seamline/infra/local/seeders/fit-curve-people');
    const { createUserWithSession } = await import('../fixtures/users');
    for (const sex of ['female', 'male'] as const) {
      for (const z of [-Z_QUARTILE, 0, Z_QUARTILE]) {
        const body = curveBody(sex, z);
        const me = await createUserWithSession();
        const saved = await api('POST', `/api/users/${me.userId}/measurements`, {
          cookie: me.cookie,
          body: { unit: 'cm', weightUnit: 'kg', height: body.heightCm, bust: body.bustCm, waist: body.waistCm, hips: body.hipsCm },
        });
        expect(saved.status).toBe(201);
        const matches = await waitFor(
          `${sex} z=${z}: 3 perfect fits`,
          async () => {
            const res = await api<{ items: PersonCard[] }>('GET', `/api/users/${me.userId}/connect-matches`, { cookie: me.cookie });
            const perfect = (res.body.items ?? []).filter((c) => c.compatibilityScore !== null && c.compatibilityScore >= PERFECT_FIT_MIN);
            return perfect.length >= 3 && perfect;
          },
          PROCESSORS,
        );
        expect(matches.length).toBeGreaterThanOrEqual(3);
      }
    }
  });
});
